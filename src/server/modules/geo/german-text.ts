/**
 * German-aware text matching for the local gazetteer (decision 006): case- and umlaut-insensitive
 * (ä/ae, ß/ss, and also ä/a for people who type without umlauts), street abbreviations ("Str.",
 * "Strasse", "Straße") and "St."/"Sankt" folded, with prefix and trigram scoring in the spirit of
 * PostgreSQL's pg_trgm `word_similarity`.
 */

/** One normalised spelling of a text: lower case, ASCII letters and digits, single spaces. */
const fold = (text: string, umlauts: "expand" | "strip"): string => {
  const lower = text.toLowerCase();
  const expanded =
    umlauts === "expand"
      ? lower.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue")
      : lower.replace(/ä/g, "a").replace(/ö/g, "o").replace(/ü/g, "u");
  return (
    expanded
      .replace(/ß/g, "ss")
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      // "Osterstraße", "Osterstrasse", "Osterstr." and "Oster Str." are one street.
      .replace(/(strasse|str\.)/g, "str ")
      .replace(/\bsankt\b/g, "st")
      .replace(/[^a-z0-9]+/g, " ")
      .trim()
  );
};

/**
 * The spellings a text is matched under: umlauts expanded (ä → ae, the German convention) and
 * stripped (ä → a). Both are the same for texts without umlauts.
 */
export function germanSpellings(text: string): string[] {
  const expanded = fold(text, "expand");
  const stripped = fold(text, "strip");
  return expanded === stripped ? [expanded] : [expanded, stripped];
}

/** Trigrams of every word, padded like pg_trgm (two spaces before, one after). */
export function trigramsOf(normalised: string): Set<string> {
  const grams = new Set<string>();
  for (const word of normalised.split(" ")) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index++) grams.add(padded.slice(index, index + 3));
  }
  return grams;
}

/** A text prepared once for many queries. */
export type MatchTarget = { spellings: string[]; words: string[][]; trigrams: Set<string>[] };

export function prepareTarget(text: string): MatchTarget {
  const spellings = germanSpellings(text);
  return {
    spellings,
    words: spellings.map((spelling) => spelling.split(" ")),
    trigrams: spellings.map(trigramsOf),
  };
}

/** A query prepared once for many targets. */
export type MatchQuery = { spellings: string[]; words: string[][]; trigrams: Set<string>[] };

export const prepareQuery: (text: string) => MatchQuery = prepareTarget;

/** Scores at or above this count as a match (pg_trgm's default word_similarity_threshold is 0.6). */
export const MATCH_THRESHOLD = 0.5;

/**
 * How well a query matches a text, from 0 to 1: 1 when the text starts with the query, 0.9 when every
 * query word starts a word of the text ("oster 12" → "Osterstraße 12"), otherwise the share of the
 * query's trigrams found in the text (so typos still match: "Eimsbütel" → "Eimsbüttel").
 */
export function matchScore(query: MatchQuery, target: MatchTarget): number {
  let best = 0;
  for (let q = 0; q < query.spellings.length; q++) {
    const querySpelling = query.spellings[q]!;
    const queryWords = query.words[q]!;
    const queryTrigrams = query.trigrams[q]!;
    if (!querySpelling) continue;
    for (let t = 0; t < target.spellings.length; t++) {
      if (target.spellings[t]!.startsWith(querySpelling)) return 1;
      const targetWords = target.words[t]!;
      if (queryWords.every((word) => targetWords.some((candidate) => candidate.startsWith(word)))) {
        best = Math.max(best, 0.9);
        continue;
      }
      let shared = 0;
      for (const gram of queryTrigrams) if (target.trigrams[t]!.has(gram)) shared++;
      if (queryTrigrams.size > 0) best = Math.max(best, (0.8 * shared) / queryTrigrams.size);
    }
  }
  return best;
}
