import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { places } from "../db/schema.js";
import { byRelevance, firstWithResults, withTextSearch, type QueryPlan } from "./text-search.js";

const dialect = new PgDialect();
const ID_1 = "00000000-0000-4000-8000-000000000001";
const ID_2 = "00000000-0000-4000-8000-000000000002";

describe("withTextSearch", () => {
  it("is one plan without a search text", () => {
    const conditions = [sql`true`];
    expect([...withTextSearch(conditions, null)]).toEqual([{ conditions, matches: null }]);
  });

  it("narrows to each way's matches, as one array parameter, computing a way only when asked", () => {
    const asked: string[] = [];
    function* ways() {
      asked.push("exact");
      yield [ID_2, ID_1];
      asked.push("typos");
      yield [ID_1];
    }
    const plans = withTextSearch([], { ways: ways(), id: places.id })[Symbol.iterator]();
    const first = plans.next().value as QueryPlan;
    expect(asked).toEqual(["exact"]);
    expect(first.matches).toEqual([ID_2, ID_1]);
    const query = dialect.sqlToQuery(first.conditions[0]!);
    expect(query.sql).toBe(`"places"."id" = ANY(($1::uuid[]))`);
    expect(query.params).toEqual([`{${ID_2},${ID_1}}`]);
    expect((plans.next().value as QueryPlan).matches).toEqual([ID_1]);
    expect(asked).toEqual(["exact", "typos"]);
  });

  it("matches nothing, rather than everything, when the text has no way of matching", () => {
    const [plan, ...more] = withTextSearch([sql`true`], { ways: [], id: places.id });
    expect(more).toEqual([]);
    expect(plan!.matches).toEqual([]);
    expect(dialect.sqlToQuery(plan!.conditions[1]!).sql).toBe("false");
  });
});

describe("byRelevance", () => {
  it("orders by the position among the matches", () => {
    const query = dialect.sqlToQuery(byRelevance([ID_1, ID_2], places.id));
    expect(query.sql).toBe(`array_position(($1::uuid[]), "places"."id")`);
    expect(query.params).toEqual([`{${ID_1},${ID_2}}`]);
  });
});

describe("firstWithResults", () => {
  const plan = (matches: string[]): QueryPlan => ({ conditions: [], matches });

  it("keeps the first answer that found something, and asks no further", async () => {
    const run: number[] = [];
    const result = await firstWithResults([plan([]), plan([ID_1]), plan([ID_2])], async (p, way) => {
      run.push(way);
      return { total: p.matches!.length };
    });
    expect(result).toEqual({ total: 1 });
    expect(run).toEqual([0, 1]);
  });

  it("takes a plan only when the one before found nothing", async () => {
    let taken = 0;
    function* plans() {
      for (const matches of [[ID_1], [ID_2]]) {
        taken += 1;
        yield plan(matches);
      }
    }
    await firstWithResults(plans(), async (p) => ({ total: p.matches!.length }));
    expect(taken).toBe(1);
  });

  it("answers the last way's empty answer when none found anything", async () => {
    const result = await firstWithResults([plan([]), plan([])], async (_p, way) => ({ total: 0, way }));
    expect(result).toEqual({ total: 0, way: 1 });
  });
});
