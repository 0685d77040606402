/**
 * Hamburg's wall-clock time, whatever time zone the server or the browser runs in. Opening hours
 * ("Mo-Fr 09:00-18:00") and "today" mean Hamburg time; containers usually run in UTC.
 *
 * The offset comes from the EU summer-time rule rather than from an `Intl.DateTimeFormat` with
 * `timeZone: "Europe/Berlin"`: a page's first such formatter loads the time-zone database, which
 * costs a throttled phone ~80 ms of blocked main thread on every place page. The rule is Directive
 * 2000/84/EC (in this form since 1996); the test checks it against the IANA database for 1996–2060.
 */
const HOUR_MS = 3_600_000;

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`, in epoch milliseconds. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Hamburg's offset from UTC in hours: 2 in summer time (from 01:00 UTC on the last Sunday of March to
 * 01:00 UTC on the last Sunday of October), else 1.
 */
function offsetHours(instant: Date): number {
  const year = instant.getUTCFullYear();
  const time = instant.getTime();
  return time >= lastSundayOneUtc(year, 2) && time < lastSundayOneUtc(year, 9) ? 2 : 1;
}

function wallClock(instant: Date): WallClock {
  const shifted = new Date(instant.getTime() + offsetHours(instant) * HOUR_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/**
 * A Date whose *local* fields (getHours() …) show Hamburg's wall clock at `instant`. Libraries that read
 * local time, like `opening_hours`, then evaluate in Hamburg time even on a UTC server.
 */
export function hamburgWallClock(instant: Date = new Date()): Date {
  const c = wallClock(instant);
  return new Date(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
}

/** Today's date in Hamburg as "YYYY-MM-DD". */
export function hamburgToday(instant: Date = new Date()): string {
  const c = wallClock(instant);
  return `${c.year}-${String(c.month).padStart(2, "0")}-${String(c.day).padStart(2, "0")}`;
}

/** The time of day in Hamburg as "HH:MM" (24-hour clock). */
export function hamburgTimeOfDay(instant: Date = new Date()): string {
  const c = wallClock(instant);
  return `${String(c.hour).padStart(2, "0")}:${String(c.minute).padStart(2, "0")}`;
}

/** The "YYYY-MM-DD" date `days` days after (or, negative, before) a "YYYY-MM-DD" date. */
export function addDays(value: string, days: number): string {
  const [year, month, day] = value.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** True when "YYYY-MM-DD" names a real calendar day (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The weekday of a "YYYY-MM-DD" date, 0 = Sunday … 6 = Saturday (like JavaScript and PostgreSQL's dow). */
export function weekdayOf(value: string): number {
  const [year, month, day] = value.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
}

/** Local-time midnight at the start of a "YYYY-MM-DD" day and of the next day (see hamburgWallClock). */
export function dayBounds(value: string): [Date, Date] {
  const [year, month, day] = value.split("-").map(Number);
  return [new Date(year!, month! - 1, day!), new Date(year!, month! - 1, day! + 1)];
}
