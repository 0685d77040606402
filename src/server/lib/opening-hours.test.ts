import { describe, expect, it } from "vitest";
import { hamburgToday, hamburgWallClock, isCalendarDate, weekdayOf } from "./berlin-time.js";
import { isOpenNow, isOpenOnDay } from "./opening-hours.js";

describe("Hamburg time", () => {
  it("reads the wall clock in Hamburg, summer and winter", () => {
    expect(hamburgWallClock(new Date("2026-07-01T08:30:00Z")).getHours()).toBe(10);
    expect(hamburgWallClock(new Date("2026-01-15T08:30:00Z")).getHours()).toBe(9);
    expect(hamburgToday(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-16");
  });

  it("knows real calendar days and their weekday", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-31")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(weekdayOf("2026-06-02")).toBe(2); // a Tuesday
    expect(weekdayOf("2026-06-07")).toBe(0); // a Sunday
  });
});

describe("opening hours", () => {
  const weekdays = "Mo-Fr 09:00-18:00";

  it("is open on a weekday afternoon in Hamburg and closed at night", () => {
    // Wednesday 3 June 2026, 14:00 and 23:00 in Hamburg (UTC+2).
    expect(isOpenNow(weekdays, new Date("2026-06-03T12:00:00Z"))).toBe(true);
    expect(isOpenNow(weekdays, new Date("2026-06-03T21:00:00Z"))).toBe(false);
  });

  it("is open on a Tuesday and closed on a Sunday", () => {
    expect(isOpenOnDay(weekdays, "2026-06-02")).toBe(true);
    expect(isOpenOnDay(weekdays, "2026-06-07")).toBe(false);
  });

  it("knows Hamburg's public holidays (PH)", () => {
    // Good Friday 2026 is 3 April.
    expect(isOpenOnDay("Mo-Fr 09:00-18:00; PH off", "2026-04-03")).toBe(false);
    expect(isOpenOnDay("Mo-Fr 09:00-18:00; PH off", "2026-04-08")).toBe(true);
  });

  it("answers null for missing or unreadable hours instead of 'closed'", () => {
    expect(isOpenNow(null)).toBeNull();
    expect(isOpenNow("whenever the sun shines")).toBeNull();
    expect(isOpenOnDay("whenever the sun shines", "2026-06-02")).toBeNull();
  });
});
