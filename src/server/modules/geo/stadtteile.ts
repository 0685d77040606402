/**
 * Hamburg's 104 Stadtteile from the committed open data (data/hamburg/stadtteile.json, dl-de/by-2-0):
 * loaded once per process, used to name the Stadtteil of a point (suggestions, address details) and as
 * the place names of the local gazetteer.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  bboxContains,
  distanceToBoundaryMetres,
  pointInMultiPolygon,
  type BBox,
  type MultiPolygonCoords,
  type Position,
} from "#shared/geo.js";
import { projectRoot } from "#server/lib/project-root.js";

export type Stadtteil = {
  id: string;
  name: string;
  bezirk: string;
  /** `[lat, lon]` of a point inside the polygon. */
  center: readonly [number, number];
  bbox: BBox;
  geometry: { coordinates: MultiPolygonCoords };
};

/**
 * How far outside every polygon a point may lie and still get the nearest Stadtteil: the committed
 * polygons are simplified (20 m tolerance), which leaves slivers along shared borders and the Elbe
 * banks. Farther away (Norderstedt, Pinneberg) the point is simply not in Hamburg.
 */
export const NEAREST_STADTTEIL_MAX_METRES = 1000;

/** ~1 km in degrees at Hamburg's latitude, to pre-filter candidates by bounding box. */
const NEAR_DEGREES = 0.016;

let cached: readonly Stadtteil[] | undefined;

/** The Stadtteile, read from disk on first use. */
export function loadStadtteile(root: string = projectRoot()): readonly Stadtteil[] {
  cached ??= (
    JSON.parse(readFileSync(path.join(root, "data/hamburg/stadtteile.json"), "utf8")) as {
      stadtteile: Stadtteil[];
    }
  ).stadtteile;
  return cached;
}

/**
 * The Stadtteil a point lies in (point in polygon); for a point in a gap between the simplified
 * polygons, the nearest one within {@link NEAREST_STADTTEIL_MAX_METRES}; otherwise null.
 */
export function locateStadtteil(
  stadtteile: readonly Stadtteil[],
  latitude: number,
  longitude: number,
): Stadtteil | null {
  const point: Position = [longitude, latitude];
  const inside = stadtteile.find(
    (stadtteil) =>
      bboxContains(stadtteil.bbox, point) && pointInMultiPolygon(point, stadtteil.geometry.coordinates),
  );
  if (inside) return inside;
  let nearest: Stadtteil | null = null;
  let nearestMetres = NEAREST_STADTTEIL_MAX_METRES;
  for (const stadtteil of candidatesNear(stadtteile, point)) {
    const metres = distanceToBoundaryMetres(point, stadtteil.geometry.coordinates);
    if (metres <= nearestMetres) {
      nearest = stadtteil;
      nearestMetres = metres;
    }
  }
  return nearest;
}

/** A record's point with the Stadtteil and Bezirk it lies in; all null without a point. */
export type LocatedPoint = {
  latitude: number | null;
  longitude: number | null;
  stadtteil: string | null;
  bezirk: string | null;
};

/**
 * The columns a record with a point keeps: the point and its Stadtteil and Bezirk, computed here and
 * never taken from a client (docs/decisions/006-address-search.md). Either coordinate missing: no point.
 */
export function locatePoint(latitude: number | null, longitude: number | null): LocatedPoint {
  if (latitude === null || longitude === null) {
    return { latitude: null, longitude: null, stadtteil: null, bezirk: null };
  }
  const area = locateStadtteil(loadStadtteile(), latitude, longitude);
  return { latitude, longitude, stadtteil: area?.name ?? null, bezirk: area?.bezirk ?? null };
}

function candidatesNear(stadtteile: readonly Stadtteil[], point: Position): Stadtteil[] {
  return stadtteile.filter(({ bbox }) =>
    bboxContains(
      [bbox[0] - NEAR_DEGREES, bbox[1] - NEAR_DEGREES, bbox[2] + NEAR_DEGREES, bbox[3] + NEAR_DEGREES],
      point,
    ),
  );
}
