/**
 * The friendly weekly editor's model for café opening hours (spec 02 §2.15, stored in
 * OpenStreetMap syntax): one opening span per weekday, Monday first. `toOpeningHours` writes the
 * OpenStreetMap `opening_hours` value, grouping neighbouring days with equal hours ("Mo-Fr 08:00-18:00;
 * Sa 09:00-14:00"); `fromOpeningHours` reads such values back, and answers null for anything richer
 * (holidays, several spans, comments), which the editor then keeps as text. The server checks every
 * value with the opening_hours library.
 */

/** OpenStreetMap weekday abbreviations, Monday first (DESIGN.md "Dates": weeks start on Monday). */
export const OSM_DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

/** One weekday: open from–to ("HH:MM", 24 h), or closed. */
export type DayHours = { isOpen: boolean; from: string; to: string };

export const CLOSED_WEEK: DayHours[] = OSM_DAYS.map(() => ({ isOpen: false, from: "09:00", to: "18:00" }));

const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;
const spanOf = (day: DayHours) => `${day.from}-${day.to}`;

/** @returns whether every open day has valid times with the end after the start */
export const isWeekValid = (week: readonly DayHours[]): boolean =>
  week.every((day) => !day.isOpen || (TIME.test(day.from) && TIME.test(day.to) && day.to > day.from));

/**
 * The OpenStreetMap value of a week, or null when every day is closed.
 * @example toOpeningHours(week) === "Mo-Fr 08:00-18:00; Sa 09:00-14:00"
 */
export function toOpeningHours(week: readonly DayHours[]): string | null {
  const rules: string[] = [];
  let start = 0;
  while (start < week.length) {
    const day = week[start]!;
    let end = start;
    while (
      end + 1 < week.length &&
      week[end + 1]!.isOpen === day.isOpen &&
      spanOf(week[end + 1]!) === spanOf(day)
    ) {
      end += 1;
    }
    if (day.isOpen) {
      const days =
        end === start
          ? OSM_DAYS[start]
          : end === start + 1
            ? `${OSM_DAYS[start]},${OSM_DAYS[end]}`
            : `${OSM_DAYS[start]}-${OSM_DAYS[end]}`;
      rules.push(`${days} ${spanOf(day)}`);
    }
    start = end + 1;
  }
  return rules.length > 0 ? rules.join("; ") : null;
}

/** Day indexes (Monday = 0) of a selector such as "Mo-Fr", "Sa,Su" or "Tu"; null when not that simple. */
function daysOf(selector: string): number[] | null {
  const days: number[] = [];
  for (const part of selector.split(",")) {
    const [first, last] = part.split("-");
    const from = OSM_DAYS.indexOf(first as (typeof OSM_DAYS)[number]);
    const to = last === undefined ? from : OSM_DAYS.indexOf(last as (typeof OSM_DAYS)[number]);
    if (from < 0 || to < from) return null;
    for (let index = from; index <= to; index += 1) days.push(index);
  }
  return days;
}

/**
 * The editor's week for a stored value, or null when the value is richer than one span per weekday.
 * An empty value is a closed week.
 */
export function fromOpeningHours(value: string | null): DayHours[] | null {
  const week = CLOSED_WEEK.map((day) => ({ ...day }));
  if (!value?.trim()) return week;
  for (const rule of value.split(";")) {
    const match = /^\s*([A-Za-z,-]+)\s+(\d\d:\d\d)-(\d\d:\d\d)\s*$/.exec(rule);
    if (!match) return null;
    const days = daysOf(match[1]!);
    if (!days) return null;
    for (const index of days) {
      if (week[index]!.isOpen) return null;
      week[index] = { isOpen: true, from: match[2]!, to: match[3]! };
    }
  }
  return isWeekValid(week) ? week : null;
}
