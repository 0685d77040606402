import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { count, eq } from "drizzle-orm";
import { appMeta, places } from "./db/schema.js";
import { loadImportedPlaces, OSM_BASE_META_KEY, readMeta, seedDatabase, writeMeta } from "./db/seed.js";
import { projectRoot } from "./lib/project-root.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the app", () => {
  it("reports health with the database kind", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: t.database.kind });
  });

  it("sends security headers", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toBeDefined();
  });

  it("compresses large responses", async () => {
    const response = await t.app.inject({
      url: "/api/places?limit=100",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("answers unknown API paths with the JSON error shape", async () => {
    const response = await t.app.inject({ url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { code: string } }>().error.code).toBe("NOT_FOUND");
  });

  it("publishes an OpenAPI document generated from the zod schemas", async () => {
    const response = await t.app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/places", "/api/places/{id}", "/api/home"]),
    );
  });

  it("does not seed twice on a second start", async () => {
    const before = (await t.app.inject({ url: "/api/places?limit=1" })).json<{ total: number }>().total;
    const again = await seedDatabase(t.database.db, { root: projectRoot() });
    expect(again).toEqual({ places: 0, facts: 0, tags: 0 });
    const after = (await t.app.inject({ url: "/api/places?limit=1" })).json<{ total: number }>().total;
    expect(after).toBe(before);
  });

  it("brings a database seeded from an older import up to this one, by OpenStreetMap id", async () => {
    const db = t.database.db;
    const imported = await loadImportedPlaces(projectRoot());
    const parlour = imported.find((place) => place.type === "ice_cream" && place.osm_id)!;
    // As the first import left them: the parlour typed "cafe" under another name, and a place since dropped.
    await db
      .update(places)
      .set({ type: "cafe", name: "Eiscafé (alt)" })
      .where(eq(places.osm_id, parlour.osm_id!));
    await db.insert(places).values({
      osm_id: "node/1",
      name: "Haus der Jugend (nicht mehr im Import)",
      type: "activity_center",
      address: "Hamburg",
      source: "openstreetmap",
    });
    const [before] = await db.select({ total: count() }).from(places);
    await db.update(appMeta).set({ value: "hamburg-1" }).where(eq(appMeta.key, "seed:places"));

    await seedDatabase(db, { root: projectRoot() });

    const [updated] = await db.select().from(places).where(eq(places.osm_id, parlour.osm_id!));
    expect(updated).toMatchObject({ type: "ice_cream", name: parlour.name });
    expect(await db.select().from(places).where(eq(places.osm_id, "node/1"))).toEqual([]);
    const [after] = await db.select({ total: count() }).from(places);
    expect(after!.total).toBe(before!.total - 1);
  });

  it("does not seed the committed file over places a refresh brought from newer OpenStreetMap data", async () => {
    const db = t.database.db;
    const imported = await loadImportedPlaces(projectRoot());
    const playground = imported.find((place) => place.type === "playground" && place.osm_id)!;
    const fileBase = await readMeta(db, OSM_BASE_META_KEY);
    expect(fileBase).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // As `npm run data:refresh` leaves it: a newer name from OpenStreetMap and the answer's date.
    await db
      .update(places)
      .set({ name: "Spielplatz im Jenischpark" })
      .where(eq(places.osm_id, playground.osm_id!));
    await writeMeta(db, OSM_BASE_META_KEY, "2099-01-01");
    await db.update(appMeta).set({ value: "hamburg-1" }).where(eq(appMeta.key, "seed:places"));
    try {
      expect(await seedDatabase(db, { root: projectRoot() })).toMatchObject({ places: 0 });
      const [row] = await db
        .select({ name: places.name })
        .from(places)
        .where(eq(places.osm_id, playground.osm_id!));
      expect(row!.name).toBe("Spielplatz im Jenischpark");
    } finally {
      await writeMeta(db, OSM_BASE_META_KEY, fileBase!);
    }
  });

  it("keeps an admin's correction of an imported place through the next import", async () => {
    const db = t.database.db;
    const admin = await signIn(t, { role: "admin" });
    const [cafe] = await db.select().from(places).where(eq(places.name, "Café P5"));
    expect(cafe).toMatchObject({ type: "ice_cream", source: "openstreetmap" });
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/places/${cafe!.id}`,
      headers: admin.headers,
      payload: {
        name: cafe!.name,
        description: "Café mit Frühstück und Kuchen in Barmbek-Nord.",
        address: cafe!.address,
        type: "cafe",
        features: cafe!.features,
        latitude: cafe!.latitude,
        longitude: cafe!.longitude,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await db.update(appMeta).set({ value: "hamburg-1" }).where(eq(appMeta.key, "seed:places"));

    await seedDatabase(db, { root: projectRoot() });

    const [after] = await db.select().from(places).where(eq(places.id, cafe!.id));
    expect(after).toMatchObject({
      type: "cafe",
      description: "Café mit Frühstück und Kuchen in Barmbek-Nord.",
    });
  });

  it("seeds real places and no invented courses: courses come from providers", async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      const seeded = await seedDatabase(fresh.database.db, { root: projectRoot() });
      expect(seeded.places).toBeGreaterThan(1000);
      const courses = await fresh.app.inject({ url: "/api/courses" });
      expect(courses.json()).toMatchObject({ items: [], total: 0 });
    } finally {
      await fresh.close();
    }
  });
});
