/**
 * Readers for the raw open data in `../shared/data` and its provenance (see each folder's SOURCE.md).
 * The readers validate just enough shape to fail loudly on a wrong folder.
 */
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";

/** OSM tags of one element. */
export type Tags = Readonly<Record<string, string>>;

/**
 * The POI categories of the Open Data Product Hamburg extract that we import: those with a 2026 CSV
 * (current names and positions) and a 2024 raw extract (full tags), and those with only the raw extract
 * (restaurants and snack bars, added later upstream; see `../shared/data/hamburg-osm-pois/SOURCE.md`).
 * Left out on purpose: kindergartens, childcare and pharmacies (not family outings; see the brief).
 */
export const CSV_CATEGORIES = [
  "playgrounds",
  "libraries",
  "museums",
  "theaters",
  "cinemas",
  "community-centers",
  "sport-centers",
  "ice-cream-parlours",
  "cafes",
] as const;
/** Categories of the 2024 raw extract that have no 2026 CSV: names, positions and tags are from 2024. */
export const RAW_ONLY_CATEGORIES = ["restaurants", "fast-food-restaurants"] as const;
export const POI_CATEGORIES = [...CSV_CATEGORIES, ...RAW_ONLY_CATEGORIES] as const;
export type PoiCategory = (typeof POI_CATEGORIES)[number];
export type CsvCategory = (typeof CSV_CATEGORIES)[number];
export type RawOnlyCategory = (typeof RAW_ONLY_CATEGORIES)[number];

/** Categories present in the extract but not imported; their names and streets only name playgrounds. */
export const SKIPPED_CATEGORIES = ["kindergartens", "childcare", "pharmacies"] as const;
export type SkippedCategory = (typeof SKIPPED_CATEGORIES)[number];
/** Every category the sources know, imported or not. */
export type SourceCategory = PoiCategory | SkippedCategory;

/** Raw-only extracts of U- and S-Bahn stations (`railway=station`), for data/hamburg/stations.json. */
export const STATION_CATEGORIES = ["ubahn-stops", "sbahn-stops"] as const;
export type StationCategory = (typeof STATION_CATEGORIES)[number];

/**
 * The OSM tag that puts an element into each category (the upstream extract's query, and ours for a
 * live Overpass answer: scripts/data-import/overpass.ts). Parks are queried apart, with their geometry.
 */
export const CATEGORY_TAGS: Readonly<Record<SourceCategory, readonly [key: string, value: string]>> = {
  playgrounds: ["leisure", "playground"],
  libraries: ["amenity", "library"],
  museums: ["tourism", "museum"],
  theaters: ["amenity", "theatre"],
  cinemas: ["amenity", "cinema"],
  "community-centers": ["amenity", "community_centre"],
  "sport-centers": ["leisure", "sports_centre"],
  "ice-cream-parlours": ["amenity", "ice_cream"],
  cafes: ["amenity", "cafe"],
  restaurants: ["amenity", "restaurant"],
  "fast-food-restaurants": ["amenity", "fast_food"],
  kindergartens: ["amenity", "kindergarten"],
  childcare: ["amenity", "childcare"],
  pharmacies: ["amenity", "pharmacy"],
};

/** One row of `csv-2026-02/hamburg-points-of-interest-<category>-details.csv` (OSM node, 2026-02-01). */
export type CsvPoi = {
  category: CsvCategory | SkippedCategory;
  /** OSM node id (digits). */
  id: string;
  name: string;
  /** Street and house number, may be empty. */
  street: string;
  postcode: string;
  lat: number;
  lon: number;
  /** 8-digit Ortsteil id of `hamburg-quarters.geojson`, or "0" for outside Hamburg. */
  quarterId: string;
};

/** An OSM node from the raw Overpass extract (2024-06-14). */
export type OsmNode = { id: string; lat: number; lon: number; tags: Tags };

/** A way/relation member with inline geometry (`out geom`). */
export type OverpassMember = {
  type: string;
  ref: number;
  role: string;
  geometry?: Array<{ lat: number; lon: number } | null>;
};

/** An element of the Overpass parks extract (`nwr[leisure=park]; out geom;`, 2026-02-01). */
export type OverpassElement = {
  type: "node" | "way" | "relation";
  id: number;
  lat?: number;
  lon?: number;
  tags?: Tags;
  geometry?: Array<{ lat: number; lon: number } | null>;
  members?: OverpassMember[];
};

/** One official park of the 2016 FHH layer `app:gruenflaechen_parkanlagen` (WGS84 version). */
export type Park2016 = { gmlId: string; name: string; beschreibung: string; lat: number; lon: number };

/** Paths of every input file relative to the data folder. */
export const INPUT_PATHS = {
  boundariesSource: "hamburg-boundaries/SOURCE.md",
  stadtteile: "hamburg-boundaries/hamburg-district-regions.geojson",
  quarters: "hamburg-boundaries/hamburg-quarters.geojson",
  city: "hamburg-boundaries/hamburg-city.geojson",
  poisSource: "hamburg-osm-pois/SOURCE.md",
  csv: (c: string) => `hamburg-osm-pois/csv-2026-02/hamburg-points-of-interest-${c}-details.csv`,
  raw: (c: string) => `hamburg-osm-pois/overpass-raw-2024-06/hamburg-points-of-interest-${c}-details.json`,
  parks: "hamburg-osm-pois/parks-2026-02/hamburg-points-of-interest-parks-details.json",
  parks2016Source: "hamburg-parks-2016/SOURCE.md",
  parks2016: "hamburg-parks-2016/gruenflaechen-wgs84.json",
} as const;

/** One upstream source with the exact commit it was copied from (from the SOURCE.md files). */
export type Provenance = {
  name: string;
  repository: string;
  commit: string;
  path: string;
  snapshot: string;
  licence: string;
  attribution: string;
  /** Which SOURCE.md documents it (checked at run time: the commit must appear there). */
  sourceMd: string;
};

/** The raw 2024 Overpass extract: the tags of every POI node (its snapshot date dates the family facts). */
export const RAW_OVERPASS_PROVENANCE: Provenance = {
  name: "Open Data Product Hamburg points of interest (raw Overpass JSON, full tags)",
  repository:
    "https://github.com/open-data-product/open-data-product-hamburg-points-of-interest-source-aligned",
  commit: "ad99e46c56341c4ceea289ff9846b080447c5f2f",
  path: "raw/hamburg-points-of-interest/",
  snapshot: "OSM base 2024-06-14T12:07:11Z",
  licence: "ODbL-1.0",
  attribution: "© OpenStreetMap contributors",
  sourceMd: INPUT_PATHS.poisSource,
};

/** The 2026 parks extract: the tags of every OSM park (its snapshot date dates the family facts). */
export const OSM_PARKS_PROVENANCE: Provenance = {
  name: "Open Data Product Hamburg parks (Overpass JSON with geometry)",
  repository:
    "https://github.com/open-data-product/open-data-product-hamburg-points-of-interest-source-aligned",
  commit: "2405a5cde8b1bbc152a905bead933be2cade5974",
  path: "data/03-gold/hamburg-points-of-interest-2026-02-json/hamburg-points-of-interest-parks-details.json",
  snapshot: "OSM base 2026-02-01T01:10:46Z",
  licence: "ODbL-1.0",
  attribution: "© OpenStreetMap contributors",
  sourceMd: INPUT_PATHS.poisSource,
};

/**
 * Upstream provenance, copied from `../shared/data/*\/SOURCE.md`. `main.ts` checks that every commit
 * still appears in its SOURCE.md, so a data refresh without updating this list fails loudly.
 */
export const PROVENANCE: readonly Provenance[] = [
  {
    name: "Open Data Product Hamburg points of interest (CSV, OSM nodes)",
    repository:
      "https://github.com/open-data-product/open-data-product-hamburg-points-of-interest-source-aligned",
    commit: "2405a5cde8b1bbc152a905bead933be2cade5974",
    path: "data/03-gold/hamburg-points-of-interest-2026-02-csv/",
    snapshot: "OSM data as of 2026-02-01",
    licence: "ODbL-1.0",
    attribution: "© OpenStreetMap contributors",
    sourceMd: INPUT_PATHS.poisSource,
  },
  RAW_OVERPASS_PROVENANCE,
  OSM_PARKS_PROVENANCE,
  {
    name: "Hamburg Parkanlagen 2016 (FHH WFS HH_WFS_Gruenflaechen, app:gruenflaechen_parkanlagen)",
    repository: "https://github.com/Jugendhackt/EinsteigerWorkshop",
    commit: "2a470adab39da68ab418af475213e4a21b90f7f8",
    path: "data/gruenflaechen.geojson (converted EPSG:25832 → WGS84 as gruenflaechen-wgs84.json)",
    snapshot: "WFS timeStamp 2016-05-10",
    licence: "dl-de/by-2-0 (assumed, not verified)",
    attribution: "Freie und Hansestadt Hamburg",
    sourceMd: INPUT_PATHS.parks2016Source,
  },
  {
    name: "Hamburg administrative boundaries (ALKIS Verwaltungsgrenzen, Stadtteile)",
    repository: "https://github.com/open-data-product/open-data-product-hamburg-geodata",
    commit: "6052f7446b0c8dc7a65bd7a079bf0373a42a21bf",
    path: "data/02-silver/hamburg-administrative-boundaries/hamburg-district-regions.geojson",
    snapshot: "2025-10-31",
    licence: "dl-de/by-2-0",
    attribution: "Freie und Hansestadt Hamburg, Landesbetrieb Geoinformation und Vermessung (LGV)",
    sourceMd: INPUT_PATHS.boundariesSource,
  },
];

/** Reads a UTF-8 file below the data folder. */
export function readText(dataDir: string, relPath: string): string {
  return readFileSync(join(dataDir, relPath), "utf8");
}

/** Reads and parses a JSON file below the data folder. */
export function readJson(dataDir: string, relPath: string): unknown {
  return JSON.parse(readText(dataDir, relPath)) as unknown;
}

/** True when `dataDir` looks like the shared data folder. */
export function looksLikeDataDir(dataDir: string): boolean {
  return existsSync(join(dataDir, INPUT_PATHS.stadtteile)) && existsSync(join(dataDir, INPUT_PATHS.parks));
}

/** Returns the provenance entries whose commit is missing from their SOURCE.md (should be none). */
export function checkProvenance(dataDir: string): string[] {
  return PROVENANCE.filter((p) => !readText(dataDir, p.sourceMd).includes(p.commit)).map(
    (p) => `${p.name}: commit ${p.commit} not found in ${p.sourceMd}`,
  );
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * The rows of one category's CSV (RFC 4180, header row, comma-separated) keyed by column name. A row
 * with more or fewer fields than the header throws (csv-parse's default), as a wrong file should.
 */
function readCsvRecords(dataDir: string, category: string): Record<string, string>[] {
  return parse(readText(dataDir, INPUT_PATHS.csv(category)), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
  }) as Record<string, string>[];
}

/** Loads one CSV category (all rows, including those outside Hamburg). */
export function loadCsvCategory(dataDir: string, category: CsvCategory | SkippedCategory): CsvPoi[] {
  return readCsvRecords(dataDir, category).map((r) => {
    const poi: CsvPoi = {
      category,
      id: (r.id ?? "").trim(),
      name: (r.name ?? "").trim(),
      street: (r.street ?? "").trim(),
      postcode: (r.zip_code ?? "").trim(),
      lat: Number(r.lat),
      lon: Number(r.lon),
      quarterId: (r.geojson_feature_id ?? "").trim(),
    };
    if (!/^\d+$/.test(poi.id) || !Number.isFinite(poi.lat) || !Number.isFinite(poi.lon)) {
      throw new Error(`Bad CSV row in ${category}: ${JSON.stringify(r)}`);
    }
    return poi;
  });
}

/** Counts the rows of a CSV category without importing it (for the summary of skipped categories). */
export function countCsvRows(dataDir: string, category: string): number {
  return readCsvRecords(dataDir, category).length;
}

/** Loads the raw Overpass nodes of one category, keyed by node id. */
export function loadRawCategory(
  dataDir: string,
  category: SourceCategory | StationCategory,
): Map<string, OsmNode> {
  const json = readJson(dataDir, INPUT_PATHS.raw(category));
  if (!isRecord(json) || !Array.isArray(json.elements)) throw new Error(`No elements in raw ${category}`);
  const out = new Map<string, OsmNode>();
  for (const e of json.elements as unknown[]) {
    if (!isRecord(e) || e.type !== "node") continue;
    const id = String(e.id);
    out.set(id, {
      id,
      lat: Number(e.lat),
      lon: Number(e.lon),
      tags: (isRecord(e.tags) ? e.tags : {}) as Tags,
    });
  }
  return out;
}

/** Loads the parks extract (all elements, named or not). */
export function loadOsmParks(dataDir: string): OverpassElement[] {
  const json = readJson(dataDir, INPUT_PATHS.parks);
  if (!isRecord(json) || !Array.isArray(json.elements)) throw new Error("No elements in parks extract");
  return json.elements as OverpassElement[];
}

/** Loads the 134 official 2016 parks (WGS84 conversion documented in hamburg-parks-2016/SOURCE.md). */
export function loadParks2016(dataDir: string): Park2016[] {
  const json = readJson(dataDir, INPUT_PATHS.parks2016);
  if (!isRecord(json) || !Array.isArray(json.parks)) throw new Error("No parks in 2016 layer");
  return (json.parks as unknown[]).filter(isRecord).map((p) => ({
    gmlId: String(p.gml_id),
    name: String(p.name ?? "").trim(),
    beschreibung: String(p.beschreibung ?? ""),
    lat: Number(p.lat),
    lon: Number(p.lon),
  }));
}
