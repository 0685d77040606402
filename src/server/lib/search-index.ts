/**
 * An in-memory text search index (decision 015): the German-aware, typo-tolerant search of places and
 * courses, answered without asking the database. Built with MiniSearch (BM25 ranking, prefix and
 * Levenshtein matching over a radix tree); words are folded as the database's `unaccent` would (lower
 * case, accents and umlaut dots removed, "ß" → "ss"), German stop words are left out and the rest are
 * reduced to their Snowball stem, so "Spielplätze" finds "Spielplatz".
 *
 * A search goes in up to two ways, tried in order until one finds something (decision 008):
 * 1. exact: every word, as a prefix of a word of the document ("spielpl eimsb" while typing);
 * 2. with typos, only when exact finds nothing: every word of at least TYPO_MIN_LENGTH letters must
 *    match a word of the fields that tolerate typos (names, Stadtteile, tags): as a prefix, or, when it
 *    begins no word there, up to TYPO_DISTANCE edits (Levenshtein) away, so "Eimsbütel" finds
 *    Eimsbüttel.
 * Both rank by relevance: BM25 per field times the field's weight, whole words above prefixes and
 * typos, times the document's boost; equal scores by `tieBreak`.
 *
 * Sizes (the real 1,238 places, decision 015): ~0.13 s to read and index them (places/service.ts),
 * ~5 MB of heap with their card rows; one search 0.03 ms (exact) to 0.2 ms (with typos).
 * The index does not follow writes by itself: its owner keeps it in a read cache that a write to its
 * topic empties, and builds a new one on the next search (plugins/read-cache.ts).
 */
import { stemmer } from "@orama/stemmers/german";
import { stopwords } from "@orama/stopwords/german";
import MiniSearch from "minisearch";

/** At most this many words of a search count; the rest of a pasted paragraph is ignored. */
export const MAX_WORDS = 8;
/** Shorter words are too short to be told from another word by one typo, so they must match exactly. */
export const TYPO_MIN_LENGTH = 3;

/** The most edits (Levenshtein) a word of `length` letters may be from a word it matches with typos. */
export const TYPO_DISTANCE = (length: number): number => (length >= 6 ? 2 : 1);

/**
 * Lower case without accents or umlaut dots, as PostgreSQL's `unaccent` folds them:
 * "Café Grüner Hoß" → "cafe gruner hoss".
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ø/g, "o")
    .replace(/ł/g, "l");
}

/** The words of a text: runs of letters and digits (so nothing else can act as an operator). */
const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words of a search text that count: at most MAX_WORDS; none when it has no letters or digits. */
export const searchWords = (text: string): string[] => wordsOf(text).slice(0, MAX_WORDS);

const STOP_WORDS = new Set(stopwords.map(foldText));

/** How a field of the documents counts. */
export type SearchField = {
  /** Relative weight of a match in this field (like ts_rank's weights: A 1, B 0.4, C 0.2). */
  weight: number;
  /** Whether the second way of searching (with typos) looks at this field. */
  typos: boolean;
};

/** One document to index. */
export type SearchDocument<F extends string> = {
  id: string;
  /** The text of each field; several values joined by spaces. */
  text: Record<F, string>;
  /** Factor on the document's relevance (1 = neutral; must be > 0). */
  boost: number;
  /** Orders documents of equal relevance (ascending, e.g. the name). */
  tieBreak: string;
};

export type SearchIndex = {
  /** How many documents are indexed. */
  readonly size: number;
  /**
   * The ways `text` matches, in the order to try them (exact, then with typos; see the module
   * comment), each computed only when asked for: the ids of the matching documents, best first. No way
   * at all for a text without letters or digits, and none with typos when no word is long enough.
   */
  matches: (text: string) => Iterable<readonly string[]>;
};

/** Documents indexed in one go; between two chunks the event loop serves other requests. */
const BUILD_CHUNK = 100;

/**
 * Indexes the documents in chunks of BUILD_CHUNK, giving the event loop back in between, so a build
 * (~0.1 s of work for the real places) never holds up other requests for more than a few milliseconds.
 * @param fields each field's weight and typo tolerance; every document has text for each
 */
export async function buildSearchIndex<F extends string>(
  fields: Record<F, SearchField>,
  documents: Iterable<SearchDocument<F>>,
): Promise<SearchIndex> {
  const names = Object.keys(fields) as F[];
  // Stemming is the costly part of indexing, and a vocabulary repeats its words a lot.
  const stems = new Map<string, string | null>();
  const toTerm = (word: string): string | null => {
    let term = stems.get(word);
    if (term === undefined) {
      const folded = foldText(word);
      term = STOP_WORDS.has(folded) ? null : stemmer(folded);
      stems.set(word, term);
    }
    return term;
  };
  const boosts = new Map<string, { boost: number; tieBreak: string }>();
  const all: SearchDocument<F>[] = [];
  for (const document of documents) {
    all.push(document);
    boosts.set(document.id, { boost: document.boost, tieBreak: document.tieBreak });
  }
  const indexOf = async (indexed: F[], processTerm: (word: string) => string | null) => {
    const index = new MiniSearch<SearchDocument<F>>({
      fields: indexed,
      extractField: (document, field) => (field === "id" ? document.id : document.text[field as F]),
      tokenize: wordsOf,
      processTerm,
    });
    await index.addAllAsync(all, { chunkSize: BUILD_CHUNK });
    return index;
  };
  const boost = Object.fromEntries(names.map((name) => [name, fields[name].weight]));
  const exact = await indexOf(names, toTerm);
  // Typos are looked for in an index of their fields alone: matching with typos walks every word of
  // the index, and names and labels have less than half the words of the whole documents.
  const typoFields = names.filter((name) => fields[name].typos);
  const typoTerms = new Set<string>();
  const typos =
    typoFields.length > 0
      ? await indexOf(typoFields, (word) => {
          const term = toTerm(word);
          if (term) typoTerms.add(term);
          return term;
        })
      : null;
  // Sorted, to tell by binary search whether a word begins any word of those fields.
  const vocabulary = [...typoTerms].sort();
  const isKnown = (term: string): boolean => {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (vocabulary[middle]! < term) low = middle + 1;
      else high = middle;
    }
    return vocabulary[low]?.startsWith(term) ?? false;
  };
  const ranked = (results: { id: string; score: number }[]): string[] =>
    results
      .map((result) => ({ id: result.id, score: result.score * boosts.get(result.id)!.boost }))
      .sort(
        (a, b) => b.score - a.score || boosts.get(a.id)!.tieBreak.localeCompare(boosts.get(b.id)!.tieBreak),
      )
      .map((result) => result.id);
  // The terms are processed here, so the search takes them as they are.
  const asGiven = { tokenize: (terms: string) => terms.split(" "), processTerm: (term: string) => term };

  return {
    size: all.length,
    *matches(text) {
      const words = searchWords(text);
      if (words.length === 0) return;
      const terms = words.flatMap((word) => toTerm(word) ?? []);
      yield terms.length === 0
        ? []
        : ranked(exact.search(terms.join(" "), { ...asGiven, boost, prefix: true, combineWith: "AND" }));
      const long = terms.filter((term) => term.length >= TYPO_MIN_LENGTH);
      if (long.length === 0 || !typos) return;
      yield ranked(
        typos.search(long.join(" "), {
          ...asGiven,
          boost,
          prefix: true,
          // A word that begins a word of these fields was typed as meant; only the others are looked
          // for with typos (the costly part of a search: it walks the whole vocabulary).
          fuzzy: (term) => !isKnown(term) && TYPO_DISTANCE(term.length),
          combineWith: "AND",
        }),
      );
    },
  };
}
