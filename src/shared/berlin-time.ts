/**
 * Hamburg's wall-clock time, whatever time zone the server or the browser runs in. Opening hours
 * ("Mo-Fr 09:00-18:00") and "today" mean Hamburg time; containers usually run in UTC.
 */
const TIME_ZONE = "Europe/Berlin";

let formatter: Intl.DateTimeFormat | undefined;

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  // Made on first use: in the browser, a page's first Intl formatter costs a throttled phone ~80 ms.
  formatter ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
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
