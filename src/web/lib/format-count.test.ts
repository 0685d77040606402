import { describe, expect, it } from "vitest";
import { formatCount, formatTenths } from "./format-count";

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

describe("formatTenths", () => {
  it("writes one decimal, keeping a zero", () => {
    expect(formatTenths(4.25, "de")).toBe("4,3");
    expect(formatTenths(4, "de")).toBe("4,0");
    expect(formatTenths(3.96, "en")).toBe("4.0");
    expect(formatTenths(1.04, undefined)).toBe("1,0");
  });

  it("rounds every hundredth from 0 to 10 as Intl does for de-DE and en-GB", () => {
    const options = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
    for (let hundredths = 0; hundredths <= 1000; hundredths++) {
      const value = hundredths / 100;
      expect(formatTenths(value, "de")).toBe(value.toLocaleString("de-DE", options));
      expect(formatTenths(value, "en")).toBe(value.toLocaleString("en-GB", options));
    }
  });
});
