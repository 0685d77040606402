import { describe, expect, it } from "vitest";
import { datesIn, hamburgHolidays, holidayNamed, SCHOOL_HOLIDAYS_KNOWN_UNTIL } from "./service.js";

describe("Hamburg holidays", () => {
  it("lists October 2026: Tag der Deutschen Einheit, Herbstferien, Reformationstag", () => {
    expect(hamburgHolidays("2026-10-01", "2026-10-31")).toEqual([
      {
        start: "2026-10-03",
        end: "2026-10-03",
        name: { de: "Tag der Deutschen Einheit", en: "National Holiday" },
        kind: "public",
      },
      {
        start: "2026-10-19",
        end: "2026-10-30",
        name: { de: "Herbstferien", en: "Autumn Holidays" },
        kind: "school",
      },
      {
        start: "2026-10-31",
        end: "2026-10-31",
        name: { de: "Reformationstag", en: "Reformation Day" },
        kind: "public",
      },
    ]);
  });

  it("knows Hamburg's ten public holidays of 2026 and none of another state's", () => {
    const holidays = hamburgHolidays("2026-01-01", "2026-12-31").filter((h) => h.kind === "public");
    expect(holidays.map((h) => `${h.start} ${h.name.de}`)).toEqual([
      "2026-01-01 Neujahr",
      "2026-04-03 Karfreitag",
      "2026-04-06 Ostermontag",
      "2026-05-01 Maifeiertag",
      "2026-05-14 Christi Himmelfahrt",
      "2026-05-25 Pfingstmontag",
      "2026-10-03 Tag der Deutschen Einheit",
      "2026-10-31 Reformationstag",
      "2026-12-25 1. Weihnachtstag",
      "2026-12-26 2. Weihnachtstag",
    ]);
    expect(holidays.every((h) => h.start === h.end)).toBe(true);
    // Fronleichnam (4 June 2026) is a holiday in Bavaria, not in Hamburg.
    expect(hamburgHolidays("2026-06-04", "2026-06-04")).toEqual([]);
  });

  it("knows Hamburg's school holidays of the school year 2026/27", () => {
    const school = hamburgHolidays("2026-08-20", "2027-08-31").filter((h) => h.kind === "school");
    const byName = (name: string) => school.filter((h) => h.name.de === name).map((h) => [h.start, h.end]);
    expect(byName("Herbstferien")).toEqual([["2026-10-19", "2026-10-30"]]);
    expect(byName("Weihnachtsferien")).toEqual([["2026-12-21", "2027-01-01"]]);
    expect(byName("Frühjahrsferien")).toEqual([["2027-03-01", "2027-03-12"]]);
    expect(byName("Pfingstferien")).toEqual([["2027-05-07", "2027-05-14"]]);
    expect(byName("Sommerferien")).toEqual([["2027-07-01", "2027-08-11"]]);
  });

  it("knows the school holidays of 2026 before the summer too", () => {
    const school = hamburgHolidays("2026-01-01", "2026-08-31").filter((h) => h.kind === "school");
    expect(school.map((h) => `${h.name.de} ${h.start}…${h.end}`)).toEqual([
      "Weihnachtsferien 2025-12-17…2026-01-02",
      "Halbjahrespause 2026-01-30…2026-01-30",
      "Frühjahrsferien 2026-03-02…2026-03-13",
      "Pfingstferien 2026-05-11…2026-05-15",
      "Sommerferien 2026-07-09…2026-08-19",
    ]);
  });

  it("returns whole ranges that overlap the query, across a year's end, sorted by start", () => {
    expect(hamburgHolidays("2026-10-25", "2026-10-25")).toEqual([
      {
        start: "2026-10-19",
        end: "2026-10-30",
        name: { de: "Herbstferien", en: "Autumn Holidays" },
        kind: "school",
      },
    ]);
    expect(hamburgHolidays("2026-12-24", "2027-01-02").map((h) => `${h.start} ${h.name.de}`)).toEqual([
      "2026-12-21 Weihnachtsferien",
      "2026-12-25 1. Weihnachtstag",
      "2026-12-26 2. Weihnachtstag",
      "2027-01-01 Neujahr",
    ]);
  });

  it("has school holiday data at least through 2027", () => {
    expect(SCHOOL_HOLIDAYS_KNOWN_UNTIL >= "2027-12-31").toBe(true);
  });

  it("gives the same public holidays whatever the server's time zone", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"]) {
        process.env.TZ = tz;
        expect(hamburgHolidays("2026-10-31", "2026-10-31").map((h) => h.name.de)).toEqual([
          "Reformationstag",
        ]);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("rejects malformed dates and returns nothing for an empty query", () => {
    expect(() => hamburgHolidays("2026-02-30", "2026-03-01")).toThrow(RangeError);
    expect(() => hamburgHolidays("2026-10-01", "31.10.2026")).toThrow(RangeError);
    expect(hamburgHolidays("2026-10-31", "2026-10-01")).toEqual([]);
  });
});

describe("holiday names in both languages", () => {
  it("gives each holiday its English name from the same sources", () => {
    const names = hamburgHolidays("2026-12-01", "2027-01-31").map((h) => `${h.name.de} = ${h.name.en}`);
    expect(names).toEqual([
      "Weihnachtsferien = Christmas Holidays",
      "1. Weihnachtstag = Christmas Day",
      "2. Weihnachtstag = Boxing Day",
      "Neujahr = New Year's Day",
      "Halbjahrespause = Mid-Year Break",
    ]);
  });

  it("finds the holiday a skipped date's reason names, in either language", () => {
    const herbstferien = { de: "Herbstferien", en: "Autumn Holidays" };
    expect(holidayNamed("2026-10-20", "Herbstferien")).toEqual(herbstferien);
    expect(holidayNamed("2026-10-20", "autumn holidays ")).toEqual(herbstferien);
    // Another reason, or a holiday's name on a day outside it, is the provider's own text.
    expect(holidayNamed("2026-10-20", "Fortbildung")).toBeNull();
    expect(holidayNamed("2026-11-20", "Herbstferien")).toBeNull();
  });
});

describe("datesIn", () => {
  const herbstferien = { start: "2026-10-19", end: "2026-10-30" };

  it("expands a range into its days, both ends included", () => {
    const days = datesIn(herbstferien);
    expect(days).toHaveLength(12);
    expect(days[0]).toBe("2026-10-19");
    expect(days.at(-1)).toBe("2026-10-30");
    expect(datesIn({ start: "2026-12-31", end: "2027-01-01" })).toEqual(["2026-12-31", "2027-01-01"]);
  });

  it("keeps only the days within from…to", () => {
    expect(datesIn(herbstferien, "2026-10-28")).toEqual(["2026-10-28", "2026-10-29", "2026-10-30"]);
    expect(datesIn(herbstferien, "2026-10-01", "2026-10-20")).toEqual(["2026-10-19", "2026-10-20"]);
    expect(datesIn(herbstferien, "2026-11-01")).toEqual([]);
  });
});
