import { describe, expect, it } from "vitest";
import de from "../locales/de.json";
import en from "../locales/en.json";
import { FACT_FILTERS, FILTER_FACT_KEYS, type FactFilter } from "#shared/family-facts";
import { FACT_FILTER_CHIPS, factFilterChips, factFilterLabel, readFactFilters } from "./fact-filters";
import type { TFunction } from "../lib/i18n";

/** A `t` over one locale file (fact keys hold no dots), answering the key itself when the string is missing. */
const translate =
  (strings: Record<string, unknown>): TFunction =>
  (key) => {
    const value = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
    return typeof value === "string" ? value : key;
  };

describe("family fact filters", () => {
  it("offers every fact that can be yes, with the men's room and unisex toilet after the changing table", () => {
    expect(FACT_FILTER_CHIPS).toEqual([
      "changing_table",
      "changing_table:male_toilet",
      "changing_table:unisex_toilet",
      ...FILTER_FACT_KEYS.filter((key) => key !== "changing_table"),
    ]);
    expect(FACT_FILTER_CHIPS).toContain("wheelchair");
    expect(FACT_FILTER_CHIPS).toContain("stroller");
    expect(FACT_FILTER_CHIPS).not.toContain("min_age");
  });

  it("reads the known fact= values once each, in their order", () => {
    const params = new URLSearchParams(
      "fact=shade&fact=surface&fact=changing_table:dedicated_room&fact=shade&fact=&fact=HIGHCHAIR",
    );
    expect(readFactFilters(params)).toEqual(["shade", "changing_table:dedicated_room"]);
  });

  it("shows a chip for an active filter that is not offered, so it can be switched off", () => {
    expect(factFilterChips([])).toEqual(FACT_FILTER_CHIPS);
    expect(factFilterChips(["highchair", "changing_table:female_toilet"])).toEqual([
      ...FACT_FILTER_CHIPS,
      "changing_table:female_toilet",
    ]);
  });

  it.each([
    ["de", de, "changing_table:male_toilet", "Wickeltisch bei den Herren"],
    ["de", de, "changing_table:unisex_toilet", "Wickeltisch im Unisex-WC"],
    ["de", de, "changing_table", "Wickeltisch"],
    ["en", en, "changing_table:male_toilet", "Changing table in the men's room"],
    ["en", en, "changing_table:unisex_toilet", "Changing table in a unisex toilet"],
    ["en", en, "playground:sandpit", "Sandpit"],
  ] as const)("names %s %s as %j", (_language, strings, filter, label) => {
    expect(factFilterLabel(translate(strings), filter)).toBe(label);
  });

  it("has a label for every fact filter in both languages", () => {
    for (const strings of [de, en]) {
      const t = translate(strings);
      for (const filter of FACT_FILTERS as FactFilter[]) {
        const label = factFilterLabel(t, filter);
        expect(label, filter).not.toContain("factFilter.");
        expect(label, filter).not.toContain("factLabels.");
      }
    }
  });
});
