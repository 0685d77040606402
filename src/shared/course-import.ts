/**
 * The columns of a course programme CSV (decision 021, "Programme import"): one row
 * per course, a header line naming the columns (any order; only `titel`, `wochentag`, `beginn` and `ende`
 * are required), fields separated by `;` or `,`. Shown in the import dialog and read by the server
 * (modules/providers/course-import.ts).
 */
import { COURSE_FORM_TYPES, type CourseFormType } from "./constants.js";

/** The course types as a programme file names them in German (as the German screens do). */
export const GERMAN_COURSE_TYPES: Readonly<Record<CourseFormType, string>> = {
  Music: "Musik",
  Yoga: "Yoga",
  PEKiP: "PEKiP",
  Swimming: "Schwimmen",
  Dance: "Tanz",
  "Art & Crafts": "Kunst & Basteln",
  Languages: "Sprachen",
  Sports: "Sport",
  Educational: "Bildung",
  "Parent-Child": "Eltern-Kind",
  Other: "Sonstiges",
};

export const COURSE_IMPORT_COLUMNS = [
  { name: "titel", isRequired: true, format: "Text" },
  { name: "beschreibung", isRequired: false, format: "Text: worum es im Kurs geht" },
  {
    name: "kursart",
    isRequired: false,
    format: `${Object.values(GERMAN_COURSE_TYPES).join(", ")} (ohne Angabe: Eltern-Kind)`,
  },
  { name: "schlagwoerter", isRequired: false, format: "Schlagwörter aus der Liste, mit Komma getrennt" },
  { name: "wochentag", isRequired: true, format: "Mo, Di, Mi, Do, Fr, Sa, So (oder ausgeschrieben)" },
  { name: "beginn", isRequired: true, format: "HH:MM, z. B. 09:30" },
  { name: "ende", isRequired: true, format: "HH:MM, nach dem Beginn" },
  { name: "kursbeginn", isRequired: false, format: "TT.MM.JJJJ oder JJJJ-MM-TT" },
  { name: "kursende", isRequired: false, format: "TT.MM.JJJJ oder JJJJ-MM-TT" },
  { name: "ausfalltermine", isRequired: false, format: "Datum und Grund, mehrere mit ; getrennt" },
  { name: "preis", isRequired: false, format: "Euro, z. B. 89,50 (0 für kostenlos)" },
  { name: "preis_gilt", isRequired: false, format: "kurs oder termin" },
  { name: "alter_ab_monate", isRequired: false, format: "Zahl, z. B. 4" },
  { name: "alter_bis_monate", isRequired: false, format: "Zahl, z. B. 12" },
  { name: "altersgruppe", isRequired: false, format: "Text, z. B. 0-6 Monate" },
  { name: "plaetze", isRequired: false, format: "Zahl" },
  { name: "buchung_in_luett", isRequired: false, format: "ja oder nein (ja braucht plaetze)" },
  { name: "buchungslink", isRequired: false, format: "https://…" },
  { name: "raum", isRequired: false, format: "Text" },
  { name: "etage", isRequired: false, format: "Text" },
  { name: "aufzug", isRequired: false, format: "ja oder nein" },
  { name: "anmeldung", isRequired: false, format: "Text" },
] as const;

export type CourseImportColumn = (typeof COURSE_IMPORT_COLUMNS)[number]["name"];

/**
 * The `kursart` words, lower case, each to its stored type (spec 02 §3 "Course types offered"): the
 * German names and the stored names themselves ("music", "parent-child").
 */
export const COURSE_IMPORT_TYPE_WORDS: ReadonlyMap<string, CourseFormType> = new Map(
  COURSE_FORM_TYPES.flatMap((type) => [
    [GERMAN_COURSE_TYPES[type].toLowerCase(), type],
    [type.toLowerCase(), type],
  ]),
);

/** The header line of an empty template, in the order above, `;`-separated as German spreadsheets write it. */
export const COURSE_IMPORT_TEMPLATE = `${COURSE_IMPORT_COLUMNS.map((column) => column.name).join(";")}\n`;

/**
 * Largest CSV file accepted, in characters: 200 courses (PROVIDER_LIMITS.importRows) of 1,000
 * characters each, descriptions included (docs/decisions/041).
 */
export const COURSE_IMPORT_MAX_CHARS = 200_000;

/**
 * Largest request body of an import, in bytes: the file as JSON, at most 3 bytes a character in UTF-8
 * (JSON's escapes of quotes and line breaks take 2), plus the envelope. Larger bodies get 413 before
 * they are read.
 */
export const COURSE_IMPORT_MAX_BODY_BYTES = 3 * COURSE_IMPORT_MAX_CHARS + 1024;
