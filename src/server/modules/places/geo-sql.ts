/**
 * Distance in SQL over the planar point indexes `places_point_idx` and `stations_point_idx` (schema.ts,
 * PLACE_LONGITUDE_SCALE): nearest-first ordering (GiST KNN) and "within r metres" (GiST containment).
 * The expression must stay exactly the index's, or PostgreSQL cannot use the index.
 */
import { sql, type SQL } from "drizzle-orm";
import { PLACE_LONGITUDE_SCALE } from "#server/db/schema.js";

/** Metres per degree of latitude (mean earth radius 6,371,008.8 m). */
const METRES_PER_DEGREE = 111_195;

const placePoint = sql.raw(
  `point("places"."longitude" * ${PLACE_LONGITUDE_SCALE}::double precision, "places"."latitude")`,
);

const stationPoint = sql.raw(
  `point("stations"."longitude" * ${PLACE_LONGITUDE_SCALE}::double precision, "stations"."latitude")`,
);

const pointAt = (latitude: number, longitude: number): SQL =>
  sql`point(${longitude * PLACE_LONGITUDE_SCALE}::double precision, ${latitude}::double precision)`;

/**
 * ORDER BY term: nearest to the position first (places without coordinates last). Use it as the only
 * ORDER BY term: a tie-breaker after it keeps PostgreSQL from reading the index in distance order.
 */
export const nearestFirst = (latitude: number, longitude: number): SQL =>
  sql`${placePoint} <-> ${pointAt(latitude, longitude)}`;

/** WHERE term: within `metres` of the position. */
export const withinMetres = (latitude: number, longitude: number, metres: number): SQL =>
  sql`${placePoint} <@ circle(${pointAt(latitude, longitude)}, ${metres / METRES_PER_DEGREE}::double precision)`;

/** WHERE term over `stations`: the station is within `metres` of the position. */
export const stationWithinMetres = (latitude: number, longitude: number, metres: number): SQL =>
  sql`${stationPoint} <@ circle(${pointAt(latitude, longitude)}, ${metres / METRES_PER_DEGREE}::double precision)`;

/**
 * WHERE term over `places`: a station with OSM `wheelchair=yes` lies within `metres` of the place (an
 * index lookup in `stations_point_idx` per place); false for places without coordinates.
 */
export const stepFreeStationWithinMetres = (metres: number): SQL =>
  sql`EXISTS (SELECT 1 FROM "stations" WHERE "stations"."wheelchair" = 'yes' AND ${stationPoint} <@ circle(${placePoint}, ${metres / METRES_PER_DEGREE}::double precision))`;
