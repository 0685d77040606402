/**
 * Family facts of places (decisions/016-family-facts.md): answers by parents, owners and
 * admins, and the shown values the view place_facts computes from them and the OpenStreetMap import.
 */
import { subDays, subMonths } from "date-fns";
import { and, eq, gt, isNotNull, sql, type SQL } from "drizzle-orm";
import {
  CHANGING_TABLE_LOCATIONS,
  FACT_DISMISS_DAYS,
  FACT_KEYS,
  FACT_QUESTIONS_MAX,
  FACT_SOURCES,
  FACT_STALE_MONTHS,
  factsFor,
  familyFact,
  FILTER_FACT_KEYS,
  UNCLEAR,
  type ChangingTableLocation,
  type FactFilter,
  type FactKey,
  type FactSource,
  type YesFactKey,
} from "#shared/family-facts.js";
import type {
  TFactAnswer,
  TFactMinority,
  TFactQuestions,
  TMyFactAnswers,
  TPlaceFact,
} from "#shared/schemas/facts.js";
import type { Db } from "#server/db/client.js";
import {
  cafeProfiles,
  placeFactAnswers,
  placeFactDismissals,
  placeFacts,
  placeParentChecks,
  places,
  profiles,
} from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Viewer } from "#server/lib/policy.js";
import { defineReadCache, READ_CACHE_TTL_MS } from "#server/plugins/read-cache.js";
import { PLACE_NOT_FOUND, requirePlace } from "#server/lib/require-place.js";

// The words a text search finds a place's facts by (places/filters.ts).
export { factSearchText } from "./search-words.js";

/**
 * SQL: whether the place is checked by parents — by the answers (view place_parent_checks) or, as
 * before the facts, by an admin's flag on the place.
 */
export const isCheckedByParentsSql = sql<boolean>`(${places.is_checked_by_parents} OR ${places.id} IN (
  SELECT ${placeParentChecks.place_id} FROM ${placeParentChecks}))`;

/** The keys of facts shown as "yes", in the order of FAMILY_FACTS (the order cards show them in). */
const sortYesFacts = (keys: readonly string[]): YesFactKey[] =>
  FILTER_FACT_KEYS.filter((key) => keys.includes(key));

/** Per place, what its card shows of the facts (decision 016): the facts shown as "yes" and the check. */
export type CardFacts = ReadonlyMap<string, { yes_facts: YesFactKey[]; is_checked: boolean }>;

/** What cards and the search index use of the facts, for all places: one entry, emptied by writes. */
const cardFacts = defineReadCache({ topics: ["places"], ttlMs: READ_CACHE_TTL_MS, max: 1 });

/**
 * What every card shows of the facts, for all places at once: the views are computed once (two queries)
 * instead of once per card, which made an uncached text search pay for every match (decision 016),
 * and kept (cardFacts) until a write to places, so computed once per write for everyone. The places'
 * search index takes the facts' search words from it too (decisions/031).
 */
export function findCardFacts(db: Db): Promise<CardFacts> {
  const load = async (): Promise<CardFacts> => {
    const [yes, checked] = await Promise.all([
      db
        .select({ place_id: placeFacts.place_id, key: placeFacts.key })
        .from(placeFacts)
        .where(eq(placeFacts.value, "yes")),
      db.select({ place_id: placeParentChecks.place_id }).from(placeParentChecks),
    ]);
    const checkedIds = new Set(checked.map((row) => row.place_id));
    const keys = new Map<string, string[]>();
    for (const row of yes) keys.set(row.place_id, [...(keys.get(row.place_id) ?? []), row.key]);
    const facts = new Map<string, { yes_facts: YesFactKey[]; is_checked: boolean }>();
    for (const id of new Set([...keys.keys(), ...checkedIds])) {
      facts.set(id, { yes_facts: sortYesFacts(keys.get(id) ?? []), is_checked: checkedIds.has(id) });
    }
    return facts;
  };
  return cardFacts(db).get("facts:cards", load);
}

/**
 * SQL: places whose fact `filter` is shown as "yes" (decision 016), or whose changing table is at the
 * location of a `changing_table:<location>` filter. The view is computed once for the fact, not per
 * place.
 */
export function hasFactSql(filter: FactFilter): SQL {
  const [key, location] = filter.startsWith("changing_table:")
    ? ["changing_table", filter.slice("changing_table:".length)]
    : [filter, undefined];
  const atLocation = location ? sql` AND ${location} = ANY(${placeFacts.location})` : sql``;
  return sql`${places.id} IN (SELECT ${placeFacts.place_id} FROM ${placeFacts}
    WHERE ${placeFacts.key} = ${key} AND ${placeFacts.value} = 'yes'${atLocation})`;
}

const keyOrder = (key: string) => FACT_KEYS.indexOf(key as FactKey);
const byLocationOrder = (locations: readonly string[]) =>
  CHANGING_TABLE_LOCATIONS.filter((location) => locations.includes(location));

type PlaceFactRow = typeof placeFacts.$inferSelect;

type MinorityRow = PlaceFactRow["minority"][number];

/** The view's minority entries, by the fact's value order, then location (none first), then source. */
function toMinority(key: string, rows: readonly MinorityRow[]): TFactMinority[] {
  const values: readonly string[] = familyFact(key)?.values ?? [];
  const locations: readonly (string | null)[] = [null, ...CHANGING_TABLE_LOCATIONS];
  const sources: readonly string[] = FACT_SOURCES;
  const compare = (a: MinorityRow, b: MinorityRow) =>
    values.indexOf(a.value) - values.indexOf(b.value) ||
    locations.indexOf(a.location) - locations.indexOf(b.location) ||
    sources.indexOf(a.source) - sources.indexOf(b.source);
  return [...rows].sort(compare).map((entry) => ({
    value: entry.value,
    ...(entry.location === null ? {} : { location: entry.location as ChangingTableLocation }),
    source: entry.source as FactSource,
    answers: entry.answers,
  }));
}

function toPlaceFact(row: PlaceFactRow, staleBefore: Date): TPlaceFact {
  const location = byLocationOrder(row.location);
  return {
    key: row.key as FactKey,
    value: row.value,
    ...(location.length > 0 ? { location } : {}),
    confirmations: row.confirmations,
    parent_confirmations: row.parent_confirmations,
    last_confirmed_at: row.last_confirmed_at.toISOString(),
    sources: row.sources as FactSource[],
    decided_by: row.decided_by as TPlaceFact["decided_by"],
    is_stale: row.last_confirmed_at < staleBefore,
    minority: toMinority(row.key, row.minority),
  };
}

/**
 * The shown facts of a place in the order of FAMILY_FACTS; a fact is stale when its latest agreeing
 * answer is older than FACT_STALE_MONTHS before `now`.
 */
export async function findPlaceFacts(db: Db, placeId: string, now = new Date()): Promise<TPlaceFact[]> {
  const rows = await db.select().from(placeFacts).where(eq(placeFacts.place_id, placeId));
  const staleBefore = subMonths(now, FACT_STALE_MONTHS);
  return rows.sort((a, b) => keyOrder(a.key) - keyOrder(b.key)).map((row) => toPlaceFact(row, staleBefore));
}

/** Whose answer this is: an admin's, the place's owner's (its approved café profile), or a parent's. */
async function sourceOf(db: Db, viewer: Viewer, placeId: string): Promise<FactSource> {
  if (viewer.role === "admin") return "admin";
  const [owned] = await db
    .select({ id: cafeProfiles.id })
    .from(cafeProfiles)
    .where(and(eq(cafeProfiles.place_id, placeId), eq(cafeProfiles.user_id, viewer.id)))
    .limit(1);
  return owned ? "owner" : "parent";
}

/**
 * Saves the viewer's answer to one fact of a place, replacing their earlier one (decision 016: one answer
 * per user and fact, changeable), dated now.
 * @returns the fact as shown after the answer
 * @throws AppError NOT_FOUND for an unknown place
 */
export async function answerFact(
  db: Db,
  viewer: Viewer,
  placeId: string,
  answer: TFactAnswer,
): Promise<TPlaceFact> {
  await requirePlace(db, placeId);
  const source = await sourceOf(db, viewer, placeId);
  const location: ChangingTableLocation[] = byLocationOrder(answer.location ?? []);
  await db
    .insert(placeFactAnswers)
    .values({ place_id: placeId, key: answer.key, value: answer.value, location, source, user_id: viewer.id })
    .onConflictDoUpdate({
      target: [placeFactAnswers.place_id, placeFactAnswers.key, placeFactAnswers.user_id],
      set: { value: answer.value, location, source, answered_at: sql`now()` },
    });
  const facts = await findPlaceFacts(db, placeId);
  return facts.find((fact) => fact.key === answer.key)!;
}

/** The viewer's own answers to the facts of a place, in the order of FAMILY_FACTS. */
export async function findMyFactAnswers(db: Db, userId: string, placeId: string): Promise<TMyFactAnswers> {
  const rows = await db
    .select({
      key: placeFactAnswers.key,
      value: placeFactAnswers.value,
      location: placeFactAnswers.location,
      answered_at: placeFactAnswers.answered_at,
    })
    .from(placeFactAnswers)
    .where(and(eq(placeFactAnswers.place_id, placeId), eq(placeFactAnswers.user_id, userId)));
  rows.sort((a, b) => keyOrder(a.key) - keyOrder(b.key));
  return {
    answers: rows.map((row) => ({
      key: row.key as FactKey,
      value: row.value,
      location: byLocationOrder(row.location),
      answered_at: row.answered_at.toISOString(),
    })),
  };
}

/**
 * The questions to offer a parent on a place they favourited (decision 016): facts of the place's type
 * that are unknown, unclear or not confirmed for FACT_STALE_MONTHS, that the parent has not answered in
 * that time and has not waved away in the last FACT_DISMISS_DAYS — at most FACT_QUESTIONS_MAX. Places
 * the parent has not favourited ask nothing by themselves (the facts panel still takes answers).
 * @throws AppError NOT_FOUND for an unknown place
 */
export async function findOpenQuestions(
  db: Db,
  userId: string,
  placeId: string,
  now = new Date(),
): Promise<TFactQuestions> {
  const [place] = await db
    .select({
      type: places.type,
      is_favorite: sql<boolean>`${placeId}::uuid = ANY(${profiles.saved_places})`,
    })
    .from(places)
    .leftJoin(profiles, eq(profiles.user_id, userId))
    .where(eq(places.id, placeId))
    .limit(1);
  if (!place) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND);
  if (!place.is_favorite) return { keys: [] };
  const staleBefore = subMonths(now, FACT_STALE_MONTHS);
  const [shown, answered, dismissed] = await Promise.all([
    findPlaceFacts(db, placeId, now),
    db
      .select({ key: placeFactAnswers.key })
      .from(placeFactAnswers)
      .where(
        and(
          eq(placeFactAnswers.place_id, placeId),
          eq(placeFactAnswers.user_id, userId),
          gt(placeFactAnswers.answered_at, staleBefore),
        ),
      ),
    db
      .select({ key: placeFactDismissals.key })
      .from(placeFactDismissals)
      .where(
        and(
          eq(placeFactDismissals.place_id, placeId),
          eq(placeFactDismissals.user_id, userId),
          gt(placeFactDismissals.dismissed_at, subDays(now, FACT_DISMISS_DAYS)),
        ),
      ),
  ]);
  const settled = new Set(
    shown.filter((fact) => fact.value !== UNCLEAR && !fact.is_stale).map((fact) => fact.key),
  );
  const skip = new Set([...answered, ...dismissed].map((row) => row.key));
  const keys = factsFor(place.type)
    .map((fact) => fact.key as FactKey)
    .filter((key) => !settled.has(key) && !skip.has(key));
  return { keys: keys.slice(0, FACT_QUESTIONS_MAX) };
}

/** Records the viewer's "Weiß nicht" to one question of a place (again: dated anew). */
export async function dismissQuestion(db: Db, userId: string, placeId: string, key: FactKey): Promise<void> {
  await requirePlace(db, placeId);
  await db
    .insert(placeFactDismissals)
    .values({ user_id: userId, place_id: placeId, key })
    .onConflictDoUpdate({
      target: [placeFactDismissals.user_id, placeFactDismissals.place_id, placeFactDismissals.key],
      set: { dismissed_at: sql`now()` },
    });
}

/** Licence and credit of the facts export (decision 016): the OSM import is ODbL, so the derived database is too. */
const FACTS_EXPORT_LICENSE = {
  license: "ODbL-1.0",
  license_url: "https://opendatacommons.org/licenses/odbl/1-0/",
  attribution: "© Lütt contributors (Eltern in Hamburg); includes data © OpenStreetMap contributors",
} as const;

/**
 * Every fact people confirmed in Lütt, as GeoJSON for anyone to reuse (decision 016): one Point feature
 * per place with coordinates and at least one such fact; `properties` carry the facts under their OSM
 * keys (`changing_table:location` as a `;` list, as OSM writes it), `check_date:<key>` with the date of
 * the latest confirmation (the OSM convention, Key:check_date), and `lutt:confirmations:<key>`. Facts
 * that only OpenStreetMap states, and unclear ones, are left out: OpenStreetMap already has those.
 */
export async function exportFactsGeoJson(db: Db): Promise<Record<string, unknown>> {
  const rows = await db
    .select({
      place_id: placeFacts.place_id,
      key: placeFacts.key,
      value: placeFacts.value,
      location: placeFacts.location,
      confirmations: placeFacts.confirmations,
      last_confirmed_at: placeFacts.last_confirmed_at,
      name: places.name,
      osm_id: places.osm_id,
      latitude: places.latitude,
      longitude: places.longitude,
    })
    .from(placeFacts)
    .innerJoin(places, eq(places.id, placeFacts.place_id))
    .where(
      and(
        sql`${placeFacts.value} <> ${UNCLEAR}`,
        sql`${placeFacts.sources} <> ARRAY['openstreetmap']`,
        isNotNull(places.latitude),
        isNotNull(places.longitude),
      ),
    );
  // By name, each place's facts in FAMILY_FACTS order (the order of its properties).
  rows.sort(
    (a, b) =>
      a.name.localeCompare(b.name, "de") ||
      a.place_id.localeCompare(b.place_id) ||
      keyOrder(a.key) - keyOrder(b.key),
  );
  const features = new Map<string, { geometry: unknown; properties: Record<string, unknown> }>();
  for (const row of rows) {
    const feature = features.get(row.place_id) ?? {
      geometry: { type: "Point", coordinates: [row.longitude, row.latitude] },
      properties: {
        "lutt:id": row.place_id,
        name: row.name,
        ...(row.osm_id ? { "lutt:osm_id": row.osm_id } : {}),
      },
    };
    const location = byLocationOrder(row.location);
    Object.assign(feature.properties, {
      [row.key]: row.value,
      ...(location.length > 0 ? { [`${row.key}:location`]: location.join(";") } : {}),
      [`check_date:${row.key}`]: row.last_confirmed_at.toISOString().slice(0, 10),
      [`lutt:confirmations:${row.key}`]: row.confirmations,
    });
    features.set(row.place_id, feature);
  }
  return {
    type: "FeatureCollection",
    ...FACTS_EXPORT_LICENSE,
    features: [...features.values()].map((feature) => ({ type: "Feature", ...feature })),
  };
}
