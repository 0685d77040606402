/**
 * Turns a parsed OpenStreetMap `opening_hours` value into a weekly table and an open-now state
 * (issue "Foundation" §10). Works on anything shaped like the `opening_hours` library's object, so the
 * heavy library stays a lazy import of the detail page and these functions stay testable.
 */

/** The part of the `opening_hours` API used here. */
export type OpeningHoursLike = {
  getOpenIntervals(from: Date, to: Date): Array<[Date, Date, boolean, string | undefined]>;
  getState(date?: Date): boolean;
  getUnknown(date?: Date): boolean;
  getComment(date?: Date): string | undefined;
};

export type TimeSpan = { from: Date; to: Date; isUnknown: boolean; comment: string | undefined };
export type DaySchedule = { date: Date; spans: TimeSpan[]; isToday: boolean };
export type OpenState = "open" | "closed" | "unknown";

const startOfDay = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Monday of the week that contains `date` (German weeks start on Monday, DESIGN.md "Dates"). */
export const startOfWeek = (date: Date): Date => addDays(startOfDay(date), -((date.getDay() + 6) % 7));

/** The seven days (Monday first) of the week containing `now`, each with its opening spans. */
export function weekSchedule(hours: OpeningHoursLike, now: Date = new Date()): DaySchedule[] {
  const monday = startOfWeek(now);
  const today = startOfDay(now).getTime();
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    const spans = hours.getOpenIntervals(date, addDays(date, 1)).map(([from, to, isUnknown, comment]) => ({
      from,
      to,
      isUnknown,
      comment,
    }));
    return { date, spans, isToday: date.getTime() === today };
  });
}

/** Open, closed, or unknown ("by appointment" and similar) at `now`. */
export function openState(hours: OpeningHoursLike, now: Date = new Date()): OpenState {
  if (hours.getUnknown(now)) return "unknown";
  return hours.getState(now) ? "open" : "closed";
}

/** Whether a span covers its whole day (shown as "open 24 hours"). */
export const isWholeDay = (span: TimeSpan, day: Date): boolean =>
  span.from.getTime() <= startOfDay(day).getTime() && span.to.getTime() >= addDays(day, 1).getTime();

/** "09:00"; a span ending at the next midnight reads "24:00" rather than "00:00". */
export function formatTime(date: Date, day: Date, locale: string): string {
  if (date.getTime() === addDays(day, 1).getTime()) return "24:00";
  return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    date,
  );
}
