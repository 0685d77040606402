/**
 * The words a text search finds a place by when one of its family facts is shown as "yes"
 * (decisions/031-fact-majority.md): a parent types "Wickeltisch" or "high chair", not a fact key. Each
 * fact has words in German and in English — the app's labels (locales `factLabels`) and what parents
 * call the thing besides — so a search in either language finds the same places. Words are folded and
 * stemmed like every other search text (lib/search-index.ts), so "Hochstühle" finds "Hochstuhl".
 * "limited" access is no "yes": "stufenlos" finds step-free places only.
 */
import type { YesFactKey } from "#shared/family-facts.js";

export const FACT_SEARCH_WORDS: Record<YesFactKey, { de: string; en: string }> = {
  changing_table: {
    de: "Wickeltisch Wickelraum Wickelplatz Wickelmöglichkeit Wickeln",
    en: "changing table baby changing nappy changing diaper",
  },
  highchair: { de: "Hochstuhl Kinderstuhl Kinderhochstuhl", en: "high chair highchair" },
  wheelchair: {
    de: "rollstuhlgerecht Rollstuhl barrierefrei stufenlos",
    en: "wheelchair accessible step-free",
  },
  stroller: {
    de: "mit Kinderwagen erreichbar kinderwagengerecht Buggy stufenlos",
    en: "stroller pram buggy pushchair accessible step-free",
  },
  stroller_parking: {
    de: "Platz für den Kinderwagen Kinderwagenparkplatz Kinderwagen abstellen",
    en: "stroller parking pram parking",
  },
  baby_feeding: {
    de: "Stillplatz Stillraum Stillecke Stillen",
    en: "breastfeeding nursing room baby feeding",
  },
  kids_area: {
    de: "Spielecke Spielbereich Kinderecke Spielzimmer",
    en: "play area play corner kids area playroom",
  },
  toilets: { de: "Toiletten Toilette WC Klo", en: "toilets toilet restroom loo" },
  fenced: { de: "eingezäunt umzäunt Zaun", en: "fenced fence" },
  shade: { de: "Schatten schattig", en: "shade shady" },
  "playground:sandpit": { de: "Sandkasten Sandkiste Buddelkiste", en: "sandpit sandbox" },
  "playground:water": { de: "Wasserspiel Wasserspielplatz Matschanlage", en: "water play splash pad" },
};

/** The search words of the facts shown as "yes", both languages, as one text. */
export const factSearchText = (keys: readonly YesFactKey[]): string =>
  keys.map((key) => `${FACT_SEARCH_WORDS[key].de} ${FACT_SEARCH_WORDS[key].en}`).join(" ");
