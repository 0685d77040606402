import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Page = { items: { id: string; type: string; name: string; stadtteil: string | null }[]; total: number };

describe("GET /api/places", () => {
  it("pages through all seeded Hamburg places with a total", async () => {
    const first = await t.app.inject({ url: "/api/places?limit=20" });
    expect(first.statusCode).toBe(200);
    const page = first.json<Page>();
    expect(page.total).toBeGreaterThanOrEqual(1200);
    expect(page.items).toHaveLength(20);

    const second = await t.app.inject({ url: "/api/places?limit=20&offset=20" });
    const next = second.json<Page>();
    const firstIds = new Set(page.items.map((item) => item.id));
    expect(next.items.some((item) => firstIds.has(item.id))).toBe(false);

    const last = await t.app.inject({ url: `/api/places?limit=100&offset=${page.total - 5}` });
    expect(last.json<Page>().items).toHaveLength(5);
  });

  it("filters by type", async () => {
    const response = await t.app.inject({ url: "/api/places?type=playground&limit=50" });
    const page = response.json<Page>();
    expect(page.total).toBeGreaterThan(100);
    expect(page.items.every((item) => item.type === "playground")).toBe(true);
    const all = (await t.app.inject({ url: "/api/places?limit=1" })).json<Page>();
    expect(page.total).toBeLessThan(all.total);
  });

  it.each([
    ["unknown type", "/api/places?type=spaceport"],
    ["limit above 100", "/api/places?limit=1000"],
    ["negative offset", "/api/places?offset=-1"],
    ["non-numeric limit", "/api/places?limit=many"],
  ])("answers 400 with the error shape for a %s", async (_label, url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message.length).toBeGreaterThan(5);
  });
});

describe("GET /api/places/:id", () => {
  it("returns one place with its Hamburg geodata and provenance", async () => {
    const list = (await t.app.inject({ url: "/api/places?limit=1" })).json<Page>();
    const id = list.items[0]!.id;
    const response = await t.app.inject({ url: `/api/places/${id}` });
    expect(response.statusCode).toBe(200);
    const place = response.json<Record<string, unknown>>();
    expect(place.id).toBe(id);
    expect(place.latitude).toEqual(expect.any(Number));
    expect(place.stadtteil).toEqual(expect.any(String));
    expect(place.bezirk).toEqual(expect.any(String));
    expect(place.source).toMatch(/openstreetmap|hamburg/);
    expect(place.is_checked_by_parents).toBe(false);
  });

  it("answers 404 'Place not found' for an unknown id", async () => {
    const response = await t.app.inject({ url: "/api/places/00000000-0000-4000-8000-000000000000" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Place not found" } });
  });

  it("answers 400 for a malformed id", async () => {
    const response = await t.app.inject({ url: "/api/places/not-a-uuid" });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe("BAD_REQUEST");
  });
});
