/**
 * German-aware, typo-tolerant text search over the generated search columns of places and courses
 * (issue "Discovery" §4; functions in migration 0004), in two steps:
 * 1. exact: PostgreSQL full text with the German configuration on accent-folded text, every word as a
 *    prefix ("spielpl eimsb" finds "Spielplatz … Eimsbüttel" while typing);
 * 2. fuzzy, only when step 1 finds nothing: every word must be similar (pg_trgm word similarity) to a
 *    word of the short search text, so "Eimsbütel" still finds Eimsbüttel.
 * Both are served by GIN indexes (PGlite's planner uses the full-text one but not the trigram one;
 * decision 015). Matching the whole phrase by trigrams instead would match every
 * "Spielplatz …" for "spielplatz eimsb" (two thirds of its trigrams) and scan half the table.
 */
import { and, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import pLimit from "p-limit";

/** At most this many words count; the rest of a pasted paragraph is ignored. */
const MAX_WORDS = 8;
/** Shorter words carry too few trigrams to be matched fuzzily. */
const FUZZY_MIN_LENGTH = 3;

const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu)?.slice(0, MAX_WORDS) ?? [];

/**
 * The words of a search as a prefix tsquery text ("spielpl:* & eims:*"), or null when it has no
 * letters or digits. Only letters and digits pass, so user input can never inject tsquery operators.
 */
export function toPrefixQuery(text: string): string | null {
  const words = wordsOf(text);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(" & ");
}

export type SearchColumns = { document: AnyPgColumn; text: AnyPgColumn };

/** One way of matching: the condition and the relevance to order by (best first). */
export type TextMatch = { where: SQL; rank: SQL };

/**
 * The ways to match a search text, to be tried in order until one finds something: exact (full text),
 * then fuzzy (trigrams). Empty when the text has no letters or digits.
 */
export function textMatches(columns: SearchColumns, text: string): TextMatch[] {
  const prefixQuery = toPrefixQuery(text);
  if (!prefixQuery) return [];
  const tsQuery = sql`to_tsquery('pg_catalog.german', luett_fold(${prefixQuery}))`;
  const matches: TextMatch[] = [
    { where: sql`${columns.document} @@ ${tsQuery}`, rank: sql`ts_rank(${columns.document}, ${tsQuery})` },
  ];
  const fuzzyWords = wordsOf(text).filter((word) => word.length >= FUZZY_MIN_LENGTH);
  if (fuzzyWords.length > 0) {
    matches.push({
      where: and(...fuzzyWords.map((word) => sql`luett_fold(${word}) <% ${columns.text}`))!,
      rank: sql`(${sql.join(
        fuzzyWords.map((word) => sql`word_similarity(luett_fold(${word}), ${columns.text})`),
        sql` + `,
      )})`,
    });
  }
  return matches;
}

/** One way to ask for filtered rows: the conditions, and `rank` to order text matches (best first). */
export type QueryPlan = { conditions: SQL[]; rank: SQL | null };

/** The plans for filter conditions plus an optional search text (one plan per way of matching it). */
export function withTextSearch(
  conditions: SQL[],
  columns: SearchColumns,
  text: string | undefined,
): QueryPlan[] {
  if (!text) return [{ conditions, rank: null }];
  const matches = textMatches(columns, text);
  // Text without letters or digits (e.g. "!!!") matches nothing rather than everything.
  if (matches.length === 0) return [{ conditions: [...conditions, sql`false`], rank: null }];
  return matches.map((match) => ({ conditions: [...conditions, match.where], rank: match.rank }));
}

/**
 * Text searches that run at once; the rest wait their turn (decision 015). A search new to the read
 * cache costs the embedded database 3–30 ms on the one thread that also serves every other request; a
 * flood of distinct searches (200 connections, issue 19 §3) queued hundreds of them, and while queued
 * database work resolved one promise after the other, Node stopped accepting connections: health and
 * place pages never got in. Through the gate they wait for a few searches at most.
 */
const SEARCH_CONCURRENCY = 4;
const searchGate = pLimit(SEARCH_CONCURRENCY);

/**
 * Runs the plans in order and keeps the first answer that found something (or the last one). Plans
 * with a search text pass the search gate (SEARCH_CONCURRENCY) first.
 */
export async function firstWithResults<T extends { total: number }>(
  plans: readonly QueryPlan[],
  run: (plan: QueryPlan) => Promise<T>,
): Promise<T> {
  const runAll = async () => {
    let result: T | undefined;
    for (const plan of plans) {
      result = await run(plan);
      if (result.total > 0) return result;
    }
    return result!;
  };
  if (!plans.some((plan) => plan.rank)) return runAll();
  return searchGate(async () => {
    // Back to the event loop before each search, so connections and requests are taken in between.
    await new Promise((resolve) => setImmediate(resolve));
    return runAll();
  });
}
