import { describe, expect, it } from "vitest";
import { detectLanguage } from "./i18n";

describe("detectLanguage", () => {
  it("keeps the language the user chose", () => {
    expect(detectLanguage("en", ["de-DE"])).toBe("en");
  });

  it("follows the browser's first German or English preference", () => {
    expect(detectLanguage(null, ["fr-FR", "en-GB", "de"])).toBe("en");
    expect(detectLanguage(null, ["de-AT"])).toBe("de");
  });

  it("falls back to German", () => {
    expect(detectLanguage(null, ["fr-FR", "tr"])).toBe("de");
    expect(detectLanguage("klingon", [])).toBe("de");
  });
});
