/**
 * "Delete data on this device" (privacy page): removes every record the app keeps in this browser
 * (spec 01 §3 "Local keys", plus the language choice, the cookies that mirror them and the offline
 * copies). The account and everything stored on the server stay untouched.
 */
import { LANGUAGE_COOKIE } from "#shared/cookies";
import { clearOfflineCaches } from "./offline-caches";
import { resetOnboarding } from "./onboarding-storage";
import { SESSION_KEYS, STORAGE_KEYS } from "./storage-keys";

export async function clearLocalData(): Promise<void> {
  resetOnboarding();
  try {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to delete.
  }
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax`;
  await clearOfflineCaches();
}
