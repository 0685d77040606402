/**
 * Geometry for WGS84 lon/lat data, on Turf (@turf/*) and Mapbox's polylabel: point in polygon, bounding
 * box, area, distance to a boundary, simplification, rounding and a label point inside a polygon; plus
 * the haversine distance the places list computes for every row (kept: faster than @turf/distance on
 * that hot path, see haversineMetres).
 *
 * Used by the data import (`scripts/data-import`) and by the server (Stadtteil of an address, distances).
 * Imports nothing from Node or the DOM. Coordinates follow GeoJSON order: `[lon, lat]` (RFC 7946
 * §3.1.1). Polygons are GeoJSON polygons: the first ring is the outer boundary, the others are holes;
 * rings are closed (first position repeated at the end).
 */
import { area } from "@turf/area";
import { bbox } from "@turf/bbox";
import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import { pointToLineDistance } from "@turf/point-to-line-distance";
import { simplify } from "@turf/simplify";
import { truncate } from "@turf/truncate";
import type { MultiPolygon } from "geojson";
import polylabel from "polylabel";

/** A GeoJSON position: `[longitude, latitude]` in degrees (WGS84). */
export type Position = readonly [number, number];
/** A closed linear ring (first position equals the last). */
export type Ring = readonly Position[];
/** GeoJSON Polygon coordinates: outer ring, then holes. */
export type PolygonCoords = readonly Ring[];
/** GeoJSON MultiPolygon coordinates. */
export type MultiPolygonCoords = readonly PolygonCoords[];
/** `[minLon, minLat, maxLon, maxLat]` (RFC 7946 §5). */
export type BBox = readonly [number, number, number, number];

/** Mean earth radius in metres (IUGG), as used by the haversine formula. */
const EARTH_RADIUS_M = 6_371_008.8;

const DEG = Math.PI / 180;

/** Metres per degree of latitude (and of longitude on the equator). */
const METRES_PER_DEGREE = EARTH_RADIUS_M * DEG;

/** Turf takes plain GeoJSON; our coordinate types are read-only views of the same arrays. */
const toMultiPolygon = (coordinates: MultiPolygonCoords): MultiPolygon => ({
  type: "MultiPolygon",
  coordinates: coordinates as unknown as MultiPolygon["coordinates"],
});

/**
 * Great-circle distance in metres between two positions (haversine formula). Own code on purpose: the
 * places list computes one per card, and this takes ~42 ns a call against ~143 ns for @turf/distance
 * (10 million Hamburg pairs, Node 20; docs/architecture.md "Home-made pieces").
 */
export function haversineMetres(a: Position, b: Position): number {
  const dLat = (b[1] - a[1]) * DEG;
  const dLon = (b[0] - a[0]) * DEG;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * DEG) * Math.cos(b[1] * DEG) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when `p` is inside (or on the edge of) any polygon of the MultiPolygon, holes excluded. */
export const pointInMultiPolygon = (p: Position, multiPolygon: MultiPolygonCoords): boolean =>
  booleanPointInPolygon([p[0], p[1]], toMultiPolygon(multiPolygon));

/** Bounding box of a MultiPolygon. */
export const bboxOfMultiPolygon = (multiPolygon: MultiPolygonCoords): BBox =>
  bbox(toMultiPolygon(multiPolygon)) as unknown as BBox;

/** True when `p` lies inside or on the edge of the bounding box. */
export function bboxContains(box: BBox, p: Position): boolean {
  return p[0] >= box[0] && p[0] <= box[2] && p[1] >= box[1] && p[1] <= box[3];
}

/** Shortest geodesic distance in metres from `p` to any ring of the MultiPolygon, inside or outside. */
export function distanceToBoundaryMetres(p: Position, multiPolygon: MultiPolygonCoords): number {
  let best = Infinity;
  for (const polygon of multiPolygon) {
    for (const ring of polygon) {
      const line = { type: "LineString" as const, coordinates: ring as unknown as number[][] };
      best = Math.min(best, pointToLineDistance([p[0], p[1]], line, { units: "meters", method: "planar" }));
    }
  }
  return best;
}

/**
 * Distance in metres from `p` to the MultiPolygon: 0 when inside, otherwise the distance to the nearest
 * edge. Useful for "is this point within 500 m of that park".
 */
export function distanceToMultiPolygonMetres(p: Position, multiPolygon: MultiPolygonCoords): number {
  return pointInMultiPolygon(p, multiPolygon) ? 0 : distanceToBoundaryMetres(p, multiPolygon);
}

/** Area in m² of a MultiPolygon, holes excluded (on the sphere, @turf/area). */
export const multiPolygonAreaSquareMetres = (multiPolygon: MultiPolygonCoords): number =>
  area(toMultiPolygon(multiPolygon));

/**
 * A point inside the MultiPolygon, far from its edges: the pole of inaccessibility (polylabel, to
 * ~0.1 m) of its largest polygon by area. Unlike the bbox centre or the centroid it never falls outside
 * a C- or L-shaped park or into a hole. Deterministic; `null` for empty or degenerate input.
 */
export function representativePoint(multiPolygon: MultiPolygonCoords): Position | null {
  const ranked = multiPolygon
    .map((polygon, index) => ({ polygon, index, area: multiPolygonAreaSquareMetres([polygon]) }))
    .sort((a, b) => b.area - a.area || a.index - b.index);
  for (const { polygon } of ranked) {
    // polylabel measures in coordinate units: shrink longitude to the length of a degree of latitude
    // (equirectangular at the polygon's first latitude) so that "far from the edges" means metres.
    const shrink = Math.cos((polygon[0]?.[0]?.[1] ?? 0) * DEG);
    const rings = polygon.map((ring) => ring.map(([lon, lat]): [number, number] => [lon * shrink, lat]));
    const label = polylabel(rings, 1e-6);
    // polylabel's distance is to the nearest edge, negative outside; 0 means a degenerate polygon.
    if (label.distance > 0) return [label[0] / shrink, label[1]];
  }
  return null;
}

/**
 * Douglas–Peucker simplification of every ring (@turf/simplify, high quality) to within
 * `toleranceMetres`: Turf measures in degrees, and one degree of latitude is the longest degree, so no
 * vertex moves more than the tolerance (across the lines of latitude a little less). Rings stay closed
 * and valid: Turf lowers the tolerance for a ring that would collapse, so no ring disappears.
 */
export function simplifyMultiPolygon(
  multiPolygon: MultiPolygonCoords,
  toleranceMetres: number,
): Array<Array<Position[]>> {
  const simplified = simplify(toMultiPolygon(multiPolygon), {
    tolerance: toleranceMetres / METRES_PER_DEGREE,
    highQuality: true,
  });
  return simplified.coordinates as unknown as Array<Array<Position[]>>;
}

/** Rounds a position to `decimals` places (@turf/truncate), e.g. 5 decimals ≈ 1 m, 6 ≈ 0.1 m. */
export const roundPosition = (p: Position, decimals: number): Position =>
  truncate({ type: "Point", coordinates: [p[0], p[1]] }, { precision: decimals }).coordinates as [
    number,
    number,
  ];

/** Rounds every coordinate of a MultiPolygon (@turf/truncate), dropping repeats the rounding creates. */
export function roundMultiPolygon(
  multiPolygon: MultiPolygonCoords,
  decimals: number,
): Array<Array<Position[]>> {
  const rounded = truncate(toMultiPolygon(multiPolygon), { precision: decimals }).coordinates;
  return rounded.map((polygon) =>
    polygon.map((ring) =>
      (ring as Array<[number, number]>).filter(
        (q, i, all) => i === 0 || q[0] !== all[i - 1]![0] || q[1] !== all[i - 1]![1],
      ),
    ),
  );
}
