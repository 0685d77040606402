/**
 * The install prompt and the usage survey prompt (spec 01 §3 local records, §4 "Install prompt" and
 * "Usage survey prompt", §9): their locally kept records and the rules for when each appears. Pure
 * functions with the clock passed in, so the rules are tested over time (engagement.test.ts).
 */

/** Spec 01 §9 "Install prompt": visit 2 or 3; repeat no sooner than 7 days; 2 s delay. */
export const INSTALL_PROMPT_RULES = {
  firstVisit: 2,
  lastVisit: 3,
  repeatAfterDays: 7,
  delayMs: 2000,
} as const;

/**
 * Spec 01 §9 "Usage survey prompt": more than 1 session; 3 days since the first visit or 5 sessions;
 * 3 s delay.
 */
export const SURVEY_PROMPT_RULES = {
  moreThanSessions: 1,
  daysSinceFirstVisit: 3,
  orSessions: 5,
  delayMs: 3000,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `luett_pwa_prompt` (spec 01 §3 "local install-prompt record"). */
export type InstallPromptRecord = {
  visitCount: number;
  /** Set by 'Maybe later': the prompt never comes back. */
  dismissed: boolean;
  /** ISO time the prompt last appeared, or null. */
  lastShown: string | null;
};

/** `luett_usage_tracking` (spec 01 §3 "local usage-tracking record"). */
export type UsageRecord = {
  /** ISO time of the first visit. */
  firstVisit: string;
  sessionCount: number;
  surveyShown: boolean;
};

const asObject = (raw: string | null): Record<string, unknown> | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

const count = (value: unknown): number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : 0;

/** A time as ISO text; accepts ISO text or epoch milliseconds (older records), else null. */
const time = (value: unknown): string | null => {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** Reads the stored install-prompt record; missing or unreadable data starts a fresh one. */
export function parseInstallPromptRecord(raw: string | null): InstallPromptRecord {
  const value = asObject(raw);
  return {
    visitCount: count(value?.visitCount),
    dismissed: value?.dismissed === true,
    lastShown: time(value?.lastShown),
  };
}

/** Reads the stored usage record; missing or unreadable data starts one whose first visit is `now`. */
export function parseUsageRecord(raw: string | null, now: Date): UsageRecord {
  const value = asObject(raw);
  return {
    firstVisit: time(value?.firstVisit) ?? now.toISOString(),
    sessionCount: count(value?.sessionCount),
    surveyShown: value?.surveyShown === true,
  };
}

/** One more visit. */
export const countVisit = (record: InstallPromptRecord): InstallPromptRecord => ({
  ...record,
  visitCount: record.visitCount + 1,
});

/** One more session. */
export const countSession = (record: UsageRecord): UsageRecord => ({
  ...record,
  sessionCount: record.sessionCount + 1,
});

/**
 * Spec 01 §4: on the 2nd or 3rd visit, only if not permanently dismissed, and only if never shown or
 * last shown more than 7 days ago.
 */
export function shouldShowInstallPrompt(record: InstallPromptRecord, now: Date): boolean {
  if (record.dismissed) return false;
  if (
    record.visitCount < INSTALL_PROMPT_RULES.firstVisit ||
    record.visitCount > INSTALL_PROMPT_RULES.lastVisit
  ) {
    return false;
  }
  if (record.lastShown === null) return true;
  return now.getTime() - new Date(record.lastShown).getTime() > INSTALL_PROMPT_RULES.repeatAfterDays * DAY_MS;
}

/** Records that the prompt appeared (spec 01 §4: "records lastShown"). */
export const markInstallPromptShown = (record: InstallPromptRecord, now: Date): InstallPromptRecord => ({
  ...record,
  lastShown: now.toISOString(),
});

/** 'Maybe later': never again (spec 01 §2 Overlays). */
export const dismissInstallPrompt = (record: InstallPromptRecord): InstallPromptRecord => ({
  ...record,
  dismissed: true,
});

/**
 * Spec 01 §4: when not yet shown, sessionCount above 1, and either at least 3 days since firstVisit or
 * at least 5 sessions. `isShownFlag` is the separate `luett_survey_shown` flag (spec 01 §3).
 */
export function shouldShowSurveyPrompt(record: UsageRecord, isShownFlag: boolean, now: Date): boolean {
  if (record.surveyShown || isShownFlag) return false;
  if (record.sessionCount <= SURVEY_PROMPT_RULES.moreThanSessions) return false;
  const days = (now.getTime() - new Date(record.firstVisit).getTime()) / DAY_MS;
  return (
    days >= SURVEY_PROMPT_RULES.daysSinceFirstVisit || record.sessionCount >= SURVEY_PROMPT_RULES.orSessions
  );
}

/** Dismissing the survey prompt marks it shown (spec 01 §4). */
export const markSurveyShown = (record: UsageRecord): UsageRecord => ({ ...record, surveyShown: true });

export type InstallPlatform = "ios" | "android" | "desktop";

/**
 * Which install instructions fit this device (spec 01 §2 Overlays: iPhone/iPad, Android, desktop).
 * iPadOS 13+ reports itself as a Mac, but a Mac has no touch screen.
 */
export function detectInstallPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1))
    return "ios";
  if (/Android/i.test(userAgent)) return "android";
  return "desktop";
}
