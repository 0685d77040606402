/**
 * Says clearly when the device is offline (lib/connectivity.ts): pages the visitor has seen still open
 * from the service worker's cache, everything else waits for the network.
 */
import { WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { isOffline, subscribeConnectivity } from "#web/lib/connectivity";

export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline, () => false);
  return (
    <div role="status" className="sticky top-0 z-40">
      {offline ? (
        <p className="flex items-center justify-center gap-2 bg-stone-900 px-4 py-2 text-center text-sm font-semibold text-white">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t("pwa.offline")}
        </p>
      ) : null}
    </div>
  );
}
