/**
 * Says clearly when the device is offline (navigator.onLine and the online/offline events): pages the
 * visitor has seen still open from the service worker's cache, everything else waits for the network.
 */
import { WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

const subscribe = (listener: () => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" className="sticky top-0 z-40">
      {isOnline ? null : (
        <p className="flex items-center justify-center gap-2 bg-stone-900 px-4 py-2 text-center text-sm font-semibold text-white">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t("pwa.offline")}
        </p>
      )}
    </div>
  );
}
