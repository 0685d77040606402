/**
 * Pure geometry helpers for WGS84 lon/lat data: point-in-polygon, a representative point that is
 * guaranteed to lie inside a polygon, haversine distance, and Douglas–Peucker simplification.
 *
 * Used by the data import (`scripts/data-import`) and by the server (Stadtteil of an address, offline
 * gazetteer). Imports nothing from Node or the DOM. Coordinates follow GeoJSON order: `[lon, lat]`
 * (RFC 7946 §3.1.1). Polygons are GeoJSON polygons: the first ring is the outer boundary, the others are
 * holes; rings are closed (first position repeated at the end).
 */

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
export const EARTH_RADIUS_M = 6_371_008.8;

const DEG = Math.PI / 180;

/** Great-circle distance in metres between two positions (haversine formula). */
export function haversineMetres(a: Position, b: Position): number {
  const dLat = (b[1] - a[1]) * DEG;
  const dLon = (b[0] - a[0]) * DEG;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * DEG) * Math.cos(b[1] * DEG) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Ray casting (even–odd rule) for one ring. Points exactly on an edge may land on either side; that is
 * acceptable for our data (boundaries at cm precision, POIs never exactly on a boundary).
 */
export function pointInRing(p: Position, ring: Ring): boolean {
  const [x, y] = p;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) {
      inside = !inside;
    }
  }
  return inside;
}

/** True when `p` is inside the outer ring and not inside any hole. */
export function pointInPolygon(p: Position, polygon: PolygonCoords): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !pointInRing(p, outer)) return false;
  return !holes.some((hole) => pointInRing(p, hole));
}

/** True when `p` is inside any polygon of the MultiPolygon (holes excluded). */
export function pointInMultiPolygon(p: Position, multiPolygon: MultiPolygonCoords): boolean {
  return multiPolygon.some((polygon) => pointInPolygon(p, polygon));
}

/** Bounding box of a MultiPolygon (outer rings suffice, holes lie inside them). */
export function bboxOfMultiPolygon(multiPolygon: MultiPolygonCoords): BBox {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const polygon of multiPolygon) {
    for (const [lon, lat] of polygon[0] ?? []) {
      if (lon < minLon) minLon = lon;
      if (lat < minLat) minLat = lat;
      if (lon > maxLon) maxLon = lon;
      if (lat > maxLat) maxLat = lat;
    }
  }
  return [minLon, minLat, maxLon, maxLat];
}

/** True when `p` lies inside or on the edge of the bounding box. */
export function bboxContains(bbox: BBox, p: Position): boolean {
  return p[0] >= bbox[0] && p[0] <= bbox[2] && p[1] >= bbox[1] && p[1] <= bbox[3];
}

/**
 * A local equirectangular projection to metres around latitude `refLat`. Accurate to well under 1 % over
 * the extent of a city, which is all we need for tolerances, areas and distances to edges.
 */
export function localProjection(refLat: number): (p: Position) => [number, number] {
  const kx = Math.cos(refLat * DEG) * EARTH_RADIUS_M * DEG;
  const ky = EARTH_RADIUS_M * DEG;
  return (p) => [p[0] * kx, p[1] * ky];
}

/** Distance in projected units from point `p` to segment `a`–`b` (all already projected). */
function segmentDistance(
  p: readonly [number, number],
  a: readonly [number, number],
  b: readonly [number, number],
) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Shortest distance in metres from `p` to any edge of the MultiPolygon, whether `p` is inside or outside. */
export function distanceToBoundaryMetres(p: Position, multiPolygon: MultiPolygonCoords): number {
  const project = localProjection(p[1]);
  const pp = project(p);
  let best = Infinity;
  for (const polygon of multiPolygon) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const d = segmentDistance(pp, project(ring[i - 1]!), project(ring[i]!));
        if (d < best) best = d;
      }
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

/** Planar area in m² of one ring (absolute value of the shoelace sum in a local projection). */
export function ringAreaSquareMetres(ring: Ring): number {
  if (ring.length < 4) return 0;
  const project = localProjection(ring[0]![1]);
  let sum = 0;
  for (let i = 1; i < ring.length; i++) {
    const [x1, y1] = project(ring[i - 1]!);
    const [x2, y2] = project(ring[i]!);
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2;
}

/** Area in m² of a polygon: outer ring minus holes. */
export function polygonAreaSquareMetres(polygon: PolygonCoords): number {
  const [outer, ...holes] = polygon;
  if (!outer) return 0;
  return Math.max(0, ringAreaSquareMetres(outer) - holes.reduce((s, h) => s + ringAreaSquareMetres(h), 0));
}

/** Area in m² of a MultiPolygon. */
export function multiPolygonAreaSquareMetres(multiPolygon: MultiPolygonCoords): number {
  return multiPolygon.reduce((s, p) => s + polygonAreaSquareMetres(p), 0);
}

/**
 * A point guaranteed to lie inside the polygon, placed far from its edges (an approximation of the "pole
 * of inaccessibility", in the spirit of Mapbox's polylabel). Unlike the bbox centre or the centroid it
 * never falls outside a C- or L-shaped park.
 *
 * Method: cast `scanlines` horizontal lines across the bbox; on each, the even–odd crossings with all
 * rings (holes included) give the interior intervals; every interval's midpoint is a candidate and is
 * strictly inside. The candidate farthest from any edge wins; it is then re-centred along a vertical line
 * the same way. Deterministic. Returns `null` for an empty/degenerate polygon.
 */
export function representativePointOfPolygon(polygon: PolygonCoords, scanlines = 24): Position | null {
  const outer = polygon[0];
  if (!outer || outer.length < 4) return null;
  const [minLon, minLat, maxLon, maxLat] = bboxOfMultiPolygon([polygon]);
  if (!(maxLat > minLat) || !(maxLon > minLon)) return null;
  const mp: MultiPolygonCoords = [polygon];

  let best: Position | null = null;
  let bestScore = -Infinity;
  const consider = (candidate: Position) => {
    if (!pointInPolygon(candidate, polygon)) return;
    const score = distanceToBoundaryMetres(candidate, mp);
    if (score > bestScore) {
      bestScore = score;
      best = candidate;
    }
  };

  for (let i = 0; i < scanlines; i++) {
    const lat = minLat + ((i + 0.5) / scanlines) * (maxLat - minLat);
    for (const [a, b] of interiorIntervals(polygon, lat, "horizontal")) {
      if (b > a) consider([(a + b) / 2, lat]);
    }
  }
  if (best === null) return null;
  // Re-centre vertically through the winner: helps thin north–south shapes.
  const [bestLon, bestLat] = best as Position;
  for (const [a, b] of interiorIntervals(polygon, bestLon, "vertical")) {
    if (a <= bestLat && bestLat <= b && b > a) consider([bestLon, (a + b) / 2]);
  }
  return best;
}

/**
 * Interior intervals of a polygon along a horizontal line (`lat = value`) or vertical line
 * (`lon = value`), as sorted `[from, to]` pairs of the free coordinate (even–odd rule over all rings).
 */
function interiorIntervals(
  polygon: PolygonCoords,
  value: number,
  direction: "horizontal" | "vertical",
): Array<[number, number]> {
  const fixed: 0 | 1 = direction === "horizontal" ? 1 : 0;
  const free: 0 | 1 = fixed === 1 ? 0 : 1;
  const xs: number[] = [];
  for (const ring of polygon) {
    for (let i = 1; i < ring.length; i++) {
      const a = ring[i - 1]!;
      const b = ring[i]!;
      if (a[fixed] > value !== b[fixed] > value) {
        xs.push(a[free] + ((value - a[fixed]) * (b[free] - a[free])) / (b[fixed] - a[fixed]));
      }
    }
  }
  xs.sort((p, q) => p - q);
  const out: Array<[number, number]> = [];
  for (let i = 0; i + 1 < xs.length; i += 2) out.push([xs[i]!, xs[i + 1]!]);
  return out;
}

/**
 * A representative point of a MultiPolygon: the representative point of its largest polygon (by area).
 * Guaranteed inside the MultiPolygon; `null` only for empty or degenerate input.
 */
export function representativePoint(multiPolygon: MultiPolygonCoords): Position | null {
  const ranked = multiPolygon
    .map((polygon, index) => ({ polygon, index, area: polygonAreaSquareMetres(polygon) }))
    .sort((a, b) => b.area - a.area || a.index - b.index);
  for (const { polygon } of ranked) {
    const p = representativePointOfPolygon(polygon);
    if (p) return p;
  }
  return null;
}

/**
 * Douglas–Peucker simplification of a polyline or closed ring with a tolerance in metres (measured in a
 * local projection around the line's mean latitude). Keeps the first and last position; for a closed
 * ring (first = last) the farthest vertex from the start is kept as well, so the ring cannot collapse
 * to a line by construction. Iterative (no recursion limit on long boundaries).
 */
export function simplifyLine(line: readonly Position[], toleranceMetres: number): Position[] {
  if (line.length <= 2 || toleranceMetres <= 0) return line.slice();
  const refLat = line.reduce((s, p) => s + p[1], 0) / line.length;
  const project = localProjection(refLat);
  const pts = line.map(project);
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;

  const stack: Array<[number, number]> = [];
  const first = pts[0]!;
  const last = pts[pts.length - 1]!;
  if (first[0] === last[0] && first[1] === last[1]) {
    // Closed ring: split at the vertex farthest from the start.
    let far = 1;
    let farDist = -1;
    for (let i = 1; i < pts.length - 1; i++) {
      const d = Math.hypot(pts[i]![0] - first[0], pts[i]![1] - first[1]);
      if (d > farDist) {
        farDist = d;
        far = i;
      }
    }
    keep[far] = 1;
    stack.push([0, far], [far, pts.length - 1]);
  } else {
    stack.push([0, pts.length - 1]);
  }

  while (stack.length > 0) {
    const [s, e] = stack.pop()!;
    let index = -1;
    let maxDist = toleranceMetres;
    for (let i = s + 1; i < e; i++) {
      const d = segmentDistance(pts[i]!, pts[s]!, pts[e]!);
      if (d > maxDist) {
        maxDist = d;
        index = i;
      }
    }
    if (index !== -1) {
      keep[index] = 1;
      stack.push([s, index], [index, e]);
    }
  }
  return line.filter((_, i) => keep[i] === 1);
}

/**
 * Simplifies every ring of a MultiPolygon with Douglas–Peucker (`toleranceMetres`). Holes that collapse
 * (fewer than 4 positions) are dropped; an outer ring that would collapse is kept unsimplified so no
 * polygon disappears. Note: neighbouring polygons are simplified independently, so shared borders may
 * show slivers/overlaps up to about the tolerance.
 */
export function simplifyMultiPolygon(
  multiPolygon: MultiPolygonCoords,
  toleranceMetres: number,
): Array<Array<Position[]>> {
  return multiPolygon.map((polygon) =>
    polygon.flatMap((ring, ringIndex) => {
      const simplified = simplifyLine(ring, toleranceMetres);
      if (simplified.length >= 4) return [simplified];
      return ringIndex === 0 ? [ring.slice()] : [];
    }),
  );
}

/** Rounds a number to `decimals` places (half away from zero), e.g. 5 decimals ≈ 1 m, 6 ≈ 0.1 m. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(Math.abs(value) * f) / f;
  return value < 0 ? -r : r;
}

/** Rounds every coordinate of a MultiPolygon, dropping consecutive duplicates created by rounding. */
export function roundMultiPolygon(
  multiPolygon: MultiPolygonCoords,
  decimals: number,
): Array<Array<Position[]>> {
  return multiPolygon.map((polygon) =>
    polygon.map((ring) => {
      const out: Position[] = [];
      for (const [lon, lat] of ring) {
        const q: Position = [roundTo(lon, decimals), roundTo(lat, decimals)];
        const prev = out[out.length - 1];
        if (!prev || prev[0] !== q[0] || prev[1] !== q[1]) out.push(q);
      }
      return out;
    }),
  );
}
