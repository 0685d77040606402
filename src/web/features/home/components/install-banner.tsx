/**
 * Install-to-phone banner (spec 01 §2 Home). Placeholder behaviour until the install-prompt issue:
 * 'Add to Home Screen' shows how to install on each platform (the texts of the spec's Add to
 * Homescreen dialog), 'Maybe later' hides the banner for this browser session. Hidden when the app
 * already runs installed.
 */
import { Smartphone } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { STORAGE_KEYS } from "../../../lib/storage-keys";

const SESSION_KEY = `${STORAGE_KEYS.pwaPrompt}_banner_hidden`;

const isInitiallyHidden = (): boolean => {
  try {
    return (
      sessionStorage.getItem(SESSION_KEY) === "1" || window.matchMedia("(display-mode: standalone)").matches
    );
  } catch {
    return false;
  }
};

export function InstallBanner() {
  const { t } = useTranslation();
  const [isHidden, setIsHidden] = useState(isInitiallyHidden);
  const [isShowingSteps, setIsShowingSteps] = useState(false);
  if (isHidden) return null;

  const hide = () => {
    try {
      sessionStorage.setItem(SESSION_KEY, "1");
    } catch {
      // Without session storage the banner just comes back on the next visit.
    }
    setIsHidden(true);
  };

  return (
    <section aria-labelledby="install-title" className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
      <div className="flex flex-col gap-4 rounded-3xl bg-sun-100 p-5 sm:flex-row sm:items-center">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-700">
          <Smartphone aria-hidden="true" className="size-6" />
        </span>
        <div className="flex-1">
          <h2 id="install-title" className="text-lg font-extrabold text-stone-900">
            {t("home.install.title")}
          </h2>
          <p className="text-stone-800">{t("home.install.text")}</p>
          {isShowingSteps ? (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-800">
              <li>{t("home.install.ios")}</li>
              <li>{t("home.install.android")}</li>
              <li>{t("home.install.desktop")}</li>
            </ul>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setIsShowingSteps(true)} aria-expanded={isShowingSteps}>
            {t("home.install.add")}
          </Button>
          <Button variant="ghost" onClick={hide}>
            {t("home.install.later")}
          </Button>
        </div>
      </div>
    </section>
  );
}
