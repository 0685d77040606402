/**
 * i18n (react-i18next): German and English. The language follows the browser, falls back to German and
 * can be switched; the choice is kept in local storage (DESIGN.md "Conventions"). Only the active
 * language's strings are downloaded — each locale file is its own chunk, loaded before the first render
 * (`initI18n`) and on a switch.
 *
 * Strings shared by the whole app live in the default namespace (`locales/<language>.json`): the shell,
 * home and the place pages, which a first visit needs. A feature that only some visitors open (auth,
 * onboarding, community, profile, suggestions, feedback, share, about, legal, search, favourites, admin,
 * provider, café) keeps its strings in its own namespace, `locales/<language>/<namespace>.json`, loaded
 * together with its route (`loadNamespaces`) and read with `useTranslation("<namespace>")`, so nobody
 * else downloads them; a key it does not have is looked up in the default namespace.
 */
import i18n, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGE_COOKIE } from "../../shared/cookies";
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

/** One language's strings; each locale file is its own chunk. */
const loadLocale = async (language: string) =>
  (language === "en" ? await import("../locales/en.json") : await import("../locales/de.json")).default;

/** Feature namespaces, one chunk per language and namespace. */
const namespaceFiles = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

/** @throws Error when the namespace has no file for that language */
async function loadStrings(language: string, namespace: string) {
  if (namespace === "translation") return loadLocale(language);
  const load = namespaceFiles[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No strings for namespace "${namespace}" in "${language}"`);
  return (await load()).default;
}

const localeBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadStrings(language, namespace).then(
      (strings) => callback(null, strings),
      (error: Error) => callback(error, false),
    );
  },
};

const options = (language: Language) =>
  ({
    lng: language,
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: "languageOnly",
    // A feature page reads its own namespace first and the app-wide strings (common.*, places.*) after.
    fallbackNS: "translation",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  }) as const;

i18n.on("languageChanged", (language) => {
  const lang = isLanguage(language) ? language : "de";
  // Writing the attribute, even unchanged, makes the browser re-match :lang() on every element: on a
  // server-rendered page (which already carries the right lang) that is a long style recalculation.
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
});

/**
 * Loads the detected language, and the feature namespaces of the page being hydrated (all in parallel);
 * resolves once their strings are there, so the first render is translated.
 */
export async function initI18n(
  language: Language = detectLanguage(),
  namespaces: readonly string[] = [],
): Promise<void> {
  await i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({ ...options(language), ns: ["translation", ...namespaces] });
}

/**
 * Loads feature namespaces in the current language (and, after a switch, in the new one too: i18next
 * reloads every namespace it has seen). Routes await it before rendering, so no raw keys flash.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length > 0) await i18n.loadNamespaces([...namespaces]);
}

/** A separate instance with one language (and the given feature namespaces) loaded, for rendering a request on the server. */
export async function createI18n(language: Language, namespaces: readonly string[] = []) {
  const instance = i18n.createInstance();
  const strings = await Promise.all(
    ["translation", ...namespaces].map(async (namespace) => [
      namespace,
      await loadStrings(language, namespace),
    ]),
  );
  await instance.init({
    ...options(language),
    ns: ["translation", ...namespaces],
    resources: { [language]: Object.fromEntries(strings) },
  });
  return instance;
}

/** Switches the language and remembers the choice. */
export async function switchLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  // The cookie lets the server preload the right language file on the next visit.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Not remembered when storage is blocked; the switch still applies to this visit.
  }
}

export { i18n };
