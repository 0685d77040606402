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

  it("agrees with the IANA time-zone database from 1996 to 2060, switch nights included", () => {
    const iana = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Berlin",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const instants: Date[] = [];
    for (let year = 1996; year <= 2060; year++) {
      for (let month = 0; month < 12; month++) {
        // Every hour, a minute before it strikes, in the last eight days of each month: both sides of
        // each switch (always the last Sunday of March and October) and of each month's end.
        for (let hour = -8 * 24; hour < 0; hour++) {
          instants.push(new Date(Date.UTC(year, month + 1, 1, hour) - 60_000));
        }
      }
    }
    const mismatches = instants.flatMap((instant) => {
      const parts = Object.fromEntries(iana.formatToParts(instant).map((part) => [part.type, part.value]));
      const expected = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
      const actual = `${hamburgToday(instant)} ${hamburgTimeOfDay(instant)}`;
      return actual === expected ? [] : [`${instant.toISOString()}: ${actual} ≠ ${expected}`];
    });
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it("switches to summer time at 01:00 UTC on the last Sunday of March and back in October", () => {
    expect(hamburgTimeOfDay(new Date("2026-03-29T00:59:00Z"))).toBe("01:59");
    expect(hamburgTimeOfDay(new Date("2026-03-29T01:00:00Z"))).toBe("03:00");
    expect(hamburgTimeOfDay(new Date("2026-10-25T00:59:00Z"))).toBe("02:59");
    expect(hamburgTimeOfDay(new Date("2026-10-25T01:00:00Z"))).toBe("02:00");
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
