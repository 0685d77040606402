/** Small text helpers shared by the import modules (name normalisation, stable sorting). */

/**
 * Normalises a name for comparisons: lower case, German umlauts folded (ä→a, ß→ss), accents removed,
 * apostrophes dropped, other punctuation collapsed to single spaces. "Wohlers Park" and "Wohlers-Park"
 * both become "wohlers park"; "Luicella’s Ice Cream" and "Luicellas Ice Cream" both "luicellas ice cream".
 */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’‘´`]/g, "")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** `normaliseName` without spaces ("wohlerspark"), for spelling-insensitive equality. */
export function compactName(name: string): string {
  return normaliseName(name).replace(/ /g, "");
}

/** Locale-independent, deterministic string comparison on normalised names, then on the raw string. */
export function compareNames(a: string, b: string): number {
  const na = normaliseName(a);
  const nb = normaliseName(b);
  if (na !== nb) return na < nb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Plain code-point comparison (deterministic across ICU versions, unlike localeCompare). */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Collapses whitespace and trims. */
export function cleanText(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

/** Levenshtein edit distance (small strings only). */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/** Generic words stripped before comparing park names (compact form, umlauts folded). */
const GENERIC_PREFIX = /^(parkanlage|grunanlage|grunzug|park)/;
const GENERIC_SUFFIX = /(parkanlage|grunanlage|grunzug|anlage|park|platz|garten)$/;

/** Compact name without a generic prefix/suffix ("Park Fiefstücken" → "fiefstucken", "Lohseplatz" → "lohse"). */
export function coreName(name: string): string {
  const c = compactName(name);
  const stripped = c.replace(GENERIC_PREFIX, "").replace(GENERIC_SUFFIX, "");
  return stripped.length >= 3 ? stripped : c;
}

/**
 * True when two place names very probably denote the same place: equal cores (see `coreName`), one
 * core contains the other (≥ 6 letters), or at most 2 edits apart for cores of ≥ 8 letters. So
 * "Wohlerspark" ~ "Wohlers Park", "Unnapark" ~ "Unna-Park", "Lohmühlengrünzug" ~ "Lohmühlenpark",
 * "Suttnerpark" ~ "Bertha-von-Suttner-Park"; callers add a distance limit.
 */
export function similarNames(a: string, b: string): boolean {
  const x = coreName(a);
  const y = coreName(b);
  if (!x || !y) return false;
  if (x === y) return true;
  if (Math.min(x.length, y.length) >= 6 && (x.includes(y) || y.includes(x))) return true;
  return Math.min(x.length, y.length) >= 8 && editDistance(x, y) <= 2;
}
