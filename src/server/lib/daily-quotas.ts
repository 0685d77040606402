/**
 * What one account may contribute per Hamburg day (docs/decisions/042-fact-answerer-standing.md, README
 * "Limits"): answers to family facts, reviews, place photos and condition reports. Enough for a parent
 * who walks through a day of outings and answers everything, too few for one account to bury a place in
 * answers, reviews or pictures. Counted in the shared `rate_counters` table (lib/counters.ts,
 * docs/decisions/037), so the quotas hold across instances. Admins are not counted: they correct.
 */
import { hamburgToday } from "#shared/berlin-time.js";
import type { ErrorMessageKey } from "#shared/errors.js";
import type { Db } from "../db/client.js";
import { AppError } from "./app-error.js";
import { countEvent, type CounterRule } from "./counters.js";
import type { Viewer } from "./policy.js";

/** A daily quota: its counter, and the sentence (and its key for the app's two languages) past it. */
export type DailyQuota = CounterRule & { key: ErrorMessageKey; message: string };

// The key names the day; the window only has to outlast it (a day has up to 25 hours).
const DAY = 26 * 60 * 60;

/** Answers to family facts: every fact of five places (about 16 each), with room to correct some. */
export const FACT_ANSWERS_PER_DAY = {
  name: "fact-answers-per-day",
  max: 100,
  windowSeconds: DAY,
  key: "DAILY_FACT_ANSWERS",
  message: "You have answered 100 questions today. Thank you! You can answer more tomorrow.",
} as const satisfies DailyQuota;

/** Reviews written or edited: one each for every place of a long day out, and then some. */
export const REVIEWS_PER_DAY = {
  name: "reviews-per-day",
  max: 10,
  windowSeconds: DAY,
  key: "DAILY_REVIEWS",
  message: "You have written 10 reviews today. You can write more tomorrow.",
} as const satisfies DailyQuota;

/** Place photos: three places' full galleries (10 per parent and place, LIMITS.placePhotosPerUser). */
export const PLACE_PHOTOS_PER_DAY = {
  name: "place-photos-per-day",
  max: 30,
  windowSeconds: DAY,
  key: "DAILY_PLACE_PHOTOS",
  message: "You have added 30 photos today. You can add more tomorrow.",
} as const satisfies DailyQuota;

/** Condition reports and confirmations: a parent passes a few closed or broken places a day, not dozens. */
export const CONDITION_REPORTS_PER_DAY = {
  name: "condition-reports-per-day",
  max: 10,
  windowSeconds: DAY,
  key: "DAILY_CONDITION_REPORTS",
  message: "You have sent 10 reports today. You can send more tomorrow.",
} as const satisfies DailyQuota;

/**
 * Counts one contribution of the viewer against `quota` for today (Hamburg), before it is written.
 * @throws AppError RATE_LIMITED (429) with the quota's key once the day's quota is used up
 */
export async function spendDailyQuota(db: Db, quota: DailyQuota, viewer: Viewer): Promise<void> {
  if (viewer.role === "admin") return;
  const count = await countEvent(db, quota, `${viewer.id}:${hamburgToday()}`);
  if (count > quota.max) throw new AppError("RATE_LIMITED", quota.message, quota.key);
}
