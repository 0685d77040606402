/**
 * /datenschutz — the privacy policy (DESIGN.md "defects": a real page): what is stored on the server
 * and in the browser, open-data sources and their licences, OpenStreetMap attribution and the rights
 * under the GDPR; German is binding, English is a translation. Ends with "delete data on this device".
 */
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PRODUCT_NAME } from "#shared/constants";
import { Button } from "#web/components/ui/button";
import { clearLocalData } from "#web/lib/local-data";
import { toast } from "#web/lib/toast";
import { LegalArticle } from "./components/legal-article";
import { PrivacyDe } from "./content/privacy-de";
import { PrivacyEn } from "./content/privacy-en";

function ClearLocalData() {
  const { t } = useTranslation("legal");
  const [isClearing, setIsClearing] = useState(false);
  const clear = async () => {
    setIsClearing(true);
    try {
      await clearLocalData();
      toast.success(t("legal.resetDoneTitle"), { description: t("legal.resetDoneText") });
    } finally {
      setIsClearing(false);
    }
  };
  return (
    <section
      aria-labelledby="local-data-title"
      className="mt-8 rounded-2xl border border-stone-200 bg-stone-50 p-4 sm:p-5"
    >
      <h2 id="local-data-title" className="mt-0!">
        {t("legal.resetTitle")}
      </h2>
      <p>{t("legal.resetText", { product: PRODUCT_NAME })}</p>
      <Button variant="secondary" className="mt-3" onClick={() => void clear()} disabled={isClearing}>
        <Trash2 aria-hidden="true" className="size-5" />
        {t("legal.resetButton")}
      </Button>
    </section>
  );
}

export function DatenschutzPage() {
  const { t, i18n } = useTranslation("legal");
  const isEnglish = i18n.language === "en";
  return (
    <LegalArticle
      title={t("legal.privacy")}
      updated={isEnglish ? "Last updated: November 2026" : "Stand: November 2026"}
      isGermanBinding={isEnglish}
      hasPlaceholders
    >
      {isEnglish ? <PrivacyEn /> : <PrivacyDe />}
      <ClearLocalData />
    </LegalArticle>
  );
}
