/**
 * Age groups as month ranges, so that different wordings of an age compare (decision 008): a child of 14
 * months ("1-2 Jahre" in the home search) matches a course for "6-18 months". Every range is inclusive in
 * whole months: `[min, max]`.
 */
import type { SEARCH_AGE_GROUPS } from "./constants.js";
import { COURSE_AGE_GROUPS, PLACE_AGE_GROUPS } from "./constants.js";

/** An inclusive range of ages in months. */
export type MonthRange = readonly [number, number];

/** The oldest age we model: 18 years, for "6+ years" and "all ages". */
export const MAX_AGE_MONTHS = 216;

/**
 * Home search age groups (spec 01 §3 "Search age groups"): "1-2 Jahre" is a child of 12 to 23 months,
 * i.e. from the first birthday up to the day before the second.
 */
export const SEARCH_AGE_RANGES: Record<(typeof SEARCH_AGE_GROUPS)[number], MonthRange> = {
  "6-12 Monate": [6, 11],
  "1-2 Jahre": [12, 23],
  "2-3 Jahre": [24, 35],
  "3-4 Jahre": [36, 47],
  "4-5 Jahre": [48, 59],
  "5-6 Jahre": [60, 71],
  "6+ Jahre": [72, MAX_AGE_MONTHS],
};

/** Place age groups (spec 01 §3 "Place age groups"); "all ages" means no known restriction. */
export const PLACE_AGE_RANGES: Record<(typeof PLACE_AGE_GROUPS)[number], MonthRange> = {
  "0-2 years": [0, 23],
  "2-5 years": [24, 59],
  "5+ years": [60, MAX_AGE_MONTHS],
  "all ages": [0, MAX_AGE_MONTHS],
};

/** True when the two inclusive ranges share at least one month. */
export const rangesOverlap = (a: MonthRange, b: MonthRange): boolean => a[0] <= b[1] && b[0] <= a[1];

/** The place age groups that suit a child in `range` ("all ages" always does). */
export function placeAgeGroupsFor(range: MonthRange): (typeof PLACE_AGE_GROUPS)[number][] {
  return PLACE_AGE_GROUPS.filter((group) => rangesOverlap(PLACE_AGE_RANGES[group], range));
}

const UNIT_MONTHS: Record<string, number> = {
  month: 1,
  months: 1,
  monat: 1,
  monate: 1,
  monaten: 1,
  m: 1,
  year: 12,
  years: 12,
  jahr: 12,
  jahre: 12,
  jahren: 12,
  j: 12,
};

const unitOf = (word: string | undefined): number | undefined =>
  word === undefined ? undefined : UNIT_MONTHS[word.toLowerCase().replace(/\.$/, "")];

/**
 * Reads an age group written as text into an inclusive month range: the spec's lists ("6-18 months",
 * "18 months-3 years", "2-4 years", "1-2 Jahre", "6+ Jahre") and free text from suggestions
 * ("ab 6 Monaten", "3+ years", "0–12 Monate", "bis 3 Jahre"). A range's upper number without its own
 * unit takes the unit after it ("1-2 Jahre" is 12–24 months); "x-y years" ends at y years, i.e. includes
 * children up to their (y)th birthday, as parents read it.
 * @returns the range, or null when the text names no age
 */
export function parseAgeRange(text: string): MonthRange | null {
  const normalised = text
    .toLowerCase()
    .replace(/[–—]/g, "-")
    .replace(/\s+bis\s+/g, "-")
    .replace(/\s+to\s+/g, "-")
    .trim();
  const range = /(\d+)\s*([a-zä]+\.?)?\s*-\s*(\d+)\s*([a-zä]+\.?)/.exec(normalised);
  if (range) {
    const upperUnit = unitOf(range[4]);
    const lowerUnit = unitOf(range[2]) ?? upperUnit;
    if (upperUnit !== undefined && lowerUnit !== undefined) {
      return [Number(range[1]) * lowerUnit, Math.min(MAX_AGE_MONTHS, Number(range[3]) * upperUnit)];
    }
  }
  const from = /(?:ab|from)\s*(\d+)\s*([a-zä]+\.?)|(\d+)\s*\+\s*([a-zä]+\.?)|(\d+)\s*([a-zä]+\.?)\s*\+/.exec(
    normalised,
  );
  if (from) {
    const value = Number(from[1] ?? from[3] ?? from[5]);
    const unit = unitOf(from[2] ?? from[4] ?? from[6]);
    if (unit !== undefined) return [value * unit, MAX_AGE_MONTHS];
  }
  const until = /(?:bis|up to|unter|under)\s*(\d+)\s*([a-zä]+\.?)/.exec(text.toLowerCase());
  if (until) {
    const unit = unitOf(until[2]);
    if (unit !== undefined) return [0, Number(until[1]) * unit];
  }
  if (/all ages|alle altersgruppen|jedes alter/.test(normalised)) return [0, MAX_AGE_MONTHS];
  return null;
}

/** The month range of a course filter age group (spec 01 §3 "Course age groups"). */
export const courseAgeRange = (group: keyof typeof COURSE_AGE_GROUPS): MonthRange => COURSE_AGE_GROUPS[group];

/**
 * A month range as German age text, read back by parseAgeRange: "8–12 Monate", "ab 8 Monaten",
 * "bis 12 Monate", "Alle Altersgruppen" (decision 021: providers give ages in months).
 */
export function monthRangeLabel([min, max]: MonthRange): string {
  if (max >= MAX_AGE_MONTHS) return min === 0 ? "Alle Altersgruppen" : `ab ${min} Monaten`;
  return min === 0 ? `bis ${max} Monate` : `${min}–${max} Monate`;
}

/**
 * The month range of a text monthRangeLabel wrote ("8–12 Monate", "ab 8 Monaten", "bis 12 Monate",
 * "Alle Altersgruppen"), so a page can say it in its own language (decisions/033); null for any other
 * text, such as the age group a person typed.
 */
export function readMonthRangeLabel(text: string): MonthRange | null {
  if (text === "Alle Altersgruppen") return [0, MAX_AGE_MONTHS];
  const match = /^(?:ab (\d+) Monaten|bis (\d+) Monate|(\d+)–(\d+) Monate)$/.exec(text);
  if (!match) return null;
  const [, from, until, min, max] = match;
  if (from !== undefined) return [Number(from), MAX_AGE_MONTHS];
  if (until !== undefined) return [0, Number(until)];
  return [Number(min), Number(max)];
}
