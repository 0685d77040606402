/**
 * The browser's own install prompt. Chromium browsers fire `beforeinstallprompt` once the app is
 * installable; we keep the event so 'Add to Home Screen' can open the real install dialog later
 * (https://web.dev/articles/customize-install). Safari and Firefox never fire it: there the
 * instructions in the Add to Homescreen dialog are the way. Imported by the app shell, so the event is
 * caught however early it fires.
 */
import { useSyncExternalStore } from "react";

/** `BeforeInstallPromptEvent` is not in TypeScript's DOM library (it is not a standard yet). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

let deferred: BeforeInstallPromptEvent | null = null;
let isInstalled = false;
/** What components see; replaced (never mutated) on every change, as useSyncExternalStore requires. */
let snapshot = { canPrompt: false, isInstalled: false };
const listeners = new Set<() => void>();
const notify = () => {
  snapshot = { canPrompt: deferred !== null, isInstalled };
  listeners.forEach((listener) => listener());
};

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Keep the browser's mini-infobar away; our banner and dialog offer the install instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    isInstalled = true;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True when the app runs from the home screen (nothing to install). */
export function isRunningInstalled(): boolean {
  if (typeof window === "undefined") return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return isInstalled || iosStandalone || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

const serverSnapshot = { canPrompt: false, isInstalled: false };

/**
 * Whether the browser's own install dialog can be opened now, and whether the app was just installed
 * (re-renders when either changes).
 */
export function useInstallState(): { canPrompt: boolean; isInstalled: boolean } {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => serverSnapshot,
  );
}

/**
 * Opens the browser's install dialog.
 * @returns the user's choice, or "unavailable" when the browser offers no such dialog
 */
export async function promptInstall(): Promise<"accepted" | "dismissed" | "unavailable"> {
  const event = deferred;
  if (!event) return "unavailable";
  // The event can be used once; the browser fires a new one if the app stays installable.
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome;
}
