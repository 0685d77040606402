/**
 * OSM tags → English place features and age groups.
 *
 * The first ten feature strings are the spec's place features (spec 01 §3 "Offered option lists", also
 * `PLACE_FEATURES` in src/shared/constants.ts); the rest are import-specific additions agreed in the
 * data brief. Tag semantics follow the OSM wiki (Key:changing_table, Key:highchair, Key:kids_area,
 * Key:wheelchair, Key:internet_access, Key:outdoor_seating, Key:playground, Key:min_age/max_age).
 */
import type { Tags } from "./sources.js";

/** Place types of the app (same keys as `PLACE_TYPES` in src/shared/constants.ts). */
export type PlaceType =
  | "cafe"
  | "ice_cream"
  | "kindercafe"
  | "restaurant"
  | "playground"
  | "park"
  | "activity_center"
  | "family_education"
  | "library"
  | "museum"
  | "shopping_center"
  | "sports_facility"
  | "other";

/** Playground equipment: OSM value(s) → feature label. Order here is the output order. */
export const PLAYGROUND_EQUIPMENT: ReadonlyArray<readonly [feature: string, osmValues: readonly string[]]> = [
  ["Baby swing", ["baby_swing", "babyswing", "baby_seat_swing"]],
  ["Swing", ["swing", "basketswing", "basket_swing", "tire_swing"]],
  ["Slide", ["slide", "tube_slide"]],
  ["Sandpit", ["sandpit", "sand_pit", "sandbox"]],
  ["Water play", ["water", "water_play", "pump", "water_pump", "splash_pad"]],
  [
    "Climbing frame",
    ["climbingframe", "climbing_frame", "climbingwall", "climb_wall", "climbing_wall", "net"],
  ],
  ["Springy", ["springy", "spring_rider"]],
  ["Seesaw", ["seesaw"]],
  ["Roundabout", ["roundabout", "spinner"]],
  ["Playhouse", ["playhouse", "tree_house"]],
  ["Zip line", ["zipwire", "zip_line", "aerialrunway"]],
  ["Trampoline", ["trampoline"]],
];

/** Every feature the import can emit, in output order. */
export const FEATURE_ORDER: readonly string[] = [
  // spec 01 §3 place features, in the spec's order
  "High chairs available",
  "Changing table",
  "Kid-friendly menu",
  "Play area",
  "Outdoor seating",
  "Parking available",
  "Stroller accessible",
  "Quiet environment",
  "Free WiFi",
  "Family bathroom",
  // import additions
  "Indoor",
  "Wheelchair accessible",
  "Ice cream",
  "Swimming",
  ...PLAYGROUND_EQUIPMENT.map(([feature]) => feature),
];

const FEATURE_RANK = new Map(FEATURE_ORDER.map((f, i) => [f, i]));

/** De-duplicates and sorts features by `FEATURE_ORDER` (unknown strings last, alphabetically). */
export function sortFeatures(features: Iterable<string>): string[] {
  return [...new Set(features)].sort((a, b) => {
    const ra = FEATURE_RANK.get(a) ?? Infinity;
    const rb = FEATURE_RANK.get(b) ?? Infinity;
    if (ra !== rb) return ra - rb;
    return a < b ? -1 : a > b ? 1 : 0;
  });
}

/** `yes`, a positive count ("highchair=2"), or a list containing yes counts as present. */
export function isYes(value: string | undefined): boolean {
  if (value === undefined) return false;
  const v = value.trim().toLowerCase();
  if (v === "yes" || v === "true" || v === "designated") return true;
  return /^\d+$/.test(v) && Number(v) > 0;
}

/** Splits a `;`-separated OSM value list. */
export function osmValues(value: string | undefined): string[] {
  return (value ?? "")
    .split(";")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

/** Equipment features of a playground: `playground=<x>` (single equipment) and `playground:<x>=yes`. */
export function playgroundEquipment(tags: Tags): string[] {
  const present = new Set(osmValues(tags.playground));
  for (const [key, value] of Object.entries(tags)) {
    const m = /^playground:(.+)$/.exec(key);
    if (m && m[1] && isYes(value)) present.add(m[1].toLowerCase());
  }
  const out: string[] = [];
  for (const [feature, values] of PLAYGROUND_EQUIPMENT) {
    if (values.some((v) => present.has(v))) out.push(feature);
  }
  return out;
}

/** Context the feature mapping needs beyond the tags. */
export type FeatureContext = {
  type: PlaceType;
  /** The venue is a building (library, museum, cinema, theatre, community centre, café, indoor sport). */
  indoor: boolean;
  iceCream: boolean;
};

/**
 * Maps OSM tags to features. Rules (all from tags, nothing guessed):
 * changing_table=yes → Changing table; highchair=yes|n>0 → High chairs available; kids_area=yes or any
 * playground → Play area; wheelchair=yes → Wheelchair accessible + Stroller accessible (step-free);
 * stroller=yes → Stroller accessible; outdoor_seating≠no → Outdoor seating; internet_access=wlan|yes|wifi
 * with internet_access:fee≠yes → Free WiFi; sport∋swimming → Swimming; indoor=yes or the venue kind →
 * Indoor; ice cream → Ice cream; playground equipment. Not inferred: "Family bathroom" (a wheelchair
 * toilet is not one), "Parking available", "Kid-friendly menu", "Quiet environment" (no usable tags).
 */
export function featuresFromTags(tags: Tags, ctx: FeatureContext): string[] {
  const f: string[] = [];
  const changingLocation = tags["changing_table:location"];
  if (isYes(tags.changing_table) || (changingLocation !== undefined && tags.changing_table !== "no")) {
    f.push("Changing table");
  }
  if (isYes(tags.highchair)) f.push("High chairs available");
  if (isYes(tags.kids_area) || ctx.type === "playground") f.push("Play area");
  if (isYes(tags["kids_area:indoor"]) || isYes(tags["kids_area:outdoor"])) f.push("Play area");
  if (tags.wheelchair === "yes") f.push("Wheelchair accessible", "Stroller accessible");
  if (isYes(tags.stroller)) f.push("Stroller accessible");
  const seating = tags.outdoor_seating;
  if (seating !== undefined && seating !== "no") f.push("Outdoor seating");
  const internet = tags.internet_access;
  if (
    (internet === "wlan" || internet === "yes" || internet === "wifi") &&
    tags["internet_access:fee"] !== "yes"
  ) {
    f.push("Free WiFi");
  }
  if (osmValues(tags.sport).includes("swimming")) f.push("Swimming");
  if (ctx.indoor || tags.indoor === "yes") f.push("Indoor");
  if (ctx.iceCream) f.push("Ice cream");
  if (ctx.type === "playground") f.push(...playgroundEquipment(tags));
  return sortFeatures(f);
}

/** The four age groups of the places filter (spec 01 §3). */
export type AgeGroup = "0-2 years" | "2-5 years" | "5+ years" | "all ages";

function parseAge(value: string | undefined): number | null {
  if (value === undefined) return null;
  const m = /^\s*(\d+(?:[.,]\d+)?)\s*$/.exec(value);
  return m && m[1] ? Number(m[1].replace(",", ".")) : null;
}

/**
 * Age recommendations. Rule (documented in data/hamburg/SOURCE.md):
 * 1. `min_age`/`max_age` tags → every filter bucket the range overlaps (0-2 = [0,2), 2-5 = [2,5), 5+ = [5,∞));
 *    a range overlapping all three (e.g. min_age=0) is "all ages".
 * 2. Otherwise a baby swing / `baby=yes` / `playground:baby=yes` → "0-2 years" plus "all ages".
 * 3. Otherwise a target group that excludes small children (community_centre:for of only
 *    child/juvenile, i.e. school children and teens) → "5+ years".
 * 4. Otherwise "all ages": the place has no known age restriction (parks, playgrounds, libraries,
 *    museums, cafés, …). It is not a curated "suits every age" judgement.
 */
export function ageRecommendations(tags: Tags, features: readonly string[]): AgeGroup[] {
  const min = parseAge(tags.min_age);
  const max = parseAge(tags.max_age);
  if (min !== null || max !== null) {
    const lo = min ?? 0;
    const hi = max ?? Infinity;
    const out: AgeGroup[] = [];
    if (lo < 2 && hi >= 0) out.push("0-2 years");
    if (lo < 5 && hi >= 2) out.push("2-5 years");
    if (hi >= 5) out.push("5+ years");
    if (out.length === 3) return ["all ages"];
    if (out.length > 0) return out;
  }
  if (features.includes("Baby swing") || isYes(tags.baby) || isYes(tags["playground:baby"])) {
    return ["0-2 years", "all ages"];
  }
  const target = osmValues(tags["community_centre:for"]);
  if (target.length > 0 && target.every((t) => t === "child" || t === "juvenile")) return ["5+ years"];
  return ["all ages"];
}
