/**
 * Reading a week of opening hours (`TOpeningHoursWeek`, worked out on the server from OpenStreetMap's
 * `opening_hours`) at a moment: used by the server for its answer and by the place page for the visitor's
 * own clock, so both say the same.
 */
import type { TOpeningHoursWeek, TOpenState } from "./schemas/places.js";

type Span = TOpeningHoursWeek["days"][number]["spans"][number];

/**
 * Open, closed, or unknown ("by appointment") at a Hamburg date ("YYYY-MM-DD") and time ("HH:MM").
 * @returns undefined when the date is not in the week (the answer is from an earlier week)
 */
export function openStateAt(
  week: Pick<TOpeningHoursWeek, "days">,
  date: string,
  time: string,
): TOpenState | undefined {
  const day = week.days.find((candidate) => candidate.date === date);
  if (!day) return undefined;
  // "HH:MM" strings sort like the times they name; a span to midnight ends at "24:00".
  const span = day.spans.find(({ from, to }) => from <= time && time < to);
  if (!span) return "closed";
  return span.is_unknown ? "unknown" : "open";
}

/** Whether a span covers its whole day (shown as "open 24 hours"). */
export const isWholeDay = (span: Pick<Span, "from" | "to">): boolean =>
  span.from === "00:00" && span.to === "24:00";
