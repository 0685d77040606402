import OpeningHours from "opening_hours";
import { describe, expect, it } from "vitest";
import { formatTime, isWholeDay, openState, startOfWeek, weekSchedule } from "./opening-hours-week";

const HAMBURG = { lat: 53.55, lon: 10, address: { country_code: "de", state: "Hamburg" } };
// A Wednesday, mid-morning local time.
const WEDNESDAY = new Date(2025, 4, 7, 10, 30);

const times = (hours: OpeningHours, now = WEDNESDAY) =>
  weekSchedule(hours, now).map((day) =>
    day.spans
      .map((span) => `${formatTime(span.from, day.date, "de")}–${formatTime(span.to, day.date, "de")}`)
      .join(", "),
  );

describe("weekSchedule", () => {
  it("lists Monday to Sunday with their opening times", () => {
    const hours = new OpeningHours("Mo-Fr 08:00-18:00; Sa 09:00-13:00", HAMBURG);
    expect(times(hours)).toEqual([
      "08:00–18:00",
      "08:00–18:00",
      "08:00–18:00",
      "08:00–18:00",
      "08:00–18:00",
      "09:00–13:00",
      "",
    ]);
    expect(weekSchedule(hours, WEDNESDAY).map((day) => day.isToday)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("splits lunch breaks and marks whole days", () => {
    const hours = new OpeningHours("Mo 10:00-12:00,14:00-18:00; Su 00:00-24:00", HAMBURG);
    const week = weekSchedule(hours, WEDNESDAY);
    expect(times(hours)[0]).toBe("10:00–12:00, 14:00–18:00");
    const sunday = week[6]!;
    expect(sunday.spans).toHaveLength(1);
    expect(isWholeDay(sunday.spans[0]!, sunday.date)).toBe(true);
  });

  it("keeps comments such as 'by appointment' as unknown spans", () => {
    const hours = new OpeningHours('Mo 10:00-12:00 "nach Vereinbarung"', HAMBURG);
    const monday = weekSchedule(hours, WEDNESDAY)[0]!;
    expect(monday.spans[0]).toMatchObject({ isUnknown: true, comment: "nach Vereinbarung" });
  });
});

describe("openState", () => {
  it("tells open from closed at a given moment", () => {
    const hours = new OpeningHours("Mo-Fr 08:00-18:00", HAMBURG);
    expect(openState(hours, WEDNESDAY)).toBe("open");
    expect(openState(hours, new Date(2025, 4, 7, 19, 0))).toBe("closed");
    expect(openState(hours, new Date(2025, 4, 10, 10, 0))).toBe("closed"); // Saturday
  });
});

describe("startOfWeek", () => {
  it("starts weeks on Monday, also for Sundays", () => {
    expect(startOfWeek(new Date(2025, 4, 11, 12)).getDate()).toBe(5);
    expect(startOfWeek(new Date(2025, 4, 5, 0, 0)).getDate()).toBe(5);
  });
});

describe("opening_hours parsing", () => {
  it("throws on values that are not opening_hours syntax (the page then shows the raw text)", () => {
    expect(() => new OpeningHours("ask at the counter", HAMBURG)).toThrow();
  });
});
