/**
 * i18n with i18next and react-i18next (DESIGN.md "Conventions", docs/decisions/035-i18next.md): German
 * and English. The language follows the browser, falls back to German and can be switched; the choice
 * is kept in local storage, and in a cookie for the server, which renders in it. Only the active
 * language's strings are downloaded: a server-rendered page carries the strings it was rendered with
 * (`initI18n` takes them), anything else loads its locale files, each its own chunk, before rendering
 * and on a switch.
 *
 * Strings shared by the whole app live in the default namespace (`locales/<language>.json`): the shell,
 * home and the place pages, which a first visit needs. A feature that only some visitors open (auth,
 * onboarding, community, profile, suggestions, feedback, share, about, legal, search, favourites, admin,
 * provider, café) keeps its strings in its own namespace, `locales/<language>/<namespace>.json`, loaded
 * together with its route (`loadNamespaces`) and read with react-i18next's `useTranslation("<namespace>")`;
 * a key it does not have is looked up in the default namespace.
 */
import i18next, { type InitOptions, type ResourceLanguage } from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { LANGUAGE_COOKIE } from "#shared/cookies";
import { STORAGE_KEYS } from "./storage-keys";

export const LANGUAGES = ["de", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

const isLanguage = (value: string | null | undefined): value is Language =>
  LANGUAGES.includes(value as Language);

/** The stored choice, else the browser's first German or English preference, else German. */
export function detectLanguage(
  stored: string | null = readStoredLanguage(),
  preferred: readonly string[] = navigator.languages,
): Language {
  if (isLanguage(stored)) return stored;
  const match = preferred.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return match ?? "de";
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null; // Storage can be blocked (private mode, strict settings).
  }
}

/** The app-wide strings (`locales/<language>.json`), consulted after a feature's own namespace. */
export const DEFAULT_NAMESPACE = "translation";

/** The strings a server-rendered page was rendered with, inlined into it for the browser. */
export type StringsSnapshot = { language: Language; namespaces: Record<string, ResourceLanguage> };

/** Feature namespaces, one chunk per language and namespace. */
const namespaceFiles = import.meta.glob<{ default: ResourceLanguage }>("../locales/*/*.json");

/** Each language's default namespace is its own chunk, each feature namespace too. */
const backend = resourcesToBackend(async (language: string, namespace: string) => {
  if (namespace === DEFAULT_NAMESPACE) {
    return language === "en" ? import("../locales/en.json") : import("../locales/de.json");
  }
  const load = namespaceFiles[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No strings for namespace "${namespace}" in "${language}"`);
  return load();
});

const options = (language: Language, namespaces: readonly string[]): InitOptions => ({
  lng: language,
  supportedLngs: LANGUAGES,
  fallbackLng: false,
  ns: [DEFAULT_NAMESPACE, ...namespaces],
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: DEFAULT_NAMESPACE,
  // Keys name their namespace through `useTranslation(namespace)` or the `ns` option, never "ns:key".
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // A component outside its route shows keys while its namespace loads, rather than suspending.
  react: { useSuspense: false },
  // Strings inlined into the page count as loaded; the backend loads the rest.
  partialBundledLanguages: true,
});

/** The browser's instance (the server renders each request with its own, `createI18n`). */
export const i18n = i18next.createInstance().use(backend).use(initReactI18next);

function syncDocumentLanguage(): void {
  // Writing the attribute, even unchanged, makes the browser re-match :lang() on every element: on a
  // server-rendered page (which already carries the right lang) that is a long style recalculation.
  if (document.documentElement.lang !== i18n.language) document.documentElement.lang = i18n.language;
}

/** The strings a server-rendered page carries (`<script type="application/json" id="initial-strings">`). */
function readInlinedStrings(): StringsSnapshot | undefined {
  const text = document.getElementById("initial-strings")?.textContent;
  return text ? (JSON.parse(text) as StringsSnapshot) : undefined;
}

/**
 * Starts the browser's instance in `language` with the strings the page carries (`inlined`, put there
 * by src/server/plugins/spa.ts) and the feature namespaces of the page being hydrated; resolves once
 * all are there, so the first render is translated. Called again (tests), it adds and switches.
 */
export async function initI18n(
  language: Language = detectLanguage(),
  namespaces: readonly string[] = [],
  inlined: StringsSnapshot | undefined = readInlinedStrings(),
): Promise<void> {
  if (i18n.isInitialized) {
    for (const [namespace, strings] of Object.entries(inlined?.namespaces ?? {})) {
      i18n.addResourceBundle(inlined!.language, namespace, strings);
    }
    await i18n.changeLanguage(language);
    await loadNamespaces([DEFAULT_NAMESPACE, ...namespaces]);
    return;
  }
  await i18n.init({
    ...options(language, namespaces),
    ...(inlined && { resources: { [inlined.language]: inlined.namespaces } }),
  });
  syncDocumentLanguage();
  i18n.on("languageChanged", syncDocumentLanguage);
}

/**
 * Loads feature namespaces in the current language (after a switch, i18next loads every namespace it
 * has seen in the new one). Routes await it before rendering, so no raw keys flash.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

/** A separate instance with one language (and the given feature namespaces) loaded, for rendering a request on the server. */
export async function createI18n(language: Language, namespaces: readonly string[] = []) {
  const instance = i18next.createInstance().use(backend);
  await instance.init(options(language, namespaces));
  return instance;
}

/** Every namespace `instance` has loaded in its language, for inlining into a server-rendered page. */
export function snapshotStrings(instance: typeof i18n): StringsSnapshot {
  const language = instance.language as Language;
  const namespaces = [instance.options.ns ?? []].flat();
  return {
    language,
    namespaces: Object.fromEntries(
      namespaces.flatMap((namespace) => {
        const strings = instance.getResourceBundle(language, namespace) as ResourceLanguage | undefined;
        return strings ? [[namespace, strings]] : [];
      }),
    ),
  };
}

/** Switches the language and remembers the choice. */
export async function switchLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  // The cookie lets the server render the next page in it.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Not remembered when storage is blocked; the switch still applies to this visit.
  }
}
