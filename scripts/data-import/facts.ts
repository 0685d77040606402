/**
 * OSM tags → family facts: the answers OpenStreetMap gives to the app's family questions, seeded as
 * "confirmed once by OpenStreetMap". Nothing is guessed: a fact is emitted only when a tag of the element
 * states it with a value the OSM wiki documents for that key; anything else gives no fact.
 *
 * Source of the semantics: the OSM wiki pages Key:changing_table (with changing_table:location, and the
 * deprecated Key:diaper it supersedes), Key:highchair, Key:wheelchair, Key:stroller, Key:baby_feeding,
 * Key:kids_area, Key:toilets, Key:fenced, Key:shade, Key:covered, Key:playground (and playground:*),
 * Key:min_age, Key:max_age, Key:surface, and Key:check_date / Key:survey:date for the date.
 *
 * Values are trimmed and lower-cased; a `;` list gives a fact only when every item maps to the same
 * answer ("yes;no" or "yes;limited" give none).
 */
import {
  CHANGING_TABLE_LOCATIONS,
  FACT_KEYS as ALL_FACT_KEYS,
  PLAYGROUND_SURFACES,
  type ChangingTableLocation,
  type FactKey as AppFactKey,
} from "#shared/family-facts.js";
import type { Tags } from "./sources.js";

/** Fact keys in output order: the app's (src/shared/family-facts.ts) that OSM tags can state. */
export const FACT_KEYS = ALL_FACT_KEYS.filter(
  (key): key is Exclude<AppFactKey, "stroller_parking"> => key !== "stroller_parking",
);
export type FactKey = (typeof FACT_KEYS)[number];

/** One fact of `places.json`. `location` only on changing_table=yes, and only when a kept value remains. */
export type PlaceFact = { key: FactKey; value: string; location?: ChangingTableLocation[] };

/** Context beyond the tags: fenced, shade and surface are only read on playgrounds. */
export type FactContext = { playground: boolean };

const SANDPIT_VALUES = ["sandpit", "sand_pit", "sandbox"];
const WATER_VALUES = ["water", "water_play", "splash_pad", "pump", "water_pump"];

/** Trimmed, lower-cased items of a `;` list (empty items dropped). */
function items(value: string | undefined): string[] {
  return (value ?? "")
    .split(";")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

const isPositiveCount = (v: string) => /^\d+$/.test(v) && Number(v) > 0;

/**
 * Maps every item of the tag's value with `one`; the answer when all items give the same one, else null
 * (absent tag, an unknown item, or items that disagree).
 */
function mapValue(value: string | undefined, one: (item: string) => string | null): string | null {
  const answers = items(value).map(one);
  if (answers.length === 0 || answers.some((a) => a === null)) return null;
  return answers.every((a) => a === answers[0]) ? answers[0]! : null;
}

/** yes / positive count → yes; no → no (changing_table, diaper, highchair). */
const yesCountNo = (v: string) => (v === "yes" || isPositiveCount(v) ? "yes" : v === "no" ? "no" : null);
/** yes|limited|no, designated → yes (wheelchair, stroller). */
const access = (v: string) => (v === "designated" ? "yes" : ["yes", "limited", "no"].includes(v) ? v : null);
const yesNo = (v: string) => (v === "yes" || v === "no" ? v : null);
const fromList = (allowed: readonly string[]) => (v: string) => (allowed.includes(v) ? v : null);

/** changing_table, falling back to the deprecated diaper key only when changing_table is absent. */
function changingTable(tags: Tags): PlaceFact | null {
  const value =
    tags.changing_table !== undefined
      ? mapValue(tags.changing_table, yesCountNo)
      : mapValue(tags.diaper, yesCountNo);
  if (value === null) return null;
  if (value === "no") return { key: "changing_table", value };
  const given = new Set(items(tags["changing_table:location"]));
  const location = CHANGING_TABLE_LOCATIONS.filter((l) => given.has(l));
  return location.length > 0 ? { key: "changing_table", value, location } : { key: "changing_table", value };
}

/**
 * playground:sandpit / playground:water: yes when the `playground` list names the equipment or
 * `playground:<x>=yes`; no when `playground:<x>=no`; nothing when the two disagree.
 */
function equipment(tags: Tags, key: "playground:sandpit" | "playground:water", values: string[]) {
  const listed = items(tags.playground).some((v) => values.includes(v));
  const own = mapValue(tags[key], yesNo);
  if (listed && own === "no") return null;
  return listed ? "yes" : own;
}

/** An age in whole years 0–18 ("3"), else null ("2.5", "6 years", "21" are ignored). */
function age(value: string | undefined): string | null {
  const v = (value ?? "").trim();
  return /^\d{1,2}$/.test(v) && Number(v) <= 18 ? String(Number(v)) : null;
}

/** The family facts one element's tags state, in `FACT_KEYS` order. Pure. */
export function factsFromTags(tags: Tags, ctx: FactContext): PlaceFact[] {
  const values: Record<FactKey, string | null> = {
    changing_table: null, // handled separately (location)
    highchair: mapValue(tags.highchair, yesCountNo),
    wheelchair: mapValue(tags.wheelchair, access),
    stroller: mapValue(tags.stroller, access),
    baby_feeding: mapValue(tags.baby_feeding, (v) => (v === "yes" || v === "room" ? "yes" : yesNo(v))),
    kids_area: mapValue(tags.kids_area, yesNo),
    toilets: mapValue(tags.toilets, (v) => (["yes", "customers", "customer"].includes(v) ? "yes" : yesNo(v))),
    fenced: ctx.playground ? mapValue(tags.fenced, yesNo) : null,
    shade: ctx.playground ? (mapValue(tags.shade, yesNo) ?? mapValue(tags.covered, yesNo)) : null,
    "playground:sandpit": equipment(tags, "playground:sandpit", SANDPIT_VALUES),
    "playground:water": equipment(tags, "playground:water", WATER_VALUES),
    min_age: age(tags.min_age),
    max_age: age(tags.max_age),
    surface: ctx.playground ? mapValue(tags.surface, fromList(PLAYGROUND_SURFACES)) : null,
  };
  const out: PlaceFact[] = [];
  for (const key of FACT_KEYS) {
    if (key === "changing_table") {
      const fact = changingTable(tags);
      if (fact) out.push(fact);
      continue;
    }
    const value = values[key];
    if (value !== null) out.push({ key, value });
  }
  return out;
}

/**
 * Facts of a place made of several OSM elements (merged playground nodes, duplicates): a key is kept
 * when every element that states it gives the same value, and dropped when they conflict. Locations
 * of agreeing changing_table=yes facts are united (each is a statement about a different table).
 */
export function combineFacts(lists: ReadonlyArray<readonly PlaceFact[]>): PlaceFact[] {
  const out: PlaceFact[] = [];
  for (const key of FACT_KEYS) {
    const stated = lists.flatMap((facts) => facts.filter((f) => f.key === key));
    const first = stated[0];
    if (!first || stated.some((f) => f.value !== first.value)) continue;
    const given = new Set(stated.flatMap((f) => f.location ?? []));
    const location = CHANGING_TABLE_LOCATIONS.filter((l) => given.has(l));
    out.push(location.length > 0 ? { key, value: first.value, location } : { key, value: first.value });
  }
  return out;
}

/**
 * A valid OSM date as YYYY-MM-DD: a real calendar date "YYYY-MM-DD", or "YYYY-MM" (→ the 1st of the
 * month); anything else (lists, times, "2023-02-30", words) → null.
 */
export function parseOsmDate(value: string | undefined): string | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec((value ?? "").trim());
  if (!m) return null;
  const [, y, mo, d = "01"] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const iso = `${y}-${mo}-${d}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The YYYY-MM-DD date in a provenance `snapshot` string ("OSM base 2024-06-14T12:07:11Z"). */
export function snapshotDate(snapshot: string): string {
  const m = /\d{4}-\d{2}-\d{2}/.exec(snapshot);
  const date = m ? parseOsmDate(m[0]) : null;
  if (!date) throw new Error(`No date in snapshot "${snapshot}"`);
  return date;
}

/** Where a facts date comes from (counted in SOURCE.md). */
export type FactsDateSource = "check_date" | "survey:date" | "snapshot";

/**
 * When the element's tags were last confirmed: `check_date`, else `survey:date`, else the date of the
 * snapshot the tags come from. Invalid dates are ignored, and so are dates after the snapshot (the
 * element cannot have been checked after it was extracted).
 */
export function elementFactsDate(tags: Tags, snapshot: string): { date: string; source: FactsDateSource } {
  for (const source of ["check_date", "survey:date"] as const) {
    const date = parseOsmDate(tags[source]);
    if (date && date <= snapshot) return { date, source };
  }
  return { date: snapshot, source: "snapshot" };
}

/** `facts` and `facts_date` of one place. */
export type PlaceFacts = {
  facts: PlaceFact[];
  facts_date: string | null;
  /** Where facts_date comes from (not written to places.json); null when there are no facts. */
  factsDateSource: FactsDateSource | null;
  /** Keys dropped because the merged elements disagree (not written to places.json). */
  conflicts: FactKey[];
};

/**
 * Facts of a place from the tags of its element(s) (the first is the place's own element, the others
 * merged into it), all from the same snapshot. The date is the oldest confirmation date among the
 * elements that state a kept fact; null when no fact remains.
 */
export function placeFacts(tagSets: readonly Tags[], ctx: FactContext, snapshot: string): PlaceFacts {
  const perElement = tagSets.map((tags) => ({ tags, facts: factsFromTags(tags, ctx) }));
  const facts = combineFacts(perElement.map((e) => e.facts));
  const kept = new Set(facts.map((f) => f.key));
  const stated = new Set(perElement.flatMap((e) => e.facts.map((f) => f.key)));
  const conflicts = FACT_KEYS.filter((k) => stated.has(k) && !kept.has(k));
  if (facts.length === 0) return { facts, facts_date: null, factsDateSource: null, conflicts };
  const dates = perElement
    .filter((e) => e.facts.some((f) => kept.has(f.key)))
    .map((e) => elementFactsDate(e.tags, snapshot))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const oldest = dates[0]!;
  return { facts, facts_date: oldest.date, factsDateSource: oldest.source, conflicts };
}

/**
 * Facts of places merged into one after they were built (the final duplicate pass: same name within
 * 50 m): `combineFacts` over their facts (a key the places disagree on is dropped), dated by the oldest
 * `facts_date` of the places that state a kept fact; null when no fact remains.
 */
export function mergePlaceFacts(
  parts: ReadonlyArray<{ facts: readonly PlaceFact[]; facts_date: string | null }>,
): { facts: PlaceFact[]; facts_date: string | null; conflicts: FactKey[] } {
  const facts = combineFacts(parts.map((p) => p.facts));
  const kept = new Set(facts.map((f) => f.key));
  const stated = new Set(parts.flatMap((p) => p.facts.map((f) => f.key)));
  const conflicts = FACT_KEYS.filter((k) => stated.has(k) && !kept.has(k));
  const dates = parts
    .filter((p) => p.facts_date && p.facts.some((f) => kept.has(f.key)))
    .map((p) => p.facts_date!)
    .sort();
  return { facts, facts_date: facts.length > 0 ? (dates[0] ?? null) : null, conflicts };
}
