import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = new Date("2026-03-01T12:00:00Z");

describe("formatRelativeTime", () => {
  it("says how long ago, in English and German (spec 01 §3 'ago')", () => {
    expect(formatRelativeTime("2026-03-01T10:00:00Z", "en", now)).toBe("about 2 hours ago");
    expect(formatRelativeTime("2026-03-01T10:00:00Z", "de", now)).toBe("vor etwa 2 Stunden");
    expect(formatRelativeTime("2026-02-26T12:00:00Z", "en", now)).toBe("3 days ago");
  });

  it("never talks about the future when the device clock is behind", () => {
    expect(formatRelativeTime("2026-03-01T12:00:05Z", "en", now)).toBe("less than a minute ago");
  });

  it("falls back to German for other languages", () => {
    expect(formatRelativeTime("2026-03-01T11:00:00Z", undefined, now)).toBe("vor etwa 1 Stunde");
  });
});
