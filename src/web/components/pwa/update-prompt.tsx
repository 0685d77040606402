/**
 * Registers the service worker after the page has loaded and, when a new version has been deployed and
 * is waiting, offers 'A new version is available' with 'Reload' (which activates it and reloads).
 */
import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PRODUCT_NAME } from "#shared/constants";
import { registerServiceWorker } from "#web/lib/service-worker";
import { Button } from "../ui/button";

export function UpdatePrompt() {
  const { t } = useTranslation();
  const [reload, setReload] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    let stop: (() => void) | undefined;
    const register = () => {
      stop = registerServiceWorker((activate) => setReload(() => activate));
    };
    // After the page has loaded, so precaching never competes with the first paint.
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => {
      window.removeEventListener("load", register);
      stop?.();
    };
  }, []);

  if (!reload) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md flex-col gap-3 rounded-2xl bg-stone-900 p-4 text-white shadow-xl sm:flex-row sm:items-center"
    >
      <RefreshCw aria-hidden="true" className="hidden size-6 shrink-0 sm:block" />
      <div className="flex-1">
        <p className="font-bold">{t("pwa.updateTitle")}</p>
        <p className="text-sm text-stone-200">{t("pwa.updateText", { product: PRODUCT_NAME })}</p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="text-white hover:bg-stone-800"
          onClick={() => setReload(null)}
        >
          {t("pwa.notNow")}
        </Button>
        <Button size="sm" className="bg-white text-stone-900 hover:bg-stone-100" onClick={reload}>
          {t("pwa.reload")}
        </Button>
      </div>
    </div>
  );
}
