/**
 * Install-to-phone banner (spec 01 §2 Home), on the same record and rules as the install prompt
 * (spec 01 §3 luett_pwa_prompt, §4): 'Maybe later' dismisses it for good, like the prompt's; 'Add to
 * Home Screen' opens the browser's own install dialog where there is one (`beforeinstallprompt`), else
 * the Add to Homescreen dialog with the steps for this device. Hidden when the app already runs
 * installed. Decided after mounting (the server cannot read local storage), so nothing flashes.
 */
import { Smartphone } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import { dismissInstallPrompt } from "#web/lib/engagement";
import { readInstallPromptRecord, updateInstallPromptRecord } from "#web/lib/engagement-storage";
import { isRunningInstalled, promptInstall, useInstallState } from "#web/lib/install-event";

const InstallDialog = lazy(() =>
  import("#web/components/pwa/install-dialog").then((m) => ({ default: m.InstallDialog })),
);

export function InstallBanner() {
  const { t } = useTranslation();
  const { canPrompt, isInstalled } = useInstallState();
  const [isVisible, setIsVisible] = useState(false);
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  useEffect(() => {
    setIsVisible(!readInstallPromptRecord().dismissed && !isRunningInstalled());
  }, []);

  if (!isVisible || isInstalled) return null;

  const dismissForever = () => {
    updateInstallPromptRecord(dismissInstallPrompt);
    setIsDialogOpen(false);
    setIsVisible(false);
  };

  const add = async () => {
    if (canPrompt && (await promptInstall()) !== "unavailable") return;
    setIsDialogOpen(true);
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
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void add()} aria-haspopup={canPrompt ? undefined : "dialog"}>
            {t("home.install.add")}
          </Button>
          <Button variant="ghost" onClick={dismissForever}>
            {t("home.install.later")}
          </Button>
        </div>
      </div>
      {isDialogOpen ? (
        <Suspense fallback={null}>
          <InstallDialog
            isOpen
            onDismissOnce={() => setIsDialogOpen(false)}
            onDismissForever={dismissForever}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
