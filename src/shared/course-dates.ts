/**
 * When a weekly course takes place (decision 021): on its weekdays, within its term (first and last day,
 * both inclusive; open-ended where not given), except on its skipped dates (holidays, cancellations).
 * Dates are calendar days in Hamburg written "YYYY-MM-DD" (berlin-time.ts). Zod-free, so pages can read
 * it without loading the validation library.
 */
import { addDays, weekdayOf } from "./berlin-time.js";

/** What a price is for (decision 021): the whole term or each session. */
export const PRICE_PER = ["term", "session"] as const;
export type PricePer = (typeof PRICE_PER)[number];

/** Most dates `GET /api/courses/:id` lists as `next_dates` (decision 021). */
export const NEXT_DATES_MAX = 10;

export type CourseCalendar = {
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
  term_start: string | null;
  term_end: string | null;
  skipped_dates: readonly string[];
};

/** Whether the course takes place on `date` ("YYYY-MM-DD"). */
export function takesPlaceOn(course: CourseCalendar, date: string): boolean {
  return (
    course.weekdays.includes(weekdayOf(date)) &&
    (course.term_start === null || date >= course.term_start) &&
    (course.term_end === null || date <= course.term_end) &&
    !course.skipped_dates.includes(date)
  );
}

/**
 * The course's dates from `from` on (inclusive), at most `max`, in order. A course without weekdays
 * (a schedule nobody could read) has none; one without a term end runs on, so `max` bounds the list.
 */
export function nextCourseDates(
  course: CourseCalendar,
  from: string,
  max: number = NEXT_DATES_MAX,
): string[] {
  if (course.weekdays.length === 0 || max <= 0) return [];
  const dates: string[] = [];
  let day = course.term_start !== null && course.term_start > from ? course.term_start : from;
  // A week holds every weekday, so after 7 × (max + skipped) days all dates that can come have come.
  const lastDay = addDays(day, 7 * (max + course.skipped_dates.length));
  for (; day <= lastDay && (course.term_end === null || day <= course.term_end); day = addDays(day, 1)) {
    if (takesPlaceOn(course, day)) {
      dates.push(day);
      if (dates.length === max) break;
    }
  }
  return dates;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many dates the course has from `from` on (inclusive) to its term's last day, so its page can say
 * how many come after the ones it lists; null for a course that runs on without a last day. Counted
 * per weekday, so a long term costs no more than a short one.
 */
export function countCourseDates(course: CourseCalendar, from: string): number | null {
  if (course.term_end === null) return null;
  const first = course.term_start !== null && course.term_start > from ? course.term_start : from;
  if (first > course.term_end) return 0;
  const days = Math.round((Date.parse(course.term_end) - Date.parse(first)) / DAY_MS) + 1;
  const firstWeekday = weekdayOf(first);
  let count = 0;
  for (const weekday of new Set(course.weekdays)) {
    const offset = (weekday - firstWeekday + 7) % 7;
    if (offset < days) count += Math.floor((days - 1 - offset) / 7) + 1;
  }
  for (const date of new Set(course.skipped_dates)) {
    if (date >= first && date <= course.term_end && course.weekdays.includes(weekdayOf(date))) count -= 1;
  }
  return count;
}
