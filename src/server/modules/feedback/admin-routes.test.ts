/**
 * Reviewing feedback and feature requests through the API (spec 02 §2.5, §4, §7): search, "Mark
 * Reviewed" once, and the count per survey option over all requests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TAdminFeatureRequestList, TAdminFeedbackList } from "#shared/schemas/admin.js";
import { featureRequests, userFeedback } from "#server/db/schema.js";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
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

const db = () => t.database.db;

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
