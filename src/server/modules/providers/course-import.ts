/**
 * A provider's course programme from a CSV file (decision 021, "Programme import"): one row per course, the
 * columns of COURSE_IMPORT_COLUMNS (German headers, any order, `;` or `,` between fields as spreadsheet
 * programs write them: the header line decides), each row checked by the same rules as the course form (ZProviderCourseFields).
 * Every error is reported with its line number, and nothing is imported unless every row is valid.
 */
import { parse } from "csv-parse/sync";
import {
  COURSE_IMPORT_COLUMNS,
  COURSE_IMPORT_TYPE_WORDS,
  type CourseImportColumn,
} from "#shared/course-import.js";
import { PROVIDER_LIMITS, PROVIDER_MESSAGES, ZProviderCourseFields } from "#shared/schemas/providers.js";
import type { TTag } from "#shared/schemas/tags.js";
import type { Db } from "#server/db/client.js";
import { AppError } from "#server/lib/app-error.js";
import { readActiveTags } from "../tags/service.js";
import { syncProviderCourses } from "./sync-courses.js";
import {
  insertProviderCourse,
  reserveCourseQuota,
  resolveCourseTags,
  type CourseInput,
} from "./weekly-courses.js";

/** German weekday names and abbreviations, 0 = Sunday (spec 02 §3). */
const WEEKDAY_WORDS: Record<string, number> = {
  so: 0,
  sonntag: 0,
  mo: 1,
  montag: 1,
  di: 2,
  dienstag: 2,
  mi: 3,
  mittwoch: 3,
  do: 4,
  donnerstag: 4,
  fr: 5,
  freitag: 5,
  sa: 6,
  samstag: 6,
};

const YES = new Set(["ja", "j", "yes", "x", "1", "true", "wahr"]);

/** "21.10.2026" → "2026-10-21"; "2026-10-21" stays; anything else is passed on for the schema to refuse. */
function toIsoDate(text: string): string {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  return german ? `${german[3]}-${german[2]!.padStart(2, "0")}-${german[1]!.padStart(2, "0")}` : text;
}

/** "12,50" → 1250; empty → null; anything else → NaN, which the schema refuses with its message. */
function toCents(text: string): number | null {
  if (!text) return null;
  const match = /^(\d+)(?:[.,](\d{1,2}))?\s*(?:€|eur|euro)?$/i.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0")) : Number.NaN;
}

/** "2026-10-21 Herbstferien; 28.10.2026 Herbstferien" → skipped dates; a date alone gets "Fällt aus". */
function toSkippedDates(text: string): { date: string; reason: string }[] {
  return text
    .split(/[;\n|]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [date = "", ...reason] = part.split(/\s+/);
      return { date: toIsoDate(date), reason: reason.join(" ") || "Fällt aus" };
    });
}

/** One CSV row as the course form's fields (before validation). */
function toFields(row: Partial<Record<CourseImportColumn, string>>): Record<string, unknown> {
  const text = (column: CourseImportColumn) => row[column]?.trim() ?? "";
  const number = (column: CourseImportColumn) => (text(column) ? Number(text(column)) : null);
  const weekday = text("wochentag").toLowerCase().replace(/\.$/, "");
  const per = text("preis_gilt").toLowerCase();
  const type = text("kursart");
  return {
    title: text("titel"),
    description: text("beschreibung"),
    // Unknown words are passed on for the schema to refuse with its list; none means the default.
    type: type ? (COURSE_IMPORT_TYPE_WORDS.get(type.toLowerCase()) ?? type) : undefined,
    tags: text("schlagwoerter")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    day_of_week: WEEKDAY_WORDS[weekday] ?? (weekday === "" ? Number.NaN : Number(weekday)),
    start_time: text("beginn").padStart(5, "0"),
    end_time: text("ende").padStart(5, "0"),
    age_group: text("altersgruppe"),
    room_info: text("raum"),
    floor_info: text("etage"),
    elevator_access: YES.has(text("aufzug").toLowerCase()),
    booking_info: text("anmeldung"),
    max_participants: number("plaetze"),
    term_start: toIsoDate(text("kursbeginn")),
    term_end: toIsoDate(text("kursende")),
    price_cents: toCents(text("preis")),
    price_per: per === "kurs" ? "term" : per === "termin" ? "session" : per || null,
    age_min_months: number("alter_ab_monate"),
    age_max_months: number("alter_bis_monate"),
    bookable: YES.has(text("buchung_in_luett").toLowerCase()),
    booking_url: text("buchungslink"),
    skipped_dates: toSkippedDates(text("ausfalltermine")),
  };
}

/**
 * Reads a course programme.
 * @param csv the file's text, a header line naming columns of COURSE_IMPORT_COLUMNS, then one course per row
 * @param courseTags the active course tags, which `schlagwoerter` may name (German or English)
 * @returns the courses, in file order, as the course form's validated fields
 * @throws AppError BAD_REQUEST listing every problem as "Zeile N: …" (N counts the file's lines, the
 *   header being line 1), or for a file that cannot be read as CSV, names unknown columns or has more
 *   than PROVIDER_LIMITS.importRows courses (docs/decisions/041)
 */
export function parseCourseProgramme(csv: string, courseTags: readonly TTag[]): CourseInput[] {
  const text = csv.replace(/^\uFEFF/, "");
  // German spreadsheets separate by ";" (the comma is the decimal sign); the header line tells which.
  const delimiter = (text.split("\n", 1)[0] ?? "").includes(";") ? ";" : ",";
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      delimiter,
      skip_empty_lines: true,
      trim: true,
      info: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError(
      "BAD_REQUEST",
      `Die Datei ist keine lesbare CSV-Datei${line ? ` (Zeile ${line})` : ""}.`,
    );
  }
  if (records.length === 0) throw new AppError("BAD_REQUEST", "Die Datei enthält keine Kurse.");
  if (records.length > PROVIDER_LIMITS.importRows) {
    throw new AppError("BAD_REQUEST", PROVIDER_MESSAGES.tooManyImportRows, "COURSE_IMPORT_TOO_MANY_ROWS");
  }
  const known = new Set<string>(COURSE_IMPORT_COLUMNS.map((column) => column.name));
  const unknown = Object.keys(records[0]!.record).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new AppError(
      "BAD_REQUEST",
      `Unbekannte Spalten: ${unknown.join(", ")}. Bitte nutzen Sie die Vorlage.`,
    );
  }
  const errors: string[] = [];
  const courses: CourseInput[] = [];
  for (const { record, info } of records) {
    const result = ZProviderCourseFields.safeParse(toFields(record));
    if (!result.success) {
      const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
      errors.push(`Zeile ${info.lines}: ${messages.join(" ")}`);
      continue;
    }
    const tags = resolveCourseTags(result.data.tags, courseTags);
    if ("unknown" in tags) errors.push(`Zeile ${info.lines}: ${PROVIDER_MESSAGES.unknownTag(tags.unknown)}`);
    else courses.push({ ...result.data, tags: tags.tags });
  }
  if (errors.length > 0) throw new AppError("BAD_REQUEST", errors.join("\n"));
  return courses;
}

/**
 * Imports a course programme for provider `providerId` in one transaction: all rows or none, and only
 * while the provider stays within PROVIDER_LIMITS.coursesPerProvider, parallel imports included.
 * A provider that is not approved yet keeps them to itself: they are listed once it is (sync-courses.ts).
 * @returns how many courses were added
 * @throws AppError BAD_REQUEST as parseCourseProgramme, CONFLICT as reserveCourseQuota
 */
export async function importCourseProgramme(
  db: Db,
  options: { providerId: string; csv: string },
): Promise<{ imported: number }> {
  const courses = parseCourseProgramme(options.csv, await readActiveTags(db, { applies_to: "courses" }));
  await db.transaction(async (tx) => {
    await reserveCourseQuota(tx, options.providerId, courses.length);
    for (const course of courses) await insertProviderCourse(tx, options.providerId, course);
    await syncProviderCourses(tx, options.providerId);
  });
  return { imported: courses.length };
}
