/**
 * Place views (decision 019): views of a place's page and of its API answer are counted and added up in
 * batches; the admin dashboard's "Orte ohne Fakten" lists the most-viewed places nobody has answered a
 * fact for. The page routes render the fixture web app here, as for the pages' tests.
 */
import path from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TAdminDashboard } from "#shared/schemas/admin.js";
import { placeFactAnswers, places } from "#server/db/schema.js";
import { projectRoot } from "#server/lib/project-root.js";

let t: TestApp;
let admin: TestUser;
let parent: TestUser;
let parks: { id: string }[];

beforeAll(async () => {
  t = await createTestApp({ webDir: path.join(projectRoot(), "tests/fixtures/web") });
  admin = await signIn(t, { role: "admin" });
  parent = await signIn(t);
  // Three open parks without any fact answer, OpenStreetMap's included: the dashboard lists only such
  // places. (The newest three parks were a different three on PostgreSQL from run to run, their
  // import times being equal, and some carry OpenStreetMap facts.)
  parks = await t.database.db
    .select({ id: places.id })
    .from(places)
    .where(
      and(
        eq(places.type, "park"),
        isNull(places.closed_at),
        sql`not exists (select 1 from ${placeFactAnswers} where ${placeFactAnswers}.place_id = ${places}.id)`,
      ),
    )
    .orderBy(places.id)
    .limit(3);
});
afterAll(async () => {
  await t.close();
});

const viewsOf = async (id: string) =>
  (await t.database.db.select({ views: places.view_count }).from(places).where(eq(places.id, id)))[0]?.views;

describe("place views", () => {
  it("counts page and API views of a place, in batches, and not a missing place's", async () => {
    const [first] = parks;
    expect(await viewsOf(first!.id)).toBe(0);
    expect((await t.app.inject({ url: `/places/${first!.id}` })).statusCode).toBe(200);
    await t.app.inject({ url: `/api/places/${first!.id}` });
    await t.app.inject({ url: `/api/places/${first!.id}?lang=de` });
    await t.app.inject({ url: "/api/places/00000000-0000-4000-8000-000000000000" });
    // A list or a place's reviews are no view of it.
    await t.app.inject({ url: `/api/places/${first!.id}/reviews` });
    expect(await viewsOf(first!.id)).toBe(0);
    // Counted once each answer has gone out (onResponse): flush until the last one is in.
    await vi.waitFor(
      async () => {
        await t.app.flushPlaceViews();
        expect(await viewsOf(first!.id)).toBe(3);
      },
      { timeout: 5_000, interval: 100 },
    );
  });

  it("lists the most-viewed places without any fact answer on the admin dashboard", async () => {
    const [first, second, third] = parks;
    for (let view = 0; view < 5; view += 1) await t.app.inject({ url: `/api/places/${second!.id}` });
    await t.app.inject({ url: `/api/places/${third!.id}` });
    await t.app.inject({
      method: "POST",
      url: `/api/places/${second!.id}/facts`,
      headers: parent.headers,
      payload: { key: "shade", value: "yes" },
    });
    // A view is counted once its answer has gone out (onResponse), which a busy run may do after the
    // request's promise resolved: flush and look again until the last view is in.
    await vi.waitFor(
      async () => {
        await t.app.flushPlaceViews();
        const dashboard = (
          await t.app.inject({ url: "/api/admin/dashboard", headers: admin.headers })
        ).json<TAdminDashboard>();
        const listed = dashboard.places_without_facts.map((place) => [place.id, place.view_count]);
        expect(listed).toContainEqual([first!.id, 3]);
        expect(listed).toContainEqual([third!.id, 1]);
        expect(listed.map(([id]) => id)).not.toContain(second!.id);
        expect(listed.findIndex(([id]) => id === first!.id)).toBeLessThan(
          listed.findIndex(([id]) => id === third!.id),
        );
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});
