/**
 * Courses as iCalendar (RFC 5545; decision 021) with ical-generator: one recurring event per course —
 * weekly on its weekdays from its first date, until its term's last date (as COUNT), without the dates
 * it does not take place (EXDATE) — at its time of day in Europe/Berlin, with the zone's VTIMEZONE from
 * @touch4it/ical-timezones, so calendars keep the local time across daylight saving changes. A course
 * whose schedule names no time of day becomes an all-day event on its dates. The calendar names its zone
 * with `X-WR-TIMEZONE`, the common extension (RFC 5545 §3.8.8.2 allows `X-` properties), and nothing else.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { escape, ICalCalendar, ICalEventRepeatingFreq, ICalWeekday } from "ical-generator";
import { addDays, weekdayOf } from "#shared/berlin-time.js";
import type { TCourse } from "#shared/schemas/courses.js";
import { scheduleTimes } from "#shared/seo/course-head.js";

const TIME_ZONE = "Europe/Berlin";
const WEEKDAYS = [
  ICalWeekday.SU,
  ICalWeekday.MO,
  ICalWeekday.TU,
  ICalWeekday.WE,
  ICalWeekday.TH,
  ICalWeekday.FR,
  ICalWeekday.SA,
];

/** What a course event is made of: the course as `GET /api/courses/:id` gives it; of its skipped dates, the dates. */
export type CalendarCourse = Pick<
  TCourse,
  "id" | "title" | "location" | "schedule" | "description" | "weekdays" | "term" | "created_at"
> & { skipped_dates: readonly Pick<TCourse["skipped_dates"][number], "date">[] };

/**
 * A wall-clock time in Berlin as ical-generator takes it with a time zone: a Date whose local fields are
 * the wall-clock fields (the library prints them under TZID=Europe/Berlin).
 */
const wallClock = (date: string, time = "00:00") => new Date(`${date}T${time}:00`);

/** The first day on or after `from` that is one of the weekdays. */
function firstOn(weekdays: readonly number[], from: string): string {
  let day = from;
  while (!weekdays.includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

/** How many of the weekdays lie from `first` to `last`, both inclusive (RRULE COUNT). */
function occurrences(weekdays: readonly number[], first: string, last: string): number {
  let count = 0;
  for (let day = first; day <= last; day = addDays(day, 1)) if (weekdays.includes(weekdayOf(day))) count += 1;
  return count;
}

/**
 * Adds a course's recurring event to `calendar`. Courses without weekdays (a schedule nobody could
 * read) or whose term ended before it began get none.
 * @param options.url the course's page, the event's URL
 * @param options.uid the event's UID (default: the course's); one per booking in a parent's feed
 * @param options.summary the event's title (the course's, unless a booking names more)
 */
export function addCourseEvent(
  calendar: ICalCalendar,
  course: CalendarCourse,
  options: { url: string; uid?: string; summary?: string },
): void {
  if (course.weekdays.length === 0) return;
  const start = course.term?.start ?? course.created_at.slice(0, 10);
  const first = firstOn(course.weekdays, start);
  const last = course.term?.end ?? null;
  if (last !== null && first > last) return;
  const times = scheduleTimes(course.schedule);
  calendar.createEvent({
    id: options.uid ?? `course-${course.id}@luett`,
    summary: options.summary ?? course.title,
    location: course.location,
    description: [course.schedule, course.description, options.url].filter(Boolean).join("\n\n"),
    url: options.url,
    ...(times
      ? {
          start: wallClock(first, times.startTime),
          end: wallClock(first, times.endTime),
          timezone: TIME_ZONE,
        }
      : { start: wallClock(first), allDay: true }),
    repeating: {
      freq: ICalEventRepeatingFreq.WEEKLY,
      byDay: course.weekdays.map((day) => WEEKDAYS[day]!),
      ...(last !== null ? { count: occurrences(course.weekdays, first, last) } : {}),
      ...(course.skipped_dates.length > 0
        ? {
            exclude: course.skipped_dates.map((skipped) =>
              times ? wallClock(skipped.date, times.startTime) : wallClock(skipped.date),
            ),
          }
        : {}),
    },
  });
}

/**
 * The calendar as iCalendar text. ical-generator (11.1) writes a `TIMEZONE-ID` line beside
 * `X-WR-TIMEZONE` whenever the calendar has a zone, and has no option to leave it out; RFC 5545 has no
 * such property and it is no `X-` extension, so strict parsers may refuse the file. The zone stays set,
 * since all-day dates are written in it, and the line goes: only a whole content line (RFC 5545 §3.1:
 * lines end in CRLF) that starts with it, never text after a character a regular expression would
 * also take for a line's end (U+2028 in a title).
 */
export function calendarText(calendar: ICalCalendar): string {
  return calendar
    .toString()
    .split("\r\n")
    .filter((line) => !line.startsWith("TIMEZONE-ID:"))
    .join("\r\n");
}

/**
 * A calendar named `name` in Berlin time, for courses to be added to (write it with calendarText).
 * ical-generator writes the calendar's name (`NAME`, `X-WR-CALNAME`) as given, unlike the event texts
 * it escapes, so the name goes through the library's own TEXT escaping (RFC 5545 §3.3.11): a line
 * break in a course title stays `\\n` and cannot start a property of its own.
 */
export function newCourseCalendar(name: string): ICalCalendar {
  const calendar = new ICalCalendar({
    name: escape(name, false),
    prodId: { company: "Lütt", product: "Kurse", language: "DE" },
  });
  calendar.timezone({ name: TIME_ZONE, generator: getVtimezoneComponent });
  // Calendar apps re-read a subscribed feed; every 6 hours brings a cancelled date in time.
  calendar.ttl(60 * 60 * 6);
  return calendar;
}

/** One course as an iCalendar file (`GET /api/courses/:id/calendar.ics`). */
export function courseCalendar(course: CalendarCourse, publicUrl: string): string {
  const calendar = newCourseCalendar(course.title);
  addCourseEvent(calendar, course, { url: `${publicUrl}/courses/${course.id}` });
  return calendarText(calendar);
}
