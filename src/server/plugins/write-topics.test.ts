/**
 * Issue 22 §2: a write empties the caches of what it changes (write-topics.ts), not every cache: a
 * sign-in or a favourite leaves the shared answers alone.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPlaceList } from "#shared/schemas/places.js";
import { callApp } from "#tests/support/call.js";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { places } from "../db/schema.js";
import { unlistedWriteRoutes } from "./read-cache.js";
import { findWriteTopics } from "./write-topics.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LIST = "/api/places?type=playground&limit=5";
const firstName = async () => (await t.app.inject({ url: LIST })).json<TPlaceList>().items[0]!.name;

describe("write topics", () => {
  it("name every write route of the API", () => {
    expect(unlistedWriteRoutes(t.app)).toEqual([]);
    expect(findWriteTopics("/api/auth/*")).toEqual([]);
    expect(findWriteTopics("/api/favorites/:kind/:id")).toEqual([]);
    expect(findWriteTopics("/api/posts")).toEqual(["posts"]);
    expect(findWriteTopics("/api/admin/places/:id")).toEqual(["places"]);
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
