/**
 * Brings the places of an open-data import into the database: the seed applies data/hamburg/places.json
 * (`npm run data:import`), `npm run data:refresh` a fresh build from a live Overpass API — one rule for
 * both (docs/decisions/038-data-refresh.md):
 *
 * - A place is its OpenStreetMap element: places are found by `osm_id`, so an element imported again
 *   keeps its place id, and with it everything parents gave it; the import's columns are overwritten.
 * - An element the import merged into another (`merged_osm_ids`: the same place mapped twice, parts of
 *   one park) is moved into that place with everything parents gave it, its id redirecting
 *   (./merge.ts); where the kept element is new to the database, the merged one's row takes its id.
 * - A place the import no longer has is removed, unless parents or admins gave it something (a review,
 *   photo, fact answer, condition report, favourite, course, claim, an admin's image, check or closure,
 *   or another place merged into it): then it stays as it is.
 * - OpenStreetMap's answers to the family facts follow the import: new ones are added, changed ones
 *   take the new value and date, withdrawn ones go. Parents' answers are never touched.
 * - Places without an OSM id (the official 2016 parks) are found by source and name.
 * - An admin's correction ("Café P5" refiled from ice-cream parlour to café) outlives the next import: an
 *   OpenStreetMap place an admin edited (an audited `place.update`) keeps what the admin saved.
 */
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.js";
import {
  adminAuditLog,
  courses,
  placeClaims,
  placeConditionReports,
  placeFactAnswers,
  placePhotos,
  placeRedirects,
  placeReviews,
  places,
  profiles,
} from "#server/db/schema.js";
import { movePlaceInto } from "./merge.js";

/** One place of the import (data/hamburg/places.json, scripts/data-import/build-places.ts `Place`). */
export type ImportedPlace = {
  osm_id: string | null;
  name: string;
  type: string;
  description: string;
  address: string;
  locality_hint: string | null;
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
  /** OSM ids of elements merged into this place. */
  merged_osm_ids: string[];
};

/** What an import changed, for the seed's log and data:refresh's report. */
export type ImportSyncReport = {
  added: Array<{ osm_id: string | null; name: string }>;
  /** Gone from the import and removed. */
  removed: Array<{ osm_id: string; name: string }>;
  /** Gone from the import but kept, because parents or admins gave them something. */
  kept: Array<{ osm_id: string; name: string }>;
  renamed: Array<{ osm_id: string; from: string; to: string }>;
  /** Places moved into another (`merged_osm_ids`), or given the kept element's id. */
  merged: Array<{ from: string; into: string; name: string }>;
  /** OpenStreetMap's fact answers added, changed (value, location or date) and withdrawn. */
  facts: { added: number; changed: number; removed: number };
};

/** The columns an import owns: a newer import overwrites them on places it already brought. */
const IMPORTED_COLUMNS = [
  "name",
  "type",
  "description",
  "address",
  "locality_hint",
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

const BATCH = 500;

/** The place was edited by an admin (an audited `place.update`): the import leaves its columns alone. */
const editedByAdmin = sql`exists (select 1 from ${adminAuditLog} where ${adminAuditLog}.action = 'place.update' and ${adminAuditLog}.target_id = ${places}.id::text)`;

const rowOf = (place: ImportedPlace) => ({
  osm_id: place.osm_id,
  name: place.name,
  type: place.type,
  description: place.description,
  address: place.address,
  locality_hint: place.locality_hint,
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
});

/** Places that parents or admins gave something (see the module comment); removing them would lose it. */
const hasContributions: SQL = or(
  sql`exists (select 1 from ${placeReviews} where ${placeReviews.place_id} = ${places.id})`,
  sql`exists (select 1 from ${placePhotos} where ${placePhotos.place_id} = ${places.id})`,
  sql`exists (select 1 from ${placeFactAnswers} where ${placeFactAnswers.place_id} = ${places.id} and ${placeFactAnswers.user_id} is not null)`,
  sql`exists (select 1 from ${placeConditionReports} where ${placeConditionReports.place_id} = ${places.id})`,
  sql`exists (select 1 from ${courses} where ${courses.place_id} = ${places.id})`,
  sql`exists (select 1 from ${placeClaims} where ${placeClaims.place_id} = ${places.id})`,
  sql`exists (select 1 from ${placeRedirects} where ${placeRedirects.to_id} = ${places.id})`,
  sql`exists (select 1 from ${profiles} where ${places.id} = any(${profiles.saved_places}))`,
  sql`${places.image_url} is not null`,
  sql`${places.closed_at} is not null`,
  sql`${places.is_checked_by_parents}`,
)!;

/** "YYYY-MM-DD" → the moment an import's fact answer is dated (noon UTC, the day in Hamburg). */
const answeredAt = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * Brings the database to the import (see the module comment), in the caller's transaction.
 * @param imported every place of the import
 * @returns what changed
 */
export async function syncImportedPlaces(
  tx: Db,
  imported: readonly ImportedPlace[],
): Promise<ImportSyncReport> {
  const report: ImportSyncReport = {
    added: [],
    removed: [],
    kept: [],
    renamed: [],
    merged: [],
    facts: { added: 0, changed: 0, removed: 0 },
  };
  const existing = await tx
    .select({ id: places.id, osm_id: places.osm_id, name: places.name })
    .from(places)
    .where(isNotNull(places.osm_id));
  const byOsmId = new Map(existing.map((row) => [row.osm_id!, row]));
  const importedIds = new Set(imported.flatMap((place) => (place.osm_id ? [place.osm_id] : [])));

  // 1. A kept element new to the database takes over the row of an element merged into it.
  for (const place of imported) {
    if (!place.osm_id || byOsmId.has(place.osm_id)) continue;
    const heir = place.merged_osm_ids
      .filter((id) => !importedIds.has(id))
      .map((id) => byOsmId.get(id))
      .find((row) => row !== undefined);
    if (!heir) continue;
    await tx.update(places).set({ osm_id: place.osm_id }).where(eq(places.id, heir.id));
    byOsmId.delete(heir.osm_id!);
    report.merged.push({ from: heir.osm_id!, into: place.osm_id, name: place.name });
    byOsmId.set(place.osm_id, { ...heir, osm_id: place.osm_id });
  }

  // 2. Places with an OSM id: added, or updated by their id.
  const withId = imported.filter((place) => place.osm_id);
  for (const place of withId) {
    const row = byOsmId.get(place.osm_id!);
    if (!row) report.added.push({ osm_id: place.osm_id, name: place.name });
    else if (row.name !== place.name)
      report.renamed.push({ osm_id: place.osm_id!, from: row.name, to: place.name });
  }
  for (let start = 0; start < withId.length; start += BATCH) {
    await tx
      .insert(places)
      .values(withId.slice(start, start + BATCH).map(rowOf))
      .onConflictDoUpdate({
        target: places.osm_id,
        set: Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, sql.raw(`excluded.${column}`)])),
        // Written out with table names: drizzle leaves the columns of an insert unqualified.
        setWhere: sql`not ${editedByAdmin}`,
      });
  }

  // 3. Places without an OSM id: found by source and name.
  for (const place of imported.filter((p) => !p.osm_id)) {
    const updated = await tx
      .update(places)
      .set(Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, rowOf(place)[column]])))
      .where(and(isNull(places.osm_id), eq(places.source, place.source), eq(places.name, place.name)))
      .returning({ id: places.id });
    if (updated.length > 0) continue;
    await tx.insert(places).values(rowOf(place));
    report.added.push({ osm_id: null, name: place.name });
  }

  const ids = new Map(
    (
      await tx
        .select({ id: places.id, osm_id: places.osm_id, name: places.name, source: places.source })
        .from(places)
        .where(isNotNull(places.osm_id))
    ).map((row) => [row.osm_id!, row]),
  );

  // 4. Elements merged into another place: everything parents gave them moves there.
  for (const place of imported) {
    const into = place.osm_id ? ids.get(place.osm_id) : undefined;
    if (!into) continue;
    for (const mergedId of place.merged_osm_ids) {
      const from = ids.get(mergedId);
      if (!from || from.id === into.id || importedIds.has(mergedId)) continue;
      await movePlaceInto(tx, { from: from.id, into: into.id });
      ids.delete(mergedId);
      report.merged.push({ from: mergedId, into: place.osm_id!, name: place.name });
    }
  }

  // 5. OpenStreetMap places the import no longer has: removed, unless parents or admins gave them something
  //    (a place an admin made, which a merge gave an OSM id, is not the import's to remove).
  const gone = [...ids.values()].filter(
    (row) => row.source === "openstreetmap" && !importedIds.has(row.osm_id!),
  );
  if (gone.length > 0) {
    const goneIds = gone.map((row) => row.id);
    const keptIds = new Set(
      (
        await tx
          .select({ id: places.id })
          .from(places)
          .where(and(inArray(places.id, goneIds), hasContributions))
      ).map((row) => row.id),
    );
    const removable = gone.filter((row) => !keptIds.has(row.id));
    for (let start = 0; start < removable.length; start += BATCH) {
      const batch = removable.slice(start, start + BATCH);
      await tx.delete(places).where(
        inArray(
          places.id,
          batch.map((row) => row.id),
        ),
      );
    }
    for (const row of gone) {
      (keptIds.has(row.id) ? report.kept : report.removed).push({ osm_id: row.osm_id!, name: row.name });
    }
  }

  report.facts = await syncOsmFacts(tx, imported, ids);
  return report;
}

/** OpenStreetMap's answers follow the import's facts (see the module comment). */
async function syncOsmFacts(
  tx: Db,
  imported: readonly ImportedPlace[],
  ids: ReadonlyMap<string, { id: string }>,
): Promise<ImportSyncReport["facts"]> {
  const counts = { added: 0, changed: 0, removed: 0 };
  const wanted = new Map<string, { key: string; value: string; location: string[]; answered_at: Date }>();
  for (const place of imported) {
    const placeId = place.osm_id ? ids.get(place.osm_id)?.id : undefined;
    if (!placeId || !place.facts_date) continue;
    for (const fact of place.facts) {
      wanted.set(`${placeId} ${fact.key}`, {
        key: fact.key,
        value: fact.value,
        location: fact.location ?? [],
        answered_at: answeredAt(place.facts_date),
      });
    }
  }
  const importedPlaceIds = imported.flatMap((place) => {
    const placeId = place.osm_id ? ids.get(place.osm_id)?.id : undefined;
    return placeId ? [placeId] : [];
  });
  const current = await tx
    .select({
      id: placeFactAnswers.id,
      place_id: placeFactAnswers.place_id,
      key: placeFactAnswers.key,
      value: placeFactAnswers.value,
      location: placeFactAnswers.location,
      answered_at: placeFactAnswers.answered_at,
    })
    .from(placeFactAnswers)
    .where(eq(placeFactAnswers.source, "openstreetmap"));
  const importedSet = new Set(importedPlaceIds);
  const seen = new Set<string>();
  const withdrawn: string[] = [];
  for (const answer of current) {
    if (!importedSet.has(answer.place_id)) continue;
    const key = `${answer.place_id} ${answer.key}`;
    const next = wanted.get(key);
    if (!next) {
      withdrawn.push(answer.id);
      continue;
    }
    seen.add(key);
    const isSame =
      answer.value === next.value &&
      answer.location.join(";") === next.location.join(";") &&
      answer.answered_at.getTime() === next.answered_at.getTime();
    if (isSame) continue;
    await tx
      .update(placeFactAnswers)
      .set({ value: next.value, location: next.location, answered_at: next.answered_at })
      .where(eq(placeFactAnswers.id, answer.id));
    counts.changed++;
  }
  for (let start = 0; start < withdrawn.length; start += BATCH) {
    await tx
      .delete(placeFactAnswers)
      .where(inArray(placeFactAnswers.id, withdrawn.slice(start, start + BATCH)));
  }
  counts.removed = withdrawn.length;
  const added = [...wanted].filter(([key]) => !seen.has(key));
  for (let start = 0; start < added.length; start += BATCH) {
    await tx.insert(placeFactAnswers).values(
      added.slice(start, start + BATCH).map(([key, fact]) => ({
        place_id: key.split(" ")[0]!,
        ...fact,
        source: "openstreetmap" as const,
      })),
    );
  }
  counts.added = added.length;
  return counts;
}
