/**
 * A course's schedule in the page's language (decisions/033-one-language-at-a-time.md).
 *
 * A course's `schedule` is a notation, as a place's opening hours are OpenStreetMap's: German weekday
 * names or abbreviations — one day, a list ("Sa & So", "Mo, Mi") or a range ("Mo–Fr", "Mo bis Fr") —
 * then a time or a span of time ("Di 09:30–11:00", "Montag 10:00–11:30", "Mittwochs 9.30 Uhr"). The
 * database reads the same days for `courses.weekdays` (luett_schedule_weekdays, migration 0004), and the
 * server writes provider courses so (`scheduleOf` below: providers/sync-courses.ts, the booking mails).
 * `formatSchedule` words a schedule written wholly in this notation in the page's language ("Tue
 * 09:30–11:00", "Monday 10:00–11:30", "Wednesdays 9:30"); any other text ("So 11:00 (Mai–Sep)", "nach
 * Absprache") is what its author wrote and is shown as written. Zod-free and small: course cards use it.
 */
import { weekdayName } from "./calendar-names.js";

/** Every German weekday name, 0 = Sunday, in full (spec 02 §2.12) and abbreviated (its first two letters). */
const GERMAN_DAYS: readonly (readonly [number, string, string])[] = [
  ...[0, 1, 2, 3, 4, 5, 6].map((day) => {
    const long = weekdayName(day, "de", "long");
    return [day, long, long.slice(0, 2)] as const;
  }),
  [6, "Sonnabend", "Sa"],
];

/**
 * A weekly provider course's schedule in the notation, "Dienstag 09:30–10:30" (day 0 = Sunday; times as
 * the database keeps them, "09:30:00"): its `courses.schedule` and what the booking mails and lists say.
 */
export const scheduleOf = (course: { day_of_week: number; start_time: string; end_time: string }): string =>
  `${weekdayName(course.day_of_week, "de", "long") ?? ""} ${course.start_time.slice(0, 5)}–${course.end_time.slice(0, 5)}`;

type DayForm = "long" | "plural" | "short";

/** Every way the notation writes a day ("Montag", "Montags", "Mo", "Mo."), with the day and its form. */
const DAY_WORDS = new Map<string, { day: number; form: DayForm }>(
  GERMAN_DAYS.flatMap(([day, long, short]) => [
    [long, { day, form: "long" }],
    [`${long}s`, { day, form: "plural" }],
    [short, { day, form: "short" }],
  ]),
);

// Longest first, so "Montags" is not read as "Montag" and an "s".
const DAY = `(?:${[...DAY_WORDS.keys()].sort((a, b) => b.length - a.length).join("|")})\\.?`;
const DAY_SEPARATOR = String.raw`\s*(?:,|&|\+|/|und|bis|-|–)\s*`;
const TIME = String.raw`\d{1,2}(?:[:.]\d{2})?`;
const TIME_SEPARATOR = String.raw`\s*(?:-|–|bis)\s*`;
const SCHEDULE = new RegExp(
  String.raw`^\s*(${DAY}(?:${DAY_SEPARATOR}${DAY})*)(?:\s*[:,]?\s+(${TIME})(?:${TIME_SEPARATOR}(${TIME}))?(?:\s*Uhr)?)?\s*$`,
);
const DAY_OR_SEPARATOR = new RegExp(`(${DAY})|(${DAY_SEPARATOR})`, "g");

/** How a separator between days reads in English: a range is a dash or "to", a list keeps its sign. */
function englishSeparator(separator: string): string {
  const sign = separator.trim();
  if (sign === "-" || sign === "–") return "–";
  if (sign === "bis") return " to ";
  if (sign === "und") return " and ";
  if (sign === ",") return ", ";
  if (sign === "/") return "/";
  return ` ${sign} `;
}

/** "9.30" → "9:30": English writes a colon. */
const englishTime = (time: string) => time.replace(".", ":");

/**
 * The schedule in `language` ("de" or "en"; the app's languages): in German as written; in English the
 * days and times worded anew when the whole text is in the notation above ("Di 09:30–11:00" → "Tue
 * 09:30–11:00", "Mo bis Fr 9–12 Uhr" → "Mon to Fri 9–12"), else as written.
 */
export function formatSchedule(schedule: string, language: string | undefined): string {
  if (language !== "en") return schedule;
  const match = SCHEDULE.exec(schedule);
  if (!match) return schedule;
  const [, days, start, end] = match;
  let words = "";
  for (const [, day, separator] of days!.matchAll(DAY_OR_SEPARATOR)) {
    if (separator !== undefined) {
      words += englishSeparator(separator);
      continue;
    }
    const { day: number, form } = DAY_WORDS.get(day!.replace(/\.$/, ""))!;
    const name = weekdayName(number, "en", form === "short" ? "short" : "long");
    words += form === "plural" ? `${name}s` : name;
  }
  if (start === undefined) return words;
  return `${words} ${englishTime(start)}${end === undefined ? "" : `–${englishTime(end)}`}`;
}
