import { describe, expect, it } from "vitest";
import { CLOSED_WEEK, fromOpeningHours, isWeekValid, toOpeningHours, type DayHours } from "./weekly-hours";

const week = (entries: Array<[number, string, string]>): DayHours[] =>
  CLOSED_WEEK.map((day, index) => {
    const entry = entries.find(([at]) => at === index);
    return entry ? { isOpen: true, from: entry[1], to: entry[2] } : { ...day };
  });

describe("toOpeningHours", () => {
  it("groups neighbouring days with the same hours and leaves closed days out", () => {
    const value = toOpeningHours(
      week([
        [0, "08:00", "18:00"],
        [1, "08:00", "18:00"],
        [2, "08:00", "18:00"],
        [3, "08:00", "18:00"],
        [4, "08:00", "18:00"],
        [5, "09:00", "14:00"],
      ]),
    );
    expect(value).toBe("Mo-Fr 08:00-18:00; Sa 09:00-14:00");
  });

  it("writes two neighbouring days as a list, and a closed week as no value", () => {
    expect(
      toOpeningHours(
        week([
          [5, "10:00", "16:00"],
          [6, "10:00", "16:00"],
        ]),
      ),
    ).toBe("Sa,Su 10:00-16:00");
    expect(toOpeningHours(CLOSED_WEEK)).toBeNull();
  });
});

describe("fromOpeningHours", () => {
  it("reads back what the editor writes", () => {
    const original = week([
      [0, "08:00", "18:00"],
      [2, "08:00", "18:00"],
      [3, "07:30", "12:00"],
      [6, "10:00", "16:00"],
    ]);
    expect(fromOpeningHours(toOpeningHours(original))).toEqual(original);
  });

  it("answers null for values richer than one span per day", () => {
    expect(fromOpeningHours("Mo-Fr 08:00-12:00,14:00-18:00")).toBeNull();
    expect(fromOpeningHours("Mo-Fr 08:00-18:00; PH off")).toBeNull();
    expect(fromOpeningHours("24/7")).toBeNull();
  });

  it("reads an empty value as a closed week", () => {
    expect(fromOpeningHours(null)).toEqual(CLOSED_WEEK);
  });
});

describe("isWeekValid", () => {
  it("refuses an end time before the start", () => {
    expect(isWeekValid(week([[0, "18:00", "08:00"]]))).toBe(false);
    expect(isWeekValid(week([[0, "08:00", "18:00"]]))).toBe(true);
  });
});
