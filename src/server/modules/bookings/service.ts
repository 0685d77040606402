/**
 * Bookings of provider courses (decision 024, "One capacity rule"). A signed-in parent books a place for one
 * child in a bookable provider course; the age is checked against the course's month
 * range; one active booking per parent, course and child, and no more active bookings per parent and
 * course than the children on the parent's profile (at least one), so nobody takes a course's places
 * with invented children. Whether the booking holds a place or waits on
 * the waitlist is decided by the database (migration 0021: triggers on `course_bookings` keep
 * `provider_courses.current_participants` under the course row's lock), so concurrent bookings never
 * overbook; the same lock stamps each booking's `created_at`, which orders the waitlist (migration 0035).
 * Cancelling a booked booking frees the place and the first waitlisted booking moves up in the
 * same transaction; the service reports who moved up so the route can send the mails.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { hamburgToday } from "#shared/berlin-time.js";
import { nextCourseDates } from "#shared/course-dates.js";
import { scheduleOf } from "#shared/course-schedule.js";
import type { TBookingInput, TBookingResult, TMyBooking, TMyBookingList } from "#shared/schemas/bookings.js";
import type { Db } from "#server/db/client.js";
import {
  courseBookings,
  courses,
  providerCourseSkippedDates,
  providerCourses,
  providerProfiles,
  profiles,
  user,
} from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { canCancelBooking, type Viewer } from "#server/lib/policy.js";
import { isUniqueViolation } from "#server/lib/pg-errors.js";
import { buildBookingMail, type BookingMailFacts, type BookingMailKind } from "./booking-mail.js";

// The provider's side of bookings (./provider-bookings.ts), for the provider's routes and their weekly
// courses (providers/booking-routes.ts, providers/weekly-courses.ts).
export {
  addManualBooking,
  bookingsCsvFileName,
  bookingsToCsv,
  cancelBookingByProvider,
  findCourseBookings,
  findPromotedNow,
  messageParticipants,
} from "./provider-bookings.js";

/** The server's messages (English; the web shows its own sentence for each key, bookings strings). */
export const BOOKING_MESSAGES = {
  courseNotFound: "Course not found.",
  bookingNotFound: "Booking not found.",
  notBookable: "This course cannot be booked in Lütt.",
  ageOutOfRange: "The child's age is outside this course's age range.",
  alreadyBooked: "This child already has a booking for this course.",
  tooManyChildren:
    "You have booked this course for as many children as your profile lists. Add your child to your profile to book another place.",
  alreadyCancelled: "This booking is already cancelled.",
  notYours: "Only the parent who booked can cancel this booking.",
} as const;

/**
 * A mail to send once the transaction has committed (the route sends it): to the parent's account
 * (`userId`), or for a family the provider added by hand, which has no account, to the address given
 * with the booking (`bookingId` then stands for the family); either way with the unsubscribe link.
 */
export type BookingMailJob = {
  to: string;
  userId: string | null;
  bookingId: string;
  facts: Omit<BookingMailFacts, "url">;
};

/** What a booking's mails and list entry say about its course. */
export const courseFacts = {
  title: providerCourses.title,
  day_of_week: providerCourses.day_of_week,
  start_time: providerCourses.start_time,
  end_time: providerCourses.end_time,
  term_start: providerCourses.term_start,
  term_end: providerCourses.term_end,
  provider_id: providerProfiles.id,
  provider_name: providerProfiles.name,
  location: sql<string>`coalesce(${courses.location}, concat_ws(', ', ${providerProfiles.name}, ${providerProfiles.address}))`,
};

/** The 1-based place of a waitlisted booking in its course's queue (first come, first served). */
// Written with the table's name: drizzle leaves a one-table query's columns unqualified, which inside
// the subquery would name the queued row's own columns.
export const waitlistPositionSql = sql<
  number | null
>`CASE WHEN "course_bookings"."status" = 'waitlisted' THEN (
  SELECT count(*)::int FROM course_bookings queued
  WHERE queued.provider_course_id = "course_bookings"."provider_course_id" AND queued.status = 'waitlisted'
    AND (queued.created_at, queued.id) <= ("course_bookings"."created_at", "course_bookings"."id")
) END`;

/** How the parent is greeted and reached: their profile name, else the part of the address before the @. */
async function contactOf(db: Db, viewer: Viewer): Promise<{ name: string; email: string }> {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(nullif(btrim(${profiles.name}), ''), nullif(btrim(${profiles.display_name}), ''), nullif(btrim(${user.name}), ''), split_part(${user.email}, '@', 1))`,
      email: user.email,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.user_id, user.id))
    .where(eq(user.id, viewer.id))
    .limit(1);
  return row ?? { name: viewer.email.split("@")[0] ?? viewer.email, email: viewer.email };
}

/**
 * Books a place (or a waitlist spot) in a course for one of the viewer's children.
 * @param options.courseId the `courses` row (the /courses/{id} page), not the provider course
 * @param options.language the app language the parent books in; the booking's mails use it
 * @returns the booking's id, status and waitlist position, and the mail to send after the answer
 * @throws AppError NOT_FOUND 'Course not found.'; CONFLICT COURSE_NOT_BOOKABLE for courses not from a
 *   provider and provider courses booked elsewhere; BAD_REQUEST
 *   BOOKING_AGE_OUT_OF_RANGE when the age is outside the course's months; CONFLICT ALREADY_BOOKED when
 *   the child already has an active booking of this course; CONFLICT BOOKING_LIMIT_REACHED when the
 *   parent has as many active bookings of the course as children on their profile (one without any)
 */
export async function bookCourse(
  db: Db,
  options: { viewer: Viewer; courseId: string; input: TBookingInput; language: "de" | "en" },
): Promise<{ result: TBookingResult; mail: BookingMailJob }> {
  const { viewer, courseId, input, language } = options;
  const [course] = await db
    .select({
      provider_course_id: courses.provider_course_id,
      age_min_months: courses.age_min_months,
      age_max_months: courses.age_max_months,
      bookable: providerCourses.bookable,
      ...courseFacts,
    })
    .from(courses)
    .leftJoin(providerCourses, eq(providerCourses.id, courses.provider_course_id))
    .leftJoin(providerProfiles, eq(providerProfiles.id, providerCourses.provider_id))
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!course) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.courseNotFound);
  if (!course.provider_course_id || !course.bookable) {
    throw new AppError("CONFLICT", BOOKING_MESSAGES.notBookable, "COURSE_NOT_BOOKABLE");
  }
  const age = input.child_age_months;
  if (
    (course.age_min_months !== null && age < course.age_min_months) ||
    (course.age_max_months !== null && age > course.age_max_months)
  ) {
    throw new AppError("BAD_REQUEST", BOOKING_MESSAGES.ageOutOfRange, "BOOKING_AGE_OUT_OF_RANGE");
  }
  const contact = await contactOf(db, viewer);
  const childName = input.child_name?.trim() || null;
  const providerCourseId = course.provider_course_id;
  let inserted: { id: string; status: "booked" | "waitlisted" | "cancelled" } | undefined;
  try {
    inserted = await db.transaction(async (tx) => {
      // The profile's row lock puts one parent's bookings in a row, so two at once cannot both pass
      // the count below; other parents' bookings do not wait for it.
      const [profile] = await tx
        .select({ children: profiles.number_of_children })
        .from(profiles)
        .where(eq(profiles.user_id, viewer.id))
        .for("update");
      const [active] = await tx
        .select({ count: count() })
        .from(courseBookings)
        .where(
          and(
            eq(courseBookings.provider_course_id, providerCourseId),
            eq(courseBookings.user_id, viewer.id),
            sql`${courseBookings.status} <> 'cancelled'`,
          ),
        );
      if ((active?.count ?? 0) >= Math.max(1, profile?.children ?? 0)) {
        throw new AppError("CONFLICT", BOOKING_MESSAGES.tooManyChildren, "BOOKING_LIMIT_REACHED");
      }
      const [row] = await tx
        .insert(courseBookings)
        .values({
          provider_course_id: providerCourseId,
          user_id: viewer.id,
          child_name: childName,
          child_age_months: age,
          contact_name: contact.name,
          contact_email: contact.email,
          language,
        })
        .returning({ id: courseBookings.id, status: courseBookings.status });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("CONFLICT", BOOKING_MESSAGES.alreadyBooked, "ALREADY_BOOKED");
    }
    throw error;
  }
  const [position] = await db
    .select({ waitlist_position: waitlistPositionSql })
    .from(courseBookings)
    .where(eq(courseBookings.id, inserted!.id));
  const status = inserted!.status === "booked" ? "booked" : "waitlisted";
  const waitlistPosition = status === "waitlisted" ? (position?.waitlist_position ?? 1) : null;
  return {
    result: { id: inserted!.id, status, waitlist_position: waitlistPosition },
    mail: {
      to: contact.email,
      userId: viewer.id,
      bookingId: inserted!.id,
      facts: {
        kind: status,
        language,
        name: contact.name,
        childName,
        courseTitle: course.title ?? "",
        providerName: course.provider_name ?? "",
        schedule: scheduleOf({
          day_of_week: course.day_of_week ?? 0,
          start_time: course.start_time ?? "",
          end_time: course.end_time ?? "",
        }),
        location: course.location,
        termStart: course.term_start,
        waitlistPosition,
      },
    },
  };
}

/** The booking rows a cancellation reads for its mails. */
const mailColumns = {
  id: courseBookings.id,
  user_id: courseBookings.user_id,
  contact_name: courseBookings.contact_name,
  contact_email: courseBookings.contact_email,
  child_name: courseBookings.child_name,
  language: courseBookings.language,
  ...courseFacts,
};

/** Bookings with what their mails say (`.where(…)` picks them); the provider's side reads them too. */
export const selectForMail = (db: Db) =>
  db
    .select(mailColumns)
    .from(courseBookings)
    .innerJoin(providerCourses, eq(providerCourses.id, courseBookings.provider_course_id))
    .innerJoin(providerProfiles, eq(providerProfiles.id, providerCourses.provider_id))
    .leftJoin(courses, eq(courses.provider_course_id, providerCourses.id));

/** One row of `selectForMail`. */
export type BookingMailRow = Awaited<ReturnType<ReturnType<typeof selectForMail>["where"]>>[number];

/**
 * The mails of these bookings, one per booking with an address (a booking the provider added by hand
 * may have none, and its family has no account: its mail has no "My bookings" button).
 */
export const mailJobs = (
  rows: BookingMailRow[],
  kind: BookingMailKind,
  extra: Partial<BookingMailJob["facts"]> = {},
): BookingMailJob[] =>
  rows.flatMap((row) => (row.contact_email ? [mailJob(row, kind, row.contact_email, extra)] : []));

const mailJob = (
  row: BookingMailRow,
  kind: BookingMailKind,
  to: string,
  extra: Partial<BookingMailJob["facts"]>,
): BookingMailJob => ({
  to,
  userId: row.user_id,
  bookingId: row.id,
  facts: {
    kind,
    language: row.language,
    name: row.contact_name,
    childName: row.child_name,
    courseTitle: row.title,
    providerName: row.provider_name,
    schedule: scheduleOf(row),
    location: row.location,
    termStart: row.term_start,
    waitlistPosition: null,
    hasAccount: row.user_id !== null,
    ...extra,
  },
});

/**
 * Cancels one of the viewer's bookings. A booked one gives its place back, and the first waitlisted
 * booking of the course moves up in the same transaction (migration 0021).
 * @returns the mails to send: the cancellation to the viewer, "moved up" to each promoted parent
 * @throws AppError NOT_FOUND 'Booking not found.'; FORBIDDEN for someone else's booking; CONFLICT
 *   BOOKING_ALREADY_CANCELLED when it is cancelled already
 */
export async function cancelBooking(
  db: Db,
  options: { viewer: Viewer; bookingId: string },
): Promise<{ mails: BookingMailJob[] }> {
  const { viewer, bookingId } = options;
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        user_id: courseBookings.user_id,
        status: courseBookings.status,
        provider_course_id: courseBookings.provider_course_id,
      })
      .from(courseBookings)
      .where(eq(courseBookings.id, bookingId))
      .limit(1);
    if (!booking) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.bookingNotFound);
    if (!canCancelBooking(viewer, booking)) throw new AppError("FORBIDDEN", BOOKING_MESSAGES.notYours);
    const cancelled = await tx
      .update(courseBookings)
      .set({ status: "cancelled" })
      .where(and(eq(courseBookings.id, bookingId), sql`${courseBookings.status} <> 'cancelled'`))
      .returning({ id: courseBookings.id });
    if (cancelled.length === 0) {
      throw new AppError("CONFLICT", BOOKING_MESSAGES.alreadyCancelled, "BOOKING_ALREADY_CANCELLED");
    }
    // The trigger stamps promoted_at with the transaction's now(), which is this transaction's too.
    const [own, promoted] = await Promise.all([
      selectForMail(tx).where(eq(courseBookings.id, bookingId)),
      selectForMail(tx).where(
        and(
          eq(courseBookings.provider_course_id, booking.provider_course_id),
          eq(courseBookings.status, "booked"),
          sql`${courseBookings.promoted_at} = now()`,
        ),
      ),
    ]);
    return {
      mails: [...mailJobs(own, "cancelled"), ...mailJobs(promoted, "moved_up")],
    };
  });
}

/**
 * The viewer's bookings: active ones (booked, waitlisted) first, newest first within each, with their
 * course's title, schedule, term, next date, provider and waitlist position.
 */
export async function findMyBookings(
  db: Db,
  options: { viewer: Viewer; limit: number; offset: number },
): Promise<TMyBookingList> {
  const mine = eq(courseBookings.user_id, options.viewer.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: courseBookings.id,
        status: courseBookings.status,
        waitlist_position: waitlistPositionSql,
        child_name: courseBookings.child_name,
        child_age_months: courseBookings.child_age_months,
        created_at: courseBookings.created_at,
        cancelled_at: courseBookings.cancelled_at,
        course_id: courses.id,
        skipped_dates: sql<string[]>`array(
          SELECT ${providerCourseSkippedDates.date}::text FROM ${providerCourseSkippedDates}
          WHERE ${providerCourseSkippedDates.provider_course_id} = ${providerCourses.id}
        )`,
        ...courseFacts,
      })
      .from(courseBookings)
      .innerJoin(providerCourses, eq(providerCourses.id, courseBookings.provider_course_id))
      .innerJoin(providerProfiles, eq(providerProfiles.id, providerCourses.provider_id))
      .leftJoin(courses, eq(courses.provider_course_id, providerCourses.id))
      .where(mine)
      .orderBy(
        asc(sql`${courseBookings.status} = 'cancelled'`),
        desc(courseBookings.created_at),
        desc(courseBookings.id),
      )
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(courseBookings).where(mine),
  ]);
  const today = hamburgToday();
  const items = rows.map((row): TMyBooking => ({
    id: row.id,
    status: row.status,
    waitlist_position: row.waitlist_position,
    child_name: row.child_name,
    child_age_months: row.child_age_months,
    created_at: row.created_at.toISOString(),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    course: {
      id: row.course_id,
      title: row.title,
      schedule: scheduleOf(row),
      location: row.location,
      term_start: row.term_start,
      term_end: row.term_end,
      next_date:
        nextCourseDates(
          {
            weekdays: [row.day_of_week],
            term_start: row.term_start,
            term_end: row.term_end,
            skipped_dates: row.skipped_dates,
          },
          today,
          1,
        )[0] ?? null,
      provider: { id: row.provider_id, name: row.provider_name },
    },
  }));
  return { items, total: totals?.total ?? 0 };
}

/** Where a booking mail's button leads: the parent's bookings on their profile page. */
const MY_BOOKINGS_PATH = "/profile#bookings";

/**
 * Sends booking mails one after the other, after the answer has gone out: a mail server that is slow
 * or down must neither delay nor undo a booking, so a failure is logged and nothing else happens. Each
 * goes through `app.userMail` with the unsubscribe link of kind booking_updates: to the parent's account,
 * or for a family the provider added by hand (no account) to its address, through the gate for mail to
 * addresses without an account (`sendToBooking`).
 */
export function sendBookingMails(app: FastifyInstance, jobs: BookingMailJob[]): void {
  const url = new URL(MY_BOOKINGS_PATH, app.userMail.publicUrl).toString();
  void jobs.reduce(async (previous, job) => {
    await previous;
    const options = {
      kind: "booking_updates",
      language: job.facts.language,
      mail: buildBookingMail({ ...job.facts, url }),
    } as const;
    await (
      job.userId
        ? app.userMail.send({ userId: job.userId, ...options })
        : app.userMail.sendToBooking({ bookingId: job.bookingId, to: job.to, ...options })
    ).catch((error: unknown) => app.log.error({ err: error, to: job.to }, "booking mail failed"));
  }, Promise.resolve());
}
