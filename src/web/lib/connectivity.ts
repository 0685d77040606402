/**
 * Whether the device is offline, for the offline banner (components/pwa/offline-banner.tsx).
 *
 * `navigator.onLine` alone can say "online" while nothing reaches the server: a network without
 * internet, or a page opened from the service worker's app shell while offline (Chromium 150 reports
 * `onLine` true there). So a request to the API that fails without an answer starts a check: `GET
 * /api/health`, which the service worker never answers from its cache (scripts/build/pwa.ts), again every
 * 5 s until the server answers. Any answer, even an error, means the network is back.
 */
const PROBE_INTERVAL_MS = 5_000;
const listeners = new Set<() => void>();
let unreachable = false;
let probing = false;

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

async function probe(): Promise<void> {
  if (probing) return;
  probing = true;
  try {
    for (;;) {
      const reached = await fetch("/api/health", { cache: "no-store" }).then(
        () => true,
        () => false,
      );
      setUnreachable(!reached);
      if (reached) return;
      await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
    }
  } finally {
    probing = false;
  }
}

/** For the API client: a request failed without an answer (not one that was cancelled). */
export function noticeFailedRequest(): void {
  if (typeof window !== "undefined") void probe();
}

/** useSyncExternalStore's subscribe: the browser's online/offline events and the checks above. */
export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** True when the browser says offline or the server has not been reached since a request failed. */
export const isOffline = (): boolean => !navigator.onLine || unreachable;
