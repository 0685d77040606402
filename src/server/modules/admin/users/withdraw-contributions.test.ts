/**
 * Withdrawing every contribution of one account in one step (docs/decisions/042): its fact answers,
 * reviews, photos (with their files), likes and condition reports go; everybody else's stay; the audit
 * log names the account once.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TAuditList } from "#shared/schemas/admin.js";
import type { TUpload } from "#shared/schemas/files.js";
import type { TPlaceDetail } from "#shared/schemas/places.js";
import { adminAuditLog, places, profiles } from "#server/db/schema.js";
import { dataPath } from "#server/lib/data-dir.js";

let t: TestApp;
let admin: TestUser;
let troll: TestUser;
let parent: TestUser;
let placeId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  [admin, troll, parent] = [
    await signIn(t, { role: "admin" }),
    await signIn(t, { email: "troll@example.org" }),
    await signIn(t),
  ];
  const [place] = await t.database.db
    .insert(places)
    .values({ name: "Spielplatz Heidhörn", type: "playground", address: "Heidhörn, 22089 Hamburg" })
    .returning({ id: places.id });
  placeId = place!.id;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, user: TestUser | null, payload?: object) =>
  t.app.inject({
    method: "POST",
    url,
    headers: user?.headers ?? {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

const addPhoto = async (user: TestUser) => {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();
  const body = multipartFile({ data, filename: "spielplatz.jpg" });
  const upload = await t.app.inject({
    method: "POST",
    url: "/api/uploads/place-photos",
    payload: body.payload,
    headers: { ...user.headers, "content-type": body.contentType },
  });
  expect(upload.statusCode).toBe(201);
  const response = await post(`/api/places/${placeId}/photos`, user, {
    upload_id: upload.json<TUpload>().id,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; url: string }>();
};

const detail = async () => (await t.app.inject({ url: `/api/places/${placeId}` })).json<TPlaceDetail>();

const profileIdOf = async (user: TestUser) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.user_id, user.id)))[0]!.id;

const fileOnDisk = (url: string) => path.join(dataPath(t.config, "files"), url.replace(/^\/files\//, ""));
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe("POST /api/admin/users/:id/withdraw-contributions", () => {
  it("answers 401 signed out, 403 to parents and 404 for an unknown user", async () => {
    const id = await profileIdOf(troll);
    expect((await post(`/api/admin/users/${id}/withdraw-contributions`, null)).statusCode).toBe(401);
    expect((await post(`/api/admin/users/${id}/withdraw-contributions`, parent)).statusCode).toBe(403);
    const unknown = await post(
      "/api/admin/users/00000000-0000-4000-8000-00000000abcd/withdraw-contributions",
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("withdraws the account's facts, review, photo with its files, like and reports, and nobody else's", async () => {
    // The parent's contributions, which stay.
    await post(`/api/places/${placeId}/facts`, parent, { key: "fenced", value: "yes" });
    await post(`/api/places/${placeId}/reviews`, parent, { rating: 5, text: "Schön eingezäunt." });
    const parentsPhoto = await addPhoto(parent);
    await post(`/api/places/${placeId}/condition-reports`, parent, { kind: "broken_equipment" });
    // The troll's.
    await post(`/api/places/${placeId}/facts`, troll, { key: "fenced", value: "no" });
    await post(`/api/places/${placeId}/facts`, troll, { key: "shade", value: "no" });
    await post(`/api/places/${placeId}/reviews`, troll, { rating: 1, text: "Furchtbar." });
    const trollsPhoto = await addPhoto(troll);
    await t.app.inject({
      method: "PUT",
      url: `/api/places/${placeId}/photos/${parentsPhoto.id}/like`,
      headers: troll.headers,
    });
    await post(`/api/places/${placeId}/condition-reports`, troll, { kind: "broken_equipment" });
    await post(`/api/places/${placeId}/condition-reports`, troll, { kind: "dirty" });
    let place = await detail();
    expect(place.facts.find((fact) => fact.key === "fenced")?.value).toBe("unclear");
    expect(place.rating).toEqual({ average: 3, count: 2 });
    expect(place.photos).toHaveLength(2);
    expect(await exists(fileOnDisk(trollsPhoto.url))).toBe(true);

    const response = await post(`/api/admin/users/${await profileIdOf(troll)}/withdraw-contributions`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fact_answers: 2,
      reviews: 1,
      photos: 1,
      photo_likes: 1,
      condition_reports: 2,
    });

    place = await detail();
    expect(place.facts.find((fact) => fact.key === "fenced")).toMatchObject({ value: "yes", minority: [] });
    expect(place.facts.find((fact) => fact.key === "shade")).toBeUndefined();
    expect(place.rating).toEqual({ average: 5, count: 1 });
    expect(place.photos.map((photo) => [photo.id, photo.like_count])).toEqual([[parentsPhoto.id, 0]]);
    expect(await exists(fileOnDisk(trollsPhoto.url))).toBe(false);
    expect(await exists(fileOnDisk(parentsPhoto.url))).toBe(true);
    // The report the parent made stays with the parent's confirmation alone; the troll's own is gone.
    expect(place.condition_reports.map((report) => [report.kind, report.confirmations])).toEqual([
      ["broken_equipment", 1],
    ]);
  });

  it("names the account once in the audit log, with what was withdrawn", async () => {
    const id = await profileIdOf(troll);
    const entries = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.target_id, id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      admin_id: admin.id,
      action: "user.withdraw_contributions",
      target_type: "user",
      summary: {
        before: { email: "troll@example.org", fact_answers: 2, reviews: 1, photos: 1, condition_reports: 2 },
        after: { email: "troll@example.org", fact_answers: 0, reviews: 0, photos: 0, condition_reports: 0 },
      },
    });
    // The log names the account by its display name (taken from the address at sign-up).
    const log = (await t.app.inject({ url: "/api/admin/audit", headers: admin.headers })).json<TAuditList>();
    expect(log.items[0]).toMatchObject({
      action: "user.withdraw_contributions",
      target_id: id,
      target_name: "troll",
    });
  });
});
