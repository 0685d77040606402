/**
 * How a course's day reads (decision 021): "Di., 1. Dez." / "Tue 1 Dec", CLDR's medium date with a
 * weekday for de-DE and en-GB. Days are calendar days ("YYYY-MM-DD"), read as such, so no time zone moves
 * them to the day before. Written out with calendar-names.ts: every course card (on `/` too) uses it while
 * its page hydrates; the price's wording is the course page's (course-price.ts).
 */
import { monthNameShort, weekdayName } from "#shared/calendar-names";

/** A course day with its weekday, e.g. "Di., 1. Dez."; with `withYear`, "Di., 1. Dez. 2026". */
export function formatCourseDay(date: string, language: string | undefined, withYear = false): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = weekdayName(new Date(Date.UTC(year, month - 1, day)).getUTCDay(), language, "short");
  const monthName = monthNameShort(month - 1, language);
  if (language === "en")
    return withYear ? `${weekday}, ${day} ${monthName} ${year}` : `${weekday} ${day} ${monthName}`;
  return `${weekday}, ${day}. ${monthName}${withYear ? ` ${year}` : ""}`;
}
