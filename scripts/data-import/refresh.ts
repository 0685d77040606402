/**
 * Fresh data for an operator (docs/decisions/038-data-refresh.md): asks an Overpass API (`OVERPASS_URL`,
 * default the public instance) for every element with a tag the import reads inside Hamburg, builds the
 * places with the same classification, naming and fact import as `npm run data:import`
 * (build-places.ts), and brings the configured database (`DATABASE_URL`, else the embedded one in
 * `DATA_DIR`) up to them with the seed's rule (modules/places/import-sync.ts): places found by their
 * OpenStreetMap id, what parents gave a place never lost. The U- and S-Bahn stations of the same answer
 * replace the stored ones (stations.ts), so a station made step-free shows as such. Prints what changed.
 * data/hamburg stays the reproducible offline build; the database remembers the answer's date, so a
 * later start does not seed the older files over it.
 *
 * Usage: npm run data:refresh [-- --dry-run] [--allow-shrink]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pointInMultiPolygon, type BBox, type MultiPolygonCoords, type Position } from "#shared/geo.js";
import type { Db } from "#server/db/client.js";
import { OSM_BASE_META_KEY, STATIONS_OSM_BASE_META_KEY, writeMeta } from "#server/db/seed.js";
import { count, isNotNull } from "drizzle-orm";
import { places } from "#server/db/schema.js";
import { projectRoot } from "#server/lib/project-root.js";
import { loadStadtteile, locateStadtteil } from "#server/modules/geo/stadtteile.js";
import {
  syncImportedPlaces,
  type ImportedPlace,
  type ImportSyncReport,
} from "#server/modules/places/import-sync.js";
import { replaceStations, type StationChanges } from "#server/modules/places/service.js";
import type { Stadtteil } from "./boundaries.js";
import { buildPlaces, type Place } from "./build-places.js";
import {
  answerDate,
  DEFAULT_OVERPASS_URL,
  elementsOfAnswer,
  fetchOverpass,
  RefreshError,
  overpassQuery,
} from "./overpass.js";
import { landmarksOf } from "./pois.js";
import type { Park2016 } from "./sources.js";
import { buildStations, type Station } from "./stations.js";
import { openConfiguredDatabase } from "../support/open-configured-database.js";

/**
 * A refresh that would remove more than this share of the database's OpenStreetMap places (or of its
 * stations) is refused unless asked for (`--allow-shrink`): an Overpass instance with partial data would
 * otherwise empty the catalogue.
 */
export const MAX_SHRINK = 0.25;

/** What a refresh did (or, dry, would do). */
export type RefreshResult = {
  url: string;
  /** "YYYY-MM-DD" of the answer's OpenStreetMap data. */
  osmBase: string;
  places: number;
  report: ImportSyncReport;
  /** The stations replaced, or null when the answer had none (the stored ones are kept). */
  stations: StationChanges | null;
  isDryRun: boolean;
};

/** Hamburg's outline and its bounding box (data/hamburg/city.json, made by `npm run data:import`). */
function loadCity(root: string): { outline: MultiPolygonCoords; bbox: BBox } {
  const city = JSON.parse(readFileSync(path.join(root, "data/hamburg/city.json"), "utf8")) as {
    bbox: BBox;
    coordinates: MultiPolygonCoords;
  };
  return { outline: city.coordinates, bbox: city.bbox };
}

/**
 * The official 2016 parks as the committed import knows them (data/hamburg/places.json: the records
 * carrying their text), so a refreshed OSM park keeps the 2016 description it was matched with, and a
 * 2016 park without OSM counterpart stays.
 */
function loadParks2016(root: string): Park2016[] {
  const file = JSON.parse(readFileSync(path.join(root, "data/hamburg/places.json"), "utf8")) as {
    places: Array<
      Pick<Place, "osm_id" | "name" | "description" | "latitude" | "longitude" | "description_source">
    >;
  };
  return file.places
    .filter((place) => place.description_source === "hamburg-parkanlagen-2016")
    .map((place) => ({
      gmlId: place.osm_id ?? `2016/${place.name}`,
      name: place.name,
      beschreibung: place.description,
      lat: place.latitude,
      lon: place.longitude,
    }));
}

/** The Stadtteil of a point from data/hamburg/stadtteile.json (simplified; gaps go to the nearest). */
function stadtteilLocator(root: string): (p: Position) => Stadtteil | null {
  const stadtteile = loadStadtteile(root);
  return ([lon, lat]) => {
    const found = locateStadtteil(stadtteile, lat, lon);
    return (
      found && {
        id: found.id,
        name: found.name,
        bezirk: found.bezirk,
        bezirkId: found.id.slice(0, 2),
        geometry: found.geometry.coordinates,
        bbox: found.bbox,
      }
    );
  };
}

/** Thrown inside the transaction to roll a dry run back with its report. */
class DryRun extends Error {
  constructor(readonly changes: Pick<RefreshResult, "report" | "stations">) {
    super("dry run");
  }
}

/** The places and stations of a live answer, built by the import's rules. */
export type RefreshedPlaces = {
  url: string;
  osmBase: string;
  places: ImportedPlace[];
  stations: Station[];
};

/**
 * Asks the Overpass API and builds the places from its answer with the import's rules (see the module
 * comment); touches no database.
 * @throws RefreshError with one sentence when the API cannot be reached or gives no usable answer
 */
export async function fetchRefreshedPlaces(options: {
  root: string;
  overpassUrl: string;
}): Promise<RefreshedPlaces> {
  const { outline, bbox } = loadCity(options.root);
  const answer = await fetchOverpass(options.overpassUrl, overpassQuery(outline, bbox));
  const osmBase = answerDate(answer);
  const { pois, parks, stations } = elementsOfAnswer(answer);
  const inCity = (p: Position) => pointInMultiPolygon(p, outline);
  const landmarks = landmarksOf(pois, inCity);
  const { places: built } = buildPlaces({
    pois,
    osmParks: parks,
    parks2016: loadParks2016(options.root),
    landmarkStreets: landmarks.streets,
    landmarkPois: landmarks.pois,
    locate: stadtteilLocator(options.root),
    inCity,
    snapshotDates: { pois: osmBase, parks: osmBase },
  });
  if (!built.some((place) => place.osm_id)) {
    throw new RefreshError(
      `The Overpass API at ${options.overpassUrl} returned no places in Hamburg: nothing was changed.`,
    );
  }
  return {
    url: options.overpassUrl,
    osmBase,
    places: built,
    stations: buildStations(stations.ubahn, stations.sbahn),
  };
}

/**
 * Brings the database up to refreshed places (modules/places/import-sync.ts) and stations in one
 * transaction and records their OpenStreetMap date, so the seed does not put the older committed files
 * back. An answer without stations leaves the stored ones alone.
 * @throws RefreshError when more than MAX_SHRINK of the database's OpenStreetMap places or stations would
 *   go and `allowShrink` is not set; the database is then unchanged (as after a dry run)
 */
export async function applyRefreshedPlaces(
  db: Db,
  refreshed: RefreshedPlaces,
  options: { isDryRun?: boolean; allowShrink?: boolean } = {},
): Promise<RefreshResult> {
  const result = (changes: Pick<RefreshResult, "report" | "stations">, isDryRun: boolean) => ({
    url: refreshed.url,
    osmBase: refreshed.osmBase,
    places: refreshed.places.length,
    ...changes,
    isDryRun,
  });
  const refuseShrink = (removed: number, total: number, what: string) => {
    if (options.allowShrink || total === 0 || removed <= MAX_SHRINK * total) return;
    throw new RefreshError(
      `The Overpass answer would remove ${removed} of ${total} ${what} (more than ${MAX_SHRINK * 100} %), so nothing was changed: check OVERPASS_URL, or run again with --allow-shrink.`,
    );
  };
  try {
    const changes = await db.transaction(async (tx) => {
      const [before] = await tx.select({ total: count() }).from(places).where(isNotNull(places.osm_id));
      const report = await syncImportedPlaces(tx, refreshed.places);
      refuseShrink(report.removed.length, before?.total ?? 0, "places");
      let stations: StationChanges | null = null;
      if (refreshed.stations.length > 0) {
        stations = await replaceStations(tx, refreshed.stations);
        refuseShrink(stations.removed.length, stations.before, "stations");
      }
      if (options.isDryRun) throw new DryRun({ report, stations });
      await writeMeta(tx, OSM_BASE_META_KEY, refreshed.osmBase);
      if (stations) await writeMeta(tx, STATIONS_OSM_BASE_META_KEY, refreshed.osmBase);
      return { report, stations };
    });
    return result(changes, false);
  } catch (error) {
    if (error instanceof DryRun) return result(error.changes, true);
    throw error;
  }
}

/** The printed summary: counts first, then each change by name. */
export function formatRefreshResult(result: RefreshResult): string {
  const { report, stations } = result;
  const list = (title: string, lines: string[]) =>
    lines.length > 0 ? [`${title} (${lines.length}):`, ...lines.map((line) => `  ${line}`)] : [];
  return [
    `${result.isDryRun ? "Dry run, nothing written: " : ""}${result.places} places from ${result.url} (OpenStreetMap of ${result.osmBase}).`,
    `Added ${report.added.length}, removed ${report.removed.length}, kept for parents' contributions ${report.kept.length}, renamed ${report.renamed.length}, merged ${report.merged.length}; OpenStreetMap facts: ${report.facts.added} added, ${report.facts.changed} changed, ${report.facts.removed} withdrawn.`,
    ...list(
      "Added",
      report.added.map((p) => `${p.name} (${p.osm_id ?? "2016 park"})`),
    ),
    ...list(
      "Removed",
      report.removed.map((p) => `${p.name} (${p.osm_id})`),
    ),
    ...list(
      "Kept although gone from OpenStreetMap: parents or admins contributed",
      report.kept.map((p) => `${p.name} (${p.osm_id})`),
    ),
    ...list(
      "Renamed",
      report.renamed.map((p) => `${p.from} → ${p.to} (${p.osm_id})`),
    ),
    ...list(
      "Merged",
      report.merged.map((p) => `${p.from} → ${p.into} (${p.name})`),
    ),
    stations
      ? `Stations: ${stations.count}; added ${stations.added.length}, removed ${stations.removed.length}, step-free changed ${stations.wheelchair.length}.`
      : "Stations: none in the answer, the stored ones are kept.",
    ...list("Stations added", stations?.added ?? []),
    ...list("Stations removed", stations?.removed ?? []),
    ...list(
      "Stations with a new wheelchair value",
      (stations?.wheelchair ?? []).map((s) => `${s.name}: ${s.from ?? "unknown"} → ${s.to ?? "unknown"}`),
    ),
  ].join("\n");
}

const USAGE = `Usage: npm run data:refresh [-- --dry-run] [--allow-shrink]
  Asks OVERPASS_URL (default ${DEFAULT_OVERPASS_URL}) for Hamburg's places and U- and S-Bahn
  stations and brings the configured database (DATABASE_URL, else DATA_DIR) up to them.
  --dry-run       print what would change, write nothing
  --allow-shrink  apply even when more than ${MAX_SHRINK * 100} % of the places or stations would go`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.some((arg) => !["--dry-run", "--allow-shrink"].includes(arg))) {
    console.log(USAGE);
    process.exit(args.includes("--help") ? 0 : 2);
  }
  const overpassUrl = process.env.OVERPASS_URL || DEFAULT_OVERPASS_URL;
  if (!URL.canParse(overpassUrl) || !/^https?:$/.test(new URL(overpassUrl).protocol)) {
    console.error(`OVERPASS_URL must be an http(s) address, not "${overpassUrl}".`);
    process.exit(78); // EX_CONFIG
  }
  let refreshed: RefreshedPlaces;
  try {
    refreshed = await fetchRefreshedPlaces({ root: projectRoot(), overpassUrl });
  } catch (error) {
    if (!(error instanceof RefreshError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const { database } = await openConfiguredDatabase();
  try {
    await database.migrate();
    const result = await applyRefreshedPlaces(database.db, refreshed, {
      isDryRun: args.includes("--dry-run"),
      allowShrink: args.includes("--allow-shrink"),
    });
    console.log(formatRefreshResult(result));
  } catch (error) {
    if (!(error instanceof RefreshError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
