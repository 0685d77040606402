/**
 * Seeds a database once per version: the Hamburg places from data/hamburg/places.json (made by
 * `npm run data:import`) with the family facts their OpenStreetMap tags state (one answer each;
 * decision 016), the U- and S-Bahn stations of data/hamburg/stations.json, and the spec's tags. No courses:
 * no open data has them, and none are invented (DEVELOPERS.md); providers publish them. Each part records its
 * version in app_meta, so a second start on the same data folder seeds nothing (docs/architecture.md "Data").
 * A database seeded from an older import is brought up to this one by the same rule `npm run data:refresh`
 * applies (modules/places/import-sync.ts: places found by OpenStreetMap id, what parents gave a place never
 * lost), unless a refresh already brought newer OpenStreetMap data (`places:osm-base`,
 * docs/decisions/038-data-refresh.md).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "./client.js";
import { syncProviderCourses } from "#server/modules/providers/service.js";
import { appMeta, providerProfiles, tags } from "./schema.js";
import { SEED_TAGS } from "./seed-tags.js";
import {
  replaceStations,
  syncImportedPlaces,
  type ImportedPlace,
  type StationRecord,
} from "#server/modules/places/service.js";

const SEED_VERSIONS = {
  places: "hamburg-4",
  stations: "stations-1",
  tags: "tags-1",
  courseDistricts: "course-districts-1",
} as const;

/**
 * The app_meta key holding the date ("YYYY-MM-DD") of the OpenStreetMap data the database's places come
 * from: places.json's `osm_base` after the seed, the Overpass answer's after `npm run data:refresh`.
 */
export const OSM_BASE_META_KEY = "places:osm-base";
/** The same for the stations: stations.json's `osm_base`, or the Overpass answer's after a refresh. */
export const STATIONS_OSM_BASE_META_KEY = "stations:osm-base";

async function runOnce(db: Db, key: keyof typeof SEED_VERSIONS, work: (tx: Db) => Promise<number>) {
  const metaKey = `seed:${key}`;
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, metaKey));
  if (done?.value === SEED_VERSIONS[key]) return 0;
  return db.transaction(async (tx) => {
    const count = await work(tx);
    await tx
      .insert(appMeta)
      .values({ key: metaKey, value: SEED_VERSIONS[key] })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSIONS[key] } });
    return count;
  });
}

/** Reads an app_meta value (null when unset). */
export async function readMeta(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}

/** Writes an app_meta value. */
export async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  await db.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
}

/** data/hamburg/places.json: the date of its newest OpenStreetMap data and its places. */
export async function loadImportFile(root: string): Promise<{ osm_base: string; places: ImportedPlace[] }> {
  return JSON.parse(await readFile(path.join(root, "data/hamburg/places.json"), "utf8")) as {
    osm_base: string;
    places: ImportedPlace[];
  };
}

export async function loadImportedPlaces(root: string): Promise<ImportedPlace[]> {
  return (await loadImportFile(root)).places;
}

/**
 * @returns how many places the import brought, how many of OpenStreetMap's fact answers it added or
 *   changed, and how many tags were seeded (all zero on a database seeded with this version before)
 */
export async function seedDatabase(
  db: Db,
  options: { root: string },
): Promise<{ places: number; facts: number; tags: number }> {
  let factCount = 0;
  const placeCount = await runOnce(db, "places", async (tx) => {
    const file = await loadImportFile(options.root);
    const current = await readMeta(tx, OSM_BASE_META_KEY);
    // A refresh brought newer OpenStreetMap data than this file: keep it (docs/decisions/038).
    if (current !== null && current > file.osm_base) return 0;
    const report = await syncImportedPlaces(tx, file.places);
    await writeMeta(tx, OSM_BASE_META_KEY, file.osm_base);
    factCount = report.facts.added + report.facts.changed;
    return file.places.length;
  });
  // Stations are open data only (nobody adds to them): a new version replaces them all, unless a
  // refresh brought newer ones.
  await runOnce(db, "stations", async (tx) => {
    const file = JSON.parse(
      await readFile(path.join(options.root, "data/hamburg/stations.json"), "utf8"),
    ) as { osm_base: string; stations: StationRecord[] };
    const current = await readMeta(tx, STATIONS_OSM_BASE_META_KEY);
    if (current !== null && current > file.osm_base) return 0;
    await replaceStations(tx, file.stations);
    await writeMeta(tx, STATIONS_OSM_BASE_META_KEY, file.osm_base);
    return file.stations.length;
  });
  const tagCount = await runOnce(db, "tags", async (tx) => {
    await tx
      .insert(tags)
      .values(SEED_TAGS.map((tag, index) => ({ ...tag, display_order: index })))
      .onConflictDoNothing({ target: tags.name_de });
    return SEED_TAGS.length;
  });
  // Provider courses listed before courses kept a district (migration 0032) get their provider's point
  // and district: every approved provider's courses are listed again, by the one code that lists them.
  await runOnce(db, "courseDistricts", async (tx) => {
    const approved = await tx
      .select({ id: providerProfiles.id })
      .from(providerProfiles)
      .where(eq(providerProfiles.approval_status, "approved"));
    for (const provider of approved) await syncProviderCourses(tx, provider.id);
    return approved.length;
  });
  return { places: placeCount, facts: factCount, tags: tagCount };
}
