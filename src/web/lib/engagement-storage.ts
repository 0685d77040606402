/**
 * Reads and writes the install-prompt and usage-tracking records (spec 01 §3 "Local keys":
 * luett_pwa_prompt, luett_usage_tracking, luett_survey_shown). A visit — and a session — is one browser
 * tab: it is counted once, when the app first starts in that tab. Blocked storage (private mode,
 * strict settings) simply means no prompts.
 */
import {
  countSession,
  countVisit,
  markSurveyShown,
  parseInstallPromptRecord,
  parseUsageRecord,
  type InstallPromptRecord,
  type UsageRecord,
} from "./engagement";
import type { KeyValueStorage } from "./onboarding-storage";
import { SESSION_KEYS, STORAGE_KEYS } from "./storage-keys";

type Stores = { local: KeyValueStorage; session: KeyValueStorage };

const browserStores = (): Stores | undefined => {
  try {
    return { local: globalThis.localStorage, session: globalThis.sessionStorage };
  } catch {
    return undefined; // Accessing storage throws when it is blocked.
  }
};

const write = (storage: KeyValueStorage, key: string, value: unknown) => {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: the prompt may come again; nothing else depends on it.
  }
};

export type VisitState = { install: InstallPromptRecord; usage: UsageRecord; isSurveyShown: boolean };

/**
 * Counts this tab's visit and session (once per tab) and returns the records.
 * @returns null when storage is unavailable
 */
export function beginVisit(now: Date, stores: Stores | undefined = browserStores()): VisitState | null {
  if (!stores) return null;
  try {
    let install = parseInstallPromptRecord(stores.local.getItem(STORAGE_KEYS.pwaPrompt));
    let usage = parseUsageRecord(stores.local.getItem(STORAGE_KEYS.usageTracking), now);
    if (stores.session.getItem(SESSION_KEYS.visitCounted) !== "1") {
      stores.session.setItem(SESSION_KEYS.visitCounted, "1");
      install = countVisit(install);
      usage = countSession(usage);
      write(stores.local, STORAGE_KEYS.pwaPrompt, install);
      write(stores.local, STORAGE_KEYS.usageTracking, usage);
    }
    return { install, usage, isSurveyShown: stores.local.getItem(STORAGE_KEYS.surveyShown) === "true" };
  } catch {
    return null;
  }
}

/** The stored install-prompt record (fresh when missing or unreadable). */
export function readInstallPromptRecord(stores: Stores | undefined = browserStores()): InstallPromptRecord {
  try {
    return parseInstallPromptRecord(stores?.local.getItem(STORAGE_KEYS.pwaPrompt) ?? null);
  } catch {
    return parseInstallPromptRecord(null);
  }
}

/** Read, change and store the install-prompt record. */
export function updateInstallPromptRecord(
  change: (record: InstallPromptRecord) => InstallPromptRecord,
  stores: Stores | undefined = browserStores(),
): InstallPromptRecord {
  const next = change(readInstallPromptRecord(stores));
  if (stores) write(stores.local, STORAGE_KEYS.pwaPrompt, next);
  return next;
}

/** Marks the survey prompt as shown in both places the spec keeps it (record and separate flag). */
export function rememberSurveyShown(now: Date, stores: Stores | undefined = browserStores()): void {
  if (!stores) return;
  try {
    const record = parseUsageRecord(stores.local.getItem(STORAGE_KEYS.usageTracking), now);
    write(stores.local, STORAGE_KEYS.usageTracking, markSurveyShown(record));
    stores.local.setItem(STORAGE_KEYS.surveyShown, "true");
  } catch {
    // Blocked storage: the prompt may come again next session.
  }
}
