/**
 * Seeds a fresh database once: the Hamburg places from data/hamburg/places.json (made by
 * `npm run data:import`) with the family facts their OpenStreetMap tags state (one answer each, issue 20
 * §1) and the spec's tags. No courses: no open data has them, and none are invented (DEVELOPERS.md);
 * providers publish them. Each part records its version in app_meta, so a second start on the same data
 * folder seeds nothing (issue "Foundation", "Bad input"); places are also unique by OpenStreetMap id.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "./client.js";
import { syncProviderCourses } from "#server/modules/providers/sync-courses.js";
import { adminAuditLog, appMeta, placeFactAnswers, places, providerProfiles, tags } from "./schema.js";
import { SEED_TAGS } from "./seed-tags.js";

/** One place in data/hamburg/places.json (see scripts/data-import). */
export type ImportedPlace = {
  osm_id: string | null;
  name: string;
  type: string;
  description: string;
  address: string;
  latitude: number;
  longitude: number;
  stadtteil: string;
  bezirk: string;
  features: string[];
  age_recommendations: string[];
  opening_hours: string | null;
  website: string | null;
  phone: string | null;
  source: string;
  licence: string;
  /** The family facts OpenStreetMap's tags state (src/shared/family-facts.ts keys and values). */
  facts: { key: string; value: string; location?: string[] }[];
  /** "YYYY-MM-DD": the element's check_date, else the extract's date; null without facts. */
  facts_date: string | null;
};

const SEED_VERSIONS = {
  places: "hamburg-3",
  facts: "osm-facts-2",
  tags: "tags-1",
  courseDistricts: "course-districts-1",
} as const;
const BATCH = 500;

/** The columns an import owns: a newer import overwrites them on places it already seeded. */
const IMPORTED_COLUMNS = [
  "name",
  "type",
  "description",
  "address",
  "latitude",
  "longitude",
  "stadtteil",
  "bezirk",
  "features",
  "age_recommendations",
  "opening_hours",
  "website",
  "phone",
  "licence",
] as const;

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

export async function loadImportedPlaces(root: string): Promise<ImportedPlace[]> {
  const file = JSON.parse(await readFile(path.join(root, "data/hamburg/places.json"), "utf8")) as {
    places: ImportedPlace[];
  };
  return file.places;
}

/**
 * @returns how many rows each part inserted (all zero on a database that was seeded before)
 */
export async function seedDatabase(
  db: Db,
  options: { root: string },
): Promise<{ places: number; facts: number; tags: number }> {
  // A database seeded from an older import is brought up to this one (issue 20 §7: retyped, renamed,
  // merged and dropped places): OpenStreetMap places are updated by their id, except those an admin
  // edited since, and those the import no longer has are removed (their answers with them); places
  // without an OSM id are added only once.
  const placeCount = await runOnce(db, "places", async (tx) => {
    const imported = await loadImportedPlaces(options.root);
    const withoutOsmId = new Set(
      (
        await tx
          .select({ name: places.name, source: places.source })
          .from(places)
          .where(isNull(places.osm_id))
      ).map((row) => `${row.source}:${row.name}`),
    );
    const toInsert = imported.filter(
      (place) => place.osm_id || !withoutOsmId.has(`${place.source}:${place.name}`),
    );
    for (let start = 0; start < toInsert.length; start += BATCH) {
      const rows = toInsert.slice(start, start + BATCH).map((place) => ({
        osm_id: place.osm_id,
        name: place.name,
        type: place.type,
        description: place.description,
        address: place.address,
        latitude: place.latitude,
        longitude: place.longitude,
        stadtteil: place.stadtteil,
        bezirk: place.bezirk,
        features: place.features,
        age_recommendations: place.age_recommendations,
        opening_hours: place.opening_hours,
        website: place.website,
        phone: place.phone,
        source: place.source,
        licence: place.licence,
      }));
      await tx
        .insert(places)
        .values(rows)
        .onConflictDoUpdate({
          target: places.osm_id,
          set: Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, sql.raw(`excluded.${column}`)])),
          // An admin's correction ("Café P5" refiled from ice-cream parlour to café) outlives the next
          // import: a place an admin edited (an audited place.update) keeps what the admin saved.
          // Written out with table names: drizzle leaves the columns of an insert unqualified.
          setWhere: sql`not exists (select 1 from ${adminAuditLog} where ${adminAuditLog}.action = 'place.update' and ${adminAuditLog}.target_id = ${places}.id::text)`,
        });
    }
    const osmIds = imported.flatMap((place) => (place.osm_id ? [place.osm_id] : []));
    await tx
      .delete(places)
      .where(
        and(eq(places.source, "openstreetmap"), isNotNull(places.osm_id), notInArray(places.osm_id, osmIds)),
      );
    return imported.length;
  });
  // Its own step, so a database seeded before the facts existed gets them too (by OpenStreetMap id).
  const factCount = await runOnce(db, "facts", async (tx) => {
    const imported = (await loadImportedPlaces(options.root)).filter(
      (place) => place.osm_id && place.facts_date,
    );
    const ids = new Map(
      (
        await tx.select({ id: places.id, osm_id: places.osm_id }).from(places).where(isNotNull(places.osm_id))
      ).map((row) => [row.osm_id, row.id]),
    );
    const rows = imported.flatMap((place) => {
      const placeId = ids.get(place.osm_id);
      if (!placeId) return [];
      return place.facts.map((fact) => ({
        place_id: placeId,
        key: fact.key,
        value: fact.value,
        location: fact.location ?? [],
        source: "openstreetmap" as const,
        answered_at: new Date(`${place.facts_date}T12:00:00Z`),
      }));
    });
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx
        .insert(placeFactAnswers)
        .values(rows.slice(start, start + BATCH))
        .onConflictDoNothing();
    }
    return rows.length;
  });
  const tagCount = await runOnce(db, "tags", async (tx) => {
    await tx
      .insert(tags)
      .values(SEED_TAGS.map((tag, index) => ({ ...tag, display_order: index })))
      .onConflictDoNothing({ target: tags.name_de });
    return SEED_TAGS.length;
  });
  // Provider courses listed before courses kept a district (migration 0028) get their provider's point
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
