/**
 * Decision 025: a write empties the caches of what it changes, not every cache: a sign-in or a favourite
 * leaves the shared answers alone. Each write route names what it changes in its own options
 * (`config.topics`, write-topics.ts; decision 045).
 */
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPlaceList } from "#shared/schemas/places.js";
import { callApp } from "#tests/support/call.js";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { places } from "../db/schema.js";
import { defineReadCache, registerReadCache, unlistedWriteRoutes } from "./read-cache.js";

let t: TestApp;

beforeAll(async () => {
  // With the test routes, so they are held to naming their topics too.
  t = await createTestApp({ env: { ENABLE_TEST_ROUTES: "true" } });
});
afterAll(async () => {
  await t?.close();
});

const LIST = "/api/places?type=playground&limit=5";
const firstName = async () => (await t.app.inject({ url: LIST })).json<TPlaceList>().items[0]!.name;

describe("write topics", () => {
  it("are named by every write route of the API, sign-in and test routes among them", () => {
    expect(unlistedWriteRoutes(t.app)).toEqual([]);
  });

  it("come from the route's options; a write route naming none is listed and empties every cache", async () => {
    const app = Fastify();
    // An app of its own (routes of its own) on the test app's database handle, which finds its caches.
    app.decorate("db", t.app.db);
    registerReadCache(app, { databaseUrl: undefined });
    app.post("/api/posts", { config: { topics: ["posts"] } }, async () => ({}));
    app.put("/api/favorites", { config: { topics: [] } }, async () => ({}));
    app.post("/api/forgotten", async () => ({}));
    app.get("/api/places", async () => ({}));
    await app.ready();
    expect(unlistedWriteRoutes(app)).toEqual(["POST /api/forgotten"]);

    const placeList = defineReadCache({ topics: ["places"], ttlMs: 60_000, max: 10 })(app.db);
    const postList = defineReadCache({ topics: ["posts"], ttlMs: 60_000, max: 10 })(app.db);
    let loads = 0;
    const load = async () => ++loads;
    /** The places and posts answers after a write to `url` (a new number where a cache was emptied). */
    const answersAfter = async (method: "POST" | "PUT", url: string) => {
      expect((await app.inject({ method, url })).statusCode).toBe(200);
      return [await placeList.get("list", load), await postList.get("list", load)];
    };
    expect(await answersAfter("PUT", "/api/favorites")).toEqual([1, 2]);
    expect(await answersAfter("PUT", "/api/favorites")).toEqual([1, 2]);
    expect(await answersAfter("POST", "/api/posts")).toEqual([1, 3]);
    expect(await answersAfter("POST", "/api/forgotten")).toEqual([4, 5]);
    await app.close();
  });

  it("keep the place lists through a sign-in and a favourite, and empty them on a write to places", async () => {
    const list = (await t.app.inject({ url: LIST })).json<TPlaceList>();
    const first = list.items[0]!;
    // Renamed past the API: the cached list does not know until a write to places empties it.
    await t.database.db.update(places).set({ name: "Spielplatz Umbenannt" }).where(eq(places.id, first.id));
    const parent = await signIn(t, { role: "parent" });
    const favourite = await callApp(t, "PUT", `/api/favorites/places/${first.id}`, parent);
    expect(favourite.statusCode).toBeLessThan(300);
    const profile = { name: "Kim", user_role: "parent", location: "Ottensen", bio: "", children_info: [] };
    expect((await callApp(t, "PUT", "/api/profile", parent, profile)).statusCode).toBe(200);
    expect(await firstName()).toBe(first.name);

    const admin = await signIn(t, { role: "admin" });
    const created = await callApp(t, "POST", "/api/admin/places", admin, {
      name: "Spielplatz am Elbufer",
      description: "Sandkiste, Schaukeln und Blick auf die Schiffe.",
      address: "Övelgönne 1, 22605 Hamburg",
      // A park, so it does not join the playground list itself.
      type: "park",
      features: [],
      tags: [],
      latitude: 53.5457,
      longitude: 9.9185,
    });
    expect(created.statusCode).toBe(201);
    expect(await firstName()).toBe("Spielplatz Umbenannt");
  });
});
