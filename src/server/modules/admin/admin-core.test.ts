/**
 * The admin core through the API (spec 02 §2.3–§2.5, §4, §7; issue "Admin" §1–§4, §9, "Bad input"):
 * the guard, the dashboard's counts, suggestion review and import (one transaction, refused twice,
 * exactly one place from concurrent imports, lists fresh right after), feedback and feature-request
 * review with the count per survey option, and the audit entries every write leaves.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type {
  TAdminCourseSuggestionList,
  TAdminDashboard,
  TAdminFeatureRequestList,
  TAdminFeedbackList,
  TAdminPlaceSuggestionList,
  TAuditList,
} from "#shared/schemas/admin.js";
import type { TPlaceList, TPlacePoints } from "#shared/schemas/places.js";
import {
  adminAuditLog,
  cafeProfiles,
  contentReports,
  courseSuggestions,
  courses,
  featureRequests,
  placeClaims,
  placeConditionReports,
  placeSuggestions,
  places,
  providerProfiles,
  uploads,
  userFeedback,
} from "#server/db/schema.js";

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

async function placeSuggestion(name: string) {
  const [row] = await db()
    .insert(placeSuggestions)
    .values({
      name,
      description: "Großer Sandkasten und Schatten",
      type: "playground",
      features: ["Play area", "Changing table"],
      address: "Osterstraße 1, 20259 Hamburg",
      latitude: 53.5761,
      longitude: 9.9532,
      stadtteil: "Eimsbüttel",
      bezirk: "Eimsbüttel",
      image_url: "/files/suggestion-images/test/photo-detail.webp",
      submitted_by: parent.id,
      submitted_by_name: "Pia Parent",
    })
    .returning();
  if (!row) throw new Error("no suggestion");
  return row;
}

async function courseSuggestion(title: string, age_group = "6-18 months") {
  const [row] = await db()
    .insert(courseSuggestions)
    .values({
      title,
      description: "Singen und Bewegen",
      age_group,
      type: "Music",
      location: "Elternschule Eimsbüttel",
      schedule: "Di 09:30–10:30",
      booking_url: "https://example.org/kurs",
      submitted_by: parent.id,
      submitted_by_name: "Pia Parent",
    })
    .returning();
  if (!row) throw new Error("no suggestion");
  return row;
}

async function placeInserted(name: string) {
  const [row] = await db()
    .insert(places)
    .values({ name, type: "playground", address: "Hamburg" })
    .returning();
  if (!row) throw new Error("no place");
  return row;
}

const auditFor = (targetId: string) =>
  db().select().from(adminAuditLog).where(eq(adminAuditLog.target_id, targetId));

describe("the admin guard", () => {
  it("answers 401 signed out, 403 to a parent and 200 to an admin", async () => {
    expect((await get("/api/admin/dashboard", null)).status).toBe(401);
    expect((await get("/api/admin/dashboard", parent)).status).toBe(403);
    expect((await get("/api/admin/dashboard", admin)).status).toBe(200);
  });

  it("refuses a parent's import without touching the suggestion", async () => {
    const suggestion = await placeSuggestion("Spielplatz Parent-Versuch");
    expect((await post(`/api/admin/place-suggestions/${suggestion.id}/import`, parent)).statusCode).toBe(403);
    const [row] = await db().select().from(placeSuggestions).where(eq(placeSuggestions.id, suggestion.id));
    expect(row?.status).toBe("pending");
    expect(await db().select().from(places).where(eq(places.name, "Spielplatz Parent-Versuch"))).toEqual([]);
  });
});

describe("GET /api/admin/dashboard", () => {
  it("counts places, courses, users and what is not yet reviewed, in the database", async () => {
    const before = (await get<TAdminDashboard>("/api/admin/dashboard")).body;
    const pending = await placeSuggestion("Zählplatz offen");
    const reviewed = await placeSuggestion("Zählplatz geprüft");
    await post(`/api/admin/place-suggestions/${reviewed.id}/review`);
    await courseSuggestion("Zählkurs");
    await db()
      .insert(userFeedback)
      .values([{ content: "Toll" }, { content: "Mehr Karten" }]);
    await db()
      .insert(featureRequests)
      .values({ selected_options: ["Map view"] });
    await signIn(t);

    const after = (await get<TAdminDashboard>("/api/admin/dashboard")).body;
    expect(after.totals.users).toBe(before.totals.users + 1);
    expect(after.totals.places).toBe(before.totals.places);
    expect(after.submissions.place_suggestions).toEqual({
      total: before.submissions.place_suggestions.total + 2,
      pending: before.submissions.place_suggestions.pending + 1,
    });
    expect(after.submissions.course_suggestions.pending).toBe(
      before.submissions.course_suggestions.pending + 1,
    );
    expect(after.submissions.feedback.pending).toBe(before.submissions.feedback.pending + 2);
    expect(after.submissions.feature_requests.pending).toBe(before.submissions.feature_requests.pending + 1);
    expect(after.pending_reviews).toBe(before.pending_reviews + 5);
    expect(pending.status).toBe("pending");

    await post(`/api/admin/place-suggestions/${pending.id}/import`);
    const imported = (await get<TAdminDashboard>("/api/admin/dashboard")).body;
    expect(imported.totals.places).toBe(after.totals.places + 1);
    expect(imported.pending_reviews).toBe(after.pending_reviews - 1);
  });
});

describe("Pending Reviews", () => {
  it("counts every kind of item that waits for an admin: profiles, claims, reports and closures too", async () => {
    const before = (await get<TAdminDashboard>("/api/admin/dashboard")).body;
    const provider = await signIn(t, { role: "provider" });
    const cafeOwner = await signIn(t, { role: "provider" });
    const [providerProfile] = await db()
      .insert(providerProfiles)
      .values({ user_id: provider.id, name: "Elternschule Zählhausen" })
      .returning();
    await db().insert(cafeProfiles).values({ user_id: cafeOwner.id, name: "Café Zählbar" });
    const [place] = await db()
      .insert(places)
      .values({ name: "Familienzentrum Zählweg", type: "family_education", address: "Zählweg 1, Hamburg" })
      .returning();
    await db().insert(placeClaims).values({ place_id: place!.id, provider_id: providerProfile!.id });
    await db()
      .insert(contentReports)
      .values({ target_type: "post", target_id: place!.id, reason: "spam", reporter_id: parent.id });
    await db()
      .insert(placeConditionReports)
      .values([
        { place_id: place!.id, kind: "permanently_closed", confirmed_by: [parent.id] },
        // Not waiting for an admin: shown to parents until it expires, or expired already.
        { place_id: place!.id, kind: "construction", confirmed_by: [parent.id] },
        {
          place_id: (await placeInserted("Spielplatz Längst Geschlossen")).id,
          kind: "permanently_closed",
          confirmed_by: [parent.id],
          confirmed_at: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
        },
      ]);

    const after = (await get<TAdminDashboard>("/api/admin/dashboard")).body;
    expect(after.approvals).toEqual({
      provider_profiles: before.approvals.provider_profiles + 1,
      cafe_profiles: before.approvals.cafe_profiles + 1,
      place_claims: before.approvals.place_claims + 1,
      content_reports: before.approvals.content_reports + 1,
      closure_reports: before.approvals.closure_reports + 1,
    });
    expect(after.pending_reviews).toBe(before.pending_reviews + 5);

    const approved = await t.app.inject({
      method: "POST",
      url: `/api/admin/profile-approvals/provider/${providerProfile!.id}`,
      headers: admin.headers,
      payload: { decision: "approved" },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await get<TAdminDashboard>("/api/admin/dashboard")).body.pending_reviews).toBe(
      after.pending_reviews - 1,
    );
  });
});

describe("place suggestions", () => {
  it("imports a suggestion as a place with its position, Stadtteil and photo, and records the reviewer", async () => {
    const suggestion = await placeSuggestion("Spielplatz Import");
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
    const imported = await placeSuggestion("Spielplatz Doppelt");
    expect((await post(`/api/admin/place-suggestions/${imported.id}/import`)).statusCode).toBe(201);
    const again = await post(`/api/admin/place-suggestions/${imported.id}/import`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toContain("already imported");
    expect(await db().select().from(places).where(eq(places.name, "Spielplatz Doppelt"))).toHaveLength(1);

    const reviewed = await placeSuggestion("Spielplatz Geprüft");
    expect((await post(`/api/admin/place-suggestions/${reviewed.id}/review`)).statusCode).toBe(204);
    expect((await post(`/api/admin/place-suggestions/${reviewed.id}/import`)).statusCode).toBe(409);
    expect((await post(`/api/admin/place-suggestions/${reviewed.id}/review`)).statusCode).toBe(409);

    const missing = "00000000-0000-4000-8000-000000000001";
    expect((await post(`/api/admin/place-suggestions/${missing}/import`)).statusCode).toBe(404);
  });

  it("creates exactly one place from concurrent imports of the same suggestion", async () => {
    const suggestion = await placeSuggestion("Spielplatz Gleichzeitig");
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
    const suggestion = await placeSuggestion("Leuchtturmspielplatz");
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
    const first = await placeSuggestion("Filterplatz Alster");
    const second = await placeSuggestion("Filterplatz Elbe");
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
    const suggestion = await placeSuggestion("Spielplatz Weg");
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
    const suggestion = await courseSuggestion("Musikgarten Import", "ab 6 Monaten");
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

describe("feedback and feature requests", () => {
  it("searches feedback and marks it reviewed once", async () => {
    const [row] = await db()
      .insert(userFeedback)
      .values({ content: "Bitte eine Wickeltisch-Karte", user_email: "eltern@example.org" })
      .returning();
    const found = await get<TAdminFeedbackList>("/api/admin/feedback?q=wickeltisch");
    expect(found.body.items).toEqual([expect.objectContaining({ id: row?.id, reviewed_at: null })]);

    expect((await post(`/api/admin/feedback/${row?.id}/review`)).statusCode).toBe(204);
    const reviewed = await get<TAdminFeedbackList>("/api/admin/feedback?q=wickeltisch");
    expect(reviewed.body.items[0]).toMatchObject({ reviewed_by_name: "Ada Admin" });
    expect(reviewed.body.items[0]?.reviewed_at).not.toBeNull();
    expect((await post(`/api/admin/feedback/${row?.id}/review`)).statusCode).toBe(409);
    expect((await post("/api/admin/feedback/00000000-0000-4000-8000-000000000002/review")).statusCode).toBe(
      404,
    );
  });

  it("counts each survey option over all feature requests, most wanted first, and marks one reviewed", async () => {
    const before = (await get<TAdminFeatureRequestList>("/api/admin/feature-requests")).body.option_counts;
    const countOf = (counts: typeof before, option: string) =>
      counts.find((entry) => entry.option === option)?.count ?? -1;
    const [row] = await db()
      .insert(featureRequests)
      .values([
        { selected_options: ["Event calendar", "Offline access"], other_suggestion: "Stillräume anzeigen" },
        { selected_options: ["Event calendar"] },
      ])
      .returning();
    const list = await get<TAdminFeatureRequestList>("/api/admin/feature-requests");
    const counts = list.body.option_counts;
    expect(countOf(counts, "Event calendar")).toBe(countOf(before, "Event calendar") + 2);
    expect(countOf(counts, "Offline access")).toBe(countOf(before, "Offline access") + 1);
    expect(countOf(counts, "User reviews")).toBe(countOf(before, "User reviews"));
    expect(counts.map((entry) => entry.count)).toEqual(
      [...counts.map((entry) => entry.count)].sort((a, b) => b - a),
    );

    const search = await get<TAdminFeatureRequestList>("/api/admin/feature-requests?q=stillr");
    expect(search.body.items.map((item) => item.id)).toEqual([row?.id]);
    expect((await post(`/api/admin/feature-requests/${row?.id}/review`)).statusCode).toBe(204);
  });
});

describe("the audit log", () => {
  it("records import, review and delete with the admin, target and before/after, newest first", async () => {
    const suggestion = await courseSuggestion("Protokollkurs");
    await post(`/api/admin/course-suggestions/${suggestion.id}/review`);
    await remove(`/api/admin/course-suggestions/${suggestion.id}`);

    const entries = await auditFor(suggestion.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "course_suggestion.delete",
      "course_suggestion.review",
    ]);
    const review = entries.find((entry) => entry.action === "course_suggestion.review");
    expect(review).toMatchObject({
      admin_id: admin.id,
      target_type: "course_suggestion",
      summary: { before: { status: "pending" }, after: { status: "reviewed" } },
    });
    const deletion = entries.find((entry) => entry.action === "course_suggestion.delete");
    expect(deletion?.summary.after).toBeNull();
    expect(deletion?.summary.before).toMatchObject({ title: "Protokollkurs", status: "reviewed" });

    const page = await get<TAuditList>("/api/admin/audit?limit=2");
    expect(page.body.items.map((entry) => entry.action)).toEqual([
      "course_suggestion.delete",
      "course_suggestion.review",
    ]);
    // The deleted suggestion is still named, from the snapshot the entry keeps (issue 19 §8).
    expect(page.body.items[0]).toMatchObject({
      admin_email: admin.email,
      target_id: suggestion.id,
      target_name: "Protokollkurs",
    });
    expect(page.body.total).toBeGreaterThan(2);
  });

  it("writes no audit entry when the write is refused", async () => {
    const missing = "00000000-0000-4000-8000-000000000003";
    await remove(`/api/admin/place-suggestions/${missing}`);
    expect(await auditFor(missing)).toEqual([]);
  });
});
