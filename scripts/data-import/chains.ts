/**
 * One spelling per chain: OSM spells the branches of one business in several ways ("Luicella’s Ice
 * Cream", "Luicellas Ice Cream", "Luicellas" — 11 ice-cream parlours of one chain), which reads like
 * different places, or like duplicates, in a list. Branches are recognised by their name alone (the data
 * has no `brand` tag on them): the same name but for case, accents, apostrophes and punctuation once a
 * trailing word for the kind of place ("Ice Cream", "Eis", "Café" …) is dropped, and the same type.
 * Each branch keeps its own position and street, so the card tells branches apart.
 */
import { compareStrings, normaliseName } from "./text.js";

/** Words for the kind of place that branches add or leave out after the brand (normalised). */
const KIND_TAIL = / (ice cream|icecream|eis|eiscafe|gelato|gelateria|cafe|coffee|kaffee|restaurant|bistro)$/;
/** Keys too short or too generic to name a business (an "Eis" and an "Eis Café" are no chain). */
const MIN_KEY_LETTERS = 4;

/**
 * The name a chain's branches share: the normalised name without a trailing kind word. Umlauts are
 * spelt out first, as they tell words apart ("Eisbär" is no "EisBar").
 */
export function chainKey(name: string): string {
  const spelt = name.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue");
  return normaliseName(spelt).replace(KIND_TAIL, "");
}

/** A place that may be a branch. */
export type ChainItem = { key: string; name: string; type: string };

/**
 * The spelling each branch of a chain gets: the one most branches use (then the longer, then the first
 * in code-point order), for every group of places of one type sharing a `chainKey` and spelt in more
 * than one way.
 * @returns `names`: item key → the chain's spelling, for items spelt otherwise; `chains`: each chain
 *   with its spellings (most used first) and number of branches, for SOURCE.md
 */
export function chainSpellings(items: readonly ChainItem[]): {
  names: Map<string, string>;
  chains: Array<{ name: string; spellings: string[]; places: number }>;
} {
  const groups = new Map<string, ChainItem[]>();
  for (const item of items) {
    const key = chainKey(item.name);
    if (key.replace(/ /g, "").length < MIN_KEY_LETTERS) continue;
    const group = `${item.type}\u0000${key}`;
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  const names = new Map<string, string>();
  const chains: Array<{ name: string; spellings: string[]; places: number }> = [];
  for (const group of groups.values()) {
    const uses = new Map<string, number>();
    for (const item of group) uses.set(item.name, (uses.get(item.name) ?? 0) + 1);
    if (uses.size < 2) continue;
    const spellings = [...uses.keys()].sort(
      (a, b) =>
        uses.get(b)! - uses.get(a)! ||
        normaliseName(b).length - normaliseName(a).length ||
        compareStrings(a, b),
    );
    const name = spellings[0]!;
    for (const item of group) if (item.name !== name) names.set(item.key, name);
    chains.push({ name, spellings, places: group.length });
  }
  chains.sort((a, b) => compareStrings(a.name, b.name));
  return { names, chains };
}
