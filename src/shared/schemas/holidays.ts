import { z } from "zod";
import { addDays, isCalendarDate } from "../berlin-time.js";

const ZDay = z.string().refine(isCalendarDate, "Bitte geben Sie ein Datum an (JJJJ-MM-TT).");

/** Longest span one request may ask for, in days (a course term is at most a school year or two). */
export const HOLIDAYS_MAX_DAYS = 3 * 366;

/** `GET /api/holidays?from=&to=`: the days asked for, both inclusive, "YYYY-MM-DD". */
export const ZHolidaysQuery = z
  .object({ from: ZDay, to: ZDay })
  .refine(({ from, to }) => to >= from, { message: "„to“ darf nicht vor „from“ liegen.", path: ["to"] })
  .refine(({ from, to }) => to <= addDays(from, HOLIDAYS_MAX_DAYS), {
    message: `Höchstens ${HOLIDAYS_MAX_DAYS} Tage auf einmal.`,
    path: ["to"],
  });

/**
 * A holiday's name in both app languages, as the holiday sources give them (decisions/033: a page names
 * it in its own language), e.g. `{ de: "Herbstferien", en: "Autumn Holidays" }`.
 */
export const ZHolidayName = z.object({ de: z.string(), en: z.string() });
export type THolidayName = z.infer<typeof ZHolidayName>;

/** Hamburg's public and school holidays touching the asked days (decision 021), sorted by start. */
export const ZHolidays = z.object({
  items: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      name: ZHolidayName,
      kind: z.enum(["public", "school"]),
    }),
  ),
});
export type THolidays = z.infer<typeof ZHolidays>;
