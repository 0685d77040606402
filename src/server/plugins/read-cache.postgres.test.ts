/**
 * Decision 025, PostgreSQL only: two instances on one database, as behind a load balancer. A post
 * created on B shows on A's /api/home and A's server-rendered home page within a second, because B's
 * write reaches A's caches through LISTEN/NOTIFY (invalidation-channel.ts) instead of waiting out their
 * time to live (30 s for answers, 5 min more for pages); also after the listening connections were cut.
 * Collected only when TEST_DATABASE_URL is set (vitest.config.ts).
 */
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { THomeData } from "#shared/schemas/home.js";
import { callApp } from "#tests/support/call.js";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { feedPosts } from "../db/schema.js";
import { projectRoot } from "../lib/project-root.js";

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const web = {
    webDir: path.join(projectRoot(), "tests/fixtures/web"),
    rendererPath: path.join(projectRoot(), "tests/fixtures/renderer.mjs"),
  };
  a = await createTestApp(web);
  // B on A's database (its own, created by createTestApp, stays unused).
  b = await createTestApp({ ...web, env: { DATABASE_URL: a.config.databaseUrl! } });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const tipsOnHome = async (t: TestApp) =>
  (await t.app.inject({ url: "/api/home" })).json<THomeData>().tips.map((tip) => tip.content);
const homePage = async (t: TestApp) =>
  (await t.app.inject({ url: "/", headers: { cookie: "luett_onboarded=1" } })).body;

/** Asks `read` every 50 ms until it holds, for at most `withinMs`; the time it took. */
async function waitFor(read: () => Promise<boolean>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (!(await read())) {
    if (Date.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - start;
}

describe("two instances on one PostgreSQL", () => {
  it("show a post created on the other within a second", async () => {
    const content = `Neu auf B ${Date.now()}`;
    // A answers from its caches from here on.
    expect(await tipsOnHome(a)).not.toContain(content);
    expect(await homePage(a)).not.toContain(content);
    expect(await homePage(a)).not.toContain(content);

    const parent = await signIn(b, { role: "parent" });
    const created = await callApp(b, "POST", "/api/posts", parent, { type: "tip", content });
    expect(created.statusCode).toBe(201);

    await waitFor(async () => (await tipsOnHome(a)).includes(content), 1000);
    await waitFor(async () => (await homePage(a)).includes(content), 1000);
  });

  it("listen again after the listening connection is cut, and then show B's posts on A again", async () => {
    // The listening connections are the ones whose last statement was LISTEN (one per instance).
    const listening = sql`from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`;
    const listeners = async (): Promise<number[]> => {
      // On PostgreSQL, execute answers node-postgres' result; the Db type leaves it open.
      const result = (await a.database.db.execute(sql`select pid ${listening}`)) as unknown as {
        rows: { pid: number }[];
      };
      return result.rows.map((row) => row.pid);
    };
    const before = await listeners();
    expect(before).toHaveLength(2);
    await a.database.db.execute(sql`select pg_terminate_backend(pid) ${listening}`);
    await waitFor(async () => (await listeners()).filter((pid) => !before.includes(pid)).length === 2, 5000);

    const content = `Nach der Unterbrechung ${Date.now()}`;
    expect(await tipsOnHome(a)).not.toContain(content);
    const parent = await signIn(b, { role: "parent" });
    expect((await callApp(b, "POST", "/api/posts", parent, { type: "tip", content })).statusCode).toBe(201);
    await waitFor(async () => (await tipsOnHome(a)).includes(content), 1000);
  });

  it("keep A's caches through a sign-in and a favourite on B", async () => {
    const before = await tipsOnHome(a);
    const parent = await signIn(b, { role: "parent" });
    const places = (await b.app.inject({ url: "/api/places?limit=1" })).json<{ items: { id: string }[] }>();
    const favourite = await callApp(b, "PUT", `/api/favorites/places/${places.items[0]!.id}`, parent);
    expect(favourite.statusCode).toBeLessThan(300);
    // Written past the API on A's database: only an emptied cache would show it.
    const [newest] = await a.database.db
      .select({ id: feedPosts.id })
      .from(feedPosts)
      .orderBy(desc(feedPosts.created_at))
      .limit(1);
    await a.database.db.update(feedPosts).set({ content: "geändert" }).where(eq(feedPosts.id, newest!.id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await tipsOnHome(a)).toEqual(before);
  });
});
