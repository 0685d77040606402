/**
 * Hamburg boundaries (ALKIS Verwaltungsgrenzen via Open Data Product, see
 * `../shared/data/hamburg-boundaries/SOURCE.md`): the city outline, the 104 Stadtteile
 * (`hamburg-district-regions.geojson`, whose `district_name` is the Bezirk) and the 181 Ortsteile used as
 * join key by the CSVs. Point-in-polygon is done here ourselves, on full-resolution polygons.
 */
import {
  bboxContains,
  bboxOfMultiPolygon,
  pointInMultiPolygon,
  type BBox,
  type MultiPolygonCoords,
  type Position,
} from "#shared/geo.js";
import { INPUT_PATHS, readJson } from "./sources.js";

/** One Stadtteil with its full-resolution geometry. */
export type Stadtteil = {
  id: string;
  name: string;
  bezirk: string;
  bezirkId: string;
  geometry: MultiPolygonCoords;
  bbox: BBox;
};

type GeoJsonFeature = {
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
};

function features(json: unknown, label: string): GeoJsonFeature[] {
  const fc = json as { type?: string; features?: GeoJsonFeature[] };
  if (fc?.type !== "FeatureCollection" || !Array.isArray(fc.features)) {
    throw new Error(`${label}: not a GeoJSON FeatureCollection`);
  }
  return fc.features;
}

function multiPolygonOf(f: GeoJsonFeature, label: string): MultiPolygonCoords {
  if (f.geometry.type === "MultiPolygon") return f.geometry.coordinates as MultiPolygonCoords;
  if (f.geometry.type === "Polygon") return [f.geometry.coordinates as MultiPolygonCoords[number]];
  throw new Error(`${label}: unexpected geometry ${f.geometry.type}`);
}

/** Loads the 104 Stadtteile, sorted by id. */
export function loadStadtteile(dataDir: string): Stadtteil[] {
  return features(readJson(dataDir, INPUT_PATHS.stadtteile), "Stadtteile")
    .map((f) => {
      const geometry = multiPolygonOf(f, "Stadtteile");
      return {
        id: String(f.properties.id),
        name: String(f.properties.name),
        bezirk: String(f.properties.district_name),
        bezirkId: String(f.properties.district_id),
        geometry,
        bbox: bboxOfMultiPolygon(geometry),
      };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Loads the city outline (one MultiPolygon; note it has a hole and excludes the island Neuwerk). */
export function loadCityOutline(dataDir: string): MultiPolygonCoords {
  const [f] = features(readJson(dataDir, INPUT_PATHS.city), "City");
  if (!f) throw new Error("City outline missing");
  return multiPolygonOf(f, "City");
}

/** Maps the 8-digit Ortsteil id used by the CSVs to its 4-digit Stadtteil id. */
export function loadQuarterToStadtteil(dataDir: string): Map<string, string> {
  return new Map(
    features(readJson(dataDir, INPUT_PATHS.quarters), "Ortsteile").map((f) => [
      String(f.properties.id),
      String(f.properties.district_region_id),
    ]),
  );
}

/** Returns a function that finds the Stadtteil containing a point (bbox prefilter, then ray casting). */
export function createStadtteilLocator(stadtteile: readonly Stadtteil[]): (p: Position) => Stadtteil | null {
  return (p) => stadtteile.find((s) => bboxContains(s.bbox, p) && pointInMultiPolygon(p, s.geometry)) ?? null;
}

/** Returns a function that tells whether a point lies inside the city outline. */
export function createCityTest(city: MultiPolygonCoords): (p: Position) => boolean {
  const bbox = bboxOfMultiPolygon(city);
  return (p) => bboxContains(bbox, p) && pointInMultiPolygon(p, city);
}
