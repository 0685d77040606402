/**
 * The locally kept onboarding record (spec 01 §3 "onboarding data", §4 "Onboarding"): completing
 * replaces whatever was stored, a reset clears it, and data that cannot be parsed counts as not
 * completed. Pure functions over a Storage so they can be tested without a browser.
 */
import { ONBOARDED_COOKIE } from "#shared/cookies";
import { STORAGE_KEYS } from "./storage-keys";

export type OnboardingRole = "parent" | "provider";

export type OnboardingData = {
  completed: true;
  /** Free text, e.g. "18 Monate" (spec 01 §3). */
  childAge: string;
  userRole: OnboardingRole;
  /** ISO timestamp of completion. */
  completedAt: string;
  /**
   * When childAge and userRole were saved into the signed-in account's profile (once). Completing the intro
   * again clears it, so new answers are saved again.
   */
  profileAppliedAt?: string;
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

/**
 * Mirrors "completed" into a cookie so the server knows it may render home for this visitor instead of
 * the intro (it cannot read local storage). Local storage stays the record the spec names.
 */
function setOnboardedCookie(isCompleted: boolean): void {
  if (typeof document === "undefined") return;
  document.cookie = isCompleted
    ? `${ONBOARDED_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${ONBOARDED_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

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
      ...(typeof record.profileAppliedAt === "string" ? { profileAppliedAt: record.profileAppliedAt } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Notes that the answers are now in the profile, so they are never applied twice. */
export function markOnboardingAppliedToProfile(
  storage: KeyValueStorage | undefined = defaultStorage(),
  now: Date = new Date(),
): void {
  const current = readOnboarding(storage);
  if (!current) return;
  try {
    storage?.setItem(
      STORAGE_KEYS.onboarding,
      JSON.stringify({ ...current, profileAppliedAt: now.toISOString() } satisfies OnboardingData),
    );
  } catch {
    // Storage refused the write: the next load checks again and finds nothing new to add.
  }
}

/**
 * Whether `/` may render home instead of redirecting to /onboarding (spec 01 §2 Home, §6). Also brings
 * the cookie in line with the answer, so the server renders home exactly for those who get it (a
 * record from before the cookie existed, or local storage cleared while the cookie stayed).
 */
export function isOnboardingCompleted(storage: KeyValueStorage | undefined = defaultStorage()): boolean {
  const isCompleted = isCompletedThisSession || readOnboarding(storage) !== undefined;
  setOnboardedCookie(isCompleted);
  return isCompleted;
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
  setOnboardedCookie(true);
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
  setOnboardedCookie(false);
  try {
    storage?.removeItem(STORAGE_KEYS.onboarding);
  } catch {
    // Nothing stored that could be cleared.
  }
}
