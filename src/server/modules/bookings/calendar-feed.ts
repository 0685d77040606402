/**
 * A parent's private bookings calendar (decision 021): every course the parent has a place in (status
 * booked) as a recurring event, at an address only they know — `/api/calendar/{token}.ics`, the token
 * random (192 bits) and stored on the profile. Asking for a new address revokes the old one; revoking
 * leaves none. Calendar apps fetch the feed without a session, so the token is the only key.
 */
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.js";
import { courseBookings, courses, profiles, providerCourseSkippedDates } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { addCourseEvent, calendarText, newCourseCalendar } from "#server/modules/courses/service.js";

/** The address of a feed. */
export const calendarFeedUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/api/calendar/${token}.ics`;

/** The parent's feed token, or null when they have none. */
export async function findCalendarToken(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: profiles.calendar_token })
    .from(profiles)
    .where(eq(profiles.user_id, userId))
    .limit(1);
  return row?.token ?? null;
}

/**
 * Gives the parent a new feed token (the old address stops working), or with `revoke` none at all.
 * @returns the new token, or null after revoking
 */
export async function replaceCalendarToken(
  db: Db,
  options: { userId: string; revoke?: boolean },
): Promise<string | null> {
  const token = options.revoke ? null : randomBytes(24).toString("base64url");
  await db.update(profiles).set({ calendar_token: token }).where(eq(profiles.user_id, options.userId));
  return token;
}

/**
 * The feed of the parent holding `token`: one event per booked place (booking id as UID, so two
 * children in one course are two events), titled with the child's name where one was given.
 * @throws AppError NOT_FOUND for a token nobody holds (revoked or never issued)
 */
export async function bookingsCalendar(
  db: Db,
  options: { token: string; publicUrl: string },
): Promise<string> {
  const [owner] = await db
    .select({ user_id: profiles.user_id })
    .from(profiles)
    .where(eq(profiles.calendar_token, options.token))
    .limit(1);
  if (!owner) throw new AppError("NOT_FOUND", "Calendar not found.");
  const rows = await db
    .select({
      booking_id: courseBookings.id,
      child_name: courseBookings.child_name,
      id: courses.id,
      title: courses.title,
      location: courses.location,
      schedule: courses.schedule,
      description: courses.description,
      weekdays: courses.weekdays,
      term_start: courses.term_start,
      term_end: courses.term_end,
      created_at: courses.created_at,
      skipped: sql<{ date: string; reason: string }[]>`coalesce((
        SELECT json_agg(json_build_object('date', ${providerCourseSkippedDates.date}, 'reason', ${providerCourseSkippedDates.reason}))
        FROM ${providerCourseSkippedDates}
        WHERE ${providerCourseSkippedDates.provider_course_id} = ${courseBookings.provider_course_id}
      ), '[]'::json)`,
    })
    .from(courseBookings)
    // Only listed courses (an approved provider's) have a page and a schedule to show.
    .innerJoin(courses, eq(courses.provider_course_id, courseBookings.provider_course_id))
    .where(and(eq(courseBookings.user_id, owner.user_id), eq(courseBookings.status, "booked")));
  const calendar = newCourseCalendar("Lütt – meine Kurse");
  for (const row of rows) {
    addCourseEvent(
      calendar,
      {
        ...row,
        weekdays: row.weekdays ?? [],
        term: row.term_start || row.term_end ? { start: row.term_start, end: row.term_end } : null,
        skipped_dates: row.skipped,
        created_at: row.created_at.toISOString(),
      },
      {
        url: `${options.publicUrl}/courses/${row.id}`,
        uid: `booking-${row.booking_id}@luett`,
        summary: row.child_name ? `${row.title} (${row.child_name})` : row.title,
      },
    );
  }
  return calendarText(calendar);
}
