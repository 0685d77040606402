/**
 * The /places filters as SQL conditions (spec 01 §5 "Filter logic"; issue "Discovery" §1), used by the
 * list, the map and the home search. Every condition is served by an index: type (btree), tags and
 * features and ages (GIN on the arrays), text (GIN full text and trigram); a fact filter computes the
 * view place_facts once for its fact.
 */
import { arrayOverlaps, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { queryList } from "../../../shared/schemas/common.js";
import type { TPlaceFilters } from "../../../shared/schemas/places.js";
import type { Db } from "../../db/client.js";
import { places } from "../../db/schema.js";
import { withTextSearch, type QueryPlan } from "../../lib/text-search.js";
import type { ReadCache } from "../../plugins/read-cache.js";
import { hasFactSql } from "../facts/service.js";
import { resolveTagNames } from "../tags/service.js";

/**
 * Places recommended for any of the age groups. "all ages" (and no recommendation at all) means no known
 * restriction, so such places suit every age group.
 */
export const suitsAgeGroups = (groups: readonly string[]): SQL =>
  or(
    arrayOverlaps(places.age_recommendations, [...new Set([...groups, "all ages"])]),
    sql`cardinality(${places.age_recommendations}) = 0`,
  )!;

/**
 * Places that are listed: not closed for good (issue 20 §6). Every list, map, search and home section
 * starts from this; a closed place keeps only its page and its place in favourites.
 */
export const isListed: SQL = isNull(places.closed_at);

/** One way to ask the database for the filtered places (see QueryPlan). */
export type PlacePlan = QueryPlan;

/**
 * The SQL for the filters (without open-now, which is evaluated in JavaScript). Without a search text
 * that is one plan; with one, a plan per way of matching the text (text-search.ts: exact, then fuzzy),
 * to be tried in order until one finds places. `cache` (the read cache) saves the tag lookup.
 * @throws AppError BAD_REQUEST for an unknown tag
 */
export async function placePlans(db: Db, filters: TPlaceFilters, cache?: ReadCache): Promise<PlacePlan[]> {
  const conditions: SQL[] = [isListed];
  const types = queryList(filters.type);
  if (types.length > 0) conditions.push(inArray(places.type, types));
  const tagNames = await resolveTagNames(db, "places", queryList(filters.tag), cache);
  if (tagNames.length > 0) {
    conditions.push(or(arrayOverlaps(places.tags, tagNames), arrayOverlaps(places.features, tagNames))!);
  }
  const ages = queryList(filters.age);
  if (ages.length > 0) conditions.push(suitsAgeGroups(ages));
  for (const fact of queryList(filters.fact)) conditions.push(hasFactSql(fact));
  // Cafés with more family features rank higher (spec 02 §2.16 tip; decisions/010): +25 % per feature.
  return withTextSearch(
    conditions,
    { document: places.search_document, text: places.search_text },
    filters.q,
  ).map((plan) =>
    plan.rank
      ? { ...plan, rank: sql`(${plan.rank}) * (1 + 0.25 * coalesce(${places.family_feature_count}, 0))` }
      : plan,
  );
}
