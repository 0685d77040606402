/**
 * Merging duplicate places through the API (facts, reviews, photos, favourites and claims move; the other
 * id redirects; decisions/038 for the import's side): what parents gave the merged place shows on the
 * kept one — one review and one answer per parent, the newer winning — the rating follows, favourites
 * point to the kept place, its owner stays or the merged place's takes over, the old id leads there (API
 * and page), the audit log records it, and everybody but admins, a place merged into itself, unknown
 * places and cafés' places are refused.
 */
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { errorOf } from "#tests/support/call.js";
import { createApprovedProvider } from "#tests/support/provider-courses.js";
import type { TAdminPlaceMergeResult } from "#shared/schemas/admin-catalogue.js";
import type { TFavoriteIds } from "#shared/schemas/favorites.js";
import type { TPlaceClaimState } from "#shared/schemas/place-claims.js";
import type { TUpload } from "#shared/schemas/files.js";
import type { TPlaceDetail } from "#shared/schemas/places.js";
import type { TReviewList } from "#shared/schemas/reviews.js";
import {
  adminAuditLog,
  placeClaims,
  placeFactAnswers,
  placePhotoLikes,
  placeRedirects,
  places,
} from "#server/db/schema.js";
import { projectRoot } from "#server/lib/project-root.js";

let t: TestApp;
let admin: TestUser;
let parents: TestUser[];

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp({ seed: false, webDir: path.join(projectRoot(), "tests/fixtures/web") });
  admin = await signIn(t, { role: "admin" });
  parents = [await signIn(t), await signIn(t), await signIn(t)];
});
afterAll(async () => {
  await t?.close();
});

const send = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  user: TestUser | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const merge = (id: string, into: string, user: TestUser | null = admin) =>
  send("POST", `/api/admin/places/${id}/merge`, user, { into });

const insertPlace = async (values: Partial<typeof places.$inferInsert> & { name: string }) => {
  const [row] = await t.database.db
    .insert(places)
    .values({ type: "cafe", address: "", ...values })
    .returning({ id: places.id });
  return row!.id;
};

const detail = async (id: string) => (await send("GET", `/api/places/${id}`, null)).json<TPlaceDetail>();

const addPhoto = async (placeId: string, user: TestUser) => {
  const data = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();
  const body = multipartFile({ data, filename: "eis.jpg" });
  const uploaded = await t.app.inject({
    method: "POST",
    url: "/api/uploads/place-photos",
    payload: body.payload,
    headers: { ...user.headers, "content-type": body.contentType },
  });
  expect(uploaded.statusCode).toBe(201);
  const photo = await send("POST", `/api/places/${placeId}/photos`, user, {
    upload_id: uploaded.json<TUpload>().id,
  });
  expect(photo.statusCode).toBe(201);
  return photo.json<{ id: string }>().id;
};

describe("merging two places", () => {
  let kept: string;
  let duplicate: string;
  let photoId: string;
  let result: TAdminPlaceMergeResult;

  beforeAll(async () => {
    const [anna, ben, cleo] = parents as [TestUser, TestUser, TestUser];
    kept = await insertPlace({
      name: "Luicella's Ice Cream",
      address: "Paul-Roosen-Straße 35",
      description: "Eis aus Hamburg.",
    });
    duplicate = await insertPlace({
      name: "Luicella's Ice Cream St. Pauli",
      address: "Wohlwillstraße 1",
      description: "Doppelter Eintrag.",
      website: "https://luicellas.de",
      phone: "+49 40 1234",
      latitude: 53.5536,
      longitude: 9.9626,
      stadtteil: "St. Pauli",
      bezirk: "Hamburg-Mitte",
    });
    const other = await insertPlace({ name: "Eisdiele am Hafen", address: "Hafen 1" });

    // Reviews: Anna's newer one is on the duplicate, Ben's on the kept place; Cleo only reviewed the duplicate.
    expect((await send("POST", `/api/places/${kept}/reviews`, anna, { rating: 2 })).statusCode).toBe(201);
    await send("POST", `/api/places/${duplicate}/reviews`, ben, { rating: 4, text: "Lecker." });
    await send("POST", `/api/places/${duplicate}/reviews`, anna, { rating: 5, text: "Bestes Eis!" });
    await send("POST", `/api/places/${kept}/reviews`, ben, { rating: 1, text: "Zu voll." });
    await send("POST", `/api/places/${duplicate}/reviews`, cleo, { rating: 3 });
    expect((await detail(kept)).rating).toEqual({ average: 1.5, count: 2 });

    // Facts: Anna answered on both (the duplicate's answer is newer); OpenStreetMap on both for one key.
    expect(
      (await send("POST", `/api/places/${kept}/facts`, anna, { key: "toilets", value: "yes" })).statusCode,
    ).toBe(200);
    await send("POST", `/api/places/${duplicate}/facts`, anna, { key: "toilets", value: "no" });
    await send("POST", `/api/places/${duplicate}/facts`, ben, { key: "wheelchair", value: "limited" });
    await t.database.db.insert(placeFactAnswers).values([
      { place_id: kept, key: "changing_table", value: "yes", source: "openstreetmap" },
      { place_id: duplicate, key: "changing_table", value: "no", source: "openstreetmap" },
      { place_id: duplicate, key: "highchair", value: "yes", source: "openstreetmap" },
    ]);

    // A photo on the duplicate, liked by Ben.
    photoId = await addPhoto(duplicate, cleo);
    expect((await send("PUT", `/api/places/${duplicate}/photos/${photoId}/like`, ben)).statusCode).toBe(200);

    // Condition reports: the same kind on both places, and one only on the duplicate.
    for (const [placeId, user, kind] of [
      [duplicate, anna, "construction"],
      [kept, ben, "construction"],
      [duplicate, cleo, "dirty"],
    ] as const) {
      const report = await send("POST", `/api/places/${placeId}/condition-reports`, user, { kind });
      expect(report.statusCode).toBe(201);
    }

    // Favourites: the duplicate alone, both, and the duplicate between two others.
    await send("PUT", `/api/favorites/places/${duplicate}`, anna);
    await send("PUT", `/api/favorites/places/${kept}`, ben);
    await send("PUT", `/api/favorites/places/${duplicate}`, ben);
    for (const id of [other, duplicate, kept]) await send("PUT", `/api/favorites/places/${id}`, cleo);

    const response = await merge(duplicate, kept);
    expect(response.statusCode).toBe(200);
    result = response.json<TAdminPlaceMergeResult>();
  });

  it("answers what moved and what was dropped", () => {
    expect(result).toMatchObject({
      id: kept,
      merged_id: duplicate,
      moved: { reviews: 2, photos: 1, condition_reports: 1, favourites: 3 },
      dropped: { reviews: 2, fact_answers: 2, condition_reports: 1 },
    });
    expect(result.filled).toEqual(expect.arrayContaining(["website", "phone", "coordinates"]));
    expect(result.filled).not.toContain("description");
  });

  it("moves the reviews, keeps each parent's newer one and recomputes the rating", async () => {
    const reviews = (await send("GET", `/api/places/${kept}/reviews`, null)).json<TReviewList>();
    expect(reviews.items.map((item) => [item.rating, item.text]).sort()).toEqual([
      [1, "Zu voll."],
      [3, null],
      [5, "Bestes Eis!"],
    ]);
    expect((await detail(kept)).rating).toEqual({ average: 3, count: 3 });
  });

  it("moves the facts: a parent's newer answer, and OpenStreetMap's answer of the kept place", async () => {
    const facts = Object.fromEntries((await detail(kept)).facts.map((fact) => [fact.key, fact]));
    expect(facts.toilets).toMatchObject({ value: "no", confirmations: 1 });
    expect(facts.wheelchair).toMatchObject({ value: "limited", confirmations: 1 });
    expect(facts.changing_table).toMatchObject({ value: "yes", sources: ["openstreetmap"] });
    expect(facts.highchair).toMatchObject({ value: "yes", sources: ["openstreetmap"] });
    const answers = await t.database.db
      .select({ key: placeFactAnswers.key })
      .from(placeFactAnswers)
      .where(eq(placeFactAnswers.place_id, kept));
    expect(answers).toHaveLength(4);
  });

  it("moves the photo with its like, and it becomes the card image", async () => {
    const place = await detail(kept);
    expect(place.photos.map((photo) => [photo.id, photo.like_count])).toEqual([[photoId, 1]]);
    const likes = await t.database.db
      .select()
      .from(placePhotoLikes)
      .where(and(eq(placePhotoLikes.photo_id, photoId), eq(placePhotoLikes.user_id, parents[1]!.id)));
    expect(likes).toHaveLength(1);
    const [row] = await t.database.db
      .select({ photo_url: places.photo_url })
      .from(places)
      .where(eq(places.id, kept));
    expect(row?.photo_url).toBe(place.photos[0]?.card_url);
  });

  it("moves the condition reports, folding one of the same kind into the kept place's", async () => {
    const reports = (await detail(kept)).condition_reports;
    expect(reports.map((report) => [report.kind, report.confirmations]).sort()).toEqual([
      ["construction", 2],
      ["dirty", 1],
    ]);
  });

  it("replaces the id in every favourites list, once, in its place", async () => {
    const ids = async (user: TestUser) =>
      (await send("GET", "/api/favorites/ids", user)).json<TFavoriteIds>().places;
    const [anna, ben, cleo] = parents as [TestUser, TestUser, TestUser];
    expect(await ids(anna)).toEqual([kept]);
    expect(await ids(ben)).toEqual([kept]);
    expect((await ids(cleo)).slice(1)).toEqual([kept]);
  });

  it("fills the kept place's empty fields and keeps its own", async () => {
    const place = await detail(kept);
    expect(place).toMatchObject({
      name: "Luicella's Ice Cream",
      address: "Paul-Roosen-Straße 35",
      description: "Eis aus Hamburg.",
      website: "https://luicellas.de",
      phone: "+49 40 1234",
      latitude: 53.5536,
      longitude: 9.9626,
      stadtteil: "St. Pauli",
    });
  });

  it("sends the merged id to the kept place: 301 from the API and the page", async () => {
    const api = await send("GET", `/api/places/${duplicate}`, null);
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe(`/api/places/${kept}`);
    const page = await t.app.inject({ url: `/places/${duplicate}?from=share` });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/places/${kept}?from=share`);
    // An id that never existed is still not found.
    expect((await send("GET", `/api/places/${UNKNOWN_ID}`, null)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/places/${UNKNOWN_ID}` })).statusCode).toBe(404);
  });

  it("records the merge in the audit log with both places and the counts", async () => {
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "place.merge"), eq(adminAuditLog.target_id, kept)));
    expect(entry?.admin_id).toBe(admin.id);
    expect(entry?.summary).toMatchObject({
      before: { id: duplicate, name: "Luicella's Ice Cream St. Pauli", into: { id: kept } },
      after: {
        id: kept,
        name: "Luicella's Ice Cream",
        merged: { id: duplicate },
        moved: { reviews: 2, photos: 1, favourites: 3 },
      },
    });
  });

  it("re-points older redirects when the kept place is merged again", async () => {
    const third = await insertPlace({ name: "Luicella's (Sammeleintrag)", address: "Hamburg" });
    expect((await merge(kept, third)).statusCode).toBe(200);
    const redirects = await t.database.db
      .select({ from: placeRedirects.from_id, to: placeRedirects.to_id })
      .from(placeRedirects)
      .where(inArray(placeRedirects.from_id, [duplicate, kept]));
    expect(redirects.sort((a, b) => a.from.localeCompare(b.from))).toEqual(
      [
        { from: duplicate, to: third },
        { from: kept, to: third },
      ].sort((a, b) => a.from.localeCompare(b.from)),
    );
    expect((await send("GET", `/api/places/${duplicate}`, null)).headers.location).toBe(
      `/api/places/${third}`,
    );
    expect((await detail(third)).rating).toEqual({ average: 3, count: 3 });
  });
});

describe("merging claimed places", () => {
  const owner = async (placeId: string) =>
    (await send("GET", `/api/places/${placeId}/claim`, null)).json<TPlaceClaimState>().owner?.name ?? null;
  const claimsOf = (placeId: string) =>
    t.database.db
      .select({ provider_id: placeClaims.provider_id, status: placeClaims.status })
      .from(placeClaims)
      .where(eq(placeClaims.place_id, placeId));
  const newProvider = async (name: string) =>
    createApprovedProvider(t, { userId: (await signIn(t)).id, name });

  it("keeps the merged place's owner when the kept place has none, and its open claims", async () => {
    const kept = await insertPlace({ name: "Elternschule Wilhelmsburg", type: "family_education" });
    const duplicate = await insertPlace({ name: "Elternschule Wilhelmsburg", type: "family_education" });
    const [traeger, other] = [
      await newProvider("Elternschule Wilhelmsburg e. V."),
      await newProvider("KiFaZ"),
    ];
    await t.database.db.insert(placeClaims).values([
      { place_id: duplicate, provider_id: traeger, status: "approved" },
      { place_id: duplicate, provider_id: other, status: "pending" },
    ]);
    const response = await merge(duplicate, kept);
    expect(response.statusCode).toBe(200);
    expect(response.json<TAdminPlaceMergeResult>()).toMatchObject({
      moved: { claims: 2 },
      dropped: { claims: 0 },
    });
    expect(await owner(kept)).toBe("Elternschule Wilhelmsburg e. V.");
    expect(await claimsOf(kept)).toEqual(
      expect.arrayContaining([
        { provider_id: traeger, status: "approved" },
        { provider_id: other, status: "pending" },
      ]),
    );
  });

  it("keeps the kept place's owner, and one open claim per provider", async () => {
    const kept = await insertPlace({ name: "Eltern-Kind-Zentrum Dulsberg", type: "family_education" });
    const duplicate = await insertPlace({ name: "EKiZ Dulsberg", type: "family_education" });
    const [first, second, asking] = [
      await newProvider("Träger A"),
      await newProvider("Träger B"),
      await newProvider("Träger C"),
    ];
    await t.database.db.insert(placeClaims).values([
      { place_id: kept, provider_id: first, status: "approved" },
      { place_id: kept, provider_id: asking, status: "pending" },
      { place_id: duplicate, provider_id: second, status: "approved" },
      { place_id: duplicate, provider_id: asking, status: "pending" },
      { place_id: duplicate, provider_id: second, status: "rejected" },
    ]);
    const response = await merge(duplicate, kept);
    expect(response.statusCode).toBe(200);
    expect(response.json<TAdminPlaceMergeResult>()).toMatchObject({
      moved: { claims: 1 },
      dropped: { claims: 2 },
    });
    expect(await owner(kept)).toBe("Träger A");
    expect((await claimsOf(kept)).sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      { provider_id: first, status: "approved" },
      { provider_id: asking, status: "pending" },
      { provider_id: second, status: "rejected" },
    ]);
  });
});

describe("merge refusals", () => {
  let first: string;
  let second: string;

  beforeAll(async () => {
    first = await insertPlace({ name: "Spielplatz Heidhörn", type: "playground" });
    second = await insertPlace({ name: "Spielplatz Heidhörn Nord", type: "playground" });
  });

  it("is for admins only", async () => {
    expect((await merge(first, second, null)).statusCode).toBe(401);
    const refused = await merge(first, second, parents[0]!);
    expect(refused.statusCode).toBe(403);
    expect((await detail(first)).name).toBe("Spielplatz Heidhörn");
  });

  it("refuses a place merged into itself, unknown places and a missing target", async () => {
    const same = await merge(first, first);
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).message).toContain("cannot be merged into itself");
    expect((await merge(UNKNOWN_ID, second)).statusCode).toBe(404);
    expect((await merge(first, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await send("POST", `/api/admin/places/${first}/merge`, admin, {})).statusCode).toBe(400);
    expect((await detail(first)).name).toBe("Spielplatz Heidhörn");
  });

  it("refuses to merge away a café profile's place, but keeps one as the target", async () => {
    const cafe = await insertPlace({ name: "Café Kleckerliese", source: "cafe-profile" });
    const refused = await merge(cafe, first);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain("kept by a café profile");
    expect((await detail(cafe)).name).toBe("Café Kleckerliese");
    const kept = await merge(second, cafe);
    expect(kept.statusCode).toBe(200);
    // The café's place is written from its profile, so nothing is filled in.
    expect(kept.json<TAdminPlaceMergeResult>().filled).toEqual([]);
  });
});
