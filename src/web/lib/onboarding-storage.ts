/**
 * The locally kept onboarding record (spec 01 §3 "onboarding data", §4 "Onboarding"): completing
 * replaces whatever was stored, a reset clears it, and data that cannot be parsed counts as not
 * completed. Pure functions over a Storage so they can be tested without a browser.
 */
import { STORAGE_KEYS } from "./storage-keys";

export type OnboardingRole = "parent" | "provider";

export type OnboardingData = {
  completed: true;
  /** Free text, e.g. "18 Monate" (spec 01 §3). */
  childAge: string;
  userRole: OnboardingRole;
  /** ISO timestamp of completion. */
  completedAt: string;
};

/** The subset of the Web Storage API these functions use (lets tests pass a fake). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Set when storage refuses writes (private mode, quota, disabled cookies): without it a visitor whose
 * browser blocks storage would be sent back to the intro forever.
 */
let isCompletedThisSession = false;

const defaultStorage = (): KeyValueStorage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // Accessing localStorage itself throws when storage is blocked.
  }
};

const isOnboardingData = (value: unknown): value is OnboardingData => {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.completed === true;
};

/** @returns the stored record, or undefined when missing, unparsable or not completed */
export function readOnboarding(
  storage: KeyValueStorage | undefined = defaultStorage(),
): OnboardingData | undefined {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.onboarding);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!isOnboardingData(parsed)) return undefined;
    const record = parsed as Partial<OnboardingData>;
    return {
      completed: true,
      childAge: typeof record.childAge === "string" ? record.childAge : "",
      userRole: record.userRole === "provider" ? "provider" : "parent",
      completedAt: typeof record.completedAt === "string" ? record.completedAt : "",
    };
  } catch {
    return undefined;
  }
}

/** Whether `/` may render home instead of redirecting to /onboarding (spec 01 §2 Home, §6). */
export function isOnboardingCompleted(storage: KeyValueStorage | undefined = defaultStorage()): boolean {
  return isCompletedThisSession || readOnboarding(storage) !== undefined;
}

/** Stores the completed record, replacing any stored data (spec 01 §4). */
export function completeOnboarding(
  input: { childAge: string; userRole: OnboardingRole },
  storage: KeyValueStorage | undefined = defaultStorage(),
  now: Date = new Date(),
): OnboardingData {
  const data: OnboardingData = {
    completed: true,
    childAge: input.childAge.trim(),
    userRole: input.userRole,
    completedAt: now.toISOString(),
  };
  isCompletedThisSession = true;
  try {
    storage?.setItem(STORAGE_KEYS.onboarding, JSON.stringify(data));
  } catch {
    // Storage refused the write; the session flag above still lets the visitor in.
  }
  return data;
}

/** Clears the record, so the intro shows again (spec 01 §4 "a reset clears it"). */
export function resetOnboarding(storage: KeyValueStorage | undefined = defaultStorage()): void {
  isCompletedThisSession = false;
  try {
    storage?.removeItem(STORAGE_KEYS.onboarding);
  } catch {
    // Nothing stored that could be cleared.
  }
}
