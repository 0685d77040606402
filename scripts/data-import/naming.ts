/**
 * Names for playgrounds. In OSM most playground nodes have no `name` (37 of 722 in the 2026 CSV), so we
 * name them after the nearest named thing the data gives us (SOURCE.md "Catalogue rules"), in this order:
 * their own name (unless generic like "Spielplatz" or the name of a single device), `addr:street`
 * ("Spielplatz Bornheide"), the named park they lie in ("Spielplatz im Jenischpark") or next to ("Spielplatz
 * am Wohlers Park"), the street of the nearest POI address within 150 m ("Spielplatz Heidhörn"), the
 * nearest named place within 150 m ("Spielplatz bei Kita Zwergennest"), else the Stadtteil ("Spielplatz
 * in Ottensen"). Names several playgrounds would share are told apart by their next candidate, else by
 * a number ("Spielplatz in Ottensen (2)"); never by compass sectors.
 */
import type { Position } from "#shared/geo.js";
import {
  classifyCommunityCentre,
  isAdultVenueName,
  isPublicLibrary,
  notForSmallChildren,
} from "./classify.js";
import type { Tags } from "./sources.js";
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

/** Where a playground's name comes from (counted in SOURCE.md). */
export const PLAYGROUND_NAME_SOURCES = [
  "own name",
  "own street",
  "park",
  "beside park",
  "nearby street",
  "nearby place",
  "stadtteil",
] as const;
export type PlaygroundNameSource = (typeof PLAYGROUND_NAME_SOURCES)[number];

/** One possible name of a playground. */
export type NameCandidate = { name: string; source: PlaygroundNameSource };

/** What `playgroundNameCandidates` needs to know about one playground. */
export type PlaygroundNameInput = {
  ownName: string;
  /** The playground's own `addr:street`, possibly with house number. */
  street: string | null;
  /** Name of the named OSM park containing the playground. */
  parkName: string | null;
  /** Name of the nearest named park within 150 m that does not contain it (OSM polygon or 2016 point). */
  besidePark?: string | null;
  /** Street (without number) of the nearest POI address within 150 m. */
  nearbyStreet?: string | null;
  /** The nearest named place (Kita, Bücherhalle, park …) within 150 m, other than the two parks. */
  nearbyPlace?: string | null;
  stadtteil: string;
  /** indoor=yes: own names get the prefix "Indoor-Spielplatz". */
  indoor?: boolean;
};

/**
 * Head nouns of park names that take "im" (masculine or neuter: der Park, der Garten, das Gehölz …), so a
 * playground inside "Jenischpark" is "Spielplatz im Jenischpark". Squares, banks and fields take "am" only
 * (next to them, never in them).
 */
const INSIDE_HEAD = /(park|garten|grünzug|wald|hain|gehölz|forst|friedhof|tal|moor|gelände)$/i;
const BESIDE_HEAD =
  /(park|garten|grünzug|wald|hain|gehölz|forst|friedhof|tal|moor|gelände|platz|ufer|feld|teich|see)$/i;
/**
 * Words before the head noun whose ending would change after "im"/"am" ("Japanischer Garten" → "im
 * Japanischen Garten"), and prepositions a name may start with ("Am Weiher"): such names keep the plain
 * form. City adjectives ("Hamburger Stadtpark", "Eppendorfer Park") and genitives ("Wohlers Park") do not
 * change.
 */
const CHANGING_WORD =
  /^(.*(scher|es|e)|alter|großer|kleiner|neuer|oberer|unterer|am|im|an|auf|bei|in|zum|zur)$/i;

/**
 * "im"/"am" before a park's name when German grammar allows it without changing the name: the first
 * word is the head noun ("Jenischpark", "Park Fiefstücken", "Grünzug Eilbek", "Stadtpark Eimsbüttel"), or
 * the last word is and the first word keeps its form ("Wohlers Park", "Hamburger Stadtpark"); else null.
 */
export function parkPreposition(name: string, where: "inside" | "beside"): "im" | "am" | null {
  const head = where === "inside" ? INSIDE_HEAD : BESIDE_HEAD;
  const words = cleanText(name).split(" ");
  const first = (words[0] ?? "").replace(/[-,.]+$/, "");
  const last = words[words.length - 1] ?? "";
  const fits =
    head.test(first) ||
    (words.length > 1 && head.test(last) && words.slice(0, -1).every((word) => !CHANGING_WORD.test(word)));
  if (!fits) return null;
  return where === "inside" ? "im" : "am";
}

/**
 * The names a playground may get, best first (SOURCE.md "Catalogue rules": named after its nearest street or
 * named place, never with compass sectors):
 * 1. its own OSM name (unless generic or a device's name; "Spielplatz" in front when the name does
 *    not say what it is) — then that is the only candidate;
 * 2. "Spielplatz <own addr:street>";
 * 3. the named OSM park it lies in: "Spielplatz im <park>" ("Spielplatz <park>" where "im" would change
 *    the name, `parkPreposition`) — 0 m away and the name parents use;
 * 4. the named park it lies next to (within 150 m): "Spielplatz am <park>" (else "Spielplatz bei <park>");
 * 5. "Spielplatz <street>" of the nearest POI address within 150 m ("Spielplatz Heidhörn"): the data
 *    has no street geometry, so street addresses of other POIs stand in for the streets nearby;
 * 6. "Spielplatz bei <name>" of the nearest named place within 150 m (Kita, Bücherhalle …);
 * 7. "Spielplatz in <Stadtteil>", always last.
 */
export function playgroundNameCandidates(input: PlaygroundNameInput): NameCandidate[] {
  const own = cleanText(input.ownName);
  if (hasOwnPlaygroundName(own)) {
    const name = /spiel|playground|bolzplatz|abenteuer/i.test(own)
      ? own
      : `${input.indoor ? "Indoor-Spielplatz" : "Spielplatz"} ${own}`;
    return [{ name, source: "own name" }];
  }
  const out: NameCandidate[] = [];
  const add = (name: string | null | undefined, source: PlaygroundNameSource, prefix = "Spielplatz ") => {
    const clean = cleanText(name ?? "");
    if (clean && !out.some((c) => c.name === prefix + clean)) out.push({ name: prefix + clean, source });
  };
  add(input.street ? streetWithoutNumber(input.street) : null, "own street");
  if (input.parkName) {
    const preposition = parkPreposition(input.parkName, "inside");
    add(input.parkName, "park", preposition ? `Spielplatz ${preposition} ` : "Spielplatz ");
  }
  if (input.besidePark) {
    const preposition = parkPreposition(input.besidePark, "beside");
    add(input.besidePark, "beside park", preposition ? `Spielplatz ${preposition} ` : "Spielplatz bei ");
  }
  add(input.nearbyStreet, "nearby street");
  add(input.nearbyPlace, "nearby place", "Spielplatz bei ");
  add(input.stadtteil, "stadtteil", "Spielplatz in ");
  return out;
}

/** One playground to name uniquely. */
export type NamingItem = {
  key: string;
  position: Position;
  /** From `playgroundNameCandidates`: best first, never empty. */
  candidates: readonly NameCandidate[];
};

/**
 * Makes playground names unique without compass sectors. Every playground first gets its best
 * candidate. When several share it, each of them (north to south, then west to east) takes its next
 * candidate that no other playground is called or could be called first and that is still free —
 * never the Stadtteil fallback — until one is left, which keeps the shared name. Playgrounds that
 * still share a name are numbered north to south: "Spielplatz in Ottensen (1)", "(2)" (in brackets, so
 * "Spielplatz Bornheide (2)" does not read as house number 2). `reserved` are names of other places
 * (never produced). Deterministic for a given input set (ties broken by key).
 */
export function uniquePlaygroundNames(
  items: readonly NamingItem[],
  reserved: ReadonlySet<string> = new Set(),
): Map<string, NameCandidate> {
  const result = new Map<string, NameCandidate>();
  const groups = new Map<string, NamingItem[]>();
  for (const item of items) {
    const base = item.candidates[0]!.name;
    groups.set(base, [...(groups.get(base) ?? []), item]);
  }
  const firstNames = new Set(groups.keys());
  const taken = new Set(reserved);
  const baseNames = [...groups.keys()].sort(compareStrings);
  for (const base of baseNames) {
    const group = groups.get(base)!;
    if (group.length === 1 && !taken.has(base)) {
      result.set(group[0]!.key, group[0]!.candidates[0]!);
      taken.add(base);
    }
  }
  const northToSouth = (a: NamingItem, b: NamingItem) =>
    b.position[1] - a.position[1] || a.position[0] - b.position[0] || compareStrings(a.key, b.key);
  for (const base of baseNames) {
    const group = groups.get(base)!;
    if (result.has(group[0]!.key)) continue;
    const source = group[0]!.candidates[0]!.source;
    let remaining = [...group].sort(northToSouth);
    for (const item of [...remaining]) {
      if (remaining.length <= 1 && !taken.has(base)) break;
      const alternative = item.candidates
        .slice(1)
        .find((c) => c.source !== "stadtteil" && !firstNames.has(c.name) && !taken.has(c.name));
      if (!alternative) continue;
      result.set(item.key, alternative);
      taken.add(alternative.name);
      remaining = remaining.filter((r) => r !== item);
    }
    if (remaining.length === 1 && !taken.has(base)) {
      result.set(remaining[0]!.key, { name: base, source });
      taken.add(base);
      continue;
    }
    let n = 1;
    for (const item of remaining) {
      let name = `${base} (${n++})`;
      while (taken.has(name)) name = `${base} (${n++})`;
      result.set(item.key, { name, source });
      taken.add(name);
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
 * The landmark label of a POI for playground names ("Spielplatz bei …"), or null: Kitas get "Kita " in
 * front unless their name already says what they are ("Zwergennest" → "Kita Zwergennest"). Not
 * landmarks: adult venues (by name or `tags`, e.g. the erotic cinema "Kino No. 5"), and libraries and
 * community centres this import does not take as family places (classify.ts: "Bibliothek,
 * Hanseatisches Oberlandesgericht", teen or senior clubs).
 */
export function landmarkName(category: string, name: string, tags: Tags = {}): string | null {
  const n = cleanText(name);
  if (!n || !LANDMARK_CATEGORIES.has(category)) return null;
  if (isAdultVenueName(n) || notForSmallChildren(tags) === "adult venue") return null;
  if (category === "libraries" && !isPublicLibrary(n, tags)) return null;
  if (category === "community-centers" && !classifyCommunityCentre(n, tags).keep) return null;
  if (
    (category === "kindergartens" || category === "childcare") &&
    !/kita|kinder|krippe|kindergarten|hort|vorschul/i.test(n)
  ) {
    return `Kita ${n}`;
  }
  return n;
}
