/**
 * Builds `data/hamburg/stadtteile.json`: the 104 Stadtteile with a simplified MultiPolygon for runtime
 * point-in-polygon (Stadtteil of an address) and the offline gazetteer, and `data/hamburg/city.json`:
 * the city's outline, simplified the same way, which `npm run data:refresh` asks Overpass within.
 * Source: ALKIS Verwaltungsgrenzen via Open Data Product (see
 * `../shared/data/hamburg-boundaries/SOURCE.md`), dl-de/by-2-0.
 */
import {
  bboxOfMultiPolygon,
  pointInMultiPolygon,
  representativePoint,
  roundMultiPolygon,
  roundPosition,
  simplifyMultiPolygon,
  type BBox,
  type MultiPolygonCoords,
  type Position,
} from "#shared/geo.js";
import type { Stadtteil } from "./boundaries.js";

/** Douglas–Peucker tolerance in metres (brief: 20–30 m; 20 m gives ~125 KB for all 104, far under the ~400 KB budget). */
export const SIMPLIFY_TOLERANCE_M = 20;
/** Coordinate decimals in stadtteile.json (5 ≈ 1.1 m at Hamburg's latitude). */
export const GEOMETRY_DECIMALS = 5;

/** One entry of stadtteile.json (field order = output order). */
export type StadtteilRecord = {
  id: string;
  name: string;
  bezirk: string;
  bezirk_id: string;
  /** `[lat, lon]`, a point inside the simplified polygon. */
  center: [number, number];
  /** `[minLon, minLat, maxLon, maxLat]` of the simplified geometry. */
  bbox: BBox;
  geometry: { type: "MultiPolygon"; coordinates: MultiPolygonCoords };
};

/** Simplifies, rounds and annotates one Stadtteil. Throws if the centre would not be inside. */
export function buildStadtteilRecord(s: Stadtteil, toleranceMetres = SIMPLIFY_TOLERANCE_M): StadtteilRecord {
  const coordinates = roundMultiPolygon(simplifyMultiPolygon(s.geometry, toleranceMetres), GEOMETRY_DECIMALS);
  const point = representativePoint(coordinates);
  if (!point) throw new Error(`No representative point for ${s.name}`);
  let centre = roundPosition(point, GEOMETRY_DECIMALS);
  if (!pointInMultiPolygon(centre, coordinates) || !pointInMultiPolygon(centre, s.geometry)) {
    centre = roundPosition(point, 6);
  }
  if (!pointInMultiPolygon(centre, coordinates))
    throw new Error(`Centre of ${s.name} is outside its polygon`);
  return {
    id: s.id,
    name: s.name,
    bezirk: s.bezirk,
    bezirk_id: s.bezirkId,
    center: [centre[1], centre[0]],
    bbox: bboxOfMultiPolygon(coordinates),
    geometry: { type: "MultiPolygon", coordinates },
  };
}

/** city.json: Hamburg's outline (field order = output order). */
export type CityRecord = {
  name: "Hamburg";
  /** `[minLon, minLat, maxLon, maxLat]` of the simplified geometry. */
  bbox: BBox;
  geometry: { type: "MultiPolygon"; coordinates: MultiPolygonCoords };
};

/** Simplifies and rounds the city outline like the Stadtteile (its hole stays a hole). */
export function buildCityRecord(
  outline: MultiPolygonCoords,
  toleranceMetres = SIMPLIFY_TOLERANCE_M,
): CityRecord {
  const coordinates = roundMultiPolygon(simplifyMultiPolygon(outline, toleranceMetres), GEOMETRY_DECIMALS);
  return {
    name: "Hamburg",
    bbox: bboxOfMultiPolygon(coordinates),
    geometry: { type: "MultiPolygon", coordinates },
  };
}

/** Counts how many of `points` fall into a different (or no) Stadtteil with the simplified polygons. */
export function simplificationMismatches(
  records: readonly StadtteilRecord[],
  points: ReadonlyArray<{ position: Position; stadtteilId: string }>,
): { different: number; none: number } {
  let different = 0;
  let none = 0;
  for (const { position, stadtteilId } of points) {
    const hit = records.find((r) => pointInMultiPolygon(position, r.geometry.coordinates));
    if (!hit) none++;
    else if (hit.id !== stadtteilId) different++;
  }
  return { different, none };
}
