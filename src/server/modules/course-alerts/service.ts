/**
 * A parent's course alerts (decision 023): saved searches of district and age, mailed as a daily digest
 * of new courses (digest.ts). An alert for "my child" keeps the child's birth month, so the child's
 * age — and with it the courses that suit — advances by itself.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { MAX_AGE_MONTHS } from "#shared/age-groups.js";
import { hamburgToday } from "#shared/berlin-time.js";
import { resolveDistrict } from "#shared/districts.js";
import {
  COURSE_ALERTS_MAX,
  type TCourseAlert,
  type TCourseAlertInput,
  type TCourseAlertList,
} from "#shared/schemas/course-alerts.js";
import type { Db } from "#server/db/client.js";
import { courseAlerts } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Viewer } from "#server/lib/policy.js";

type AlertRow = typeof courseAlerts.$inferSelect;

/** The calendar month of a Hamburg date or of "YYYY-MM", as a count of months since year 0. */
const monthIndex = (value: string): number => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;

/** "YYYY-MM-01" of a month index. */
const monthStart = (index: number): string =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;

/**
 * A child's age in calendar months on `today` ("YYYY-MM-DD", Hamburg) from their birth month
 * ("YYYY-MM" or "YYYY-MM-DD"): a child born in March is 0 in March and 8 in November. Only the month is
 * known, so the age may run a few days ahead of the child's true age in completed months; never negative.
 */
export function childAgeMonths(birthMonth: string, today: string): number {
  return Math.max(0, monthIndex(today) - monthIndex(birthMonth));
}

/** The alert as the API shows it, with the child's age on `today`. */
export function toCourseAlert(row: AlertRow, today: string): TCourseAlert {
  return {
    id: row.id,
    stadtteil: row.district,
    age_months:
      row.age_min_months !== null && row.age_max_months !== null
        ? { min: row.age_min_months, max: row.age_max_months }
        : null,
    birth_month: row.birth_month?.slice(0, 7) ?? null,
    child_age_months: row.birth_month ? childAgeMonths(row.birth_month, today) : null,
    created_at: row.created_at.toISOString(),
    last_sent_at: row.last_sent_at?.toISOString() ?? null,
  };
}

/** The signed-in parent's alerts, oldest first. */
export async function findCourseAlerts(
  db: Db,
  options: { viewer: Viewer; now?: Date },
): Promise<TCourseAlertList> {
  const today = hamburgToday(options.now);
  const rows = await db
    .select()
    .from(courseAlerts)
    .where(eq(courseAlerts.user_id, options.viewer.id))
    .orderBy(asc(courseAlerts.created_at), asc(courseAlerts.id));
  return { items: rows.map((row) => toCourseAlert(row, today)), total: rows.length };
}

/**
 * Saves an alert. Saving the same search again returns the alert there is (`created: false`).
 * `age_months: n` becomes the birth month n months before `now`'s month (Hamburg).
 * @param options.language the app language; the digest mails are written in it
 * @throws AppError BAD_REQUEST for an unknown district, a birth month in the future or more than
 *   MAX_AGE_MONTHS ago; CONFLICT when the parent has COURSE_ALERTS_MAX alerts already
 */
export async function createCourseAlert(
  db: Db,
  options: { viewer: Viewer; input: TCourseAlertInput; language: "de" | "en"; now?: Date },
): Promise<{ alert: TCourseAlert; created: boolean }> {
  const { viewer, input, language } = options;
  const today = hamburgToday(options.now);
  let district: string | null = null;
  if (input.stadtteil) {
    const resolved = resolveDistrict(input.stadtteil);
    if (!resolved) {
      throw new AppError(
        "BAD_REQUEST",
        `Unknown district "${input.stadtteil}". Choose one of Hamburg's Stadtteile or Bezirke.`,
      );
    }
    district = resolved.name;
  }
  const range = typeof input.age_months === "object" && input.age_months !== null ? input.age_months : null;
  let birthMonth: string | null = null;
  if (typeof input.age_months === "number") birthMonth = monthStart(monthIndex(today) - input.age_months);
  if (input.birth_month) {
    birthMonth = `${input.birth_month}-01`;
    const age = monthIndex(today) - monthIndex(birthMonth);
    if (age < 0) throw new AppError("BAD_REQUEST", "The birth month must not be in the future.");
    if (age > MAX_AGE_MONTHS) throw new AppError("BAD_REQUEST", "The birth month is too long ago.");
  }
  const values = {
    user_id: viewer.id,
    district,
    age_min_months: range?.min ?? null,
    age_max_months: range?.max ?? null,
    birth_month: birthMonth,
    language,
  };
  return db.transaction(async (tx) => {
    const same = and(
      eq(courseAlerts.user_id, viewer.id),
      district === null ? undefined : eq(courseAlerts.district, district),
    );
    const isSame = (row: AlertRow) =>
      row.district === district &&
      row.age_min_months === values.age_min_months &&
      row.age_max_months === values.age_max_months &&
      row.birth_month === birthMonth;
    const existing = (await tx.select().from(courseAlerts).where(same)).find(isSame);
    if (existing) return { alert: toCourseAlert(existing, today), created: false };
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(courseAlerts)
      .where(eq(courseAlerts.user_id, viewer.id));
    if (total >= COURSE_ALERTS_MAX) {
      throw new AppError("CONFLICT", `You can keep at most ${COURSE_ALERTS_MAX} course alerts.`);
    }
    // A concurrent identical save lands on the unique constraint and keeps the first.
    const [row] = await tx.insert(courseAlerts).values(values).onConflictDoNothing().returning();
    if (row) return { alert: toCourseAlert(row, today), created: true };
    const first = (await tx.select().from(courseAlerts).where(same)).find(isSame);
    if (!first) throw new AppError("CONFLICT", "The alert was changed at the same time. Please try again.");
    return { alert: toCourseAlert(first, today), created: false };
  });
}

/**
 * Deletes one of the parent's alerts.
 * @throws AppError NOT_FOUND when the parent has no alert with this id (another parent's included)
 */
export async function deleteCourseAlert(db: Db, options: { viewer: Viewer; id: string }): Promise<void> {
  const deleted = await db
    .delete(courseAlerts)
    .where(and(eq(courseAlerts.id, options.id), eq(courseAlerts.user_id, options.viewer.id)))
    .returning({ id: courseAlerts.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "Course alert not found.");
}
