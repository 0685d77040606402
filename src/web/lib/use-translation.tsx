/**
 * React binding of the translator (lib/i18n): `useTranslation(namespace?)` gives a `t` that reads the
 * namespace first and the app-wide strings after, and re-renders its component on a language switch.
 * The server renders each request inside an `I18nProvider` with its own translator.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { DEFAULT_NAMESPACE, i18n as browserI18n, type TFunction, type Translator } from "./i18n";

const I18nContext = createContext<Translator>(browserI18n);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * @param namespace a feature's string file; routes load theirs before rendering, and one that is not
 *   loaded yet (a component used outside its route) is loaded here, showing keys until it arrives
 */
export function useTranslation(namespace: string = DEFAULT_NAMESPACE): { t: TFunction; i18n: Translator } {
  const i18n = useContext(I18nContext);
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const isLoaded = i18n.hasNamespace(namespace, language);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (isLoaded) return;
    // When it cannot load (offline), the keys stay: nothing better to show.
    i18n.loadNamespaces([namespace]).then(
      () => setLoaded((count) => count + 1),
      () => undefined,
    );
  }, [i18n, namespace, isLoaded]);
  return { t: i18n.getFixedT(namespace), i18n };
}
