/**
 * How a course alert reads in the app (decision 023): "8–12 Monate in Eimsbüttel", "Mein Kind (11 Monate)
 * in ganz Hamburg". Texts are the `alerts.*` strings of the profile namespace; this decides which one and fills it in.
 */
import type { TCourseAlert } from "#shared/schemas/course-alerts";
import { MAX_AGE_MONTHS } from "#shared/age-groups";
import type { TFunction } from "i18next";

/** An age range in months: "8–12 Monate", "ab 24 Monaten", or "jedes Alter". */
export function formatAgeRange(t: TFunction, range: { min: number; max: number } | null): string {
  if (!range || (range.min === 0 && range.max >= MAX_AGE_MONTHS)) return t("alerts.age.any");
  if (range.max >= MAX_AGE_MONTHS) return t("alerts.age.from", { min: range.min });
  return t("alerts.age.range", { min: range.min, max: range.max });
}

/** The alert's age part: the fixed range, or the child with their age today. */
export function formatAlertAge(
  t: TFunction,
  alert: Pick<TCourseAlert, "age_months" | "child_age_months">,
): string {
  if (alert.child_age_months !== null) return t("alerts.age.child", { count: alert.child_age_months });
  return formatAgeRange(t, alert.age_months);
}

/** The whole alert as one line. */
export function formatAlert(
  t: TFunction,
  alert: Pick<TCourseAlert, "age_months" | "child_age_months" | "stadtteil">,
): string {
  const age = formatAlertAge(t, alert);
  return alert.stadtteil
    ? t("alerts.summary.inDistrict", { age, district: alert.stadtteil })
    : t("alerts.summary.everywhere", { age });
}
