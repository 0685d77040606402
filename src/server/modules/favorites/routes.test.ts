import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { places, profiles } from "#server/db/schema.js";

let t: TestApp;
let parent: TestUser;
let placeIds: string[];
let courseId: string;

beforeAll(async () => {
  t = await createTestApp();
  parent = await signIn(t);
  placeIds = (await t.app.inject({ url: "/api/places?limit=3&type=library" }))
    .json<{ items: { id: string }[] }>()
    .items.map((item) => item.id);
  courseId = (await t.app.inject({ url: "/api/courses?limit=1" })).json<{ items: { id: string }[] }>()
    .items[0]!.id;
});
afterAll(async () => {
  await t.close();
});

type Ids = { places: string[]; courses: string[] };
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const call = (method: "GET" | "PUT" | "DELETE", url: string, user: TestUser | null = parent) =>
  t.app.inject({ method, url, headers: user?.headers ?? {} });

describe("favourites", () => {
  it("needs a signed-in user", async () => {
    for (const [method, url] of [
      ["GET", "/api/favorites"],
      ["GET", "/api/favorites/ids"],
      ["PUT", `/api/favorites/places/${placeIds[0]}`],
      ["DELETE", `/api/favorites/places/${placeIds[0]}`],
    ] as const) {
      const response = await call(method, url, null);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json<{ error: { code: string } }>().error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("starts empty", async () => {
    expect((await call("GET", "/api/favorites/ids")).json()).toEqual({ places: [], courses: [] });
    expect((await call("GET", "/api/favorites")).json()).toEqual({ places: [], courses: [] });
  });

  it("adds a place once, however often it is saved, and stores it on the profile", async () => {
    const first = await call("PUT", `/api/favorites/places/${placeIds[0]}`);
    expect(first.statusCode).toBe(200);
    expect(first.json<Ids>()).toEqual({ places: [placeIds[0]], courses: [] });
    const again = await call("PUT", `/api/favorites/places/${placeIds[0]}`);
    expect(again.json<Ids>().places).toEqual([placeIds[0]]);
    const [profile] = await t.database.db
      .select({ saved_places: profiles.saved_places })
      .from(profiles)
      .where(eq(profiles.user_id, parent.id));
    expect(profile?.saved_places).toEqual([placeIds[0]]);
  });

  it("lists the saved places and courses as cards, most recently saved first", async () => {
    await call("PUT", `/api/favorites/places/${placeIds[1]}`);
    await call("PUT", `/api/favorites/courses/${courseId}`);
    const response = await call("GET", "/api/favorites");
    expect(response.statusCode).toBe(200);
    const favorites = response.json<{ places: { id: string; name: string }[]; courses: { id: string }[] }>();
    expect(favorites.places.map((place) => place.id)).toEqual([placeIds[1], placeIds[0]]);
    expect(favorites.places[0]?.name).toEqual(expect.any(String));
    expect(favorites.courses.map((course) => course.id)).toEqual([courseId]);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("removes a saved item; removing it again changes nothing", async () => {
    const removed = await call("DELETE", `/api/favorites/places/${placeIds[0]}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Ids>().places).toEqual([placeIds[1]]);
    const again = await call("DELETE", `/api/favorites/places/${placeIds[0]}`);
    expect(again.json<Ids>()).toEqual({ places: [placeIds[1]], courses: [courseId] });
  });

  it("refuses ids that do not exist with 404 and the spec's not-found text", async () => {
    const place = await call("PUT", `/api/favorites/places/${UNKNOWN_ID}`);
    expect(place.statusCode).toBe(404);
    expect(place.json()).toEqual({ error: { code: "NOT_FOUND", message: "Place not found" } });
    const course = await call("PUT", `/api/favorites/courses/${UNKNOWN_ID}`);
    expect(course.json()).toEqual({ error: { code: "NOT_FOUND", message: "Course not found." } });
    // A course id is not a place id.
    expect((await call("PUT", `/api/favorites/places/${courseId}`)).statusCode).toBe(404);
    expect((await call("GET", "/api/favorites/ids")).json<Ids>().places).toEqual([placeIds[1]]);
  });

  it("answers 400 for a malformed id or an unknown kind", async () => {
    expect((await call("PUT", "/api/favorites/places/not-a-uuid")).statusCode).toBe(400);
    expect((await call("PUT", `/api/favorites/posts/${placeIds[0]}`)).statusCode).toBe(400);
  });

  it("keeps every user's favourites apart", async () => {
    const other = await signIn(t);
    expect((await call("GET", "/api/favorites/ids", other)).json()).toEqual({ places: [], courses: [] });
    await call("PUT", `/api/favorites/places/${placeIds[2]}`, other);
    expect((await call("GET", "/api/favorites/ids")).json<Ids>().places).toEqual([placeIds[1]]);
  });

  it("leaves a deleted place out of the list", async () => {
    const [created] = await t.database.db
      .insert(places)
      .values({ name: "Bald weg", type: "park", address: "Hamburg" })
      .returning({ id: places.id });
    await call("PUT", `/api/favorites/places/${created!.id}`);
    await t.database.db.delete(places).where(eq(places.id, created!.id));
    const favorites = (await call("GET", "/api/favorites")).json<{ places: { id: string }[] }>();
    expect(favorites.places.map((place) => place.id)).toEqual([placeIds[1]]);
  });
});
