/**
 * Text search in the list queries of places and courses (decisions 008, 015): the in-memory search index
 * (search-index.ts) finds the matching ids, best first, for each way of matching (exact, then with typos); a
 * query plan narrows the other filters to them, and the database filters, orders and pages among them. A list
 * asked for by text alone can be answered from the matches without the database (places/service.ts).
 */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import pLimit from "p-limit";

/** One way to ask for filtered rows: the conditions, and the ids the search text matches. */
export type QueryPlan = {
  conditions: SQL[];
  /** The ids the search text matches, best first; null without a search text. */
  matches: readonly string[] | null;
};

/**
 * Ids as one PostgreSQL array parameter (a single bind value, however many ids), written only when a
 * query is built from it: a list the index answers alone builds none.
 */
const uuidArray = (ids: readonly string[]): SQLWrapper => ({
  getSQL: () => sql`${`{${ids.join(",")}}`}::uuid[]`,
});

/**
 * The plans for filter conditions and, with a search text, the ways it matches (SearchIndex.matches of
 * the text): one plan per way, each computed only when the one before found nothing.
 * @param id the column the index's ids are of
 */
export function* withTextSearch(
  conditions: SQL[],
  search: { ways: Iterable<readonly string[]>; id: AnyPgColumn } | null,
): Generator<QueryPlan> {
  if (!search) {
    yield { conditions, matches: null };
    return;
  }
  let ways = 0;
  for (const matches of search.ways) {
    ways += 1;
    yield { conditions: [...conditions, sql`${search.id} = ANY(${uuidArray(matches)})`], matches };
  }
  // Text without letters or digits (e.g. "!!!") matches nothing rather than everything.
  if (ways === 0) yield { conditions: [...conditions, sql`false`], matches: [] };
}

/** SQL to order a text search's rows best match first: their position among the matches. */
export const byRelevance = (matches: readonly string[], id: AnyPgColumn): SQL =>
  sql`array_position(${uuidArray(matches)}, ${id})`;

/**
 * Text searches that run at once; the rest wait their turn (decision 015). A flood of distinct
 * searches (200 connections, decision 015) keeps every socket busy, and while Node works through one
 * request after the other it accepts about one new connection per turn of its event loop: health
 * checks and page requests on new connections waited for seconds, or never got in. Through the gate,
 * each turn runs at most this many searches, so turns stay short (a search from the index: 0.1–0.5 ms).
 * Measured with 200 connections: without the gate the health check timed out; 4, 8 and 16 all kept it
 * under 100 ms, 8 with the most searches a second.
 */
const SEARCH_CONCURRENCY = 8;
const searchGate = pLimit(SEARCH_CONCURRENCY);

/**
 * Runs the plans in order and keeps the first answer that found something (or the last one). Plans
 * with a search text pass the search gate (SEARCH_CONCURRENCY) first.
 * @param run answers one plan; `way` is its position among the plans (0 first)
 * @throws Error when there is no plan at all (withTextSearch always gives one)
 */
export async function firstWithResults<T extends { total: number }>(
  plans: Iterable<QueryPlan>,
  run: (plan: QueryPlan, way: number) => Promise<T>,
): Promise<T> {
  // Plans are taken one at a time: a way of matching is computed only when the one before found nothing.
  const iterator = plans[Symbol.iterator]();
  const first = iterator.next();
  if (first.done) throw new Error("firstWithResults needs at least one plan");
  const runAll = async () => {
    let plan: IteratorResult<QueryPlan> = first;
    for (let way = 0; ; way += 1) {
      const result = await run(plan.value, way);
      if (result.total > 0) return result;
      plan = iterator.next();
      if (plan.done) return result;
    }
  };
  if (!first.value.matches) return runAll();
  return searchGate(async () => {
    // Back to the event loop before each search, so connections and requests are taken in between.
    await new Promise((resolve) => setImmediate(resolve));
    return runAll();
  });
}
