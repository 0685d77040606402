import { describe, expect, it } from "vitest";
import { isOpenNow, isOpenOnDay, openingHoursWeek } from "./opening-hours.js";

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

  describe("the week a place page shows", () => {
    // Wednesday 3 June 2026, 10:30 in Hamburg (UTC+2), on a server that may run in any time zone.
    const WEDNESDAY = new Date("2026-06-03T08:30:00Z");
    const times = (value: string, instant = WEDNESDAY) =>
      openingHoursWeek(value, instant)!.days.map((day) =>
        day.spans.map((span) => `${span.from}–${span.to}`).join(", "),
      );

    it("lists Monday to Sunday of the current Hamburg week with their opening times", () => {
      const week = openingHoursWeek("Mo-Fr 08:00-18:00; Sa 09:00-13:00", WEDNESDAY)!;
      expect(week.days.map((day) => day.date)).toEqual([
        "2026-06-01",
        "2026-06-02",
        "2026-06-03",
        "2026-06-04",
        "2026-06-05",
        "2026-06-06",
        "2026-06-07",
      ]);
      expect(times("Mo-Fr 08:00-18:00; Sa 09:00-13:00")).toEqual([
        "08:00–18:00",
        "08:00–18:00",
        "08:00–18:00",
        "08:00–18:00",
        "08:00–18:00",
        "09:00–13:00",
        "",
      ]);
      expect(week.today).toBe("2026-06-03");
      expect(week.open_state).toBe("open");
    });

    it("starts a Sunday's week on the Monday before, in Hamburg's calendar", () => {
      // Sunday 7 June, 23:30 in Hamburg (21:30 UTC).
      const week = openingHoursWeek("Mo-Fr 08:00-18:00", new Date("2026-06-07T21:30:00Z"))!;
      expect(week.days[0]!.date).toBe("2026-06-01");
      expect(week.today).toBe("2026-06-07");
      expect(week.open_state).toBe("closed");
    });

    it("splits lunch breaks, runs whole days to 24:00 and keeps Hamburg's holidays", () => {
      expect(times("Mo 10:00-12:00,14:00-18:00; Su 00:00-24:00")).toEqual([
        "10:00–12:00, 14:00–18:00",
        "",
        "",
        "",
        "",
        "",
        "00:00–24:00",
      ]);
      // Whit Monday 2026 is 25 May.
      expect(times("Mo-Fr 09:00-18:00; PH off", new Date("2026-05-27T08:30:00Z"))[0]).toBe("");
    });

    it("keeps comments such as 'by appointment' as unknown spans", () => {
      const week = openingHoursWeek('We 10:00-12:00 "nach Vereinbarung"', WEDNESDAY)!;
      expect(week.days[2]!.spans).toEqual([
        { from: "10:00", to: "12:00", is_unknown: true, comment: "nach Vereinbarung" },
      ]);
      expect(week.open_state).toBe("unknown");
    });

    it("leaves out the library's own English note on an open end ('11:00+'): the page words it", () => {
      const week = openingHoursWeek("We 11:00+", WEDNESDAY)!;
      expect(week.days[2]!.spans).toEqual([{ from: "11:00", to: "24:00", is_unknown: true, comment: null }]);
    });

    it("is null for missing or unreadable hours (the page shows the text as written)", () => {
      expect(openingHoursWeek(null)).toBeNull();
      expect(openingHoursWeek("ask at the counter")).toBeNull();
    });
  });
});
