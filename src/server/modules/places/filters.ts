/**
 * The /places filters as SQL conditions (spec 01 §5 "Filter logic"; decision 008), used by the list, the map
 * and the home search. Every condition is served by an index: type (btree), tags and features and ages (GIN
 * on the arrays), a step-free station nearby (GiST on the stations' points); a fact filter computes the view
 * place_facts once for its fact. The search text narrows to the ids the places' search index finds
 * (lib/search-index.ts; decision 015), whose documents are defined here.
 */
import { arrayOverlaps, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { queryList } from "#shared/schemas/common.js";
import { STEP_FREE_STATION_WALK_M, straightMetresFor } from "#shared/stations.js";
import type { TPlaceFilters } from "#shared/schemas/places.js";
import type { Db } from "#server/db/client.js";
import { places } from "#server/db/schema.js";
import type { SearchDocument, SearchField, SearchIndex } from "#server/lib/search-index.js";
import { withTextSearch, type QueryPlan } from "#server/lib/text-search.js";
import type { YesFactKey } from "#shared/family-facts.js";
import { factSearchText, hasFactSql } from "../facts/service.js";
import { stepFreeStationWithinMetres } from "./geo-sql.js";
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
 * Places that are listed: not closed for good. Every list, map, search and home section
 * starts from this; a closed place keeps only its page and its place in favourites.
 */
export const isListed: SQL = isNull(places.closed_at);

/**
 * What a place's search document holds and how each part counts, as the database's search document did
 * (migrations 0004, 0014): the name (weight A), its kind and whereabouts (B), its description, address
 * and the line that tells it from its namesakes, e.g. "Nähe Steinstraße" (C, decision 039); and the
 * words of its family facts shown as "yes" (B, decisions/031), in a field of their own so they leave the
 * ranking of the other labels as it was. Typos are tolerated in the name, Stadtteil, tags, features and
 * facts.
 */
export const PLACE_SEARCH_FIELDS = {
  name: { weight: 1, typos: true },
  labels: { weight: 0.4, typos: true },
  facts: { weight: 0.4, typos: true },
  kind: { weight: 0.4, typos: false },
  about: { weight: 0.2, typos: false },
} satisfies Record<string, SearchField>;

/** The columns a place's search document is made of (toPlaceSearchDocument). */
export const placeSearchColumns = {
  id: places.id,
  name: places.name,
  /** "Spielplatz Playground" for playgrounds, so the type is found by its words (migration 0014). */
  type_words: sql<string>`luett_place_type_words(${places.type})`,
  stadtteil: places.stadtteil,
  bezirk: places.bezirk,
  tags: places.tags,
  features: places.features,
  description: places.description,
  address: places.address,
  locality_hint: places.locality_hint,
  family_feature_count: places.family_feature_count,
};

type PlaceSearchRow = {
  id: string;
  name: string;
  type_words: string;
  stadtteil: string | null;
  bezirk: string | null;
  tags: string[];
  features: string[];
  description: string | null;
  address: string;
  locality_hint: string | null;
  family_feature_count: number | null;
};

const joined = (...parts: (string | readonly string[] | null | undefined)[]): string =>
  parts.flatMap((part) => part ?? []).join(" ");

/**
 * A place's search document, with the facts shown as "yes" (findCardFacts). Cafés with more family
 * features rank higher (spec 02 §2.16 tip; decisions/010): +25 % per feature.
 */
export const toPlaceSearchDocument = (
  row: PlaceSearchRow,
  yesFacts: readonly YesFactKey[],
): SearchDocument<keyof typeof PLACE_SEARCH_FIELDS> => ({
  id: row.id,
  text: {
    name: row.name,
    labels: joined(row.stadtteil, row.tags, row.features),
    facts: factSearchText(yesFacts),
    kind: joined(row.type_words, row.bezirk),
    about: joined(row.description, row.address, row.locality_hint),
  },
  boost: 1 + 0.25 * (row.family_feature_count ?? 0),
  tieBreak: row.name,
});

/** One way to ask the database for the filtered places (see QueryPlan). */
export type PlacePlan = QueryPlan;

/**
 * The SQL for the filters (without open-now, which is evaluated in JavaScript). Without a search text
 * that is one plan; with one, a plan per way of matching the text (search-index.ts: exact, then with
 * typos), to be tried in order until one finds places.
 * @param index the places' search index; needed when the filters have a search text
 * @throws AppError BAD_REQUEST for an unknown tag
 */
export async function placePlans(
  db: Db,
  filters: TPlaceFilters,
  index?: SearchIndex,
): Promise<Iterable<PlacePlan>> {
  const conditions: SQL[] = [isListed];
  const types = queryList(filters.type);
  if (types.length > 0) conditions.push(inArray(places.type, types));
  const tagNames = await resolveTagNames(db, "places", queryList(filters.tag));
  if (tagNames.length > 0) {
    conditions.push(or(arrayOverlaps(places.tags, tagNames), arrayOverlaps(places.features, tagNames))!);
  }
  const ages = queryList(filters.age);
  if (ages.length > 0) conditions.push(suitsAgeGroups(ages));
  for (const fact of queryList(filters.fact)) conditions.push(hasFactSql(fact));
  if (filters.station_wheelchair === "yes") {
    conditions.push(stepFreeStationWithinMetres(straightMetresFor(STEP_FREE_STATION_WALK_M)));
  }
  if (filters.q && !index) throw new Error("placePlans needs the search index for a search text");
  return withTextSearch(
    conditions,
    filters.q && index ? { ways: index.matches(filters.q), id: places.id } : null,
  );
}
