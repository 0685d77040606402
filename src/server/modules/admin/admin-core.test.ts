/**
 * The admin module through the API (spec 02 §2.3, §4, §7; "Bad input"): the guard, the dashboard's
 * counts, Pending Reviews of every kind, and the audit entries every write leaves, as the log lists them.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { insertCourseSuggestion, insertPlaceSuggestion } from "#tests/support/suggestions.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TAdminDashboard, TAuditList } from "#shared/schemas/admin.js";
import {
  adminAuditLog,
  cafeProfiles,
  contentReports,
  featureRequests,
  placeClaims,
  placeConditionReports,
  places,
  providerProfiles,
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

/** The parent who sent the suggestions, as the form recorded them. */
const pia = () => ({ id: parent.id, name: "Pia Parent" });

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
});

describe("GET /api/admin/dashboard", () => {
  it("counts places, courses, users and what is not yet reviewed, in the database", async () => {
    const before = (await get<TAdminDashboard>("/api/admin/dashboard")).body;
    const pending = await insertPlaceSuggestion(db(), pia(), "Zählplatz offen");
    const reviewed = await insertPlaceSuggestion(db(), pia(), "Zählplatz geprüft");
    await post(`/api/admin/place-suggestions/${reviewed.id}/review`);
    await insertCourseSuggestion(db(), pia(), "Zählkurs");
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

describe("the audit log", () => {
  it("records import, review and delete with the admin, target and before/after, newest first", async () => {
    const suggestion = await insertCourseSuggestion(db(), pia(), "Protokollkurs");
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
    // The deleted suggestion is still named, from the snapshot the entry keeps (decision 032).
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
