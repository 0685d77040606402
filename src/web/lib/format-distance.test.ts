import { describe, expect, it } from "vitest";
import { formatDistance } from "./format-distance";

describe("formatDistance", () => {
  it.each([
    [0, "de", "0 m"],
    [42, "de", "40 m"],
    [349, "de", "350 m"],
    [990, "de", "1,0 km"],
    [1234, "de", "1,2 km"],
    [1234, "en", "1.2 km"],
    [12_600, "de", "13 km"],
  ])("%s m in %s reads %s", (metres, language, expected) => {
    expect(formatDistance(metres, language)).toBe(expected);
  });

  it("says what Intl says for every distance up to 1,500 km", () => {
    for (let metres = 1000; metres <= 1_500_000; metres += metres < 20_000 ? 7 : 997) {
      const kilometres = metres / 1000;
      const digits = kilometres < 10 ? 1 : 0;
      for (const [language, locale] of [
        ["de", "de-DE"],
        ["en", "en-GB"],
      ] as const) {
        const intl = kilometres.toLocaleString(locale, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        expect(formatDistance(metres, language)).toBe(`${intl} km`);
      }
    }
  });
});
