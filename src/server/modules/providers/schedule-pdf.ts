/**
 * 'Als PDF' (spec 02 §2.12 'Wochenplan', built now: a real PDF of the weekly plan): an A4 document with
 * the provider's name and address and its weekly courses grouped Monday → Sunday, each with its time,
 * age group, place, elevator, booking info and participants. Built with pdf-lib and its standard
 * Helvetica font, so the text stays selectable and searchable; characters the font cannot draw become
 * "?".
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { TProviderProfile } from "#shared/schemas/providers.js";
import { weekdayName } from "#shared/calendar-names.js";

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
/** Monday first (spec 02 §9: "displayed Monday first"). */
const DAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** Replaces what the WinAnsi-encoded standard font cannot draw. */
function drawable(font: PDFFont, text: string): string {
  return [...text.replace(/\s+/g, " ")]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return "?";
      }
    })
    .join("");
}

/** Splits text into lines no wider than `width` points. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The weekly plan of `profile` as PDF bytes.
 * @param options.generatedOn the date printed in the footer ("dd.MM.yyyy")
 */
export async function renderSchedulePdf(
  profile: Pick<TProviderProfile, "name" | "address" | "courses">,
  options: { generatedOn: string },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Wochenplan – ${profile.name}`);
  pdf.setLanguage("de-DE");
  pdf.setCreator("Lütt");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (
    text: string,
    options: { font?: PDFFont; size?: number; indent?: number; gap?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const indent = options.indent ?? 0;
    for (const line of wrap(font, drawable(font, text), size, textWidth - indent)) {
      if (y - size < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size;
      page.drawText(line, { x: PAGE.margin + indent, y, size, font, color: rgb(0.11, 0.1, 0.09) });
      y -= size * 0.4;
    }
    y -= options.gap ?? 0;
  };

  write(`Wochenplan – ${profile.name}`, { font: bold, size: 20, gap: 4 });
  if (profile.address) write(profile.address, { gap: 10 });
  if (profile.courses.length === 0) write("Noch keine Kurse eingetragen.");
  for (const day of DAY_ORDER) {
    const ofDay = profile.courses.filter((course) => course.day_of_week === day);
    if (ofDay.length === 0) continue;
    write(weekdayName(day, "de", "long"), { font: bold, size: 14, gap: 2 });
    for (const course of ofDay) {
      write(`${course.start_time} – ${course.end_time} ${course.title}`, { font: bold, indent: 10 });
      const place = [course.room_info, course.floor_info].filter(Boolean).join(", ");
      const details = [
        course.age_group ? `Alter: ${course.age_group}` : null,
        place ? `Ort: ${place}` : null,
        course.elevator_access ? "Aufzug verfügbar" : null,
        course.max_participants !== null
          ? `Teilnehmer: ${course.current_participants}/${course.max_participants}`
          : null,
      ].filter((part) => part !== null);
      if (details.length > 0) write(details.join(" · "), { indent: 10 });
      if (course.booking_info) write(`Anmeldung: ${course.booking_info}`, { indent: 10 });
      y -= 6;
    }
    y -= 6;
  }
  write(`Stand: ${options.generatedOn}`, { size: 9 });
  return pdf.save();
}
