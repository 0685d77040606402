import { describe, expect, it, vi } from "vitest";
import {
  createI18n,
  detectLanguage,
  i18n,
  initI18n,
  loadNamespaces,
  switchLanguage,
  Translator,
  type Language,
  type Strings,
} from "./i18n";

const STRINGS: Record<string, Strings> = {
  "de/translation": {
    common: { retry: "Erneut versuchen" },
    places: { found_one: "{{count}} Ort gefunden", found_other: "{{count}} Orte gefunden" },
    greeting: "Hallo {{name}}, schön, dass du da bist, {{ name }}!",
  },
  "en/translation": {
    common: { retry: "Try again" },
    places: { found_one: "{{count}} place found", found_other: "{{count}} places found" },
    greeting: "Hello {{name}}!",
  },
  "de/admin": { title: "Übersicht" },
  "en/admin": { title: "Dashboard" },
};

/** A translator over STRINGS that records each file it loads. */
function translator(language: Language = "de") {
  const loads: string[] = [];
  const load = vi.fn(async (lang: Language, namespace: string) => {
    loads.push(`${lang}/${namespace}`);
    const strings = STRINGS[`${lang}/${namespace}`];
    if (!strings) throw new Error(`no ${lang}/${namespace}`);
    return strings;
  });
  return { translator: new Translator(language, load), loads };
}

describe("Translator", () => {
  it("picks the singular or plural text by count and fills placeholders", async () => {
    const { translator: t } = translator();
    await t.loadNamespaces(["translation"]);
    expect(t.t("places.found", { count: 1 })).toBe("1 Ort gefunden");
    expect(t.t("places.found", { count: 0 })).toBe("0 Orte gefunden");
    expect(t.t("places.found", { count: 1234 })).toBe("1234 Orte gefunden");
    expect(t.t("greeting", { name: "Mia" })).toBe("Hallo Mia, schön, dass du da bist, Mia!");
  });

  it("fills a formatted count without choosing a plural, and keeps a placeholder it has no value for", async () => {
    const { translator: t } = translator();
    await t.loadNamespaces(["translation"]);
    expect(t.t("places.found_other", { count: "1.234" })).toBe("1.234 Orte gefunden");
    expect(t.t("greeting")).toBe("Hallo {{name}}, schön, dass du da bist, {{ name }}!");
  });

  it("answers a key nobody has with the default value, else with the key", async () => {
    const { translator: t } = translator();
    await t.loadNamespaces(["translation"]);
    expect(t.t("placeTypes.zoo", { defaultValue: "zoo" })).toBe("zoo");
    expect(t.t("placeTypes.zoo")).toBe("placeTypes.zoo");
    expect(t.t("common")).toBe("common");
  });

  it("reads a feature namespace first and the app-wide strings after", async () => {
    const { translator: t } = translator();
    await t.loadNamespaces(["translation", "admin"]);
    const admin = t.getFixedT("admin");
    expect(admin("title")).toBe("Übersicht");
    expect(admin("common.retry")).toBe("Erneut versuchen");
    expect(t.t("title")).toBe("title");
    expect(t.t("title", { ns: "admin" })).toBe("Übersicht");
  });

  it("finds a key that was missing once its namespace arrives, and the new language's text after a switch", async () => {
    const { translator: t } = translator();
    await t.loadNamespaces(["translation"]);
    const admin = t.getFixedT("admin");
    expect(admin("title")).toBe("title");
    await t.loadNamespaces(["admin"]);
    expect(admin("title")).toBe("Übersicht");
    await t.changeLanguage("en");
    expect(t.getFixedT("admin")("title")).toBe("Dashboard");
    expect(t.t("common.retry")).toBe("Try again");
  });

  it("loads each file once, however many ask for it at the same time", async () => {
    const { translator: t, loads } = translator();
    await Promise.all([t.loadNamespaces(["translation", "admin"]), t.loadNamespaces(["admin"])]);
    await t.loadNamespaces(["admin"]);
    expect(loads).toEqual(["de/translation", "de/admin"]);
  });

  it("switches language only once every namespace seen is loaded in it, then tells subscribers", async () => {
    const { translator: t, loads } = translator();
    await t.loadNamespaces(["translation", "admin"]);
    const before = t.getFixedT("admin");
    const listener = vi.fn(() => expect(t.getFixedT("admin")("title")).toBe("Dashboard"));
    t.subscribe(listener);
    await t.changeLanguage("en");
    expect(loads).toEqual(["de/translation", "de/admin", "en/translation", "en/admin"]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(t.getFixedT("admin")).not.toBe(before);
    await t.changeLanguage("en");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps the language when the new one's strings cannot be loaded", async () => {
    const { translator: t } = translator();
    await t.loadNamespaces(["translation"]);
    await expect(t.loadNamespaces(["missing"])).rejects.toThrow("no de/missing");
    await expect(t.changeLanguage("en")).rejects.toThrow("no en/missing");
    expect(t.language).toBe("de");
    expect(t.t("common.retry")).toBe("Erneut versuchen");
  });

  it("hands a server-rendered page's strings to the browser, which then loads nothing", async () => {
    const server = await createI18n("en", ["search"]);
    const snapshot = JSON.parse(JSON.stringify(server.snapshot())) as ReturnType<Translator["snapshot"]>;
    expect(Object.keys(snapshot.namespaces)).toEqual(["translation", "search"]);
    const { translator: browser, loads } = translator("en");
    browser.addSnapshot(snapshot);
    await browser.loadNamespaces(["translation", "search"]);
    expect(loads).toEqual([]);
    expect(browser.getFixedT("search")("common.retry")).toBe(server.t("common.retry"));
  });
});

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
