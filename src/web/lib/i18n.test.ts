import { describe, expect, it } from "vitest";
import { detectLanguage, i18n, initI18n, loadNamespaces, switchLanguage } from "./i18n";

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

describe("feature namespaces", () => {
  it("load in the active language and follow a language switch", async () => {
    await initI18n("de");
    await loadNamespaces(["admin"]);
    expect(i18n.t("dashboard.title", { ns: "admin" })).toBe("Admin-Übersicht");
    await switchLanguage("en");
    expect(i18n.t("dashboard.title", { ns: "admin" })).toBe("Admin Dashboard");
  });

  it("read the app-wide strings too, so a feature page can use common labels", async () => {
    await initI18n("en");
    await loadNamespaces(["community"]);
    expect(i18n.t("common.retry", { ns: "community" })).toBe("Try again");
    expect(i18n.t("community.title", { ns: "community" })).toBe("Community Feed");
    expect(i18n.t("community.title")).toBe("community.title");
  });
});
