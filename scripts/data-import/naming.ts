/**
 * Names for playgrounds. In OSM most playground nodes have no `name` (37 of 722 in the 2026 CSV), so we
 * name them after the nearest named thing the data gives us, in this order: their own name (unless
 * generic like "Spielplatz" or the name of a single device), `addr:street` ("Spielplatz Bornheide"), the named OSM park they lie in
 * ("Spielplatz Wohlers Park"), else the Stadtteil ("Spielplatz in Ottensen"). Colliding names get a
 * hint: a nearby named park or street only this playground is near ("(nahe Bahrenfelder Straße)"),
 * else the compass direction from the Stadtteil/park centre ("(Nord)"), and a number only when two
 * still collide ("(Nord 2)").
 */
import { haversineMetres, type Position } from "../../src/shared/geo.js";
import { cleanText, compareStrings, normaliseName } from "./text.js";

/** Names that say nothing beyond "this is a playground". */
const GENERIC_NAMES = new Set(["spielplatz", "kinderspielplatz", "spielplatze", "playground", "spielgerate"]);

/** True for empty or generic playground names ("Spielplatz", "Kinderspielplatz"). */
export function isGenericPlaygroundName(name: string): boolean {
  const n = normaliseName(name);
  return n === "" || GENERIC_NAMES.has(n);
}

/**
 * Names that denote a piece of equipment or art rather than the playground itself (in OSM such items
 * are sometimes tagged leisure=playground): "Metallspielzeug", "Tanzglockenspiel", "Trampoline",
 * "Mosaiksäule". They are treated like generic names.
 */
export function isEquipmentName(name: string): boolean {
  return /spielzeug|glockenspiel|trampolin|säule|skulptur|rutsche|schaukel|wippe|karussell|klettergerüst|sandkasten/i.test(
    name,
  );
}

/** True when the playground's own OSM name is used as its name (not generic, not equipment). */
export function hasOwnPlaygroundName(name: string): boolean {
  return !isGenericPlaygroundName(name) && !isEquipmentName(name);
}

/** Strips the house number from "Bornheide 99" → "Bornheide" (also "12a", "27-28"). */
export function streetWithoutNumber(street: string): string {
  return cleanText(street.replace(/\s+\d+\s*[a-zA-Z]?(\s*[-–/]\s*\d+\s*[a-zA-Z]?)?$/, ""));
}

/** What `basePlaygroundName` needs to know about one playground. */
export type PlaygroundNameInput = {
  ownName: string;
  /** `addr:street` (or the CSV street), possibly with house number. */
  street: string | null;
  /** Name of the named OSM park containing the playground. */
  parkName: string | null;
  stadtteil: string;
  /** indoor=yes: own names get the prefix "Indoor-Spielplatz". */
  indoor?: boolean;
};

/** The name before de-duplication. Own names without the word "Spiel…" get a "Spielplatz" prefix. */
export function basePlaygroundName(input: PlaygroundNameInput): string {
  const own = cleanText(input.ownName);
  if (hasOwnPlaygroundName(own)) {
    if (/spiel|playground|bolzplatz|abenteuer/i.test(own)) return own;
    return `${input.indoor ? "Indoor-Spielplatz" : "Spielplatz"} ${own}`;
  }
  if (input.street && streetWithoutNumber(input.street))
    return `Spielplatz ${streetWithoutNumber(input.street)}`;
  if (input.parkName) return `Spielplatz ${cleanText(input.parkName)}`;
  return `Spielplatz in ${input.stadtteil}`;
}

const SECTORS = ["Nord", "Nordost", "Ost", "Südost", "Süd", "Südwest", "West", "Nordwest"] as const;

/**
 * German compass label of `to` as seen from `from` (8 sectors of 45°), or "Mitte" within `centreMetres`.
 * Uses an equirectangular bearing, fine at city scale.
 */
export function compassLabel(from: Position, to: Position, centreMetres: number): string {
  if (haversineMetres(from, to) < centreMetres) return "Mitte";
  const dx = (to[0] - from[0]) * Math.cos((from[1] * Math.PI) / 180);
  const dy = to[1] - from[1];
  const bearing = ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360; // 0 = north, clockwise
  return SECTORS[Math.round(bearing / 45) % 8]!;
}

/** One playground to name uniquely. */
export type NamingItem = {
  key: string;
  baseName: string;
  position: Position;
  /** Centre the compass hint is relative to (Stadtteil/park representative point); group centroid if null. */
  anchor: Position | null;
  /** Radius in metres of the anchor area; "Mitte" is used within a quarter of it (at least 150 m). */
  anchorRadiusMetres: number;
  /**
   * Landmark labels in order of preference, e.g. ["nahe Wohlers Park", "nahe Bahrenfelder Straße"].
   * A label is used only if no other item of the same base name has it.
   */
  hints?: readonly string[];
};

/**
 * Makes names unique: a base name used once stays as is; otherwise every item gets a landmark hint
 * that only it has ("(nahe Wohlers Park)", "(nahe Bahrenfelder Straße)"), else "(<compass>)"; items
 * still sharing a label are numbered north→south, then west→east: "(Nord 1)", "(Nord 2)".
 * Deterministic for a given input set (ties broken by key). `reserved` are names already taken by other
 * places (never produced).
 */
export function uniqueNames(
  items: readonly NamingItem[],
  reserved: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const result = new Map<string, string>();
  const groups = new Map<string, NamingItem[]>();
  for (const item of items) {
    const list = groups.get(item.baseName) ?? [];
    list.push(item);
    groups.set(item.baseName, list);
  }
  const taken = new Set(reserved);
  for (const baseName of [...groups.keys()].sort(compareStrings)) {
    const group = groups.get(baseName)!;
    if (group.length === 1 && !taken.has(baseName)) {
      result.set(group[0]!.key, baseName);
      taken.add(baseName);
    }
  }
  for (const baseName of [...groups.keys()].sort(compareStrings)) {
    const group = groups.get(baseName)!;
    if (result.has(group[0]!.key)) continue;
    const first = group[0]!;
    const anchor: Position = first.anchor ?? [
      group.reduce((s, g) => s + g.position[0], 0) / group.length,
      group.reduce((s, g) => s + g.position[1], 0) / group.length,
    ];
    const centre = Math.max(150, first.anchorRadiusMetres / 4);
    const hintCount = new Map<string, number>();
    for (const item of group)
      for (const h of new Set(item.hints ?? [])) hintCount.set(h, (hintCount.get(h) ?? 0) + 1);
    const byLabel = new Map<string, NamingItem[]>();
    for (const item of group) {
      const label =
        (item.hints ?? []).find((h) => hintCount.get(h) === 1) ?? compassLabel(anchor, item.position, centre);
      const list = byLabel.get(label) ?? [];
      list.push(item);
      byLabel.set(label, list);
    }
    for (const [label, list] of [...byLabel.entries()].sort((a, b) => compareStrings(a[0], b[0]))) {
      list.sort(
        (a, b) =>
          b.position[1] - a.position[1] || a.position[0] - b.position[0] || compareStrings(a.key, b.key),
      );
      let n = 1;
      for (const item of list) {
        let name = list.length === 1 ? `${baseName} (${label})` : `${baseName} (${label} ${n++})`;
        while (taken.has(name)) name = `${baseName} (${label} ${n++})`;
        result.set(item.key, name);
        taken.add(name);
      }
    }
  }
  return result;
}

/** Names that are only a generic kind of place (normalised); shown with the Stadtteil in brackets. */
const GENERIC_PLACE_NAMES = new Set([
  "bucherhalle",
  "bibliothek",
  "kinderbibliothek",
  "eltern kind zentrum",
  "quartierstreff",
  "treffpunkt",
  "spielhaus",
  "gemeindehaus",
  "museum",
  "kino",
  "cafe",
  "eiscafe",
  "eisdiele",
  "park",
]);

/**
 * "Bücherhalle" → "Bücherhalle (Osdorf)": a bare generic name gets the Stadtteil (from our
 * point-in-polygon) in brackets as a disambiguating label; real names stay unchanged.
 */
export function withStadtteilIfGeneric(name: string, stadtteil: string): string {
  return GENERIC_PLACE_NAMES.has(normaliseName(name)) ? `${name} (${stadtteil})` : name;
}

/** Categories whose names make recognisable landmarks (not cafés/shops, whose names are often opaque). */
const LANDMARK_CATEGORIES = new Set([
  "kindergartens",
  "childcare",
  "libraries",
  "museums",
  "community-centers",
  "pharmacies",
  "cinemas",
  "theaters",
]);

/**
 * The landmark label of a POI for playground names, or null: Kitas get "Kita " in front unless their
 * name already says what they are ("Zwergennest" → "Kita Zwergennest").
 */
export function landmarkName(category: string, name: string): string | null {
  const n = cleanText(name);
  if (!n || !LANDMARK_CATEGORIES.has(category)) return null;
  if (
    (category === "kindergartens" || category === "childcare") &&
    !/kita|kinder|krippe|kindergarten|hort|vorschul/i.test(n)
  ) {
    return `Kita ${n}`;
  }
  return n;
}
