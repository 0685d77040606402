/**
 * The family facts of a place (decisions/016-family-facts.md): a fixed set, each named after
 * the OpenStreetMap key where the OSM wiki documents one, with the values the app accepts. Parents,
 * owners and admins answer them; OpenStreetMap's values count as one answer. Imports nothing from Node or
 * the DOM.
 */

/** Answers of a yes/no fact. */
export const YES_NO = ["yes", "no"] as const;
/** Answers of an access fact (OSM wiki Key:wheelchair, Key:stroller: "limited" = partly, e.g. one step). */
export const YES_LIMITED_NO = ["yes", "limited", "no"] as const;
/** Ages in whole years, as OSM Key:min_age / Key:max_age. */
export const AGE_YEARS = Array.from({ length: 19 }, (_, years) => String(years));
/** Ground of a playground (OSM wiki Key:surface, the values found on play areas). */
export const PLAYGROUND_SURFACES = [
  "sand",
  "grass",
  "woodchips",
  "rubber",
  "artificial_turf",
  "gravel",
  "fine_gravel",
  "paving_stones",
  "asphalt",
  "concrete",
  "ground",
  "dirt",
] as const;

/**
 * Where the changing table is (OSM wiki Key:changing_table, `changing_table:location`; the wiki's
 * `room` and `sales_area` are left out: a parent cannot tell them apart from the place's other rooms).
 */
export const CHANGING_TABLE_LOCATIONS = [
  "female_toilet",
  "male_toilet",
  "unisex_toilet",
  "wheelchair_toilet",
  "dedicated_room",
] as const;
export type ChangingTableLocation = (typeof CHANGING_TABLE_LOCATIONS)[number];

/** Which places a fact is asked about: every place, buildings (not parks or playgrounds), playgrounds. */
export type FactScope = "all" | "venue" | "playground";

/**
 * One fact: its key, its answers, where it applies, and whether the key is OpenStreetMap's (documented
 * in the OSM wiki as Key:<key>; else a Lütt name for a fact OSM has no key for, decisions/016).
 */
export type FamilyFact = { key: string; values: readonly string[]; scope: FactScope; osm: boolean };

/** The facts, in the order they are shown and asked. */
export const FAMILY_FACTS = [
  { key: "changing_table", values: YES_NO, scope: "all", osm: true },
  { key: "highchair", values: YES_NO, scope: "venue", osm: true },
  { key: "wheelchair", values: YES_LIMITED_NO, scope: "all", osm: true },
  { key: "stroller", values: YES_LIMITED_NO, scope: "all", osm: true },
  { key: "stroller_parking", values: YES_NO, scope: "venue", osm: false },
  { key: "baby_feeding", values: YES_NO, scope: "venue", osm: true },
  { key: "kids_area", values: YES_NO, scope: "venue", osm: true },
  { key: "toilets", values: YES_NO, scope: "all", osm: true },
  { key: "fenced", values: YES_NO, scope: "playground", osm: false },
  { key: "shade", values: YES_NO, scope: "playground", osm: false },
  { key: "playground:sandpit", values: YES_NO, scope: "playground", osm: false },
  { key: "playground:water", values: YES_NO, scope: "playground", osm: false },
  { key: "min_age", values: AGE_YEARS, scope: "playground", osm: true },
  { key: "max_age", values: AGE_YEARS, scope: "playground", osm: true },
  { key: "surface", values: PLAYGROUND_SURFACES, scope: "playground", osm: true },
] as const satisfies readonly FamilyFact[];

export type FactKey = (typeof FAMILY_FACTS)[number]["key"];
export const FACT_KEYS = FAMILY_FACTS.map((fact) => fact.key) as [FactKey, ...FactKey[]];

/** A fact whose shown value can be "yes" (the yes/no and access facts). */
export type YesFactKey = Extract<
  (typeof FAMILY_FACTS)[number],
  { values: typeof YES_NO | typeof YES_LIMITED_NO }
>["key"];

/** The facts a list can be filtered on and cards show: those whose shown value can be "yes". */
export const FILTER_FACT_KEYS = FAMILY_FACTS.filter((fact) =>
  (fact.values as readonly string[]).includes("yes"),
).map((fact) => fact.key as YesFactKey);

/**
 * The values of the list filter `fact` (decision 016): a fact whose shown value is "yes", or
 * `changing_table:<location>` for a changing table there ("Wickeltisch auch bei den Herren").
 */
export const FACT_FILTERS = [
  ...FILTER_FACT_KEYS,
  ...CHANGING_TABLE_LOCATIONS.map((location) => `changing_table:${location}` as const),
];
export type FactFilter = (typeof FACT_FILTERS)[number];

const OUTDOOR_TYPES: readonly string[] = ["playground", "park"];

/** The facts that apply to a place of this type, in display order. */
export const factsFor = (placeType: string): readonly FamilyFact[] =>
  FAMILY_FACTS.filter(
    (fact) =>
      fact.scope === "all" ||
      (fact.scope === "venue" && !OUTDOOR_TYPES.includes(placeType)) ||
      (fact.scope === "playground" && placeType === "playground"),
  );

/** The fact with this key, or undefined for a key the app does not know. */
export const familyFact = (key: string): FamilyFact | undefined =>
  FAMILY_FACTS.find((fact) => fact.key === key);

/** A fact not confirmed for this long "könnte veraltet sein" and is asked again (decision 016). */
export const FACT_STALE_MONTHS = 18;

/** A question waved away with "Weiß nicht" is not asked again for this long (decision 016). */
export const FACT_DISMISS_DAYS = 30;
/** At most this many open questions are offered at once (decision 016: nobody is nagged). */
export const FACT_QUESTIONS_MAX = 3;

/** Who gave an answer (decision 016): the OpenStreetMap import, a parent, the place's owner, an admin. */
export const FACT_SOURCES = ["openstreetmap", "parent", "owner", "admin"] as const;
export type FactSource = (typeof FACT_SOURCES)[number];
/** What decides a shown value: the answers' majority, or the owner's or an admin's answer. */
export const FACT_DECIDERS = ["majority", "owner", "admin"] as const;
/** The shown value when the latest answers disagree as much as they agree (decision 016). */
export const UNCLEAR = "unclear";
