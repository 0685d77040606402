/**
 * OpenStreetMap opening hours on the server (decision 008): "open now" for cards and the filter, "open on
 * that day" for the home search, and the week a place page shows. Parsing costs ~0.1–1 ms and evaluating a
 * day ~0.2 ms, so parsed values are kept in memory, and answers per minute (now) or per date. They are kept
 * per opening-hours text rather than per place: the answer depends only on the text (every place is in
 * Hamburg), and many places share one ("Mo-Fr 09:00-18:00"), so a large catalogue costs no more than the
 * number of different texts. Values the library cannot read count as unknown (null), never as closed.
 */
import OpeningHours from "opening_hours";
import {
  addDays,
  dayBounds,
  hamburgTimeOfDay,
  hamburgToday,
  hamburgWallClock,
  weekdayOf,
} from "#shared/berlin-time.js";
import { openStateAt } from "#shared/opening-hours-week.js";
import type { TOpeningHoursWeek } from "#shared/schemas/places.js";

/** Public holidays (PH) and sunset times need a position and Hamburg's holiday calendar. */
const NOMINATIM = { lat: 53.55, lon: 10, address: { country_code: "de", state: "Hamburg" } };

/** Entries kept before a cache starts over (a cheap bound instead of an LRU). */
const MAX_ENTRIES = 100_000;

const parsed = new Map<string, OpeningHours | null>();
const openOnDay = new Map<string, boolean | null>();
let openNow: { minute: number; answers: Map<string, boolean | null> } = { minute: -1, answers: new Map() };

function parse(value: string): OpeningHours | null {
  const cached = parsed.get(value);
  if (cached !== undefined) return cached;
  if (parsed.size >= MAX_ENTRIES) parsed.clear();
  let hours: OpeningHours | null;
  try {
    hours = new OpeningHours(value, NOMINATIM);
  } catch {
    hours = null;
  }
  parsed.set(value, hours);
  return hours;
}

/**
 * Whether opening hours say open at `instant` (default: now) in Hamburg.
 * @returns null when there are no hours, they cannot be read, or they say "unknown" right now
 */
export function isOpenNow(value: string | null, instant: Date = new Date()): boolean | null {
  if (!value) return null;
  const minute = Math.floor(instant.getTime() / 60_000);
  if (openNow.minute !== minute) openNow = { minute, answers: new Map() };
  const known = openNow.answers.get(value);
  if (known !== undefined) return known;
  const hours = parse(value);
  let answer: boolean | null = null;
  if (hours) {
    const local = hamburgWallClock(instant);
    answer = hours.getUnknown(local) ? null : hours.getState(local);
  }
  openNow.answers.set(value, answer);
  return answer;
}

/**
 * Whether opening hours say open at some time on a Hamburg calendar day ("YYYY-MM-DD").
 * @returns null when there are no readable hours
 */
export function isOpenOnDay(value: string | null, day: string): boolean | null {
  if (!value) return null;
  const key = `${day}\u0000${value}`;
  const known = openOnDay.get(key);
  if (known !== undefined) return known;
  const hours = parse(value);
  let answer: boolean | null = null;
  if (hours) {
    const [from, to] = dayBounds(day);
    answer = hours.getOpenIntervals(from, to).length > 0;
  }
  if (openOnDay.size >= MAX_ENTRIES) openOnDay.clear();
  openOnDay.set(key, answer);
  return answer;
}

let libraryOpenEndNote: string | undefined;

/**
 * The note the library itself gives a span with an open end ("11:00+"): English, whatever the page's
 * language, so the week leaves it out and the page says "ohne Gewähr" for the unknown span instead.
 * Taken from the library, so a new wording in a later version is still recognised.
 */
function openEndNote(): string | undefined {
  libraryOpenEndNote ??=
    new OpeningHours("Mo-Su 11:00+", NOMINATIM)
      .getOpenIntervals(new Date(2024, 0, 1, 0, 0), new Date(2024, 0, 2, 0, 0))
      .find(([, , , comment]) => comment)?.[3] ?? "";
  return libraryOpenEndNote || undefined;
}

/** "HH:MM" of a local-time Date (see hamburgWallClock); the next midnight reads "24:00". */
function clockTime(date: Date, nextMidnight: Date): string {
  if (date.getTime() >= nextMidnight.getTime()) return "24:00";
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
}

/**
 * The week (Monday to Sunday, Hamburg) around `instant`, day by day, with the spans the hours say open
 * or unknown (a span past midnight is cut at the day's end, as the library gives it), and the state at
 * `instant`. Seven days cost ~1 ms.
 * @returns null when there are no hours or the library cannot read them (the page shows them as written)
 */
export function openingHoursWeek(value: string | null, instant: Date = new Date()): TOpeningHoursWeek | null {
  if (!value) return null;
  const hours = parse(value);
  if (!hours) return null;
  const today = hamburgToday(instant);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const days = Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    const [from, to] = dayBounds(date);
    const spans = hours.getOpenIntervals(from, to).map(([start, end, isUnknown, comment]) => ({
      from: clockTime(start, to),
      to: clockTime(end, to),
      is_unknown: isUnknown,
      comment: comment && comment !== openEndNote() ? comment : null,
    }));
    return { date, spans };
  });
  return { days, today, open_state: openStateAt({ days }, today, hamburgTimeOfDay(instant)) ?? "unknown" };
}

/**
 * Checks a value written by a person (café opening hours, decisions/010) with the same library.
 * @returns null when the library reads it, else the library's explanation (English)
 */
export function openingHoursError(value: string): string | null {
  try {
    new OpeningHours(value, NOMINATIM);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
