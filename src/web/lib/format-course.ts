/**
 * How a course's day reads (decision 021): "Di., 1. Dez." / "Tue 1 Dec". Days are calendar days
 * ("YYYY-MM-DD"), formatted at noon UTC so no time zone moves them to the day before. Small, as every
 * course card (on `/` too) uses it; the price's wording is the course page's (course-price.ts).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** The Intl locale of the app language. */
export const localeOf = (language: string | undefined) => (language === "en" ? "en-GB" : "de-DE");

/** A course day with its weekday, e.g. "Di., 1. Dez."; with `withYear`, "Di., 1. Dez. 2026". */
export function formatCourseDay(date: string, language: string | undefined, withYear = false): string {
  const key = `${localeOf(language)}:${withYear}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      weekday: "short",
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    formats.set(key, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}
