import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app.js";
import { seedDatabase } from "./db/seed.js";
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
    const again = await seedDatabase(t.database.db, { root: projectRoot(), examples: true });
    expect(again).toEqual({ places: 0, facts: 0, tags: 0, courses: 0 });
    const after = (await t.app.inject({ url: "/api/places?limit=1" })).json<{ total: number }>().total;
    expect(after).toBe(before);
  });
});
