/**
 * The 'Add to Homescreen' dialog (spec 01 §2 Overlays): title, 'Quick access like a real app!', an
 * invitation, the instructions for this device (and the others folded away), 'Maybe later' (never
 * again) and 'Got it!' (just close). Where the browser offers its own install dialog
 * (`beforeinstallprompt`), 'Add to Home Screen' opens it. Loaded on demand: keep it out of the app shell.
 */
import { Smartphone } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { PRODUCT_NAME } from "#shared/constants";
import { detectInstallPlatform, type InstallPlatform } from "#web/lib/engagement";
import { promptInstall, useInstallState } from "#web/lib/install-event";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";

const PLATFORMS: InstallPlatform[] = ["ios", "android", "desktop"];

export function InstallDialog({
  isOpen,
  onDismissOnce,
  onDismissForever,
}: {
  isOpen: boolean;
  /** 'Got it!', the close button, Escape, or a finished install. */
  onDismissOnce: () => void;
  /** 'Maybe later'. */
  onDismissForever: () => void;
}) {
  const { t } = useTranslation();
  const { canPrompt } = useInstallState();
  const platform = detectInstallPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const install = async () => {
    const outcome = await promptInstall();
    if (outcome !== "unavailable") onDismissOnce();
  };
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onDismissOnce())}>
      <DialogContent
        aria-describedby="install-dialog-text"
        onOpenAutoFocus={(event) => {
          // Start on the main action rather than on the first link-like control.
          event.preventDefault();
          primaryRef.current?.focus();
        }}
      >
        <div className="flex items-center gap-3 pr-10">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <Smartphone aria-hidden="true" className="size-6" />
          </span>
          <div>
            <DialogTitle className="pr-0">{t("installPrompt.title")}</DialogTitle>
            <p className="text-sm font-semibold text-brand-800">{t("installPrompt.subtitle")}</p>
          </div>
        </div>
        <DialogDescription id="install-dialog-text">
          {t("installPrompt.text", { product: PRODUCT_NAME })}
        </DialogDescription>
        {canPrompt ? null : (
          <div className="mt-4 rounded-2xl bg-stone-100 p-4 text-sm text-stone-800">
            <p className="font-semibold text-stone-900">{t("installPrompt.thisDevice")}</p>
            <p className="mt-1">{t(`installPrompt.${platform}`)}</p>
            <details className="mt-3">
              <summary className="cursor-pointer py-2.5 font-semibold text-brand-800">
                {t("installPrompt.otherDevices")}
              </summary>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {PLATFORMS.filter((other) => other !== platform).map((other) => (
                  <li key={other}>{t(`installPrompt.${other}`)}</li>
                ))}
              </ul>
            </details>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onDismissForever}>
            {t("installPrompt.later")}
          </Button>
          {canPrompt ? (
            <Button ref={primaryRef} onClick={() => void install()}>
              {t("installPrompt.install")}
            </Button>
          ) : (
            <Button ref={primaryRef} onClick={onDismissOnce}>
              {t("installPrompt.gotIt")}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
