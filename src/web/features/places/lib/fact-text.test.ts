import { describe, expect, it } from "vitest";
import { createI18n, type Language } from "#web/lib/i18n";
import { minorityText } from "./fact-text";

const translate = async (language: Language) =>
  (await createI18n(language, ["facts"])).getFixedT(null, "facts");

describe("what the other answers say", () => {
  it("counts parents in the right plural, in German and English", async () => {
    const de = await translate("de");
    const en = await translate("en");
    const other = { value: "yes", location: "female_toilet", source: "parent", answers: 1 } as const;
    expect(minorityText(de, "changing_table", other)).toBe("1 Elternteil sagt auch: Damen-WC");
    expect(minorityText(en, "changing_table", other)).toBe("1 parent also says: Women's toilet");
    const two = { value: "no", source: "parent", answers: 2 } as const;
    expect(minorityText(de, "highchair", two)).toBe("2 Eltern sagen: Nein");
    expect(minorityText(en, "highchair", two)).toBe("2 parents say: No");
  });

  it("names OpenStreetMap, the owner and the Lütt team, and words values like the shown ones", async () => {
    const de = await translate("de");
    const en = await translate("en");
    expect(minorityText(de, "surface", { value: "woodchips", source: "openstreetmap", answers: 1 })).toBe(
      "OpenStreetMap sagt: Holzschnitzel",
    );
    expect(minorityText(en, "min_age", { value: "3", source: "owner", answers: 1 })).toBe(
      "The owner says: from 3 years",
    );
    expect(
      minorityText(de, "changing_table", {
        value: "yes",
        location: "dedicated_room",
        source: "admin",
        answers: 1,
      }),
    ).toBe("Das Lütt-Team sagt auch: Eigener Wickelraum");
  });
});
