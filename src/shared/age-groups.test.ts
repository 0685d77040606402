import { describe, expect, it } from "vitest";
import { COURSE_AGE_GROUPS } from "./constants.js";
import {
  monthRangeLabel,
  readMonthRangeLabel,
  MAX_AGE_MONTHS,
  parseAgeRange,
  placeAgeGroupsFor,
  rangesOverlap,
  SEARCH_AGE_RANGES,
} from "./age-groups.js";

describe("parseAgeRange", () => {
  it.each([
    ["0-12 months", [0, 12]],
    ["6-18 months", [6, 18]],
    ["18 months-3 years", [18, 36]],
    ["2-4 years", [24, 48]],
    ["1-2 Jahre", [12, 24]],
    ["6-12 Monate", [6, 12]],
    ["0–12 Monate", [0, 12]],
    ["6+ Jahre", [72, MAX_AGE_MONTHS]],
    ["ab 6 Monaten", [6, MAX_AGE_MONTHS]],
    ["3+ years", [36, MAX_AGE_MONTHS]],
    ["bis 3 Jahre", [0, 36]],
    ["1 bis 3 Jahre", [12, 36]],
    ["all ages", [0, MAX_AGE_MONTHS]],
  ])("reads %s", (text, expected) => {
    expect(parseAgeRange(text)).toEqual(expected);
  });

  it("returns null when the text names no age", () => {
    expect(parseAgeRange("für alle Eltern")).toBeNull();
    expect(parseAgeRange("")).toBeNull();
  });

  it("agrees with the course filter's own month ranges", () => {
    for (const [group, range] of Object.entries(COURSE_AGE_GROUPS))
      expect(parseAgeRange(group)).toEqual(range);
  });
});

describe("matching ages", () => {
  it("a child of 14 months (1-2 Jahre) matches 6-18 months but not 2-4 years", () => {
    const child = SEARCH_AGE_RANGES["1-2 Jahre"];
    expect(rangesOverlap(child, [14, 14])).toBe(true);
    expect(rangesOverlap(child, parseAgeRange("6-18 months")!)).toBe(true);
    expect(rangesOverlap(child, parseAgeRange("2-4 years")!)).toBe(false);
  });

  it("maps a search age to the place age groups that suit it, always with 'all ages'", () => {
    expect(placeAgeGroupsFor(SEARCH_AGE_RANGES["6-12 Monate"])).toEqual(["0-2 years", "all ages"]);
    expect(placeAgeGroupsFor(SEARCH_AGE_RANGES["3-4 Jahre"])).toEqual(["2-5 years", "all ages"]);
    expect(placeAgeGroupsFor(SEARCH_AGE_RANGES["6+ Jahre"])).toEqual(["5+ years", "all ages"]);
  });
});

describe("monthRangeLabel", () => {
  it("writes month ranges as providers' age text that parseAgeRange reads back", () => {
    for (const range of [
      [8, 12],
      [0, 12],
      [8, MAX_AGE_MONTHS],
      [0, MAX_AGE_MONTHS],
    ] as const) {
      expect(parseAgeRange(monthRangeLabel(range))).toEqual(range);
    }
    expect(monthRangeLabel([8, 12])).toBe("8–12 Monate");
    expect(monthRangeLabel([6, MAX_AGE_MONTHS])).toBe("ab 6 Monaten");
  });
});

describe("readMonthRangeLabel", () => {
  it("reads back every range monthRangeLabel writes", () => {
    for (const range of [
      [8, 12],
      [0, 12],
      [8, MAX_AGE_MONTHS],
      [0, MAX_AGE_MONTHS],
    ] as const) {
      expect(readMonthRangeLabel(monthRangeLabel(range))).toEqual(range);
    }
  });

  it("leaves other age text alone: a code, what a person typed, a list", () => {
    expect(readMonthRangeLabel("6-18 months")).toBeNull();
    expect(readMonthRangeLabel("Krabbelkinder ab 8 Monaten")).toBeNull();
    expect(readMonthRangeLabel("0-6 Monate, 1-2 Jahre")).toBeNull();
  });
});
