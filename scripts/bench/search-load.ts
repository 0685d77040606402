/**
 * Text search under attack (decision 015): many connections, each request a search text never asked
 * before, so no cache can answer and every request searches; meanwhile one client asks `/api/health`
 * one request after the other, to see whether the server still answers everyone else.
 *
 * The texts are built from real words: the words of the places' names as the server lists them (what
 * parents would type), alone or in pairs, and as typos of those words (a letter dropped, doubled or two
 * letters swapped), which send the search down its fuzzy path.
 */
import type autocannon from "autocannon";
import { runAutocannon, toEndpointResult, type Track } from "./load.js";
import type { EndpointResult } from "./types.js";

export type SearchLoadOptions = {
  baseUrl: string;
  durationS: number;
  connections: number;
  /** Seconds of unmeasured load before the run. */
  warmupS: number;
  track?: Track;
};

export type SearchLoadResult = { search: EndpointResult; health: EndpointResult; distinctTexts: number };

const PAGE = 100;

/** The words (≥ 4 letters, lower case) of every listed place's name, in first-seen order. */
export async function placeNameWords(baseUrl: string): Promise<string[]> {
  const words = new Set<string>();
  for (let offset = 0; ; offset += PAGE) {
    const response = await fetch(`${baseUrl}/api/places?limit=${PAGE}&offset=${offset}`);
    if (!response.ok) throw new Error(`GET /api/places answered ${response.status}`);
    const page = (await response.json()) as { items: { name: string }[]; total: number };
    for (const { name } of page.items) {
      for (const word of name.toLowerCase().match(/\p{L}{4,}/gu) ?? []) words.add(word);
    }
    if (offset + PAGE >= page.total) return [...words];
  }
}

/** A typo of a word: one letter dropped, doubled, or swapped with the next (chosen by `random`). */
export function typoOf(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/**
 * Endless distinct search texts: one or two of the words, each as typed or (one time in three) with a
 * typo. A text already handed out is drawn again, so every request is new to the server's caches.
 */
export function distinctSearchTexts(words: readonly string[], random: () => number = Math.random) {
  const seen = new Set<string>();
  const pick = () => {
    const word = words[Math.floor(random() * words.length)]!;
    return random() < 1 / 3 && word.length >= 5 ? typoOf(word, random) : word;
  };
  return {
    seen,
    next(): string {
      for (;;) {
        const text = random() < 0.5 ? pick() : `${pick()} ${pick()}`;
        if (!seen.has(text)) {
          seen.add(text);
          return text;
        }
      }
    },
  };
}

/** The attack's size (decision 015): 200 connections for 30 s, after 3 s unmeasured. */
export const SEARCH_ATTACK = { durationS: 30, connections: 200, warmupS: 3 } as const;

export const SEARCH_LOAD_PATH = "/api/places?q={distinct text}&limit=20";
export const HEALTH_PATH = "/api/health";

/** Runs the attack (after a warm-up with the same kind of texts) and health alongside it. */
export async function loadSearchUnderAttack(options: SearchLoadOptions): Promise<SearchLoadResult> {
  const texts = distinctSearchTexts(await placeNameWords(options.baseUrl));
  const search = (durationS: number) =>
    runAutocannon(
      {
        url: options.baseUrl,
        duration: durationS,
        connections: options.connections,
        requests: [
          {
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              path: `/api/places?q=${encodeURIComponent(texts.next())}&limit=20`,
            }),
          },
        ],
      },
      options.track,
    );
  if (options.warmupS > 0) await search(options.warmupS);
  const [searchResult, healthResult] = await Promise.all([
    search(options.durationS),
    runAutocannon(
      { url: options.baseUrl + HEALTH_PATH, duration: options.durationS, connections: 1 },
      options.track,
    ),
  ]);
  return {
    search: toEndpointResult(SEARCH_LOAD_PATH, searchResult),
    health: toEndpointResult(HEALTH_PATH, healthResult),
    distinctTexts: texts.seen.size,
  };
}
