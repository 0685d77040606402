import { describe, expect, it } from "vitest";
import { FACT_FILTERS, FILTER_FACT_KEYS, type FactFilter } from "#shared/family-facts";
import { FACT_FILTER_CHIPS, factFilterChips, factFilterLabel, readFactFilters } from "./fact-filters";
import { createI18n } from "../lib/i18n";

/** The app's `t` in one language (a key nobody has comes back as itself). */
const translate = async (language: "de" | "en") => (await createI18n(language)).t;

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
    ["de", "changing_table:male_toilet", "Wickeltisch bei den Herren"],
    ["de", "changing_table:unisex_toilet", "Wickeltisch im Unisex-WC"],
    ["de", "changing_table", "Wickeltisch"],
    ["en", "changing_table:male_toilet", "Changing table in the men's room"],
    ["en", "changing_table:unisex_toilet", "Changing table in a unisex toilet"],
    ["en", "playground:sandpit", "Sandpit"],
  ] as const)("names %s %s as %j", async (language, filter, label) => {
    expect(factFilterLabel(await translate(language), filter)).toBe(label);
  });

  it("has a label for every fact filter in both languages", async () => {
    for (const language of ["de", "en"] as const) {
      const t = await translate(language);
      for (const filter of FACT_FILTERS as FactFilter[]) {
        const label = factFilterLabel(t, filter);
        expect(label, filter).not.toContain("factFilter.");
        expect(label, filter).not.toContain("factLabels.");
      }
    }
  });
});
