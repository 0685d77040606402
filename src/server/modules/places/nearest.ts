/**
 * Nearest-first lists without a database query per position (decision 013; the bench's near-me target). Which
 * places match a filter set does not depend on where the visitor stands, so the matches are read once per
 * filter set (and kept in `nearSets`, places/service.ts); every position then only orders them. The order is
 * the database's: the planar distance of the point index (geo-sql.ts, PLACE_LONGITUDE_SCALE), places without
 * coordinates last.
 */
import Flatbush from "flatbush";
import { PLACE_LONGITUDE_SCALE } from "#server/db/schema.js";

/** What a set needs of a place: its coordinates (null when unknown). */
type Located = { latitude: number | null; longitude: number | null };

/** The places matching one filter set, with a spatial index over those with coordinates. */
export type NearSet<Row extends Located> = {
  /**
   * Places with coordinates first (item `i` of `index` is `rows[i]`), then those without, in the order
   * given.
   */
  rows: Row[];
  /**
   * A static R-tree (flatbush) over the located rows' index coordinates, longitude × PLACE_LONGITUDE_SCALE
   * and latitude, so its planar distance is the database's; undefined when no row has coordinates.
   */
  index: Flatbush | undefined;
};

/** Builds the set from the matching places in the order places without coordinates should keep. */
export function toNearSet<Row extends Located>(matches: readonly Row[]): NearSet<Row> {
  const located = matches.filter((row) => row.latitude !== null && row.longitude !== null);
  const unlocated = matches.filter((row) => row.latitude === null || row.longitude === null);
  let index: Flatbush | undefined;
  if (located.length > 0) {
    index = new Flatbush(located.length);
    for (const row of located) index.add(row.longitude! * PLACE_LONGITUDE_SCALE, row.latitude!);
    index.finish();
  }
  return { rows: [...located, ...unlocated], index };
}

/**
 * One page of the set, nearest to the position first: the `offset + limit` nearest come from the
 * R-tree's k-nearest-neighbour search (best-first, so its cost follows the page, not the set's size),
 * then the page is cut from them. Places at the same distance come in no particular order.
 */
export function nearestPage<Row extends Located>(
  set: NearSet<Row>,
  from: { lat: number; lng: number },
  offset: number,
  limit: number,
): Row[] {
  const located = set.index?.numItems ?? 0;
  const wanted = Math.min(offset + limit, set.rows.length);
  const nearCount = Math.min(wanted, located);
  const nearest =
    set.index && nearCount > 0
      ? set.index.neighbors(from.lng * PLACE_LONGITUDE_SCALE, from.lat, nearCount)
      : [];
  const order = [...nearest, ...range(located, wanted)];
  return order.slice(offset, wanted).map((index) => set.rows[index]!);
}

const range = (start: number, end: number): number[] =>
  Array.from({ length: Math.max(0, end - start) }, (_, index) => start + index);
