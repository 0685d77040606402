/**
 * Reviewing place and course suggestions through the API (spec 02 §2.4, §4, §7; "Bad input"): import
 * in one transaction, refused twice, exactly one place from concurrent imports, lists fresh right after;
 * search and status filter; photos kept with an imported place and deleted with a discarded suggestion.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { insertCourseSuggestion, insertPlaceSuggestion } from "#tests/support/suggestions.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TAdminCourseSuggestionList, TAdminPlaceSuggestionList } from "#shared/schemas/admin.js";
import type { TPlaceList, TPlacePoints } from "#shared/schemas/places.js";
import { adminAuditLog, courses, placeSuggestions, places, uploads } from "#server/db/schema.js";

let t: TestApp;
let parent: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  parent = await signIn(t, { role: "parent", name: "Pia Parent" });
  admin = await signIn(t, { role: "admin", name: "Ada Admin" });
});
afterAll(async () => {
  await t?.close();
});

const get = <T>(url: string, user: TestUser | null = admin) =>
  t.app.inject({ method: "GET", url, headers: user?.headers ?? {} }).then((response) => ({
    status: response.statusCode,
    body: response.json<T>(),
  }));
const post = (url: string, user: TestUser | null = admin) =>
  t.app.inject({ method: "POST", url, headers: user?.headers ?? {} });
const remove = (url: string, user: TestUser | null = admin) =>
  t.app.inject({ method: "DELETE", url, headers: user?.headers ?? {} });

const db = () => t.database.db;

/** The parent who sent the suggestions, as the form recorded them. */
const pia = () => ({ id: parent.id, name: "Pia Parent" });

const auditFor = (targetId: string) =>
  db().select().from(adminAuditLog).where(eq(adminAuditLog.target_id, targetId));

describe("the admin guard", () => {
  it("refuses a parent's import without touching the suggestion", async () => {
    const suggestion = await insertPlaceSuggestion(db(), pia(), "Spielplatz Parent-Versuch");
    expect((await post(`/api/admin/place-suggestions/${suggestion.id}/import`, parent)).statusCode).toBe(403);
    const [row] = await db().select().from(placeSuggestions).where(eq(placeSuggestions.id, suggestion.id));
    expect(row?.status).toBe("pending");
    expect(await db().select().from(places).where(eq(places.name, "Spielplatz Parent-Versuch"))).toEqual([]);
  });
});

describe("place suggestions", () => {
  it("imports a suggestion as a place with its position, Stadtteil and photo, and records the reviewer", async () => {
    const suggestion = await insertPlaceSuggestion(db(), pia(), "Spielplatz Import");
    const response = await post(`/api/admin/place-suggestions/${suggestion.id}/import`);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const [place] = await db().select().from(places).where(eq(places.id, id));
    expect(place).toMatchObject({
      name: "Spielplatz Import",
      type: "playground",
      description: "Großer Sandkasten und Schatten",
      address: "Osterstraße 1, 20259 Hamburg",
      features: ["Play area", "Changing table"],
      latitude: 53.5761,
      longitude: 9.9532,
      stadtteil: "Eimsbüttel",
      bezirk: "Eimsbüttel",
      image_url: "/files/suggestion-images/test/photo-detail.webp",
      source: "suggestion",
    });
    const [row] = await db().select().from(placeSuggestions).where(eq(placeSuggestions.id, suggestion.id));
    expect(row).toMatchObject({ status: "imported", reviewed_by: admin.id });
    expect(row?.reviewed_at).toBeInstanceOf(Date);
  });

  it("refuses to import an already imported or reviewed suggestion (409) and a missing one (404)", async () => {
    const imported = await insertPlaceSuggestion(db(), pia(), "Spielplatz Doppelt");
    expect((await post(`/api/admin/place-suggestions/${imported.id}/import`)).statusCode).toBe(201);
    const again = await post(`/api/admin/place-suggestions/${imported.id}/import`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toContain("already imported");
    expect(await db().select().from(places).where(eq(places.name, "Spielplatz Doppelt"))).toHaveLength(1);

    const reviewed = await insertPlaceSuggestion(db(), pia(), "Spielplatz Geprüft");
    expect((await post(`/api/admin/place-suggestions/${reviewed.id}/review`)).statusCode).toBe(204);
    expect((await post(`/api/admin/place-suggestions/${reviewed.id}/import`)).statusCode).toBe(409);
    expect((await post(`/api/admin/place-suggestions/${reviewed.id}/review`)).statusCode).toBe(409);

    const missing = "00000000-0000-4000-8000-000000000001";
    expect((await post(`/api/admin/place-suggestions/${missing}/import`)).statusCode).toBe(404);
  });

  it("creates exactly one place from concurrent imports of the same suggestion", async () => {
    const suggestion = await insertPlaceSuggestion(db(), pia(), "Spielplatz Gleichzeitig");
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(`/api/admin/place-suggestions/${suggestion.id}/import`)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await db().select().from(places).where(eq(places.name, "Spielplatz Gleichzeitig"))).toHaveLength(
      1,
    );
    const entries = await auditFor(suggestion.id);
    expect(entries.filter((entry) => entry.action === "place_suggestion.import")).toHaveLength(1);
  });

  it("shows an imported place in the public lists, near-me too, and on the map at once (no stale cache)", async () => {
    const query = "/api/places?q=Leuchtturmspielplatz";
    const beforeList = await get<TPlaceList>(query, null);
    const beforeMap = await get<TPlacePoints>("/api/places/map", null);
    const nearQuery = "/api/places?lat=53.55&lng=9.99&sort=distance&limit=1";
    const beforeNear = await get<TPlaceList>(nearQuery, null);
    expect(beforeList.body.items).toEqual([]);
    const suggestion = await insertPlaceSuggestion(db(), pia(), "Leuchtturmspielplatz");
    const { id } = (await post(`/api/admin/place-suggestions/${suggestion.id}/import`)).json<{
      id: string;
    }>();
    const afterList = await get<TPlaceList>(query, null);
    expect(afterList.body.items.map((place) => place.id)).toEqual([id]);
    expect(afterList.body.items[0]?.image_url).toBe("/files/suggestion-images/test/photo-detail.webp");
    const afterMap = await get<TPlacePoints>("/api/places/map", null);
    expect(afterMap.body.total).toBe(beforeMap.body.total + 1);
    expect(afterMap.body.items.map((point) => point.id)).toContain(id);
    expect((await get<TPlaceList>(nearQuery, null)).body.total).toBe(beforeNear.body.total + 1);
  });

  it("lists suggestions newest first with search, status filter, submitter and reviewer", async () => {
    const first = await insertPlaceSuggestion(db(), pia(), "Filterplatz Alster");
    const second = await insertPlaceSuggestion(db(), pia(), "Filterplatz Elbe");
    await post(`/api/admin/place-suggestions/${first.id}/review`);

    const all = await get<TAdminPlaceSuggestionList>("/api/admin/place-suggestions?q=filterplatz");
    expect(all.body.items.map((item) => item.name)).toEqual(["Filterplatz Elbe", "Filterplatz Alster"]);
    expect(all.body.total).toBe(2);
    expect(all.body.items[1]).toMatchObject({
      status: "reviewed",
      reviewed_by_name: "Ada Admin",
      submitted_by_name: "Pia Parent",
      submitted_by_email: parent.email,
      image_url: "/files/suggestion-images/test/photo-detail.webp",
    });
    const pending = await get<TAdminPlaceSuggestionList>(
      "/api/admin/place-suggestions?q=FILTERPLATZ&status=pending",
    );
    expect(pending.body.items.map((item) => item.id)).toEqual([second.id]);
    const none = await get<TAdminPlaceSuggestionList>("/api/admin/place-suggestions?q=100%25");
    expect(none.body.items).toEqual([]);
    expect((await get("/api/admin/place-suggestions?status=done")).status).toBe(400);
  });

  it("deletes a suggestion in any status, and a second delete is a 404", async () => {
    const suggestion = await insertPlaceSuggestion(db(), pia(), "Spielplatz Weg");
    await post(`/api/admin/place-suggestions/${suggestion.id}/import`);
    expect((await remove(`/api/admin/place-suggestions/${suggestion.id}`)).statusCode).toBe(204);
    expect((await remove(`/api/admin/place-suggestions/${suggestion.id}`)).statusCode).toBe(404);
    // The imported place stays.
    expect(await db().select().from(places).where(eq(places.name, "Spielplatz Weg"))).toHaveLength(1);
  });
});

describe("suggestion photos", () => {
  /** A parent suggests a place with a real uploaded photo, through the API. */
  async function suggestWithPhoto(name: string) {
    const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#b45309" } })
      .png()
      .toBuffer();
    const body = multipartFile({ data, filename: "spielplatz.png", contentType: "image/png" });
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/uploads/suggestion-images",
      payload: body.payload,
      headers: { ...parent.headers, "content-type": body.contentType },
    });
    expect(upload.statusCode).toBe(201);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/place-suggestions",
      headers: parent.headers,
      payload: {
        name,
        description: "Mit Foto",
        type: "playground",
        features: [],
        address: "Osterstraße 1, 20259 Hamburg",
        latitude: 53.5761,
        longitude: 9.9532,
        image_upload_id: upload.json<{ id: string }>().id,
      },
    });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string; image_url: string }>();
  }
  const fetchImage = (url: string) => t.app.inject({ method: "GET", url });

  it("an imported place shows the suggestion's photo, which stays when the suggestion is deleted", async () => {
    const suggestion = await suggestWithPhoto("Fotoplatz übernommen");
    const { id } = (await post(`/api/admin/place-suggestions/${suggestion.id}/import`)).json<{
      id: string;
    }>();
    const [place] = await db().select().from(places).where(eq(places.id, id));
    expect(place?.image_url).toBe(suggestion.image_url);
    expect((await remove(`/api/admin/place-suggestions/${suggestion.id}`)).statusCode).toBe(204);
    const image = await fetchImage(suggestion.image_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
  });

  it("deleting a suggestion that was never imported deletes its photo too", async () => {
    const suggestion = await suggestWithPhoto("Fotoplatz verworfen");
    expect((await fetchImage(suggestion.image_url)).statusCode).toBe(200);
    const [row] = await db().select().from(placeSuggestions).where(eq(placeSuggestions.id, suggestion.id));
    expect((await remove(`/api/admin/place-suggestions/${suggestion.id}`)).statusCode).toBe(204);
    expect((await fetchImage(suggestion.image_url)).statusCode).toBe(404);
    expect(await db().select().from(uploads).where(eq(uploads.id, row!.image_id!))).toEqual([]);
  });
});

describe("course suggestions", () => {
  it("imports a course with its age range in months and marks the suggestion imported", async () => {
    const suggestion = await insertCourseSuggestion(db(), pia(), "Musikgarten Import", "ab 6 Monaten");
    const response = await post(`/api/admin/course-suggestions/${suggestion.id}/import`);
    expect(response.statusCode).toBe(201);
    const [course] = await db()
      .select()
      .from(courses)
      .where(eq(courses.id, response.json<{ id: string }>().id));
    expect(course).toMatchObject({
      title: "Musikgarten Import",
      type: "Music",
      age_group: "ab 6 Monaten",
      age_min_months: 6,
      location: "Elternschule Eimsbüttel",
      schedule: "Di 09:30–10:30",
      booking_url: "https://example.org/kurs",
    });
    const list = await get<TAdminCourseSuggestionList>(
      "/api/admin/course-suggestions?q=Musikgarten%20Import",
    );
    expect(list.body.items[0]).toMatchObject({ status: "imported", reviewed_by_name: "Ada Admin" });
    expect((await post(`/api/admin/course-suggestions/${suggestion.id}/import`)).statusCode).toBe(409);
  });
});
