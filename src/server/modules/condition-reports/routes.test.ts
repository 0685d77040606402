import { subDays } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "../../../../tests/support/sign-in.js";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.js";
import type { TConditionReport } from "../../../shared/schemas/condition-reports.js";
import type { TPlaceDetail } from "../../../shared/schemas/places.js";
import { placeConditionReports } from "../../db/schema.js";
import { findConditionReports } from "./service.js";

let t: TestApp;
let parents: TestUser[];
let placeIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  parents = await Promise.all([signIn(t), signIn(t)]);
  placeIds = (await t.app.inject({ url: "/api/places?limit=4&type=playground" }))
    .json<{ items: { id: string }[] }>()
    .items.map((item) => item.id);
});
afterAll(async () => {
  await t.close();
});

const report = (placeId: string, body: Record<string, unknown>, user: TestUser | null = parents[0]!) =>
  t.app.inject({
    method: "POST",
    url: `/api/places/${placeId}/condition-reports`,
    payload: body,
    headers: { ...(user?.headers ?? { origin: t.config.publicUrl }), "content-type": "application/json" },
  });

const reportsOf = async (placeId: string) =>
  (await t.app.inject({ url: `/api/places/${placeId}` })).json<TPlaceDetail>().condition_reports;

describe("condition reports", () => {
  it("needs a signed-in user, a known place and kind, and a short note", async () => {
    expect((await report(placeIds[0]!, { kind: "dirty" }, null)).statusCode).toBe(401);
    expect((await report("00000000-0000-4000-8000-000000000000", { kind: "dirty" })).statusCode).toBe(404);
    expect((await report(placeIds[0]!, { kind: "flooded" })).statusCode).toBe(400);
    expect((await report(placeIds[0]!, { kind: "dirty", note: "x".repeat(301) })).statusCode).toBe(400);
    expect(await reportsOf(placeIds[0]!)).toEqual([]);
  });

  it("shows a report on the place; the same kind reported again confirms it, once per parent", async () => {
    const created = await report(placeIds[1]!, { kind: "broken_equipment", note: "Die Nestschaukel fehlt." });
    expect(created.statusCode).toBe(201);
    expect(created.json<TConditionReport>()).toMatchObject({
      kind: "broken_equipment",
      note: "Die Nestschaukel fehlt.",
      confirmations: 1,
    });
    const again = await report(placeIds[1]!, { kind: "broken_equipment" }, parents[0]);
    expect(again.statusCode).toBe(200);
    expect(again.json<TConditionReport>().confirmations).toBe(1);
    const confirmed = await report(
      placeIds[1]!,
      { kind: "broken_equipment", note: "Immer noch." },
      parents[1],
    );
    expect(confirmed.json<TConditionReport>()).toMatchObject({
      confirmations: 2,
      note: "Die Nestschaukel fehlt.",
    });
    expect(await reportsOf(placeIds[1]!)).toEqual([confirmed.json()]);
  });

  it("expires 14 days after the last confirmation unless confirmed again", async () => {
    const created = (await report(placeIds[2]!, { kind: "construction" })).json<TConditionReport>();
    const now = new Date();
    expect(await findConditionReports(t.database.db, placeIds[2]!, subDays(now, -13))).toHaveLength(1);
    expect(await findConditionReports(t.database.db, placeIds[2]!, subDays(now, -15))).toEqual([]);
    // Confirmed on day 10, it shows until day 24.
    await t.database.db
      .update(placeConditionReports)
      .set({ confirmed_at: subDays(now, 10) })
      .where(eq(placeConditionReports.id, created.id));
    await report(placeIds[2]!, { kind: "construction" }, parents[1]);
    expect(await reportsOf(placeIds[2]!)).toMatchObject([{ id: created.id, confirmations: 2 }]);
    // Not confirmed for 15 days: gone, and a new report starts afresh.
    await t.database.db
      .update(placeConditionReports)
      .set({ confirmed_at: subDays(now, 15) })
      .where(eq(placeConditionReports.id, created.id));
    expect(await reportsOf(placeIds[2]!)).toEqual([]);
    const fresh = await report(placeIds[2]!, { kind: "construction" });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json<TConditionReport>().id).not.toBe(created.id);
  });
});

describe("a place reported closed for good", () => {
  const listed = async (placeId: string) =>
    (await t.app.inject({ url: "/api/places?type=playground&limit=100" }))
      .json<{ items: { id: string }[] }>()
      .items.some((item) => item.id === placeId);
  const queue = async (user: TestUser) =>
    t.app.inject({ url: "/api/admin/closure-reports", headers: user.headers });
  const decide = (id: string, decision: "close" | "dismiss", user: TestUser) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/closure-reports/${id}/${decision}`,
      headers: user.headers,
    });

  it("goes to the admins, who close the place: it leaves the lists, its page and favourites say so", async () => {
    const admin = await signIn(t, { role: "admin" });
    const placeId = placeIds[3]!;
    await t.app.inject({
      method: "PUT",
      url: `/api/favorites/places/${placeId}`,
      headers: parents[1]!.headers,
    });
    const created = (
      await report(placeId, { kind: "permanently_closed", note: "Abgerissen, jetzt Neubau." })
    ).json<TConditionReport>();
    expect((await queue(parents[0]!)).statusCode).toBe(403);
    const waiting = (await queue(admin)).json<{ items: { id: string; place: { id: string } }[] }>().items;
    expect(waiting).toContainEqual(
      expect.objectContaining({ id: created.id, place: expect.objectContaining({ id: placeId }) }),
    );
    expect(await listed(placeId)).toBe(true);

    expect((await decide(created.id, "close", admin)).statusCode).toBe(204);
    expect(await listed(placeId)).toBe(false);
    const detail = (await t.app.inject({ url: `/api/places/${placeId}` })).json<TPlaceDetail>();
    expect(detail.closed_at).not.toBeNull();
    const favorites = (await t.app.inject({ url: "/api/favorites", headers: parents[1]!.headers })).json<{
      places: { id: string; is_closed: boolean }[];
    }>();
    expect(favorites.places).toContainEqual(expect.objectContaining({ id: placeId, is_closed: true }));
    // Decided: out of the queue, and a second decision finds nothing.
    expect(
      (await queue(admin)).json<{ items: { id: string }[] }>().items.map((item) => item.id),
    ).not.toContain(created.id);
    expect((await decide(created.id, "close", admin)).statusCode).toBe(404);
  });

  it("stays listed when an admin dismisses the report", async () => {
    const admin = await signIn(t, { role: "admin" });
    const placeId = placeIds[0]!;
    const created = (await report(placeId, { kind: "permanently_closed" })).json<TConditionReport>();
    expect((await decide(created.id, "dismiss", admin)).statusCode).toBe(204);
    expect(await listed(placeId)).toBe(true);
    expect(await reportsOf(placeId)).toEqual([]);
  });
});
