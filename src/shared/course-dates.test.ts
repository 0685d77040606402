import { describe, expect, it } from "vitest";
import { countCourseDates, nextCourseDates, takesPlaceOn } from "./course-dates.js";

// Tuesdays (2) in a term from Tue 2026-10-06 to Tue 2026-11-03, skipping the autumn holidays.
const term = {
  weekdays: [2],
  term_start: "2026-10-06",
  term_end: "2026-11-03",
  skipped_dates: ["2026-10-20", "2026-10-27"],
};

describe("course dates", () => {
  it("lists the course's weekdays within its term, without skipped dates", () => {
    expect(nextCourseDates(term, "2026-10-01")).toEqual(["2026-10-06", "2026-10-13", "2026-11-03"]);
  });

  it("starts at the given day and stops at the term's end", () => {
    expect(nextCourseDates(term, "2026-10-14")).toEqual(["2026-11-03"]);
    expect(nextCourseDates(term, "2026-11-04")).toEqual([]);
  });

  it("runs on without a term, up to the asked number of dates", () => {
    const weekly = { weekdays: [1, 4], term_start: null, term_end: null, skipped_dates: ["2026-11-30"] };
    expect(nextCourseDates(weekly, "2026-11-26", 4)).toEqual([
      "2026-11-26",
      "2026-12-03",
      "2026-12-07",
      "2026-12-10",
    ]);
  });

  it("has no dates without weekdays", () => {
    expect(nextCourseDates({ ...term, weekdays: [] }, "2026-10-01")).toEqual([]);
  });

  it("knows whether the course takes place on a day", () => {
    expect(takesPlaceOn(term, "2026-10-13")).toBe(true);
    expect(takesPlaceOn(term, "2026-10-20")).toBe(false);
    expect(takesPlaceOn(term, "2026-10-14")).toBe(false);
    expect(takesPlaceOn(term, "2026-11-10")).toBe(false);
  });

  it("counts every date from a day to the term's end, as many as listing them all gives", () => {
    expect(countCourseDates(term, "2026-10-01")).toBe(3);
    expect(countCourseDates(term, "2026-10-14")).toBe(1);
    expect(countCourseDates(term, "2026-11-04")).toBe(0);
    // Mondays and Thursdays for a school half-year, a skipped date on a Thursday and one on no course day.
    const long = {
      weekdays: [1, 4],
      term_start: "2026-08-10",
      term_end: "2027-01-28",
      skipped_dates: ["2026-10-22", "2026-10-21"],
    };
    const all = nextCourseDates(long, "2026-09-01", 1000);
    expect(all.length).toBeGreaterThan(10);
    expect(countCourseDates(long, "2026-09-01")).toBe(all.length);
  });

  it("counts nothing for a course that runs on without a last day", () => {
    expect(countCourseDates({ ...term, term_end: null }, "2026-10-01")).toBeNull();
  });
});
