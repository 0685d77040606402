import { describe, expect, it } from "vitest";
import { formatEuros } from "./course-price";

describe("formatEuros", () => {
  it("writes euros as German and English readers expect", () => {
    expect(formatEuros(1250, "de")).toBe("12,50\u00a0€");
    expect(formatEuros(800, undefined)).toBe("8\u00a0€");
    expect(formatEuros(1250, "en")).toBe("€12.50");
    expect(formatEuros(5, "en")).toBe("€0.05");
  });

  it("says what Intl says for every amount up to 2,000 €", () => {
    for (let cents = 1; cents <= 200_000; cents += cents < 2000 ? 1 : 97) {
      const options = {
        style: "currency",
        currency: "EUR",
        minimumFractionDigits: cents % 100 ? 2 : 0,
      } as const;
      expect(formatEuros(cents, "de")).toBe((cents / 100).toLocaleString("de-DE", options));
      expect(formatEuros(cents, "en")).toBe((cents / 100).toLocaleString("en-GB", options));
    }
  });
});
