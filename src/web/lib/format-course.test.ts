import { describe, expect, it } from "vitest";
import { formatCourseDay } from "./format-course";

describe("formatCourseDay", () => {
  it.each([
    ["2026-12-01", "de", false, "Di., 1. Dez."],
    ["2027-03-21", "de", true, "So., 21. März 2027"],
    ["2026-09-05", "en", false, "Sat 5 Sept"],
    ["2026-09-05", "en", true, "Sat, 5 Sept 2026"],
    ["2026-12-01", undefined, false, "Di., 1. Dez."],
  ])("%s in %s (with year: %s) reads %s", (date, language, withYear, expected) => {
    expect(formatCourseDay(date, language, withYear)).toBe(expected);
  });

  it("says what Intl says for every day of two years, with and without the year", () => {
    for (const [language, locale] of [
      ["de", "de-DE"],
      ["en", "en-GB"],
    ] as const) {
      const options = { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" } as const;
      const short = new Intl.DateTimeFormat(locale, options);
      const long = new Intl.DateTimeFormat(locale, { ...options, year: "numeric" });
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
        const date = new Date(day).toISOString().slice(0, 10);
        expect(formatCourseDay(date, language)).toBe(short.format(day));
        expect(formatCourseDay(date, language, true)).toBe(long.format(day));
      }
    }
  });
});
