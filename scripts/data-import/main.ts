/**
 * Data import: turns the raw open data in `../shared/data` (OSM POIs, OSM parks, the 2016 Hamburg
 * parks layer, ALKIS Stadtteil boundaries) into the committed files `data/hamburg/places.json`,
 * `stations.json`, `stadtteile.json`, `city.json`, `SOURCE.md` and `LICENCE.md`. Deterministic: the same input gives byte-identical
 * output. Run with `npm run data:import [-- <data-dir>] [--out <dir>]`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  createCityTest,
  createStadtteilLocator,
  loadCityOutline,
  loadQuarterToStadtteil,
  loadStadtteile,
} from "./boundaries.js";
import { buildPlaces, DUPLICATE_METRES } from "./build-places.js";
import {
  buildCityRecord,
  buildStadtteilRecord,
  simplificationMismatches,
  SIMPLIFY_TOLERANCE_M,
} from "./build-stadtteile.js";
import { snapshotDate } from "./facts.js";
import {
  catalogueCounts,
  countBy,
  formatCityJson,
  formatPlacesJson,
  formatStadtteileJson,
  formatStationsJson,
  renderLicenceMd,
  renderSourceMd,
} from "./output.js";
import {
  checkProvenance,
  countCsvRows,
  loadCsvCategory,
  loadOsmParks,
  loadParks2016,
  loadRawCategory,
  looksLikeDataDir,
  OSM_PARKS_PROVENANCE,
  CSV_CATEGORIES,
  POI_CATEGORIES,
  PROVENANCE,
  RAW_OVERPASS_PROVENANCE,
  SKIPPED_CATEGORIES,
  STATION_CATEGORIES,
  type CsvCategory,
  type CsvPoi,
  type OsmNode,
  type SkippedCategory,
  type SourceCategory,
} from "./sources.js";
import { landmarksOf, poisFromExtracts } from "./pois.js";
import { buildStations } from "./stations.js";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const DEFAULT_DATA_DIR = resolve(REPO_ROOT, "../shared/data");
const DEFAULT_OUT_DIR = resolve(REPO_ROOT, "data/hamburg");

const USAGE = `Usage: npm run data:import -- [data-dir] [--out <dir>]
  data-dir   shared open-data folder (default: ../shared/data relative to the repository root)
  --out      output folder (default: data/hamburg)
  --help     show this help`;

/** Parses argv; exits with usage on --help or bad arguments. */
function parseArgs(argv: readonly string[]): { dataDir: string; outDir: string } {
  let dataDir = DEFAULT_DATA_DIR;
  let outDir = DEFAULT_OUT_DIR;
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else if (arg === "--out") {
      const v = argv[++i];
      if (!v) {
        console.error(USAGE);
        process.exit(2);
      }
      outDir = resolve(v);
    } else if (arg.startsWith("-")) {
      console.error(`Unknown option ${arg}\n${USAGE}`);
      process.exit(2);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  if (positional[0]) dataDir = resolve(positional[0]);
  return { dataDir, outDir };
}

function main(): void {
  const started = performance.now();
  const { dataDir, outDir } = parseArgs(process.argv.slice(2));
  if (!looksLikeDataDir(dataDir)) {
    console.error(`Not a shared data folder: ${dataDir}\n${USAGE}`);
    process.exit(1);
  }
  const provenanceProblems = checkProvenance(dataDir);
  if (provenanceProblems.length > 0) {
    console.error(
      `Provenance out of date (update PROVENANCE in sources.ts):\n${provenanceProblems.join("\n")}`,
    );
    process.exit(1);
  }

  // Load.
  const stadtteile = loadStadtteile(dataDir);
  if (stadtteile.length !== 104) throw new Error(`Expected 104 Stadtteile, got ${stadtteile.length}`);
  const locate = createStadtteilLocator(stadtteile);
  const cityOutline = loadCityOutline(dataDir);
  const inCity = createCityTest(cityOutline);
  const csv = new Map<CsvCategory | SkippedCategory, CsvPoi[]>();
  for (const c of [...CSV_CATEGORIES, ...SKIPPED_CATEGORIES]) csv.set(c, loadCsvCategory(dataDir, c));
  const raw = new Map<SourceCategory, Map<string, OsmNode>>();
  for (const c of [...POI_CATEGORIES, ...SKIPPED_CATEGORIES]) raw.set(c, loadRawCategory(dataDir, c));
  const extract = poisFromExtracts(csv, raw);
  // Streets and names of every POI inside Hamburg (also Kitas etc.): the streets and named places near
  // a playground, for its name and address (the data has no street geometry).
  const landmarks = landmarksOf(extract.pois, inCity);

  // Build.
  const { places, stats } = buildPlaces({
    pois: extract.pois,
    landmarkStreets: landmarks.streets,
    landmarkPois: landmarks.pois,
    osmParks: loadOsmParks(dataDir),
    parks2016: loadParks2016(dataDir),
    locate,
    inCity,
    quarterToStadtteil: loadQuarterToStadtteil(dataDir),
    snapshotDates: {
      pois: snapshotDate(RAW_OVERPASS_PROVENANCE.snapshot),
      parks: snapshotDate(OSM_PARKS_PROVENANCE.snapshot),
    },
  });
  const [ubahn, sbahn] = STATION_CATEGORIES.map((c) => loadRawCategory(dataDir, c).values());
  const stations = buildStations(ubahn!, sbahn!);
  const records = stadtteile.map((s) => buildStadtteilRecord(s));
  const city = buildCityRecord(cityOutline);

  // Sanity checks that must never fail.
  for (const p of places) {
    if (!p.name) throw new Error(`Empty name: ${JSON.stringify(p)}`);
    if (!inCity([p.longitude, p.latitude])) throw new Error(`Outside Hamburg: ${p.name}`);
  }

  // Write.
  mkdirSync(outDir, { recursive: true });
  const placesJson = formatPlacesJson(PROVENANCE, places);
  const stadtteileJson = formatStadtteileJson(PROVENANCE, records);
  const cityJson = formatCityJson(PROVENANCE, city);
  const stationsJson = formatStationsJson([RAW_OVERPASS_PROVENANCE], stations);
  const sizes = {
    places: Buffer.byteLength(placesJson),
    stations: Buffer.byteLength(stationsJson),
    stadtteile: Buffer.byteLength(stadtteileJson),
    city: Buffer.byteLength(cityJson),
  };
  writeFileSync(join(outDir, "places.json"), placesJson);
  writeFileSync(join(outDir, "stations.json"), stationsJson);
  writeFileSync(join(outDir, "stadtteile.json"), stadtteileJson);
  writeFileSync(join(outDir, "city.json"), cityJson);
  const nameToId = new Map(stadtteile.map((s) => [s.name, s.id]));
  const simplified = simplificationMismatches(
    records,
    places.map((p) => ({
      position: [p.longitude, p.latitude] as const,
      stadtteilId: nameToId.get(p.stadtteil)!,
    })),
  );
  writeFileSync(
    join(outDir, "SOURCE.md"),
    renderSourceMd({
      provenance: PROVENANCE,
      places,
      stats,
      extract: extract.stats,
      stations,
      stadtteile: records,
      sizes,
      simplified,
    }),
  );
  writeFileSync(join(outDir, "LICENCE.md"), renderLicenceMd());

  // Summary.
  const line = (label: string, rows: Array<[string, number]>) =>
    console.log(`\n${label}\n${rows.map(([k, v]) => `  ${String(v).padStart(5)}  ${k}`).join("\n")}`);
  console.log(`Data: ${dataDir}\nOut:  ${outDir}`);
  console.log(`\nplaces.json: ${places.length} places, ${(sizes.places / 1024).toFixed(0)} KB`);
  line(
    "stations.json (station, wheelchair):",
    countBy(stations, (s) => `${s.station} ${s.wheelchair ?? "unknown"}`),
  );
  console.log(
    `stadtteile.json: ${records.length} Stadtteile, ${(sizes.stadtteile / 1024).toFixed(0)} KB (DP ${SIMPLIFY_TOLERANCE_M} m)`,
  );
  line(
    "Places per type:",
    countBy(places, (p) => p.type),
  );
  line(
    "Places per source / description:",
    countBy(places, (p) => `${p.source} / ${p.description_source}`),
  );
  line(
    "Features:",
    countBy(places, (p) => p.features),
  );
  line(
    "Age recommendations:",
    countBy(places, (p) => p.age_recommendations),
  );
  line(
    "Family facts (key=value, places):",
    countBy(places, (p) => p.facts.map((f) => `${f.key}=${f.value}`)),
  );
  line(
    "facts_date from:",
    countBy(
      places.filter((p) => p.osm_id && p.facts.length > 0),
      (p) => stats.factsDateSource[p.osm_id!] ?? "?",
    ),
  );
  console.log(
    `Fact keys dropped because merged elements disagree: ${stats.factConflicts.length}` +
      stats.factConflicts.map((c) => `\n  ${c.osmId} ${c.key}`).join(""),
  );
  line(
    "Dropped:",
    Object.entries(stats.dropped).sort((a, b) => b[1] - a[1]),
  );
  line("Elements read:", Object.entries(stats.rows));
  line(
    "Not imported categories (CSV rows):",
    SKIPPED_CATEGORIES.map((c) => [c, countCsvRows(dataDir, c)] as [string, number]),
  );
  line("Nodes only in the 2024 raw extract (not imported):", Object.entries(extract.stats.rawOnly));
  console.log(`\n2024 tags ignored (name changed or moved ≥ 100 m): ${extract.stats.staleRawTags}`);
  console.log(`Same node in several categories merged: ${stats.mergedSameId}`);
  console.log(`Playground nodes within 25 m merged: ${stats.mergedPlaygroundNodes.length}`);
  console.log(`Same name within ${DUPLICATE_METRES} m merged: ${stats.mergedDuplicates.length}`);
  for (const d of stats.mergedDuplicates) console.log(`  ${d.name}: ${d.dropped} → ${d.kept}`);
  console.log(
    `Cafés: ${stats.cafes.familyCafes} family cafés, ${stats.cafes.kindercafes} kindercafé(s), ${stats.cafes.strollerOnly} with only stroller=yes, ${stats.cafes.iceCreamCafes} ice-cream cafés (→ ice_cream)`,
  );
  console.log(
    `Parks: ${stats.parks.osmNamed} named OSM (${stats.parks.osmBroken.length} broken, ${stats.parks.osmOutside} outside, ${stats.parks.osmSameNameMerged} same-name parts merged); ` +
      `2016: ${stats.parks.all2016}, matched by name ${stats.parks.matchedByName}, by containment ${stats.parks.matchedInside.length}, only 2016 ${stats.parks.only2016}`,
  );
  for (const m of stats.parks.matchedInside) console.log(`  2016 "${m.park2016}" inside OSM ${m.osm}`);
  console.log(`CSV "outside" rows that our PIP puts inside the city: ${stats.csvZeroButInside}`);
  console.log(`CSV Ortsteil vs our Stadtteil PIP disagreements: ${stats.quarterMismatches.length}`);
  for (const m of stats.quarterMismatches.slice(0, 20))
    console.log(`  ${m.osmId} ${m.name}: CSV ${m.csv}, ours ${m.ours} (${m.borderMetres} m from the border)`);
  console.log(
    `Places whose Stadtteil differs with the simplified polygons: ${simplified.different} (in none: ${simplified.none})`,
  );
  line("Playground names from:", Object.entries(stats.playgroundNameSources));
  const counts = catalogueCounts(places);
  console.log(
    `Playground names needing a number: ${counts.numberedPlaygrounds}; with a compass sector: ${counts.compassNames}; ` +
      `places without a street: ${counts.withoutStreet} (playgrounds given the nearest street: ${stats.playgroundNearbyStreets}); ` +
      `names shared by several places: ${counts.sharedNames.names} (${counts.sharedNames.places} places)`,
  );
  console.log(`\nRuntime: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main();
