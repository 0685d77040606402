/**
 * The app's i18next set-up (lib/i18n.ts) over the real locale files: the rules the strings were written
 * for — `_one`/`_other` plurals, `{{name}}` placeholders, keys holding ":" (fact filters), feature
 * namespaces falling back to the app-wide strings, a language switch, a server-rendered page's strings.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  createI18n,
  detectLanguage,
  i18n,
  initI18n,
  loadNamespaces,
  snapshotStrings,
  switchLanguage,
} from "./i18n";

describe("the app's strings", () => {
  it("picks the singular or plural text by count and fills placeholders", async () => {
    const { t } = await createI18n("de");
    expect(t("places.reviewCount", { count: 1 })).toBe("1 Bewertung");
    expect(t("places.reviewCount", { count: 3 })).toBe("3 Bewertungen");
    expect(t("places.count", { count: 1200, formatted: "1.200" })).toBe("1.200 Orte");
  });

  it("keeps a placeholder it has no value for, and answers a key nobody has with the default, else the key", async () => {
    const { t } = await createI18n("en");
    expect(t("places.shown", { shown: 12 })).toBe("Showing 12 of {{total}}");
    expect(t("no.such.key", { defaultValue: "Fallback" })).toBe("Fallback");
    expect(t("no.such.key")).toBe("no.such.key");
  });

  it("names no placeholder after one of t's own options (`lng` would pick a language, and miss)", () => {
    // `context` stays allowed: the audit log's templates are read raw and filled by audit-sentence.tsx.
    const reserved = [
      "lng",
      "lngs",
      "ns",
      "defaultValue",
      "keyPrefix",
      "returnObjects",
      "postProcess",
      "replace",
    ];
    const root = path.join(import.meta.dirname, "../locales");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".json"),
    );
    expect(files.length).toBeGreaterThan(2);
    const misnamed = files.flatMap((file) =>
      [...readFileSync(path.join(root, file), "utf8").matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
        .filter((match) => reserved.includes(match[1]!))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(misnamed).toEqual([]);
  });

  it("reads keys holding a colon as keys, not as a namespace", async () => {
    const { t } = await createI18n("en");
    expect(t("factLabels.playground:sandpit")).toBe("Sandpit");
  });

  it("reads a feature namespace first and the app-wide strings after", async () => {
    const instance = await createI18n("en", ["community"]);
    const t = instance.getFixedT(null, "community");
    expect(t("community.title")).toBe("Community Feed");
    expect(t("common.retry")).toBe("Try again");
    expect(instance.t("community.title")).toBe("community.title");
  });

  it("hands a server-rendered page's strings to the browser", async () => {
    const server = await createI18n("en", ["search"]);
    const snapshot = JSON.parse(JSON.stringify(snapshotStrings(server))) as ReturnType<
      typeof snapshotStrings
    >;
    expect(snapshot.language).toBe("en");
    expect(Object.keys(snapshot.namespaces)).toEqual(["translation", "search"]);
    await initI18n("en", ["search"], snapshot);
    expect(i18n.t("search.placesHintBezirk", { ns: "search", bezirk: "Altona" })).toBe(
      server.getFixedT(null, "search")("search.placesHintBezirk", { bezirk: "Altona" }),
    );
  });
});

describe("feature namespaces", () => {
  it("load in the active language and follow a language switch", async () => {
    await initI18n("de");
    await loadNamespaces(["admin"]);
    expect(i18n.t("dashboard.title", { ns: "admin" })).toBe("Admin-Übersicht");
    await switchLanguage("en");
    expect(i18n.t("dashboard.title", { ns: "admin" })).toBe("Admin Dashboard");
    expect(document.documentElement.lang).toBe("en");
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
