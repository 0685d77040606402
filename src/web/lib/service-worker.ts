/**
 * Registers the service worker built by vite-plugin-pwa (scripts/build/pwa.ts) and reports when a new
 * version has been installed and waits (https://web.dev/articles/service-worker-lifecycle#updates).
 * Written out instead of using workbox-window: these few lines keep ~3 kB off every page.
 * The worker takes control on its first install (clientsClaim), so even the first visit is kept for
 * offline use; an update waits until the visitor chooses 'Reload'.
 */

/**
 * The API answers the server inlined into this page (see entry-server.tsx) never passed the service
 * worker, so a page opened by a link would be missing offline. Once the worker controls the page, ask
 * for them again through it, which stores them in the offline cache.
 */
function keepInlinedResponses(): void {
  const element = document.getElementById("initial-data");
  if (!element?.textContent) return;
  try {
    for (const path of (JSON.parse(element.textContent) as { paths: string[] }).paths) {
      void fetch(`/api${path}`, { credentials: "include" }).catch(() => undefined);
    }
  } catch {
    // Unreadable inlined data: the page fetched what it needed itself.
  }
}

/** How often an app that stays open (installed apps may stay open for days) looks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * @param onUpdateReady called with a function that activates the waiting version and reloads the page
 * @returns a function that stops the periodic update checks
 */
export function registerServiceWorker(onUpdateReady: (activate: () => void) => void): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let isActivating = false;
  const offer = (worker: ServiceWorker) =>
    onUpdateReady(() => {
      isActivating = true;
      // The generated worker activates on this message (workbox "prompt" mode).
      worker.postMessage({ type: "SKIP_WAITING" });
    });

  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // Only a version the visitor asked for reloads the page; the very first install just takes over.
    if (isActivating) window.location.reload();
    else keepInlinedResponses();
  });
  if (navigator.serviceWorker.controller) keepInlinedResponses();

  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then((registration) => {
      // An update is one installed while another version controls the page.
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed" && navigator.serviceWorker.controller) offer(installing);
        });
      });
      timer = setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.error("service worker registration failed", error));

  return () => clearInterval(timer);
}
