import { z } from "zod";
import { CONDITION_KINDS } from "../condition-reports.js";
import { PLACE_AGE_GROUPS, PLACE_TYPES } from "../constants.js";
import { FACT_FILTERS, FILTER_FACT_KEYS, type FactFilter, type YesFactKey } from "../family-facts.js";
import { ZConditionReport } from "./condition-reports.js";
import { ZPlaceFact } from "./facts.js";
import { ZRating } from "./reviews.js";
import { ZPlacePhoto } from "./place-photos.js";
import { ZPageQuery, zPage, zQueryFlag, zQueryList, ZSearchText } from "./common.js";
import { STATION_LINES, STATION_WHEELCHAIR } from "../stations.js";

/** A place as the API returns it (spec 01 §3 "place", plus the geodata of data/hamburg/SOURCE.md). */
export const ZPlace = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(PLACE_TYPES),
  /** The parents' reviews: average and count (decision 017); null without reviews. */
  rating: ZRating.nullable(),
  address: z.string(),
  /**
   * What tells the place apart when its address does not: a nearby street, park or named place from the
   * open data, shown as "Nähe Gaußstraße" (docs/decisions/039-names-parents-recognise.md); null otherwise.
   */
  locality_hint: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  age_recommendations: z.array(z.string()),
  offers_courses: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  stadtteil: z.string().nullable(),
  bezirk: z.string().nullable(),
  opening_hours: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  osm_id: z.string().nullable(),
  source: z.string(),
  licence: z.string().nullable(),
  is_checked_by_parents: z.boolean(),
  /** How many of the 6 family features a café profile has ('n/6 Features'); null for other places. */
  family_feature_count: z.number().int().nullable(),
  /** The café profile this place comes from (source 'cafe-profile', decisions/010), for /cafe/{id}; else null. */
  cafe_id: z.uuid().nullable(),
  created_at: z.string(),
  /** When an admin confirmed the place closed for good; null while it is open. */
  closed_at: z.string().nullable(),
});
export type TPlace = z.infer<typeof ZPlace>;

const ZClockTime = z.string().regex(/^\d{2}:\d{2}$/);

/**
 * Opening hours for the current week in Hamburg, read from `opening_hours` on the server (decision 008), so a
 * browser needs no 113 kB parser to show them. Times are Hamburg wall-clock "HH:MM"; a span that runs to
 * midnight ends at "24:00". `today` and `open_state` are as of the answer; the page works them out again from
 * the spans with its own clock.
 */
export const ZOpeningHoursWeek = z.object({
  /** Monday first, seven days, "YYYY-MM-DD". */
  days: z.array(
    z.object({
      date: z.string(),
      spans: z.array(
        z.object({
          from: ZClockTime,
          to: ZClockTime,
          /** Open "unknown" in OpenStreetMap's sense: by appointment, or to be confirmed. */
          is_unknown: z.boolean(),
          comment: z.string().nullable(),
        }),
      ),
    }),
  ),
  today: z.string(),
  open_state: z.enum(["open", "closed", "unknown"]),
});
export type TOpeningHoursWeek = z.infer<typeof ZOpeningHoursWeek>;
export type TOpenState = TOpeningHoursWeek["open_state"];

/**
 * A U- or S-Bahn station near a place (OSM `railway=station`; docs/decisions/043-stations-nearby.md),
 * shown as "U Feldstraße · ca. 350 m · stufenlos".
 */
export const ZNearbyStation = z.object({
  /** "node/<id>". */
  osm_id: z.string(),
  name: z.string(),
  /** OSM `station`: "subway" (U-Bahn) or "light_rail" (S-Bahn). */
  station: z.enum(STATION_LINES),
  /** OSM `wheelchair`: "yes" is step-free; null when OpenStreetMap does not say. */
  wheelchair: z.enum(STATION_WHEELCHAIR).nullable(),
  /** Estimated walk in metres: straight line × detour factor, rounded up to 50 m (src/shared/stations.ts). */
  walking_distance_m: z.number().int(),
});
export type TNearbyStation = z.infer<typeof ZNearbyStation>;

/**
 * One place as `GET /api/places/:id` returns it: with its week's opening hours when they can be read,
 * its answered family facts (decision 016) in display order, and its current condition reports.
 */
export const ZPlaceDetail = ZPlace.extend({
  opening_hours_week: ZOpeningHoursWeek.nullable(),
  facts: z.array(ZPlaceFact),
  condition_reports: z.array(ZConditionReport),
  /** Parents' visible photos (decision 018), most-liked first. */
  photos: z.array(ZPlacePhoto),
  /** The nearest U-Bahn, then the nearest S-Bahn station within an estimated 1.5 km walk. */
  stations: z.array(ZNearbyStation),
});
export type TPlaceDetail = z.infer<typeof ZPlaceDetail>;

/** The fields a place card needs; list endpoints return these to keep payloads small. */
export const ZPlaceCard = ZPlace.pick({
  id: true,
  name: true,
  type: true,
  rating: true,
  address: true,
  locality_hint: true,
  image_url: true,
  features: true,
  tags: true,
  stadtteil: true,
  is_checked_by_parents: true,
  family_feature_count: true,
}).extend({
  /**
   * What the card says of the place's state (cardCondition; decisions/031): "permanently_closed" for a
   * place an admin closed for good (only favourites still list it), else the most pressing kind of its
   * current condition reports, or null.
   */
  condition: z.enum(CONDITION_KINDS).nullable(),
  /** Closed: for good, or for now by a current closure report (CLOSURE_KINDS); then not open now either. */
  is_closed: z.boolean(),
  /** The family facts shown as "yes" (decision 016: icons on the card), in FAMILY_FACTS order. */
  yes_facts: z.array(z.enum(FILTER_FACT_KEYS as [YesFactKey, ...YesFactKey[]])),
  /** Metres from the position the list was asked for (`lat`/`lng`), when one was given. */
  distance_m: z.number().optional(),
  /** Open right now in Hamburg; null when the hours are unknown (decision 008). */
  is_open_now: z.boolean().nullable().optional(),
});
export type TPlaceCard = z.infer<typeof ZPlaceCard>;

/**
 * List orders: what parents can learn most about first — family facts answered and photos (decision 019;
 * the default without a text or a position, decisions/019), newest first (spec 01 §7), nearest first
 * (needs lat/lng), best text match first (needs q, its default), best rated first (decision 017: average,
 * then number of reviews; places without reviews last).
 */
export const PLACE_SORTS = ["recommended", "newest", "distance", "relevance", "rating"] as const;
export type PlaceSort = (typeof PLACE_SORTS)[number];

/**
 * The /places filters (spec 01 §3 option lists, §5 "Filter logic"), shared by the list and the map:
 * types match exactly; `tag` (an active place tag's German name, `GET /api/tags`) matches a place whose
 * tags or features carry the tag in either language; ages match a place recommended for any of them or
 * for "all ages". Several values of one filter widen it (any), different filters narrow (all); facts
 * (decision 016) and a step-free station nearby always narrow. Unknown values are refused with 400.
 */
export const placeFilterShape = {
  type: zQueryList(z.enum(PLACE_TYPES)),
  tag: zQueryList(z.string().trim().min(1).max(60)),
  age: zQueryList(z.enum(PLACE_AGE_GROUPS)),
  /** Family facts shown as "yes" (decision 016); several narrow the list (all must hold). */
  fact: zQueryList(z.enum(FACT_FILTERS as [FactFilter, ...FactFilter[]])),
  q: ZSearchText.optional(),
  /**
   * "yes": only places with a step-free station (OSM `wheelchair=yes`) within an estimated walk of
   * STEP_FREE_STATION_WALK_M (src/shared/stations.ts: 500 m; docs/decisions/043-stations-nearby.md).
   */
  station_wheelchair: z.literal("yes").optional(),
  /** Only places open right now in Hamburg (evaluated on the server from opening_hours). */
  open_now: zQueryFlag.optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
};

const hasBothOrNoCoordinates = (query: { lat?: number | undefined; lng?: number | undefined }) =>
  (query.lat === undefined) === (query.lng === undefined);
const coordinatesMessage = { message: "lat and lng must be given together", path: ["lat"] };

export const ZPlaceFilters = z.object(placeFilterShape).refine(hasBothOrNoCoordinates, coordinatesMessage);
export type TPlaceFilters = z.infer<typeof ZPlaceFilters>;

/** `GET /api/places`: the filters, an order and paging. */
export const ZPlaceListQuery = z
  .object({ ...ZPageQuery.shape, ...placeFilterShape, sort: z.enum(PLACE_SORTS).optional() })
  .refine(hasBothOrNoCoordinates, coordinatesMessage)
  .refine((query) => query.sort !== "distance" || query.lat !== undefined, {
    message: "sort=distance needs lat and lng",
    path: ["sort"],
  })
  .refine((query) => query.sort !== "relevance" || query.q !== undefined, {
    message: "sort=relevance needs q",
    path: ["sort"],
  });
export type TPlaceListQuery = z.infer<typeof ZPlaceListQuery>;

export const ZPlaceList = zPage(ZPlaceCard);
export type TPlaceList = z.infer<typeof ZPlaceList>;

/** A marker on the map: where a place is and what to call it (decision 008). */
export const ZPlacePoint = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(PLACE_TYPES),
  latitude: z.number(),
  longitude: z.number(),
});
export type TPlacePoint = z.infer<typeof ZPlacePoint>;

/** `GET /api/places/map`: every matching place with coordinates, up to a cap (`is_truncated` beyond it). */
export const ZPlacePoints = z.object({
  items: z.array(ZPlacePoint),
  total: z.number().int(),
  is_truncated: z.boolean(),
});
export type TPlacePoints = z.infer<typeof ZPlacePoints>;

/**
 * `GET /api/places/types`: how many listed places each type has, only types that have any, most first.
 * The /places filter shows a type's chip only when it would find something.
 */
export const ZPlaceTypeCounts = z.object({
  items: z.array(z.object({ type: z.enum(PLACE_TYPES), count: z.number().int().positive() })),
});
export type TPlaceTypeCounts = z.infer<typeof ZPlaceTypeCounts>;
