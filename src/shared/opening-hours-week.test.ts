import { describe, expect, it } from "vitest";
import { isWholeDay, openStateAt } from "./opening-hours-week.js";

const span = (from: string, to: string, is_unknown = false) => ({ from, to, is_unknown, comment: null });
const week = {
  days: [
    { date: "2026-06-01", spans: [span("10:00", "12:00"), span("14:00", "18:00")] },
    { date: "2026-06-02", spans: [span("09:00", "11:00", true)] },
    { date: "2026-06-03", spans: [span("00:00", "24:00")] },
  ],
};

describe("openStateAt", () => {
  it("is open inside a span, closed in a lunch break and at closing time", () => {
    expect(openStateAt(week, "2026-06-01", "10:00")).toBe("open");
    expect(openStateAt(week, "2026-06-01", "13:00")).toBe("closed");
    expect(openStateAt(week, "2026-06-01", "18:00")).toBe("closed");
  });

  it("is unknown in a span marked unknown, and open all day until midnight", () => {
    expect(openStateAt(week, "2026-06-02", "10:59")).toBe("unknown");
    expect(openStateAt(week, "2026-06-03", "23:59")).toBe("open");
  });

  it("has no answer for a day outside the week", () => {
    expect(openStateAt(week, "2026-06-08", "10:00")).toBeUndefined();
  });
});

describe("isWholeDay", () => {
  it("is true only from midnight to midnight", () => {
    expect(isWholeDay(span("00:00", "24:00"))).toBe(true);
    expect(isWholeDay(span("00:00", "23:00"))).toBe(false);
  });
});
