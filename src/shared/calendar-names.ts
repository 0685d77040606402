/**
 * Weekday and month names in the app's languages as they read inside a date ("Di., 1. Dez.", "Tue 1
 * Dec"): CLDR's format-context names, what `Intl.DateTimeFormat` says for de-DE and en-GB in Node 20 and
 * Chromium (format-course.test.ts compares every day of two years).
 *
 * Written out instead of asked of Intl: a page's first `Intl.DateTimeFormat` loads the browser's locale
 * data, 35–45 ms on this machine's CPU and so 140–180 ms on Lighthouse's 4× slowed phone, and the course
 * cards on `/`, `/courses`, `/search` and `/favorites` paid it inside the task that hydrates them (Total
 * Blocking Time; decision 052; counts and distances are written out for the same reason, format-count.ts).
 */

/** The app's languages; anything but "en" reads German. */
const languageOf = (language: string | undefined): "de" | "en" => (language === "en" ? "en" : "de");

const WEEKDAYS = {
  de: {
    short: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."],
    long: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
  },
  en: {
    short: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    long: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  },
} as const;

const MONTHS_SHORT = {
  de: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
} as const;

/**
 * A weekday's name: `day` 0 is Sunday (as `Date#getUTCDay`); "short" is "Di." / "Tue", "long" is
 * "Dienstag" / "Tuesday".
 */
export const weekdayName = (day: number, language: string | undefined, width: "short" | "long"): string =>
  WEEKDAYS[languageOf(language)][width][day]!;

/** A month's short name: `month` 0 is January (as `Date#getUTCMonth`), "Dez." / "Dec". */
export const monthNameShort = (month: number, language: string | undefined): string =>
  MONTHS_SHORT[languageOf(language)][month]!;
