/**
 * /terms — terms of service (DESIGN.md "defects": a real page behind the footer link). German is binding,
 * English is a translation.
 */
import { useTranslation } from "react-i18next";
import { LegalArticle } from "./components/legal-article";
import { TermsDe } from "./content/terms-de";
import { TermsEn } from "./content/terms-en";

export function TermsPage() {
  const { t, i18n } = useTranslation("legal");
  const isEnglish = i18n.language === "en";
  return (
    <LegalArticle
      title={t("legal.terms")}
      updated={isEnglish ? "Last updated: November 2026" : "Stand: November 2026"}
      isGermanBinding={isEnglish}
    >
      {isEnglish ? <TermsEn /> : <TermsDe />}
    </LegalArticle>
  );
}
