import { useTranslation } from "react-i18next";
import { LANGUAGES, switchLanguage, type Language } from "#web/lib/i18n";
import { cn } from "#web/lib/cn";

const NAMES: Record<Language, string> = { de: "Deutsch", en: "English" };

/**
 * Switches the interface language (DESIGN.md "Conventions": follows the browser, falls back to German,
 * can be switched). Each option names its language in that language, so it is findable either way.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === "en" ? "en" : "de";
  return (
    <div
      role="group"
      aria-label={t("layout.language")}
      className={cn("inline-flex rounded-full bg-stone-100 p-1", className)}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => void switchLanguage(language)}
          className={cn(
            "min-h-11 rounded-full px-4 text-sm font-semibold transition-colors",
            current === language
              ? "bg-white text-brand-800 shadow-sm"
              : "text-stone-700 hover:text-brand-800",
          )}
        >
          {NAMES[language]}
        </button>
      ))}
    </div>
  );
}
