/**
 * The district field of the home search (spec 01 §2 Home, §5 "District field"): suggestions are the
 * spec's list plus Hamburg's 104 Stadtteile, filtered case-insensitively by containment; a typed or
 * picked district resolves to a Stadtteil and/or a Bezirk for the results page.
 */
import { DISTRICT_SUGGESTIONS } from "./constants.js";
import { HAMBURG_BEZIRKE, HAMBURG_STADTTEILE } from "./hamburg-districts.js";

export type Bezirk = (typeof HAMBURG_BEZIRKE)[number];

/** One suggestion; `bezirk` is set for Stadtteile (shown as a hint). */
export type DistrictSuggestion = { name: string; bezirk: Bezirk | null };

/**
 * One spelling of a district name for comparing: lower case, ASCII, "Sankt" → "st", punctuation to
 * single spaces; umlauts either expanded (ä → ae, the German convention) or stripped (ä → a, as people
 * type without them).
 */
const fold = (text: string, umlauts: "expand" | "strip"): string =>
  text
    .toLowerCase()
    .replace(/[äöü]/g, (vowel) => (umlauts === "expand" ? `${vowel}e` : vowel))
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\bsankt\b/g, "st")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** True when two names are the same district name in any of the spellings above. */
const sameName = (a: string, b: string): boolean =>
  fold(a, "expand") === fold(b, "expand") || fold(a, "strip") === fold(b, "strip");

const stadtteilBezirk = new Map<string, Bezirk>(HAMBURG_STADTTEILE.map(([name, bezirk]) => [name, bezirk]));

const ALL_SUGGESTIONS: DistrictSuggestion[] = [
  ...DISTRICT_SUGGESTIONS.map((name) => ({ name, bezirk: stadtteilBezirk.get(name) ?? null })),
  ...HAMBURG_STADTTEILE.filter(([name]) => !(DISTRICT_SUGGESTIONS as readonly string[]).includes(name)).map(
    ([name, bezirk]) => ({ name, bezirk }),
  ),
];

/**
 * The suggestions whose name contains the query, ignoring case (spec 01 §5): the spec's ten first, in
 * its order, then the Stadtteile alphabetically. An empty query lists them all.
 */
export function districtSuggestions(query: string): DistrictSuggestion[] {
  const needle = query.trim().toLocaleLowerCase("de");
  if (!needle) return ALL_SUGGESTIONS;
  return ALL_SUGGESTIONS.filter((suggestion) => suggestion.name.toLocaleLowerCase("de").includes(needle));
}

/** What a district text stands for: a Stadtteil, a Bezirk, or both ("Eimsbüttel" is both). */
export type ResolvedDistrict = { name: string; stadtteil: string | null; bezirk: Bezirk | null };

/**
 * Resolves typed or picked text to Hamburg's Stadtteile and Bezirke, ignoring case, umlaut spelling
 * ("Eimsbuettel", "Eimsbuttel"), "Sankt"/"St." and the "Hamburg-" prefix of Bezirke ("Mitte" is
 * Hamburg-Mitte).
 * @returns null when the text names neither
 */
export function resolveDistrict(text: string): ResolvedDistrict | null {
  if (!fold(text, "expand")) return null;
  const stadtteil = HAMBURG_STADTTEILE.find(([name]) => sameName(name, text))?.[0] ?? null;
  const bezirk =
    HAMBURG_BEZIRKE.find(
      (name) =>
        sameName(name, text) || sameName(name.replace(/^Hamburg-/, ""), text.replace(/^hamburg[- ]/i, "")),
    ) ?? null;
  if (!stadtteil && !bezirk) return null;
  return { name: stadtteil ?? bezirk!, stadtteil, bezirk };
}
