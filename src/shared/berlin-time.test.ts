import { describe, expect, it } from "vitest";
import {
  addDays,
  hamburgTimeOfDay,
  hamburgToday,
  hamburgWallClock,
  isCalendarDate,
  weekdayOf,
} from "./berlin-time.js";

describe("Hamburg time", () => {
  it("reads the wall clock in Hamburg, summer and winter", () => {
    expect(hamburgWallClock(new Date("2026-07-01T08:30:00Z")).getHours()).toBe(10);
    expect(hamburgWallClock(new Date("2026-01-15T08:30:00Z")).getHours()).toBe(9);
    expect(hamburgToday(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-16");
    expect(hamburgTimeOfDay(new Date("2026-07-01T22:05:00Z"))).toBe("00:05");
  });

  it("knows real calendar days and their weekday", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-31")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(weekdayOf("2026-06-02")).toBe(2); // a Tuesday
    expect(weekdayOf("2026-06-07")).toBe(0); // a Sunday
  });

  it("counts days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
