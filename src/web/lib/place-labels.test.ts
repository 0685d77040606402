import { describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import { createI18n, type Language } from "./i18n";
import { ageGroupLabel } from "./place-labels";

/** `t` of the app's own strings in `language`. */
async function translate(language: Language): Promise<TFunction> {
  return (await createI18n(language)).t;
}

describe("ageGroupLabel", () => {
  it("names the spec's age groups and the provider target groups in the page's language", async () => {
    const [tEn, tDe] = await Promise.all([translate("en"), translate("de")]);
    expect(ageGroupLabel(tEn, "6-18 months")).toBe("6–18 months");
    expect(ageGroupLabel(tDe, "6-18 months")).toBe("6–18 Monate");
    expect(ageGroupLabel(tEn, "0-6 Monate")).toBe("0–6 months");
    expect(ageGroupLabel(tEn, "Schulkinder")).toBe("School children");
    expect(ageGroupLabel(tDe, "Schulkinder")).toBe("Schulkinder");
  });

  it("says the month ranges the server writes for provider courses in the page's language", async () => {
    const [tEn, tDe] = await Promise.all([translate("en"), translate("de")]);
    expect(ageGroupLabel(tEn, "4–12 Monate")).toBe("4–12 months");
    expect(ageGroupLabel(tEn, "ab 8 Monaten")).toBe("from 8 months");
    expect(ageGroupLabel(tEn, "bis 12 Monate")).toBe("up to 12 months");
    expect(ageGroupLabel(tEn, "Alle Altersgruppen")).toBe("All ages");
    expect(ageGroupLabel(tDe, "4–12 Monate")).toBe("4–12 Monate");
  });

  it("names each group of a provider's list, and leaves what a person typed as it is", async () => {
    const tEn = await translate("en");
    expect(ageGroupLabel(tEn, "0-6 Monate, 1-2 Jahre, Schulkinder")).toBe(
      "0–6 months, 1–2 years, School children",
    );
    expect(ageGroupLabel(tEn, "Krabbelkinder, 1-2 Jahre")).toBe("Krabbelkinder, 1-2 Jahre");
    expect(ageGroupLabel(tEn, "ab dem Laufalter")).toBe("ab dem Laufalter");
  });
});
