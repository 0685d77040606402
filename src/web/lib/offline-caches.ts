/**
 * Names of the service worker's runtime caches (vite.config.ts, workbox runtimeCaching): what the user
 * has seen, kept for offline use. Shared with the code that empties them (sign-out, "delete data on
 * this device"), since they can hold personal answers such as favourites.
 */
export const OFFLINE_CACHES = { api: "luett-api", images: "luett-images" } as const;

/** Deletes the runtime caches (the precached app itself stays). Does nothing without Cache Storage. */
export async function clearOfflineCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(Object.values(OFFLINE_CACHES).map((name) => caches.delete(name)));
}
