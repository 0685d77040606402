/**
 * The provider's side of course bookings (decision 024): the bookings list of one course and its CSV
 * export, bookings added by hand (phone bookings), cancelling a booking with a message to the family,
 * and "Nachricht an alle Teilnehmenden". Places are kept by the database exactly as for parents'
 * bookings (migration 0021): a manual booking is booked or waitlisted by the same insert trigger, and a
 * cancelled place goes to the first on the waitlist in the same transaction (`promoted_at = now()`).
 * Every function expects the caller to have checked that the provider may see or change the course's
 * bookings (policy.canReadCourseBookings, providers/owner-scope.ts ownProviderRoutes); the course must be
 * the provider's, else NOT_FOUND.
 */
import { stringify } from "csv-stringify/sync";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { hamburgTimeOfDay, hamburgToday } from "#shared/berlin-time.js";
import { scheduleOf } from "#shared/course-schedule.js";
import type {
  TManualBookingResult,
  TParticipantMessageResult,
  TProviderBooking,
  TProviderBookingList,
  ZManualBookingInput,
  ZParticipantMessageInput,
} from "#shared/schemas/booking-management.js";
import type { z } from "zod";
import type { Db } from "#server/db/client.js";
import { courseBookings, providerCourses } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import {
  BOOKING_MESSAGES,
  mailJobs,
  selectForMail,
  waitlistPositionSql,
  type BookingMailJob,
} from "./service.js";

const COURSE_NOT_FOUND = "Kurs nicht gefunden.";

/** The provider course, if it is this provider's. */
async function findOwnCourse(db: Db, providerId: string, courseId: string) {
  const [course] = await db
    .select({
      id: providerCourses.id,
      title: providerCourses.title,
      day_of_week: providerCourses.day_of_week,
      start_time: providerCourses.start_time,
      end_time: providerCourses.end_time,
      max_participants: providerCourses.max_participants,
      bookable: providerCourses.bookable,
    })
    .from(providerCourses)
    .where(and(eq(providerCourses.id, courseId), eq(providerCourses.provider_id, providerId)))
    .limit(1);
  if (!course) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
  return course;
}

/**
 * The bookings of one of the provider's courses: booked ones in booking order, then the waitlist in its
 * order (with positions), then cancelled ones, latest first; with the course's places and counts.
 * @throws AppError NOT_FOUND when the course is not this provider's
 */
export async function findCourseBookings(
  db: Db,
  options: { providerId: string; courseId: string; limit: number; offset: number },
): Promise<TProviderBookingList> {
  const course = await findOwnCourse(db, options.providerId, options.courseId);
  const ofCourse = eq(courseBookings.provider_course_id, course.id);
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: courseBookings.id,
        status: courseBookings.status,
        waitlist_position: waitlistPositionSql,
        contact_name: courseBookings.contact_name,
        contact_email: courseBookings.contact_email,
        contact_phone: courseBookings.contact_phone,
        child_name: courseBookings.child_name,
        child_age_months: courseBookings.child_age_months,
        user_id: courseBookings.user_id,
        created_at: courseBookings.created_at,
        promoted_at: courseBookings.promoted_at,
        cancelled_at: courseBookings.cancelled_at,
      })
      .from(courseBookings)
      .where(ofCourse)
      .orderBy(
        sql`CASE ${courseBookings.status} WHEN 'booked' THEN 0 WHEN 'waitlisted' THEN 1 ELSE 2 END`,
        desc(courseBookings.cancelled_at),
        asc(courseBookings.created_at),
        asc(courseBookings.id),
      )
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ status: courseBookings.status, count: count() })
      .from(courseBookings)
      .where(ofCourse)
      .groupBy(courseBookings.status),
  ]);
  const countOf = (status: string) => counts.find((row) => row.status === status)?.count ?? 0;
  return {
    course: {
      id: course.id,
      title: course.title,
      schedule: scheduleOf(course),
      places: course.max_participants,
      booked: countOf("booked"),
      waitlisted: countOf("waitlisted"),
      cancelled: countOf("cancelled"),
    },
    items: rows.map(({ user_id, created_at, promoted_at, cancelled_at, ...row }): TProviderBooking => ({
      ...row,
      is_manual: user_id === null,
      created_at: created_at.toISOString(),
      promoted_at: promoted_at?.toISOString() ?? null,
      cancelled_at: cancelled_at?.toISOString() ?? null,
    })),
    total: counts.reduce((sum, row) => sum + row.count, 0),
  };
}

/** "03.09.2030 09:30", an instant in Hamburg time as German spreadsheets read it. */
const germanDateTime = (iso: string | null): string => {
  if (!iso) return "";
  const instant = new Date(iso);
  const [year, month, day] = hamburgToday(instant).split("-");
  return `${day}.${month}.${year} ${hamburgTimeOfDay(instant)}`;
};

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is prefixed
 * with an apostrophe: names and addresses are typed by parents (OWASP "CSV Injection").
 */
const safeCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const STATUS_WORDS: Record<TProviderBooking["status"], string> = {
  booked: "Gebucht",
  waitlisted: "Warteliste",
  cancelled: "Storniert",
};

/** The columns of the CSV export, in order (German headers: the provider area speaks German). */
export const BOOKINGS_CSV_COLUMNS = [
  "Status",
  "Wartelistenplatz",
  "Kontaktperson",
  "Kind",
  "Alter (Monate)",
  "E-Mail",
  "Telefon",
  "Gebucht am",
  "Nachgerückt am",
  "Storniert am",
  "Eingetragen",
] as const;

/**
 * The bookings list as CSV for German spreadsheets (Excel, LibreOffice): a byte-order mark so Excel
 * reads UTF-8, `;` between cells (the comma is the decimal sign in German), CRLF line ends, quoting
 * where a cell needs it (csv-stringify), dates as "dd.MM.yyyy HH:mm" in Hamburg time.
 */
export function bookingsToCsv(list: TProviderBookingList): string {
  const rows = list.items.map((booking) => [
    STATUS_WORDS[booking.status],
    booking.waitlist_position === null ? "" : String(booking.waitlist_position),
    safeCell(booking.contact_name),
    safeCell(booking.child_name ?? ""),
    String(booking.child_age_months),
    safeCell(booking.contact_email ?? ""),
    safeCell(booking.contact_phone ?? ""),
    germanDateTime(booking.created_at),
    germanDateTime(booking.promoted_at),
    germanDateTime(booking.cancelled_at),
    booking.is_manual ? "vom Anbieter" : "online",
  ]);
  return stringify([[...BOOKINGS_CSV_COLUMNS], ...rows], {
    bom: true,
    delimiter: ";",
    record_delimiter: "windows",
    quoted_match: /[";\r\n]/,
  });
}

/** A file name for the export: "buchungen-pekip-dienstag.csv". */
export const bookingsCsvFileName = (title: string): string =>
  `buchungen-${
    title
      .toLowerCase()
      .replace(/ä/g, "ae")
      .replace(/ö/g, "oe")
      .replace(/ü/g, "ue")
      .replace(/ß/g, "ss")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "kurs"
  }.csv`;

/**
 * Adds a booking the provider took by phone or in person. The database decides booked or waitlisted,
 * as for a parent's booking; the age is not checked against the course (the provider decides). When an
 * address is given, the family gets the same "Platz gebucht" / "Auf der Warteliste" mail as a parent
 * booking in the app (in German, without the "My bookings" button: they have no account).
 * @throws AppError NOT_FOUND when the course is not this provider's; CONFLICT COURSE_NOT_BOOKABLE when
 *   the course is not booked in Lütt
 */
export async function addManualBooking(
  db: Db,
  options: { providerId: string; courseId: string; input: z.output<typeof ZManualBookingInput> },
): Promise<{ result: TManualBookingResult; mails: BookingMailJob[] }> {
  const course = await findOwnCourse(db, options.providerId, options.courseId);
  if (!course.bookable || course.max_participants === null) {
    throw new AppError("CONFLICT", BOOKING_MESSAGES.notBookable, "COURSE_NOT_BOOKABLE");
  }
  const { input } = options;
  const [inserted] = await db
    .insert(courseBookings)
    .values({
      provider_course_id: course.id,
      user_id: null,
      contact_name: input.contact_name,
      contact_email: input.contact_email,
      contact_phone: input.contact_phone,
      child_name: input.child_name,
      child_age_months: input.child_age_months,
      language: "de",
    })
    .returning({ id: courseBookings.id });
  const [row] = await db
    .select({ status: courseBookings.status, waitlist_position: waitlistPositionSql })
    .from(courseBookings)
    .where(eq(courseBookings.id, inserted!.id));
  const status = row?.status === "booked" ? "booked" : "waitlisted";
  const waitlistPosition = status === "waitlisted" ? (row?.waitlist_position ?? 1) : null;
  const mailRows = await selectForMail(db).where(eq(courseBookings.id, inserted!.id));
  return {
    result: { id: inserted!.id, status, waitlist_position: waitlistPosition },
    mails: mailJobs(mailRows, status, { waitlistPosition }),
  };
}

/**
 * Cancels a booking of the provider's course. A booked one gives its place back, and the first on the
 * waitlist moves up in the same transaction (migration 0021).
 * @param options.message the provider's note to the family, quoted in the cancellation mail
 * @returns the mails: the cancellation (with the message) to the family, "moved up" to each promoted one
 * @throws AppError NOT_FOUND when the course is not this provider's or the booking not the course's;
 *   CONFLICT BOOKING_ALREADY_CANCELLED when it is cancelled already
 */
export async function cancelBookingByProvider(
  db: Db,
  options: { providerId: string; courseId: string; bookingId: string; message: string | null },
): Promise<{ mails: BookingMailJob[] }> {
  const course = await findOwnCourse(db, options.providerId, options.courseId);
  return db.transaction(async (tx) => {
    const ofBooking = and(
      eq(courseBookings.id, options.bookingId),
      eq(courseBookings.provider_course_id, course.id),
    );
    const [booking] = await tx
      .select({ status: courseBookings.status })
      .from(courseBookings)
      .where(ofBooking)
      .limit(1);
    if (!booking) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.bookingNotFound);
    const cancelled = await tx
      .update(courseBookings)
      .set({ status: "cancelled" })
      .where(and(ofBooking, sql`${courseBookings.status} <> 'cancelled'`))
      .returning({ id: courseBookings.id });
    if (cancelled.length === 0) {
      throw new AppError("CONFLICT", BOOKING_MESSAGES.alreadyCancelled, "BOOKING_ALREADY_CANCELLED");
    }
    // The trigger stamps promoted_at with the transaction's now(), which is this transaction's too.
    const [own, promoted] = await Promise.all([
      selectForMail(tx).where(eq(courseBookings.id, options.bookingId)),
      findPromotedNow(tx, course.id),
    ]);
    return {
      mails: [
        ...mailJobs(own, "cancelled", { cancelledBy: "provider", providerMessage: options.message }),
        ...mailJobs(promoted, "moved_up"),
      ],
    };
  });
}

/**
 * The bookings of a course that moved up from the waitlist in the current transaction (the triggers
 * stamp `promoted_at` with the transaction's `now()`), with what their "moved up" mail says.
 */
export const findPromotedNow = (tx: Db, providerCourseId: string) =>
  selectForMail(tx).where(
    and(
      eq(courseBookings.provider_course_id, providerCourseId),
      eq(courseBookings.status, "booked"),
      sql`${courseBookings.promoted_at} = now()`,
    ),
  );

/**
 * "Nachricht an alle Teilnehmenden": one mail per family (one per address, so a family with two
 * children booked gets it once, and nobody sees the others' addresses) to every booked booking, and to
 * the waitlisted ones when `include_waitlist` is set. Bookings without an address are counted.
 * @throws AppError NOT_FOUND when the course is not this provider's
 */
export async function messageParticipants(
  db: Db,
  options: { providerId: string; courseId: string; input: z.output<typeof ZParticipantMessageInput> },
): Promise<{ result: TParticipantMessageResult; mails: BookingMailJob[] }> {
  const course = await findOwnCourse(db, options.providerId, options.courseId);
  const { subject, text, include_waitlist } = options.input;
  const rows = await selectForMail(db)
    .where(
      and(
        eq(courseBookings.provider_course_id, course.id),
        inArray(courseBookings.status, include_waitlist ? ["booked", "waitlisted"] : ["booked"]),
      ),
    )
    .orderBy(asc(courseBookings.created_at), asc(courseBookings.id));
  const seen = new Set<string>();
  const recipients = rows.filter((row) => {
    const address = row.contact_email?.toLowerCase();
    if (!address || seen.has(address)) return false;
    seen.add(address);
    return true;
  });
  return {
    result: {
      recipients: recipients.length,
      without_email: rows.filter((row) => !row.contact_email).length,
    },
    // The child's name stays out: the mail goes to the family, whichever children are booked.
    mails: mailJobs(
      recipients.map((row) => ({ ...row, child_name: null })),
      "message",
      { providerSubject: subject, providerMessage: text },
    ),
  };
}
