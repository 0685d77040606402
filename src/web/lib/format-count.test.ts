import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("groups thousands as German and English readers expect", () => {
    expect(formatCount(1238, "de")).toBe("1.238");
    expect(formatCount(1238, "en")).toBe("1,238");
    expect(formatCount(51238, undefined)).toBe("51.238");
    expect(formatCount(0, "en")).toBe("0");
    expect(formatCount(999, "de")).toBe("999");
  });

  it("writes every count exactly as Intl does for de-DE and en-GB", () => {
    for (const value of [0, 7, 42, 999, 1000, 1238, 12345, 100000, 1234567, 50001238]) {
      expect(formatCount(value, "de")).toBe(new Intl.NumberFormat("de-DE").format(value));
      expect(formatCount(value, "en")).toBe(new Intl.NumberFormat("en-GB").format(value));
    }
  });
});
