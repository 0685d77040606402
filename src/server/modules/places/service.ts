/**
 * Place queries (spec 01 §7 "Read places"; decisions 008, 013): a paged, filtered list of card fields, the
 * map's markers, and one place by id.
 */
import { and, count, desc, eq, getTableColumns, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { PLACE_TYPES } from "#shared/constants.js";
import { cardCondition } from "#shared/condition-reports.js";
import { haversineMetres } from "#shared/geo.js";
import { queryList } from "#shared/schemas/common.js";
import type {
  TPlace,
  TPlaceDetail,
  TPlaceCard,
  TPlaceFilters,
  TPlaceList,
  TPlaceListQuery,
  TPlacePoints,
  TPlaceTypeCounts,
} from "#shared/schemas/places.js";
import type { Db } from "#server/db/client.js";
import { cafeProfiles, places } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { isOpenNow, openingHoursWeek } from "#server/lib/opening-hours.js";
import { buildSearchIndex, type SearchIndex } from "#server/lib/search-index.js";
import { byRelevance, firstWithResults } from "#server/lib/text-search.js";
import {
  findCardConditions,
  findConditionReports,
  type CardConditions,
} from "../condition-reports/service.js";
import { findNearbyStations } from "./stations.js";
import { findCardFacts, findPlaceFacts, isCheckedByParentsSql, type CardFacts } from "../facts/service.js";
import { defineReadCache, READ_CACHE_TTL_MS } from "#server/plugins/read-cache.js";
import {
  isListed,
  PLACE_SEARCH_FIELDS,
  placePlans,
  placeSearchColumns,
  toPlaceSearchDocument,
  type PlacePlan,
} from "./filters.js";
import { cardTagsSql } from "../tags/service.js";
import { placeRatingSql } from "../reviews/service.js";
import { nearestFirst } from "./geo-sql.js";
import { PLACE_NOT_FOUND } from "#server/lib/require-place.js";
import { findPlacePhotos } from "../place-photos/service.js";
import { nearestPage, toNearSet, type NearSet } from "./nearest.js";

// What other modules use of the rest of this module: list filters and distance SQL (home, search), the
// catalogue's "not found" text (admin positions), the open-data import (db/seed.ts).
export { isListed, placePlans, suitsAgeGroups } from "./filters.js";
export { nearestFirst, withinMetres } from "./geo-sql.js";
export { PLACE_NOT_FOUND_MESSAGE } from "./admin-service.js";
export { syncImportedPlaces, type ImportedPlace } from "./import-sync.js";
export { replaceStations, type StationChanges, type StationRecord } from "./stations.js";

/** Columns a place card needs (keeps list payloads small). */
export const placeCardColumns = {
  id: places.id,
  name: places.name,
  type: places.type,
  rating: placeRatingSql,
  address: places.address,
  locality_hint: places.locality_hint,
  /** The chosen image (admin, café owner), else the parents' most-liked photo (decision 018; migration 0016). */
  image_url: sql<string | null>`coalesce(${places.image_url}, ${places.photo_url})`,
  features: places.features,
  /** Card tags: active badge tags in display order (tags/service.ts). */
  tags: cardTagsSql(places.tags),
  stadtteil: places.stadtteil,
  is_checked_by_parents: places.is_checked_by_parents,
  family_feature_count: places.family_feature_count,
  /** Closed for good by an admin (decision 031); the card's `is_closed` adds current closure reports. */
  is_closed_for_good: sql<boolean>`${places.closed_at} IS NOT NULL`,
};

/** Card columns plus what distance and open-now are computed from. */
const listColumns = {
  ...placeCardColumns,
  latitude: places.latitude,
  longitude: places.longitude,
  opening_hours: places.opening_hours,
};

type PlaceCardRow = Omit<TPlaceCard, "type" | "yes_facts" | "is_closed" | "condition"> & {
  type: string;
  is_closed_for_good: boolean;
};
type ListRow = PlaceCardRow & {
  latitude: number | null;
  longitude: number | null;
  opening_hours: string | null;
};

/**
 * What cards add to their rows, read once for all places (decision 016): the facts (findCardFacts) and
 * the current condition reports (findCardConditions).
 */
export type CardExtras = { facts: CardFacts; conditions: CardConditions };

export async function findCardExtras(db: Db): Promise<CardExtras> {
  const [facts, conditions] = await Promise.all([findCardFacts(db), findCardConditions(db)]);
  return { facts, conditions };
}

/**
 * A card from its row and what the extras add: the facts shown as "yes", the check by parents (or by
 * an admin's flag on the place), and the most pressing condition with whether the place is closed
 * (cardCondition; decisions/031). The stored type text is narrowed to the shared enum (the column is
 * text so new types need no migration).
 */
export const toPlaceCard = (
  { is_closed_for_good, ...row }: PlaceCardRow,
  { facts, conditions }: CardExtras,
): TPlaceCard => {
  const shown = facts.get(row.id);
  return {
    ...row,
    type: row.type as TPlaceCard["type"],
    is_checked_by_parents: row.is_checked_by_parents || (shown?.is_checked ?? false),
    yes_facts: shown?.yes_facts ?? [],
    ...cardCondition(is_closed_for_good, conditions.get(row.id) ?? []),
  };
};

/**
 * Open right now in Hamburg by its hours, unless a current report says the place is closed
 * (decisions/031): the "open now" filter and badge agree with the card's closure badge.
 */
const isOpenRightNow = (id: string, openingHours: string | null, conditions: CardConditions): boolean =>
  !cardCondition(false, conditions.get(id) ?? []).is_closed && isOpenNow(openingHours) === true;

/** A card's distance from the position in whole metres (undefined for a place without coordinates). */
const distanceMetres = (
  from: { lat: number; lng: number },
  { latitude, longitude }: Pick<ListRow, "latitude" | "longitude">,
): number | undefined =>
  latitude !== null && longitude !== null
    ? Math.round(haversineMetres([from.lng, from.lat], [longitude, latitude]))
    : undefined;

/**
 * A card with open-now (false for a closed place whatever its hours say) and, when a position is given,
 * the distance to it in whole metres.
 */
export function toListCard(
  row: ListRow,
  extras: CardExtras,
  from?: { lat: number; lng: number },
): TPlaceCard {
  const { latitude: _latitude, longitude: _longitude, opening_hours, ...card } = row;
  const distance = from && distanceMetres(from, row);
  const placeCard = toPlaceCard(card, extras);
  return {
    ...placeCard,
    is_open_now: placeCard.is_closed ? false : isOpenNow(opening_hours),
    ...(distance !== undefined ? { distance_m: distance } : {}),
  };
}

/** Loads cards by id, in the given order (ids that no longer exist are skipped). */
export async function findCardsByIds(
  db: Db,
  ids: readonly string[],
  options: { from?: { lat: number; lng: number } | undefined } = {},
): Promise<TPlaceCard[]> {
  if (ids.length === 0) return [];
  const [rows, extras] = await Promise.all([
    db
      .select(listColumns)
      .from(places)
      .where(inArray(places.id, [...ids])),
    findCardExtras(db),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListCard(row, extras, options.from)] : [];
  });
}

const positionOf = (filters: TPlaceFilters) =>
  filters.lat !== undefined && filters.lng !== undefined ? { lat: filters.lat, lng: filters.lng } : undefined;

/** The list query's filters, without position, order and page, and their key in the caches. */
function filtersOf(query: TPlaceListQuery): { filters: TPlaceFilters; filterKey: string } {
  const { lat: _lat, lng: _lng, sort: _sort, limit: _limit, offset: _offset, ...filters } = query;
  return { filters, filterKey: JSON.stringify(filters) };
}

/**
 * The places' search index (lib/search-index.ts; decision 015) and the list row of every place in it
 * (every listed place), so a list asked for by text alone needs no query.
 */
type PlaceSearch = { index: SearchIndex; rows: Map<string, ListRow> };

async function loadPlaceSearch(db: Db): Promise<PlaceSearch> {
  const [rows, facts] = await Promise.all([
    db.select({ card: listColumns, search: placeSearchColumns }).from(places).where(isListed),
    findCardFacts(db),
  ]);
  return {
    index: await buildSearchIndex(
      PLACE_SEARCH_FIELDS,
      rows.map((row) => toPlaceSearchDocument(row.search, facts.get(row.search.id)?.yes_facts ?? [])),
    ),
    rows: new Map(rows.map((row) => [row.card.id, row.card])),
  };
}

/**
 * The places' search index, one per app. It is used for this long past its time to live while a new
 * one is built, so no search waits for a build (~0.1–0.3 s) unless a write to places or tags came
 * first. The price: a change made past the API (a script) shows in text searches one search after
 * the time to live.
 */
const placeIndex = defineReadCache({
  topics: ["places", "tags"],
  ttlMs: READ_CACHE_TTL_MS,
  max: 1,
  staleMs: 60 * 60_000,
});

/** The places' search index, built once per write to places for everyone (placeIndex). */
function placeSearch(db: Db): Promise<PlaceSearch> {
  return placeIndex(db).get("places:search", () => loadPlaceSearch(db));
}

/**
 * Whether the list is asked for by its search text alone, best match first (a position only adds the
 * distances): then findPlaces answers it from the search index, without a query.
 */
export const isAnsweredByIndex = (query: TPlaceListQuery): boolean =>
  !!query.q &&
  [query.type, query.tag, query.age, query.fact].every((values) => queryList(values).length === 0) &&
  !query.open_now &&
  !query.station_wheelchair &&
  (query.sort ?? "relevance") === "relevance";

function orderFor(query: TPlaceListQuery, plan: PlacePlan): SQL[] {
  const sort = query.sort ?? (plan.matches ? "relevance" : "recommended");
  // No tie-breaker after the distance: only a single ORDER BY term lets the point index serve it (KNN).
  if (sort === "distance") return [nearestFirst(query.lat!, query.lng!)];
  if (sort === "relevance" && plan.matches) return [byRelevance(plan.matches, places.id)];
  if (sort === "rating") {
    return [
      sql`${places.rating} DESC NULLS LAST`,
      desc(places.review_count),
      desc(places.created_at),
      sql`${places.id}`,
    ];
  }
  if (sort === "newest") return [desc(places.created_at), sql`${places.id}`];
  // "recommended": what parents can learn most about first (facts answered, photos; migration 0017).
  return [desc(places.family_score), desc(places.created_at), sql`${places.id}`];
}

/** Above this many matches a nearest-first list asks the point index instead (memory; see nearest.ts). */
export const NEAR_SET_MAX = 25_000;

/** How many places match a filter set, per way of matching its text (countMatches). */
const placeTotals = defineReadCache({ topics: ["places", "tags"], ttlMs: READ_CACHE_TTL_MS, max: 2000 });

/**
 * The filter sets' matches of nearest-first lists (nearest.ts). A set holds up to NEAR_SET_MAX places
 * (about 15 MB at most), so few are kept: enough for the filter sets in use at one time, bounded even
 * on a city of 50,000 places.
 */
const nearSets = defineReadCache({ topics: ["places", "tags"], ttlMs: READ_CACHE_TTL_MS, max: 16 });

/**
 * Lists places matching the filters (see filters.ts) in the order `sort` asks (PLACE_SORTS): by default
 * best text match first with `q`, else the places parents can learn most about first; `open_now` keeps
 * places whose opening hours say open right now in Hamburg. A list asked for by text alone is answered
 * from the search index (placeSearch) without a query; with other filters the database filters and
 * orders the index's matches.
 *
 * The total depends on the filters alone, not on the position, order or page, and counting every match
 * is the costly part on a large table (50,000 places: most of a request), so it is counted once per
 * filter set (placeTotals) for all visitors asking near where they are. Nearest-first lists are usually
 * answered by findNearestPlacesJson instead.
 * @returns the page and the total number of matching places
 * @throws AppError BAD_REQUEST for an unknown tag
 */
export async function findPlaces(db: Db, query: TPlaceListQuery): Promise<TPlaceList> {
  const from = positionOf(query);
  const { filterKey } = filtersOf(query);
  const search = query.q ? await placeSearch(db) : undefined;
  const [plans, extras] = await Promise.all([placePlans(db, query, search?.index), findCardExtras(db)]);
  const fromIndex = search && isAnsweredByIndex(query);
  return firstWithResults(plans, async (plan, way) => {
    if (fromIndex && plan.matches) {
      // The index holds the listed places alone, so its matches are the answer, in order.
      const pageIds = plan.matches.slice(query.offset, query.offset + query.limit);
      return {
        items: pageIds.map((id) => toListCard(search.rows.get(id)!, extras, from)),
        total: plan.matches.length,
      };
    }
    const order = orderFor(query, plan);
    if (query.open_now) {
      // Opening hours are evaluated in JavaScript: read the ids and hours of every candidate in order
      // (only places with hours can be open), keep the open ones (not reported closed), then load the
      // page's cards.
      const candidates = await db
        .select({ id: places.id, opening_hours: places.opening_hours })
        .from(places)
        .where(and(...plan.conditions, isNotNull(places.opening_hours)))
        .orderBy(...order);
      const openIds = candidates
        .filter((candidate) => isOpenRightNow(candidate.id, candidate.opening_hours, extras.conditions))
        .map((candidate) => candidate.id);
      const pageIds = openIds.slice(query.offset, query.offset + query.limit);
      return { items: await findCardsByIds(db, pageIds, { from }), total: openIds.length };
    }
    const where = plan.conditions.length > 0 ? and(...plan.conditions) : undefined;
    if (plan.matches) {
      // A text search orders every match anyway, so the page counts them in the same query: one trip
      // to the database instead of two (decision 015).
      const ranked = await db
        .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(places)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(query.offset);
      // Past the last match no row carries the count: count them apart (rare: a hand-made offset).
      const total =
        ranked[0]?.total ?? (query.offset > 0 ? await countMatches(db, where, `${way}:${filterKey}`) : 0);
      return { items: ranked.map(({ total: _total, ...row }) => toListCard(row, extras, from)), total };
    }
    const [rows, total] = await Promise.all([
      db
        .select(listColumns)
        .from(places)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(query.offset),
      countMatches(db, where, `${way}:${filterKey}`),
    ]);
    return { items: rows.map((row) => toListCard(row, extras, from)), total };
  });
}

/** How many places match `where`, counted once per filter set and plan (`key`; placeTotals). */
function countMatches(db: Db, where: SQL | undefined, key: string): Promise<number> {
  return placeTotals(db).get(
    `places:total:${key}`,
    async () => (await db.select({ total: count() }).from(places).where(where))[0]?.total ?? 0,
  );
}

/**
 * A matching place in a near set: its card as JSON without the closing brace, the two fields that
 * change with the moment and the position appended per answer (findNearestPlacesJson), and what they are
 * computed from.
 */
type NearMatch = Pick<ListRow, "latitude" | "longitude" | "opening_hours"> &
  Pick<TPlaceCard, "is_closed"> & { cardJson: string };

/**
 * The places matching the filters as a near set (nearest.ts): those of the first way of matching the
 * text that finds any, as findPlaces picks it. Null when they are more than NEAR_SET_MAX, for the point
 * index to order instead.
 */
async function loadNearSet(
  db: Db,
  filters: TPlaceFilters,
  filterKey: string,
): Promise<NearSet<NearMatch> | null> {
  const search = filters.q ? await placeSearch(db) : undefined;
  let way = 0;
  for (const plan of await placePlans(db, filters, search?.index)) {
    const where = plan.conditions.length > 0 ? and(...plan.conditions) : undefined;
    const total = await countMatches(db, where, `${way++}:${filterKey}`);
    if (total > NEAR_SET_MAX) return null;
    if (total === 0) continue;
    const [rows, extras] = await Promise.all([
      db.select(listColumns).from(places).where(where).orderBy(desc(places.created_at), places.id),
      findCardExtras(db),
    ]);
    return toNearSet(
      rows.map(({ latitude, longitude, opening_hours, ...row }) => {
        const card = toPlaceCard(row, extras);
        return {
          latitude,
          longitude,
          opening_hours,
          is_closed: card.is_closed,
          cardJson: JSON.stringify(card).slice(0, -1),
        };
      }),
    );
  }
  return toNearSet([]);
}

/**
 * A nearest-first list (`sort=distance` with lat/lng, without open_now) as its JSON answer, from the
 * filter set's matches read once (nearest.ts): a new position costs no query, and each card's JSON is
 * written once per set rather than per answer (on a page of 20 cards, building and serialising the
 * objects took a quarter of a request). The answer is findPlaces' for the same query, field for field.
 * @returns the JSON of a TPlaceList, or null when findPlaces must answer (open_now, or too many matches)
 * @throws AppError BAD_REQUEST for an unknown tag
 */
export async function findNearestPlacesJson(db: Db, query: TPlaceListQuery): Promise<string | null> {
  const from = positionOf(query);
  if (query.sort !== "distance" || !from || query.open_now) return null;
  const { filters, filterKey } = filtersOf(query);
  const set = await nearSets(db).get(`places:near:${filterKey}`, () => loadNearSet(db, filters, filterKey));
  if (!set) return null;
  const cards = nearestPage(set, from, query.offset, query.limit).map((match) => {
    const distance = distanceMetres(from, match);
    const open = JSON.stringify(match.is_closed ? false : isOpenNow(match.opening_hours));
    return `${match.cardJson},"is_open_now":${open}${distance === undefined ? "" : `,"distance_m":${distance}`}}`;
  });
  return `{"items":[${cards.join(",")}],"total":${set.rows.length}}`;
}

/**
 * How many listed places each type has (`GET /api/places/types`), types without any left out, most
 * first (then by type), so the /places filter offers only chips that find something.
 */
export async function countPlaceTypes(db: Db): Promise<TPlaceTypeCounts> {
  const rows = await db
    .select({ type: places.type, count: count() })
    .from(places)
    .where(isListed)
    .groupBy(places.type)
    .orderBy(desc(count()), places.type);
  return {
    items: rows.flatMap((row) =>
      (PLACE_TYPES as readonly string[]).includes(row.type)
        ? [{ type: row.type as TPlace["type"], count: row.count }]
        : [],
    ),
  };
}

/** Most markers one map answer carries; beyond it the map asks the visitor to narrow the filters. */
export const MAP_POINTS_MAX = 3000;

/**
 * The markers for the filtered list (decision 008): every matching place with coordinates, nearest first when
 * a position is given, else newest first, up to MAP_POINTS_MAX.
 */
export async function findPlacePoints(db: Db, filters: TPlaceFilters): Promise<TPlacePoints> {
  const search = filters.q ? await placeSearch(db) : undefined;
  return firstWithResults(await placePlans(db, filters, search?.index), (plan) =>
    findPlanPoints(db, filters, plan),
  );
}

async function findPlanPoints(db: Db, filters: TPlaceFilters, plan: PlacePlan): Promise<TPlacePoints> {
  const conditions = [
    ...plan.conditions,
    isNotNull(places.latitude),
    isNotNull(places.longitude),
    ...(filters.open_now ? [isNotNull(places.opening_hours)] : []),
  ];
  const from = positionOf(filters);
  const select = db
    .select({
      id: places.id,
      name: places.name,
      type: places.type,
      latitude: places.latitude,
      longitude: places.longitude,
      opening_hours: places.opening_hours,
    })
    .from(places)
    .where(and(...conditions))
    .orderBy(...(from ? [nearestFirst(from.lat, from.lng)] : [desc(places.created_at), places.id]));
  let rows: Awaited<typeof select>;
  let total: number;
  if (filters.open_now) {
    const reported = await findCardConditions(db);
    rows = (await select).filter((row) => isOpenRightNow(row.id, row.opening_hours, reported));
    total = rows.length;
  } else {
    const [limited, totals] = await Promise.all([
      select.limit(MAP_POINTS_MAX),
      db
        .select({ total: count() })
        .from(places)
        .where(and(...conditions)),
    ]);
    rows = limited;
    total = totals[0]?.total ?? 0;
  }
  return {
    items: rows.slice(0, MAP_POINTS_MAX).map(({ opening_hours: _hours, ...row }) => ({
      ...row,
      type: row.type as TPlace["type"],
      latitude: row.latitude!,
      longitude: row.longitude!,
    })),
    total,
    is_truncated: total > MAP_POINTS_MAX,
  };
}

const {
  updated_at: _updatedAt,
  review_count: _reviewCount,
  photo_url: _photoUrl,
  ...placeColumns
} = getTableColumns(places);

/**
 * One place by id, with the id of the café profile it comes from (`cafe_id`, decisions/010) and this
 * week's opening hours in Hamburg (`opening_hours_week`), and its parents' visible photos most-liked first
 * (`photos`; the first is the image when nobody chose one), and the nearest U- and S-Bahn stations
 * (`stations`, ./stations.ts).
 * @throws AppError NOT_FOUND with the spec's text 'Place not found' (spec 01 §8)
 */
export async function getPlace(db: Db, id: string): Promise<TPlaceDetail> {
  const [row] = await db
    .select({
      ...placeColumns,
      rating: placeRatingSql,
      is_checked_by_parents: isCheckedByParentsSql,
      cafe_id: cafeProfiles.id,
    })
    .from(places)
    .leftJoin(cafeProfiles, eq(cafeProfiles.place_id, places.id))
    .where(eq(places.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND);
  // Asked together: on PostgreSQL they run side by side (PGlite queues them anyway).
  const [photos, facts, conditionReports, nearbyStations] = await Promise.all([
    findPlacePhotos(db, id),
    findPlaceFacts(db, id),
    findConditionReports(db, id),
    findNearbyStations(db, row),
  ]);
  return {
    ...row,
    type: row.type as TPlace["type"],
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
    opening_hours_week: openingHoursWeek(row.opening_hours),
    facts,
    condition_reports: conditionReports,
    // The chosen image, else the most-liked photo at detail size (decision 018; cards show its card size).
    image_url: row.image_url ?? photos[0]?.url ?? null,
    photos,
    stations: nearbyStations,
  };
}
