/**
 * i18n: German and English. The language follows the browser, falls back to German and can be switched;
 * the choice is kept in local storage (DESIGN.md "Conventions"). Only the active language's strings are
 * downloaded: a server-rendered page carries the strings it was rendered with (`readInlinedStrings`),
 * anything else loads its locale files, each its own chunk, before rendering (`initI18n`) and on a switch.
 *
 * Strings shared by the whole app live in the default namespace (`locales/<language>.json`): the shell,
 * home and the place pages, which a first visit needs. A feature that only some visitors open (auth,
 * onboarding, community, profile, suggestions, feedback, share, about, legal, search, favourites, admin,
 * provider, café) keeps its strings in its own namespace, `locales/<language>/<namespace>.json`, loaded
 * together with its route (`loadNamespaces`) and read with `useTranslation("<namespace>")`, so nobody
 * else downloads them; a key it does not have is looked up in the default namespace.
 *
 * The strings use i18next's JSON format (nested keys, `{{name}}` placeholders, `_one`/`_other` plural
 * keys), read by the small translator below instead of i18next itself: 17 kB of the home page's 90 kB
 * JavaScript budget, and the slowest part of rendering a list (docs/decisions/012-own-translator.md).
 */
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

/** One namespace's strings: nested objects whose leaves are texts with `{{name}}` placeholders. */
export type Strings = { readonly [key: string]: string | Strings };

/** Values for a text's placeholders, plus how to pick the text. */
export type TranslateOptions = {
  /** Fills `{{count}}`; a number also picks the key's `_one` or `_other` variant, if it has them. */
  count?: number | string;
  /** The text when no namespace has the key (e.g. a label for data the locale files do not know). */
  defaultValue?: string;
  /** Looks in this namespace first instead of the hook's. */
  ns?: string;
  [placeholder: string]: unknown;
};

/** Translates a dot-separated key; a key nobody has comes back as itself (or `defaultValue`). */
export type TFunction = (key: string, options?: TranslateOptions) => string;

/** The app-wide strings (`locales/<language>.json`), consulted after a feature's own namespace. */
export const DEFAULT_NAMESPACE = "translation";

/** The strings a server-rendered page was rendered with, inlined into it for the browser. */
export type StringsSnapshot = { language: Language; namespaces: Record<string, Strings> };

type LoadStrings = (language: Language, namespace: string) => Promise<Strings>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Reads nested i18next-format strings. German and English share one plural rule: "one" for exactly 1,
 * "other" otherwise (CLDR cardinal plural rules), so no `Intl.PluralRules`, whose first use costs a
 * throttled phone ~50 ms.
 */
export class Translator {
  #language: Language;
  readonly #load: LoadStrings;
  readonly #strings = new Map<string, Strings>();
  readonly #loading = new Map<string, Promise<void>>();
  /** Every namespace asked for, so a language switch loads them all in the new language. */
  readonly #namespaces = new Set<string>([DEFAULT_NAMESPACE]);
  readonly #listeners = new Set<() => void>();
  /** One stable `t` per namespace while the language stays, so memoised components keep theirs. */
  readonly #fixed = new Map<string, TFunction>();
  /**
   * Texts found so far in the current language, by namespace and key (null: nobody has it). A list page
   * asks for the same few keys once per card while it hydrates, and walking the key's path each time
   * was most of the translator's cost there.
   */
  readonly #found = new Map<string, string | null>();

  constructor(language: Language, load: LoadStrings) {
    this.#language = language;
    this.#load = load;
  }

  get language(): Language {
    return this.#language;
  }

  /** Adds strings that arrived another way: inlined into a server-rendered page (`snapshot`). */
  addSnapshot({ language, namespaces }: StringsSnapshot): void {
    for (const [namespace, strings] of Object.entries(namespaces)) {
      this.#namespaces.add(namespace);
      this.#strings.set(`${language}/${namespace}`, strings);
      this.#found.clear();
    }
  }

  hasNamespace(namespace: string, language: Language = this.#language): boolean {
    return this.#strings.has(`${language}/${namespace}`);
  }

  /**
   * Loads namespaces that are not there yet; concurrent calls share one load.
   * @throws Error when a namespace has no strings for the language
   */
  async loadNamespaces(namespaces: readonly string[], language: Language = this.#language): Promise<void> {
    await Promise.all(
      namespaces.map((namespace) => {
        this.#namespaces.add(namespace);
        const id = `${language}/${namespace}`;
        if (this.#strings.has(id)) return undefined;
        let loading = this.#loading.get(id);
        if (!loading) {
          loading = this.#load(language, namespace)
            .then((strings) => {
              this.#strings.set(id, strings);
              this.#found.clear();
            })
            .finally(() => this.#loading.delete(id));
          this.#loading.set(id, loading);
        }
        return loading;
      }),
    );
  }

  /** Loads every namespace seen so far in `language`, then switches and tells the subscribers. */
  async changeLanguage(language: Language): Promise<void> {
    await this.loadNamespaces([...this.#namespaces], language);
    if (language === this.#language) return;
    this.#language = language;
    this.#fixed.clear();
    this.#found.clear();
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` after each language switch; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Translates in the default namespace, or in `options.ns` first. */
  t: TFunction = (key, options) => this.#translate(DEFAULT_NAMESPACE, key, options);

  /** A `t` that looks in `namespace` first, then in the default namespace. */
  getFixedT(namespace: string = DEFAULT_NAMESPACE): TFunction {
    let t = this.#fixed.get(namespace);
    if (!t) {
      t = (key, options) => this.#translate(namespace, key, options);
      this.#fixed.set(namespace, t);
    }
    return t;
  }

  /** Every loaded namespace of the current language, for inlining into a server-rendered page. */
  snapshot(): StringsSnapshot {
    const namespaces: Record<string, Strings> = {};
    for (const namespace of this.#namespaces) {
      const strings = this.#strings.get(`${this.#language}/${namespace}`);
      if (strings) namespaces[namespace] = strings;
    }
    return { language: this.#language, namespaces };
  }

  #lookup(namespace: string, key: string): string | undefined {
    const id = `${namespace}:${key}`;
    let text = this.#found.get(id);
    if (text === undefined) {
      text = this.#walk(namespace, key) ?? null;
      this.#found.set(id, text);
    }
    return text ?? undefined;
  }

  #walk(namespace: string, key: string): string | undefined {
    const path = key.split(".");
    for (const name of namespace === DEFAULT_NAMESPACE ? [namespace] : [namespace, DEFAULT_NAMESPACE]) {
      let node: string | Strings | undefined = this.#strings.get(`${this.#language}/${name}`);
      for (const part of path) node = typeof node === "object" ? node[part] : undefined;
      if (typeof node === "string") return node;
    }
    return undefined;
  }

  #translate(namespace: string, key: string, options?: TranslateOptions): string {
    if (!options) return this.#lookup(namespace, key) ?? key;
    const first = options.ns ?? namespace;
    const { count } = options;
    const text =
      (typeof count !== "number"
        ? undefined
        : this.#lookup(first, `${key}_${count === 1 ? "one" : "other"}`)) ??
      this.#lookup(first, key) ??
      options.defaultValue ??
      key;
    // A placeholder without a value stays visible rather than silently vanishing.
    return text.includes("{{")
      ? text.replace(PLACEHOLDER, (placeholder, name: string) =>
          options[name] === undefined || options[name] === null ? placeholder : String(options[name]),
        )
      : text;
  }
}

/** The default namespace's strings of one language, its own chunk. */
const loadLocale = async (language: Language): Promise<Strings> =>
  (language === "en" ? await import("../locales/en.json") : await import("../locales/de.json")).default;

/** Feature namespaces, one chunk per language and namespace. */
const namespaceFiles = import.meta.glob<{ default: Strings }>("../locales/*/*.json");

/** @throws Error when the namespace has no file for that language */
async function loadStrings(language: Language, namespace: string): Promise<Strings> {
  if (namespace === DEFAULT_NAMESPACE) return loadLocale(language);
  const load = namespaceFiles[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No strings for namespace "${namespace}" in "${language}"`);
  return (await load()).default;
}

/** The browser's translator (the server renders each request with its own, `createI18n`). */
export const i18n = new Translator("de", loadStrings);

function syncDocumentLanguage(): void {
  // Writing the attribute, even unchanged, makes the browser re-match :lang() on every element: on a
  // server-rendered page (which already carries the right lang) that is a long style recalculation.
  if (document.documentElement.lang !== i18n.language) document.documentElement.lang = i18n.language;
}
i18n.subscribe(syncDocumentLanguage);

/**
 * Takes the strings a server-rendered page carries (`<script type="application/json"
 * id="initial-strings">`, src/server/plugins/spa.ts), if any.
 */
export function readInlinedStrings(): void {
  const text = document.getElementById("initial-strings")?.textContent;
  if (text) i18n.addSnapshot(JSON.parse(text) as StringsSnapshot);
}

/**
 * Loads the detected language, and the feature namespaces of the page being hydrated (all in parallel,
 * none that are inlined); resolves once their strings are there, so the first render is translated.
 */
export async function initI18n(
  language: Language = detectLanguage(),
  namespaces: readonly string[] = [],
): Promise<void> {
  await i18n.loadNamespaces([DEFAULT_NAMESPACE, ...namespaces], language);
  await i18n.changeLanguage(language);
  syncDocumentLanguage();
}

/**
 * Loads feature namespaces in the current language (and, after a switch, in the new one too: the
 * translator reloads every namespace it has seen). Routes await it before rendering, so no raw keys flash.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces);
}

/** A separate translator with one language (and the given feature namespaces) loaded, for rendering a request on the server. */
export async function createI18n(
  language: Language,
  namespaces: readonly string[] = [],
): Promise<Translator> {
  const instance = new Translator(language, loadStrings);
  await instance.loadNamespaces([DEFAULT_NAMESPACE, ...namespaces]);
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
