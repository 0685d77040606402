import { z } from "zod";
import { MAX_AGE_MONTHS } from "../age-groups.js";

/**
 * Course alerts (decision 023): a parent's saved course search, mailed as a daily digest of
 * new courses. An alert has a district (optional) and at most one of
 * - `age_months: { min, max }` — a fixed age range in months, as the /courses and /search filters give;
 * - `age_months: n` — "my child is n months old": stored as the child's birth month, so the age advances;
 * - `birth_month: "YYYY-MM"` — the child's birth month itself.
 * Children in the profile are free text without ids (`children_info`), so there is no `child_id`: an
 * alert for "my child" is one with a birth month (decision in docs/decisions/023-mail-preferences-and-course-alerts.md).
 */

/** A parent keeps at most this many alerts. */
export const COURSE_ALERTS_MAX = 10;

/** "YYYY-MM", a month of a real year. */
export const ZBirthMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Gib den Geburtsmonat als JJJJ-MM an (z. B. 2025-03).");

const ZMonths = z.number().int().min(0).max(MAX_AGE_MONTHS);

/** A fixed age range in months, both ends inclusive. */
export const ZAgeMonthsRange = z
  .object({ min: ZMonths, max: ZMonths })
  .refine((range) => range.min <= range.max, "Das Mindestalter darf nicht über dem Höchstalter liegen.");

/** `POST /api/me/course-alerts`. */
export const ZCourseAlertInput = z
  .strictObject({
    /** A Hamburg Stadtteil or Bezirk, as the home search's district field takes it. */
    stadtteil: z.string().trim().max(80).nullish(),
    age_months: z.union([ZMonths, ZAgeMonthsRange]).nullish(),
    birth_month: ZBirthMonth.nullish(),
  })
  .refine(
    (input) => input.age_months == null || input.birth_month == null,
    "Gib entweder ein Alter oder einen Geburtsmonat an, nicht beides.",
  );
export type TCourseAlertInput = z.input<typeof ZCourseAlertInput>;

export const ZCourseAlert = z.object({
  id: z.uuid(),
  /** The district as resolved ("Eimsbüttel"); null for all of Hamburg. */
  stadtteil: z.string().nullable(),
  /** The fixed age range; null for an alert that follows a child's birth month, or for any age. */
  age_months: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** "YYYY-MM" for an alert that follows a child; null otherwise. */
  birth_month: z.string().nullable(),
  /** The child's age in calendar months today (Hamburg), for an alert with a birth month. */
  child_age_months: z.number().int().nullable(),
  created_at: z.string(),
  /** When the last digest with courses for it was mailed. */
  last_sent_at: z.string().nullable(),
});
export type TCourseAlert = z.infer<typeof ZCourseAlert>;

/** `GET /api/me/course-alerts`: the signed-in parent's alerts, oldest first. */
export const ZCourseAlertList = z.object({ items: z.array(ZCourseAlert), total: z.number().int() });
export type TCourseAlertList = z.infer<typeof ZCourseAlertList>;
