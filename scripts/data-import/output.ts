/**
 * Serialisation of the generated files. Output is deterministic: no timestamps, fixed key order, one
 * record per line in the arrays (small, readable git diffs), trailing newline.
 */
import { DUPLICATE_METRES, NEARBY_METRES, type ImportStats, type Place } from "./build-places.js";
import { HINT_METRES } from "./locality-hints.js";
import { SAME_PARK_GAP_METRES } from "./parks.js";
import type { CityRecord, StadtteilRecord } from "./build-stadtteile.js";
import { SIMPLIFY_TOLERANCE_M } from "./build-stadtteile.js";
import { FACT_KEYS, snapshotDate } from "./facts.js";
import type { ExtractStats } from "./pois.js";
import type { Provenance } from "./sources.js";
import type { Station } from "./stations.js";
import { compareStrings, normaliseName } from "./text.js";
import { haversineMetres } from "#shared/geo.js";

/** Attribution block written into both JSON files (and explained in LICENCE.md). */
export const ATTRIBUTION = {
  openstreetmap: {
    text: "© OpenStreetMap contributors",
    licence: "ODbL-1.0",
    licence_url: "https://opendatacommons.org/licenses/odbl/1-0/",
    copyright_url: "https://www.openstreetmap.org/copyright",
  },
  "hamburg-parkanlagen-2016": {
    text: "Freie und Hansestadt Hamburg",
    licence: "dl-de/by-2-0",
    licence_url: "https://www.govdata.de/dl-de/by-2-0",
    note: "Licence of this 2016 WFS layer was not verified upstream (assumed dl-de/by-2-0); see data/hamburg/LICENCE.md.",
  },
  "hamburg-boundaries": {
    text: "Freie und Hansestadt Hamburg, Landesbetrieb Geoinformation und Vermessung (LGV); processed by Open Data Product",
    licence: "dl-de/by-2-0",
    licence_url: "https://www.govdata.de/dl-de/by-2-0",
  },
} as const;

/** Provenance as written into the JSON files. */
export function generatedFrom(provenance: readonly Provenance[]) {
  return provenance.map((p) => ({
    name: p.name,
    repository: p.repository,
    commit: p.commit,
    path: p.path,
    snapshot: p.snapshot,
    licence: p.licence,
  }));
}

/** A JSON document whose `arrayKey` array is written one element per line. */
function documentWithArray(
  head: Record<string, unknown>,
  arrayKey: string,
  items: readonly unknown[],
): string {
  const headLines = Object.entries(head).map(
    ([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v, null, 2).replace(/\n/g, "\n  ")},`,
  );
  const body = items.map((item) => JSON.stringify(item)).join(",\n");
  return `{\n${headLines.join("\n")}\n  ${JSON.stringify(arrayKey)}: [\n${body}\n  ]\n}\n`;
}

/**
 * The date of the newest OpenStreetMap data among the sources: what a database seeded from the file
 * holds, against which a refresh from a live Overpass API counts as newer (docs/decisions/038).
 */
export function osmBase(provenance: readonly Provenance[]): string {
  return provenance
    .filter((p) => p.licence === "ODbL-1.0")
    .map((p) => snapshotDate(p.snapshot))
    .sort()
    .at(-1)!;
}

/** `places.json`. */
export function formatPlacesJson(provenance: readonly Provenance[], places: readonly Place[]): string {
  return documentWithArray(
    {
      generated_from: generatedFrom(provenance),
      attribution: ATTRIBUTION,
      generator: "scripts/data-import/main.ts (npm run data:import)",
      osm_base: osmBase(provenance),
      count: places.length,
    },
    "places",
    places,
  );
}

/** `stations.json`. */
export function formatStationsJson(provenance: readonly Provenance[], stations: readonly Station[]): string {
  return documentWithArray(
    {
      generated_from: generatedFrom(provenance),
      attribution: { openstreetmap: ATTRIBUTION.openstreetmap },
      generator: "scripts/data-import/main.ts (npm run data:import)",
      osm_base: osmBase(provenance),
      count: stations.length,
    },
    "stations",
    stations,
  );
}

/** `stadtteile.json`. */
export function formatStadtteileJson(
  provenance: readonly Provenance[],
  records: readonly StadtteilRecord[],
): string {
  return documentWithArray(
    {
      generated_from: generatedFrom(
        provenance.filter((p) => p.name.startsWith("Hamburg administrative boundaries")),
      ),
      attribution: ATTRIBUTION["hamburg-boundaries"],
      generator: "scripts/data-import/main.ts (npm run data:import)",
      simplification: `Douglas–Peucker, tolerance ${SIMPLIFY_TOLERANCE_M} m, coordinates rounded to 5 decimals; center is [lat, lon] inside the simplified polygon; bbox is [minLon, minLat, maxLon, maxLat]`,
      count: records.length,
    },
    "stadtteile",
    records,
  );
}

/** `city.json`: the outline as a MultiPolygon's `coordinates`, one polygon per line. */
export function formatCityJson(provenance: readonly Provenance[], city: CityRecord): string {
  return documentWithArray(
    {
      generated_from: generatedFrom(
        provenance.filter((p) => p.name.startsWith("Hamburg administrative boundaries")),
      ),
      attribution: ATTRIBUTION["hamburg-boundaries"],
      generator: "scripts/data-import/main.ts (npm run data:import)",
      simplification: `Douglas–Peucker, tolerance ${SIMPLIFY_TOLERANCE_M} m, coordinates rounded to 5 decimals; bbox is [minLon, minLat, maxLon, maxLat]`,
      name: city.name,
      bbox: city.bbox,
      type: city.geometry.type,
    },
    "coordinates",
    city.geometry.coordinates,
  );
}

/** Counts of a string-valued key, sorted by count desc then key. */
export function countBy<T>(items: readonly T[], key: (t: T) => string | string[]): Array<[string, number]> {
  const m = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    for (const v of Array.isArray(k) ? k : [k]) m.set(v, (m.get(v) ?? 0) + 1);
  }
  return [...m.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

function table(header: [string, string], rows: ReadonlyArray<readonly [string, number | string]>): string {
  return [`| ${header[0]} | ${header[1]} |`, "|---|---:|", ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join(
    "\n",
  );
}

/**
 * Places per fact key and value, in `FACT_KEYS` order (values by count desc, then name); a key no place
 * has gets one row with value "—" and 0, so the table shows every key.
 */
export function factCounts(places: readonly Place[]): Array<[key: string, value: string, places: number]> {
  const rows: Array<[string, string, number]> = [];
  for (const key of FACT_KEYS) {
    const values = countBy(
      places.filter((p) => p.facts.some((f) => f.key === key)),
      (p) => p.facts.filter((f) => f.key === key).map((f) => f.value),
    );
    if (values.length === 0) rows.push([key, "—", 0]);
    for (const [value, n] of values) rows.push([key, value, n]);
  }
  return rows;
}

/** A compass-sector name of the earlier import: "Spielplatz in Ottensen (Nordwest 2)", "… (Mitte)". */
const COMPASS_NAME = /\((Nord|Nordost|Ost|Südost|Süd|Südwest|West|Nordwest|Mitte)( \d+)?\)/;

/**
 * The catalogue measures (SOURCE.md "Catalogue rules", decision 039), before and after a change of the rules.
 */
export type CatalogueCounts = {
  places: number;
  byType: Array<[string, number]>;
  /** Names with a compass sector ("(Nordwest 2)"). */
  compassNames: number;
  /** Playgrounds whose name carries a distinguishing number ("(2)"). */
  numberedPlaygrounds: number;
  /** Playgrounds named only after their Stadtteil: "Spielplatz in Ottensen", "Spielplatz in Ottensen (2)". */
  stadtteilNames: number;
  /** Places with `street` null. */
  withoutStreet: number;
  /** Places whose card shows only the Stadtteil: no street and no distinguishing line. */
  withoutStreetOrLine: number;
  /** Normalised names (`normaliseName`) that several places carry, and how many places carry them. */
  sharedNames: { names: number; places: number };
  /** The same within one Stadtteil (names, places). */
  sharedInStadtteil: { names: number; places: number };
};

/** Normalised names that several places carry, with how many (most first). */
export function sharedNames(places: readonly Pick<Place, "name">[]): Array<[string, number]> {
  return countBy(places, (p) => normaliseName(p.name)).filter(([, n]) => n > 1);
}

/** Groups of places in one Stadtteil that carry the same normalised name (largest first, then by name). */
export function sharedNamesInStadtteil<T extends Pick<Place, "name" | "stadtteil">>(
  places: readonly T[],
): T[][] {
  const groups = new Map<string, T[]>();
  for (const p of places) {
    const key = `${p.stadtteil}\u0000${normaliseName(p.name)}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .sort(
      (a, b) =>
        b.length - a.length ||
        compareStrings(a[0]!.stadtteil, b[0]!.stadtteil) ||
        compareStrings(a[0]!.name, b[0]!.name),
    );
}

/** Places of the catalogue counts. */
type CountedPlace = Pick<Place, "name" | "type" | "street" | "stadtteil" | "locality_hint">;

export function catalogueCounts(places: readonly CountedPlace[]): CatalogueCounts {
  const inStadtteil = sharedNamesInStadtteil(places);
  return {
    places: places.length,
    byType: countBy(places, (p) => p.type),
    compassNames: places.filter((p) => COMPASS_NAME.test(p.name)).length,
    numberedPlaygrounds: places.filter((p) => p.type === "playground" && / \(\d+\)$/.test(p.name)).length,
    stadtteilNames: places.filter(
      (p) =>
        p.type === "playground" &&
        (p.name === `Spielplatz in ${p.stadtteil}` || p.name.startsWith(`Spielplatz in ${p.stadtteil} (`)),
    ).length,
    withoutStreet: places.filter((p) => !p.street).length,
    withoutStreetOrLine: places.filter((p) => !p.street && !p.locality_hint).length,
    sharedNames: {
      names: sharedNames(places).length,
      places: sharedNames(places).reduce((sum, [, n]) => sum + n, 0),
    },
    sharedInStadtteil: {
      names: inStadtteil.length,
      places: inStadtteil.reduce((sum, group) => sum + group.length, 0),
    },
  };
}

/**
 * The same measures of the import before restaurants, names after parks, chains and the distinguishing
 * line (places.json of commit 5d1d529, counted with `catalogueCounts`). Fixed numbers: the old output is
 * not rebuilt.
 */
export const CATALOGUE_BEFORE: CatalogueCounts = {
  places: 1167,
  byType: [
    ["playground", 467],
    ["park", 315],
    ["ice_cream", 178],
    ["museum", 65],
    ["activity_center", 59],
    ["family_education", 35],
    ["library", 33],
    ["sports_facility", 12],
    ["cafe", 2],
    ["kindercafe", 1],
  ],
  compassNames: 0,
  numberedPlaygrounds: 288,
  stadtteilNames: 254,
  withoutStreet: 801,
  withoutStreetOrLine: 801,
  sharedNames: { names: 20, places: 52 },
  sharedInStadtteil: { names: 7, places: 14 },
};

/** Before/after rows of the catalogue table in SOURCE.md. */
export function catalogueRows(after: CatalogueCounts): Array<[string, number | string, number | string]> {
  const before = CATALOGUE_BEFORE;
  const types = [...new Set([...before.byType, ...after.byType].map(([t]) => t))];
  const typeCount = (c: CatalogueCounts, t: string) => c.byType.find(([k]) => k === t)?.[1] ?? 0;
  const pair = (c: { names: number; places: number }) => `${c.names} (${c.places})`;
  return [
    ["places", before.places, after.places],
    ...types.map((t): [string, number, number] => [
      `type \`${t}\``,
      typeCount(before, t),
      typeCount(after, t),
    ]),
    ['names with a compass sector ("(Nordwest 2)")', before.compassNames, after.compassNames],
    [
      'playground names with a distinguishing number ("(2)")',
      before.numberedPlaygrounds,
      after.numberedPlaygrounds,
    ],
    [
      'playgrounds named after their Stadtteil ("Spielplatz in Ottensen (2)")',
      before.stadtteilNames,
      after.stadtteilNames,
    ],
    ["places without a street", before.withoutStreet, after.withoutStreet],
    [
      "places without a street or a distinguishing line",
      before.withoutStreetOrLine,
      after.withoutStreetOrLine,
    ],
    ["names several places share (places carrying them)", pair(before.sharedNames), pair(after.sharedNames)],
    [
      "names several places share in one Stadtteil (places)",
      pair(before.sharedInStadtteil),
      pair(after.sharedInStadtteil),
    ],
  ];
}

/** Drop reasons whose places SOURCE.md lists by name ("Catalogue rules": decided per case, worth a look). */
const LISTED_DROP_REASONS = [
  "adult venue",
  "min_age above 6 (not for 0–6-year-olds)",
  "community centre: youth centre for school children and teenagers",
  "sports centre: sports club, studio or hall without a family offer in the tags",
];

/** Smallest distance in metres between two of the points, rounded. */
function closestPair(points: ReadonlyArray<readonly [number, number]>): number {
  let best = Infinity;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      best = Math.min(best, haversineMetres(points[i]!, points[j]!));
  return Math.round(best);
}

/** "a", "b" and "c" with counts: `"Haus der Jugend Dulsberg", "IGL"`. */
const quoted = (names: readonly string[]) =>
  [...new Set(names)]
    .sort(compareStrings)
    .map((n) => `"${n}"`)
    .join(", ");

/** How a card tells apart the places of one name in one Stadtteil (SOURCE.md "Duplicates"). */
export function toldApartBy(group: ReadonlyArray<Pick<Place, "address" | "locality_hint">>): string {
  const lines = group.map((p) => (p.locality_hint ? `${p.address} · Nähe ${p.locality_hint}` : p.address));
  if (new Set(lines).size < lines.length) return "**not told apart**";
  if (new Set(group.map((p) => p.address)).size === group.length) return "their addresses";
  return "their addresses and distinguishing lines";
}

/** The section of SOURCE.md on the catalogue rules (decision 039): rules and counts. */
export function renderCatalogueRules(places: readonly Place[], stats: ImportStats): string {
  const after = catalogueCounts(places);
  const sources = stats.playgroundNameSources;
  const playgrounds = places.filter((p) => p.type === "playground").length;
  const shared = sharedNames(places).map(([name, n]) => {
    const group = places.filter((p) => normaliseName(p.name) === name);
    return {
      label: group[0]!.name,
      n,
      closest: closestPair(group.map((p) => [p.longitude, p.latitude] as const)),
    };
  });
  const inStadtteil = sharedNamesInStadtteil(places);
  const numbered = places.filter((p) => p.type === "playground" && / \(\d+\)$/.test(p.name));
  const withoutStreet = places.filter((p) => !p.street);
  const listed = LISTED_DROP_REASONS.map(
    (reason) =>
      `  - ${reason} (${stats.dropped[reason] ?? 0}): ${quoted(stats.droppedNames[reason] ?? []) || "none"}`,
  ).join("\n");
  return `## Catalogue rules (see also docs/decisions/039-names-parents-recognise.md)

### Types

- **Ice-cream parlours are their own type \`ice_cream\`** ("Eisdiele" / "Ice-cream parlour"): every
  \`amenity=ice_cream\` node, and every \`amenity=cafe\` whose \`cuisine\` lists \`ice_cream\` and that is no
  family café (${stats.cafes.iceCreamCafes} from the café file). Their feature "Ice cream" stays.
- **Family cafés stay cafés:** a café with \`changing_table\`, \`highchair\` or \`kids_area\` = yes, or a family
  word in its name (Kinder, Familie, Spiel, Eltern, Mütter, Krabbel, Kids; "Kinder"/"Spiel" → \`kindercafe\`),
  also when it sells ice cream: ${stats.cafes.familyCafes} café(s), ${stats.cafes.kindercafes} kindercafé(s). A café whose only signal is
  \`stroller=yes\` stays a café too (${stats.cafes.strollerOnly}). Cafés with a Lütt café profile are typed by the app, not here.
  That is why the "Café" filter finds so few: of the cafés inside Hamburg, OpenStreetMap says for almost
  none whether families are catered for (${stats.dropped["café: no family signal in the data"] ?? 0} dropped for that); the filter maps to type
  \`cafe\` as it should.
- **Restaurants and snack bars** (\`amenity=restaurant\`, \`amenity=fast_food\`; the 2024 raw extract only, so
  names, positions and tags are from June 2024) → type \`restaurant\` ("Restaurant"), only with family
  relevance in the data: \`changing_table\`, \`highchair\`, \`kids_area\` or \`kids_area:indoor|outdoor\` = yes (or
  a positive count), or a family word in the name (whole words or word beginnings: Familie(n), Kinder,
  Kids, Eltern, Mütter, Krabbel…, Spielplatz, Spielecke, Spielcafé — so "La Famille", "famila Fisch" and
  "Babylon" are none); not with \`kids=no\` or a private \`access\`. ${(stats.rows.restaurants ?? 0) + (stats.rows["fast-food-restaurants"] ?? 0)} read, ${after.byType.find(([t]) => t === "restaurant")?.[1] ?? 0} kept;
  dropped without a family signal: restaurants ${stats.dropped["restaurant: no family signal in the data"] ?? 0}, snack bars ${stats.dropped["snack bar: no family signal in the data"] ?? 0}. Their facts come from the same tags
  (see "Family facts").
- **Not for ages 0–6, so not imported** (decided per place from its tags and name):
  - adult venues: an adult name (Erotik, Sex …) or the tags \`cinema=erotic\`, \`shop=erotic|adult\`,
    \`amenity=stripclub|brothel|swingerclub|love_hotel\`, or \`min_age\` ≥ 18;
  - a \`min_age\` above 6;
  - youth centres for school children and teenagers: a youth-centre name (Haus der Jugend, Jugendzentrum,
    Jugendclub, Jugendtreff, Jugendcafé, Jugendarbeit, "Kinder- und Jugend…", "Jugend- und …") or
    \`community_centre:for\` ∋ \`juvenile\`, unless the tags also name \`family\`, \`multigeneration\` or
    \`neighbourhood\`, or the name names families, parents, the Stadtteil, neighbours or citizens
    ("KiFaZ Lurup" for=family;child;juvenile and "Jugend- und Stadtteilzentrum Stephanstraße" stay). Centres
    only for \`child\` (Spielhaus, Mobiles Kinderprojekt) stay, with the age group "5+ years";
  - sports centres without a family offer: kept only with \`sport\` ∋ swimming, trampoline, climbing,
    miniature_golf, gymnastics or kinderturnen, or a name saying Kinder, Kids, Familie, Eltern, Baby,
    Schwimm…, …bad, Boulder, Kletter…, Trampolin, or \`min_age\` ≤ 6 — and never yoga/pilates studios
    (by name) or gyms, spas, billiards, shooting (as before). Dropped: martial arts, rowing and canoe
    clubs, racket sports, archery, football, dance schools and bare sports halls or clubs.

  Dropped by these rules, by name (worth a human look when the data improves):

${listed}

### Playground names

An unnamed playground (OSM name empty, generic like "Spielplatz", or a device's name) is named after the
nearest named thing the data has, never with compass sectors. The data has no street geometry (only OSM
nodes of POIs, park polygons and district boundaries), so the street addresses of the other POIs (also
restaurants, snack bars, Kitas and pharmacies) stand in for the streets nearby. In this order:

| source | name | playgrounds |
|---|---|---:|
| own OSM name | as mapped ("Spielplatz" in front if the name does not say so) | ${sources["own name"]} |
| own \`addr:street\` | "Spielplatz <street>" | ${sources["own street"]} |
| named OSM park it lies in | "Spielplatz im <park>" ("Spielplatz im Jenischpark") | ${sources.park} |
| named park next to it: an OSM park within ${NEARBY_METRES} m of its polygon, or an official 2016 park without OSM match within ${NEARBY_METRES} m of its point | "Spielplatz am <park>" ("Spielplatz am Wohlers Park") | ${sources["beside park"]} |
| street of the nearest POI address within ${NEARBY_METRES} m | "Spielplatz <street>" ("Spielplatz Heidhörn") | ${sources["nearby street"]} |
| nearest named place within ${NEARBY_METRES} m (Kita, public library, museum, family community centre, pharmacy, cinema, theatre, another park) | "Spielplatz bei <name>" | ${sources["nearby place"]} |
| none of these | "Spielplatz in <Stadtteil>" | ${sources.stadtteil} |

A park comes before the nearest street because it is the named place the playground lies in or next to,
and the name parents use ("Spielplatz im Florapark", not "Spielplatz Schulterblatt"). "im"/"am" stand
only where the park's name stays as it is: its first word is the kind of park (Jenischpark, Park
Fiefstücken, Grünzug Eilbek), or its last word is and no word before it would change its ending
(Wohlers Park, Hamburger Stadtpark; not Japanischer Garten, Alter Elbpark). "am" also before squares,
banks and fields (Beselerplatz); otherwise the name follows "Spielplatz" (inside) or "Spielplatz bei"
(next to). When several playgrounds would share a name, each of them (north to south) takes its next
candidate that no other playground is called or could be called first — never the Stadtteil — until one
is left, which keeps the name; the others are numbered north to south: "Spielplatz in Rahlstedt (3)" (in
brackets, so "Spielplatz Fischmarkt (2)" does not read as house number 2). ${after.numberedPlaygrounds} of ${playgrounds} playgrounds carry such a
number, ${after.stadtteilNames} are named after their Stadtteil: nothing with a name or an address lies within
${NEARBY_METRES} m of them in the data.

**Addresses:** a playground without an address of its own gets the street of the nearest POI address
within ${NEARBY_METRES} m, without house number or postcode, so its address reads "<street>, <Stadtteil>, Hamburg"
(${stats.playgroundNearbyStreets} playgrounds; for one named after a street it is that street).

### The distinguishing line

A card shows a place's name and address; for a place without a street the address is only its
Stadtteil, so "Spielplatz in Ottensen (1)" to "(4)" look alike. Such places get \`locality_hint\`: the name
of the nearest landmark of the data within ${HINT_METRES} m (about ten minutes on foot) — a POI's street, a named
park (distance to its polygon, or to the point of a 2016 park) or a named place as above — which the card
shows as "Nähe Gaußstraße". Places of one name (without its number) and one address all get one, and
different ones: each landmark goes to the place nearest to it, the others take their next nearest.
What the card already says is never the line (a park the name mentions, the place's own street). Where
no landmark is near, there is no line (nothing is invented).

${places.filter((p) => p.locality_hint).length} places have a line (streets ${stats.localityHints.street}, parks ${stats.localityHints.park}, named places ${stats.localityHints.place}); ${withoutStreet.length - after.withoutStreetOrLine} of the ${withoutStreet.length} places
without a street have one, and ${numbered.filter((p) => p.locality_hint).length} of the ${numbered.length} numbered playgrounds.

### Chains

Branches of one business spelt differently in OSM get the spelling most of them use (same type, same
name but for case, accents, apostrophes and a trailing "Ice Cream", "Eis", "Café" …; umlauts count:
"Eisbär" is no "EisBar"). Each branch keeps its own street. ${stats.chains.length} chain(s):
${stats.chains.map((c) => `"${c.name}" (${c.places} branches; was ${c.spellings.map((s) => `"${s}"`).join(", ")})`).join("; ") || "none"}.

### Duplicates

Places with the same normalised name (lower case, umlauts and accents folded, apostrophes dropped:
"Luicella’s Ice Cream" = "Luicellas Ice Cream") within ${DUPLICATE_METRES} m of the place they merge into are one
place; an unnamed playground goes by its best name candidate here. The kept record is the one with more
OSM tags (then the lower id) and keeps its \`osm_id\`; the family facts of all merged elements are
combined (a key they disagree on is dropped, the oldest date is kept). Parts of one named park up to
${SAME_PARK_GAP_METRES} m apart (edge to edge) are one park: green corridors are mapped in pieces split by roads and water
("Grünzug Wilhelmsburger Dove-Elbe", "Ohl-Dörp-Ring"), while namesakes lie kilometres apart
("Rosengarten", "Licentiatenberg"). Every merged element's id is kept in \`merged_osm_ids\`, so a database
that held it as a place of its own moves what parents gave it to the kept place. ${stats.mergedDuplicates.length} merged by name:
${stats.mergedDuplicates.map((d) => `${d.dropped} → ${d.kept} ("${d.name}")`).join("; ")}.

Names several places still share are separate places (branches of a chain, or different places of the
same name) farther apart than ${DUPLICATE_METRES} m: ${shared.map((g) => `"${g.label}" ×${g.n} (closest ${g.closest} m)`).join(", ")}.

Within one Stadtteil, ${inStadtteil.length} name(s) are shared, each told apart on the card:

| Stadtteil | name | places | told apart by |
|---|---|---:|---|
${inStadtteil.map((group) => `| ${group[0]!.stadtteil} | ${group[0]!.name} | ${group.length} | ${toldApartBy(group)} |`).join("\n")}

### Before and after

Before = \`places.json\` of commit 5d1d529 (the import before restaurants, park names, chains and the
distinguishing line), counted the same way.

| | before | after |
|---|---:|---:|
${catalogueRows(after)
  .map(([label, before, now]) => `| ${label} | ${before} | ${now} |`)
  .join("\n")}`;
}

/** Everything SOURCE.md reports. */
export type SourceMdInput = {
  provenance: readonly Provenance[];
  places: readonly Place[];
  stats: ImportStats;
  extract: ExtractStats;
  stations: readonly Station[];
  stadtteile: readonly StadtteilRecord[];
  sizes: { places: number; stations: number; stadtteile: number; city: number };
  /** Places that fall into another (or no) Stadtteil with the simplified polygons. */
  simplified: { different: number; none: number };
};

/** `data/hamburg/SOURCE.md` (generated; counts always match the JSON files). */
export function renderSourceMd({
  provenance,
  places,
  stats,
  extract,
  stations,
  stadtteile,
  sizes,
  simplified,
}: SourceMdInput): string {
  const byType = countBy(places, (p) => p.type);
  const bySource = countBy(places, (p) => `${p.source} / description: ${p.description_source}`);
  const features = countBy(places, (p) => p.features);
  const withFacts = places.filter((p) => p.facts.length > 0);
  const factsDates = countBy(withFacts, (p) => (p.osm_id && stats.factsDateSource[p.osm_id]) || "unknown");
  const withLocation = places.filter((p) => p.facts.some((f) => f.location)).length;
  const dropped = Object.entries(stats.dropped).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  return `# data/hamburg: where these files come from

Generated by \`scripts/data-import/main.ts\`. Do not edit by hand: change the script and run

\`\`\`sh
npm run data:import            # reads ../shared/data (relative to the repository root)
npm run data:import -- <dir>   # or another copy of the shared data folder
\`\`\`

The output is deterministic (no timestamps, stable sort by type, name, OSM id), so re-running on the
same input produces no git diff. Licences and required credits: see [LICENCE.md](LICENCE.md). A
deployment with internet access refreshes its database from a live Overpass API with the same rules
(\`npm run data:refresh\`, docs/decisions/038-data-refresh.md); these files stay the reproducible
offline build.

## Files

| file | content | size |
|---|---|---:|
| \`places.json\` | ${places.length} family places (one per line) | ${kb(sizes.places)} |
| \`stations.json\` | ${stations.length} U- and S-Bahn stations (OSM \`railway=station\`, one per name and \`station\`, with \`wheelchair\`; from the 2024 raw extracts \`ubahn-stops\`, \`sbahn-stops\`; docs/decisions/043-stations-nearby.md) | ${kb(sizes.stations)} |
| \`stadtteile.json\` | ${stadtteile.length} Stadtteile with simplified polygons (one per line) | ${kb(sizes.stadtteile)} |
| \`city.json\` | Hamburg's outline, simplified like the Stadtteile (what \`npm run data:refresh\` asks Overpass within) | ${kb(sizes.city)} |

## Upstream sources (copied, not fetched live; see \`../shared/data/*/SOURCE.md\`)

${provenance
  .map(
    (p) =>
      `- **${p.name}**: ${p.repository} at commit \`${p.commit}\`, path \`${p.path}\` (${p.snapshot}). Licence: ${p.licence}. Credit: "${p.attribution}".`,
  )
  .join("\n")}

## How places.json is built

- **POIs (OSM nodes):** the 2026-02 CSVs give current name, position and address. Rows with
  \`geojson_feature_id\` = "0" lie outside Hamburg and are dropped (our own test puts
  ${stats.csvZeroButInside} of them inside the city polygon); every kept point is also checked
  against the city polygon. Each row is joined by OSM node id to the 2024-06 raw Overpass extract for
  the full tags (opening_hours, website, phone, wheelchair, operator, playground:*, …). The 2024 tags
  are ignored when the node's name changed or it moved ≥ 100 m (probably a new business):
  ${extract.staleRawTags} nodes. Nodes only in the 2024 extract (deleted or re-mapped as areas since)
  are not imported: ${Object.entries(extract.rawOnly)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ")}. Restaurants and snack bars have no 2026 CSV: their nodes come from the 2024 raw extract
  alone and are checked against the city polygon (${stats.rows.restaurants ?? 0} restaurants, ${stats.rows["fast-food-restaurants"] ?? 0} snack bars read).
- **Stadtteil / Bezirk:** our own ray-casting point-in-polygon on the full-resolution
  \`hamburg-district-regions.geojson\`. Cross-check with the CSV's \`geojson_feature_id\` (Ortsteil →
  Stadtteil): ${stats.quarterMismatches.length} disagreements, all points close to a border
  (${stats.quarterMismatches.map((m) => `${m.osmId} "${m.name}": CSV ${m.csv}, ours ${m.ours}, ${m.borderMetres} m from the border`).join("; ")}).
- **Selection and types:** playgrounds → playground (not if access = private/no/customers/residents/
  permit); named parks → park; public libraries only (Bücherhallen network, children's and parish
  libraries; no university/research/authority libraries) → library; all museums → museum; theatres only
  with a children's programme recognisable by name/tags → activity_center; cinemas → activity_center;
  community centres with a family/children/neighbourhood signal (no senior/girls-only clubs, youth
  centres for teenagers, club homes, event venues, parish halls) → activity_center, except
  family-education providers (Elternschule, Eltern-Kind-Zentrum, KiFaZ, Familienbildungsstätte,
  Mütterzentrum, Familientreff by name; community_centre=family_centre; community_centre:for only
  family/parents) → family_education (decisions/020); sports centres with a family offer →
  sports_facility; ice-cream parlours → ice_cream; cafés only with a family signal or selling ice cream;
  restaurants and snack bars only with a family signal → restaurant. Adult venues are dropped. Not
  imported at all: kindergartens, childcare, pharmacies (their names and streets only name playgrounds).
  These rules and those of decision 039 (ice cream, family cafés and restaurants, ages 0–6) are spelled
  out under "Catalogue rules" below.
- **Names, addresses and the distinguishing line:** see "Catalogue rules" below. Bare generic names of
  other places get the Stadtteil in brackets ("Bücherhalle (Osdorf)").
- **Duplicates:** a node in several category files becomes one place (${stats.mergedSameId} merged);
  playground nodes within 25 m of each other are one playground (devices mapped as separate nodes;
  ${stats.mergedPlaygroundNodes.length} merged, their equipment tags combined); places with the same normalised
  name within ${DUPLICATE_METRES} m become one (${stats.mergedDuplicates.length} merged; see "Catalogue rules").
- **Parks:** ${stats.parks.osmNamed} named OSM parks (ways/relations assembled into polygons, a point
  *inside* each polygon computed, not the bbox centre; ${stats.parks.osmBroken.length} with broken
  geometry skipped; ${stats.parks.osmOutside} outside Hamburg; ${stats.parks.osmSameNameMerged} same-name
  parts merged) and ${stats.parks.all2016} official 2016 parks (${stats.parks.duplicates2016} listed twice). A 2016 park is the same park as an OSM park
  when the names are similar and it lies within 500 m of the polygon (${stats.parks.matchedByName}), or, failing that,
  when it lies inside the OSM polygon (${stats.parks.matchedInside.length}, names differ, worth a human look:
  ${stats.parks.matchedInside.map((m) => `"${m.park2016}" → ${m.osm}`).join("; ")}). Merged records keep OSM id, name,
  point and \`source: "openstreetmap"\`/\`licence: "ODbL-1.0"\`, take the 2016 \`beschreibung\` as description and
  mark that with \`description_source: "hamburg-parkanlagen-2016"\` (an extra field beyond the brief's
  schema, so the app can credit both). ${stats.parks.only2016} 2016 parks without an OSM match are kept with
  \`osm_id: null\`, \`source: "hamburg-parkanlagen-2016"\`, \`licence: "dl-de/by-2-0"\`.
- **Features** (English, fixed order): changing_table → "Changing table"; highchair → "High chairs
  available"; kids_area or playground → "Play area"; wheelchair=yes → "Wheelchair accessible" and
  "Stroller accessible"; stroller=yes → "Stroller accessible"; outdoor_seating → "Outdoor seating";
  internet_access=wlan without fee → "Free WiFi"; sport=swimming → "Swimming"; library, museum, cinema,
  theatre, community centre, café and indoor sports → "Indoor"; ice cream → "Ice cream"; playground:*
  equipment → "Slide", "Swing", "Sandpit", …; parks containing an imported playground → "Play area".
- **Age recommendations:** from min_age/max_age when tagged (a range covering all groups, e.g.
  min_age=0, is "all ages"); baby swing/baby=yes → "0-2 years" + "all
  ages"; community centres only for children (community_centre:for=child) → "5+ years"; everything else "all ages", which
  means *no known age restriction*, not a curated judgement. Age filters should therefore treat
  "all ages" as matching every age group.
- **Descriptions:** German, generated only from the data (kind, Stadtteil, Bezirk, operator, fee,
  target group, sports, equipment, family amenities, wheelchair), except 2016 parks which keep their
  official text.
- **Coordinates:** WGS84, 6 decimals, all inside the Hamburg city polygon.

${renderCatalogueRules(places, stats)}

## Counts

${table(["type", "places"], byType)}

${table(["source / description", "places"], bySource)}

### Features

${table(["feature", "places"], features)}

### Dropped rows

${table(["reason", "rows"], dropped)}

## Family facts

Each place carries \`facts\`: the family facts its OSM tags state (key and value, the OSM key where the
wiki has one), for the app to seed as "confirmed once by OpenStreetMap", and \`facts_date\`: when OSM
last confirmed them. Made by \`scripts/data-import/facts.ts\` from the same tags as the features (see
the OSM wiki pages of each key); a value is only taken when the tag says it, never inferred. Values are
trimmed and lower-cased; a \`;\` list counts only when all its items give the same answer.

- \`changing_table\` yes|no (yes or a positive number → yes; other values give no fact; the deprecated
  \`diaper\` key only when changing_table is absent), with \`location\` (female_toilet, male_toilet,
  unisex_toilet, wheelchair_toilet, dedicated_room from \`changing_table:location\`) on yes;
  \`highchair\` yes|no (positive count → yes); \`wheelchair\` and \`stroller\` yes|limited|no
  (designated → yes); \`baby_feeding\` yes|no (room → yes); \`kids_area\` yes|no; \`toilets\` yes|no
  (customers → yes).
- Playgrounds only: \`fenced\` yes|no; \`shade\` yes|no from \`shade\`, else \`covered\`; \`surface\`
  (sand, grass, woodchips, rubber, artificial_turf, gravel, fine_gravel, paving_stones, asphalt, concrete,
  ground, dirt).
- \`playground:sandpit\` / \`playground:water\` yes|no: yes when the \`playground\` list names the
  equipment (sandpit/sand_pit/sandbox; water/water_play/splash_pad/pump/water_pump) or the key is yes,
  no when the key is no. \`min_age\` / \`max_age\`: whole years 0–18 ("2.5", "6 years" ignored).
- Merged nodes (playground nodes within 25 m, duplicates): a key is kept when every node stating it
  agrees, dropped when they conflict (${stats.factConflicts.length}: ${stats.factConflicts.map((c) => `${c.osmId} ${c.key}`).join("; ") || "none"}).
- \`facts_date\` (null exactly when \`facts\` is empty): the element's \`check_date\`, else \`survey:date\`
  (YYYY-MM-DD, or YYYY-MM → the 1st; invalid dates and dates after the snapshot are ignored), else the
  date of the snapshot its tags come from (POI tags: the 2024 raw extract; OSM parks: the 2026 parks
  extract). For merged nodes the oldest date of the nodes that state a kept fact. 2016-only parks and
  nodes whose 2024 tags were ignored have no facts.

${withFacts.length} of ${places.length} places have at least one fact (${withLocation} with a changing-table location).

${table(["facts_date from", "places"], factsDates)}

| key | value | places |
|---|---|---:|
${factCounts(places)
  .map(([key, value, n]) => `| \`${key}\` | ${value} | ${n} |`)
  .join("\n")}

## stadtteile.json

All 104 Stadtteile of \`hamburg-district-regions.geojson\` (id, name, Bezirk = \`district_name\`,
\`bezirk_id\`), geometry simplified with Douglas–Peucker (${SIMPLIFY_TOLERANCE_M} m) and rounded to 5 decimals,
\`center\` = \`[lat, lon]\` of a point inside the simplified polygon, \`bbox\` = \`[minLon, minLat, maxLon,
maxLat]\`. Neighbouring polygons are simplified independently, so borders can have slivers/overlaps of
up to ~${SIMPLIFY_TOLERANCE_M} m: for a point that hits no polygon, fall back to the nearest one. With the
simplified polygons ${simplified.different} of the ${places.length} places fall into a different Stadtteil than with
the full-resolution ones (${simplified.none} into none).

## Caveats

- Only OSM *nodes* were extracted upstream (except parks); playgrounds, pools and museums mapped as
  areas are missing. Hamburg has ~750 public playgrounds.
- Tags (opening hours, website, phone) are from June 2024; names and positions from February 2026
  (restaurants and snack bars: all from June 2024).
- The 2016 park texts are ten years old and some may be outdated.
`;
}

/** `data/hamburg/LICENCE.md`. */
export function renderLicenceMd(): string {
  return `# Licences of data/hamburg

## places.json and stations.json — ODbL 1.0 (plus attribution for the 2016 park texts)

Most records (\`source: "openstreetmap"\`) are derived from OpenStreetMap data:

> © OpenStreetMap contributors — https://www.openstreetmap.org/copyright

OpenStreetMap data is licensed under the Open Data Commons Open Database License 1.0
(https://opendatacommons.org/licenses/odbl/1-0/). \`places.json\` is a derivative database, so it is
itself under **ODbL 1.0**: keep the credit visible wherever the data is shown (e.g. map/about page),
and share changes to the database under ODbL. The upstream repository (Open Data Product) labels its
processed files CC-BY 4.0, but ODbL share-alike still applies to OSM-derived data.

Records with \`source: "hamburg-parkanlagen-2016"\`, and descriptions with
\`description_source: "hamburg-parkanlagen-2016"\`, come from the 2016 WFS layer
\`app:gruenflaechen_parkanlagen\` of the Freie und Hansestadt Hamburg (texts from hamburg.de "Parkanlagen"),
taken from https://github.com/Jugendhackt/EinsteigerWorkshop (commit
\`2a470adab39da68ab418af475213e4a21b90f7f8\`). Credit: **"Freie und Hansestadt Hamburg"**.

**Licence not verified:** Hamburg geodata published through the Transparenzportal is normally under
Datenlizenz Deutschland – Namensnennung – 2.0 (dl-de/by-2-0, https://www.govdata.de/dl-de/by-2-0), and
this import labels these records \`dl-de/by-2-0\`, but the licence of this particular 2016 layer was not
verified (the workshop repository's MIT licence covers only its code). The \`beschreibung\` texts are
editorial text from hamburg.de. Verify the licence, or replace the layer with a current export from the
Hamburg Geoportal / Transparenzportal, before production use.

## stadtteile.json and city.json — dl-de/by-2-0

Stadtteil boundaries and the city outline: Freie und Hansestadt Hamburg, Landesbetrieb Geoinformation und Vermessung (LGV),
"ALKIS Verwaltungsgrenzen Hamburg", under **Datenlizenz Deutschland – Namensnennung – Version 2.0**
(https://www.govdata.de/dl-de/by-2-0), via https://github.com/open-data-product/open-data-product-hamburg-geodata
(commit \`6052f7446b0c8dc7a65bd7a079bf0373a42a21bf\`, processed product CC-BY 4.0). Credit:

> Freie und Hansestadt Hamburg, LGV (dl-de/by-2-0); processed by Open Data Product (CC-BY 4.0)

We changed the data: geometries simplified (Douglas–Peucker, ${SIMPLIFY_TOLERANCE_M} m) and rounded; centre
points and bounding boxes added (city.json: the outline of \`hamburg-city.geojson\`, simplified the same way). The \`stadtteil\`/\`bezirk\` fields of places.json were computed with the
same boundaries.

## Required credit line (e.g. for the About page or a map footer)

> Kartendaten © OpenStreetMap contributors (ODbL) · Stadtteilgrenzen: Freie und Hansestadt Hamburg, LGV
> (dl-de/by-2-0) · Parkbeschreibungen: Freie und Hansestadt Hamburg
`;
}
