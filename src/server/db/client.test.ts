import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as { rows: T[] }).rows;
}

/** What the planner expects a filter on two place types to find, and what it finds. */
async function estimateForTwoTypes(): Promise<{ estimated: number; actual: number }> {
  const where = sql`WHERE type IN ('cafe', 'playground')`;
  const [explained] = await rows<{ "QUERY PLAN": unknown }>(
    sql`EXPLAIN (FORMAT JSON) SELECT id FROM places ${where}`,
  );
  const cell = explained!["QUERY PLAN"];
  const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: { "Plan Rows": number } }];
  const [counted] = await rows<{ actual: number }>(sql`SELECT count(*)::int AS actual FROM places ${where}`);
  return { estimated: plan[0].Plan["Plan Rows"], actual: counted!.actual };
}

describe("refreshStatistics", () => {
  it("lets the planner estimate a place filter from the real data (PGlite has no autovacuum)", async () => {
    await t.database.refreshStatistics();
    const { estimated, actual } = await estimateForTwoTypes();
    expect(actual).toBeGreaterThan(100);
    expect(estimated).toBeGreaterThan(actual / 2);
    expect(estimated).toBeLessThan(actual * 2);
  });
});
