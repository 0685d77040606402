/**
 * "Neue Buchung" for the provider (decision 024, "New-booking mail"): when a parent books a place or joins
 * the waitlist of a provider's course in the app, the provider's account gets a short mail with the course,
 * the family, the status and the places taken, and a link to the bookings on /provider/edit. Bookings the
 * provider adds by hand are not mailed (they made them). Sent through modules/mail-preferences/service.ts
 * (kind `provider_bookings`, with the unsubscribe link), in German: the provider area speaks German and the
 * app keeps no language per user.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { courseBookings, providerCourses, providerProfiles } from "#server/db/schema.js";
import { sendUserMailInBackground } from "#server/modules/mail-preferences/service.js";
import { buildNoticeMail, type NoticeMail } from "#server/lib/notice-mail.js";
import { scheduleOf } from "#shared/course-schedule.js";

/** Where the mail's button leads: the courses section of the provider's edit page. */
export const PROVIDER_BOOKINGS_PATH = "/provider/edit#provider-courses-edit";

/** What the provider's mail says about the new booking. */
export type NewBookingFacts = {
  courseTitle: string;
  /** "Dienstag 09:30–10:30". */
  schedule: string;
  status: "booked" | "waitlisted";
  contactName: string;
  childName: string | null;
  childAgeMonths: number;
  /** Places taken and in all after this booking (the course is bookable, so both are known). */
  booked: number;
  places: number | null;
  url: string;
};

/** The mail (German): who booked what, booked or waitlisted, and how full the course is now. */
export function buildNewBookingMail(facts: NewBookingFacts): NoticeMail {
  const child = facts.childName ? `${facts.childName}, ` : "";
  const age = `${facts.childAgeMonths} ${facts.childAgeMonths === 1 ? "Monat" : "Monate"}`;
  const fill =
    facts.places === null
      ? `Gebucht: ${facts.booked}.`
      : `Belegt: ${facts.booked} von ${facts.places} Plätzen.`;
  return buildNoticeMail({
    language: "de",
    subject:
      facts.status === "booked"
        ? `Neue Buchung: ${facts.courseTitle}`
        : `Neu auf der Warteliste: ${facts.courseTitle}`,
    greeting: "Hallo,",
    paragraphs: [
      facts.status === "booked"
        ? `${facts.contactName} hat einen Platz in „${facts.courseTitle}“ (${facts.schedule}) gebucht (${child}${age}).`
        : `${facts.contactName} hat sich für „${facts.courseTitle}“ (${facts.schedule}) auf die Warteliste gesetzt (${child}${age}).`,
      fill,
    ],
    button: { label: "Buchungen ansehen", url: facts.url },
  });
}

/**
 * Mails the provider whose course was just booked, after the answer has gone out (a failure is logged;
 * a provider who turned these mails off gets none).
 * @param options.bookingId the booking the parent just made
 */
export async function notifyProviderOfBooking(
  app: FastifyInstance,
  options: { bookingId: string },
): Promise<void> {
  const [row] = await app.db
    .select({
      provider_user_id: providerProfiles.user_id,
      status: courseBookings.status,
      contact_name: courseBookings.contact_name,
      child_name: courseBookings.child_name,
      child_age_months: courseBookings.child_age_months,
      title: providerCourses.title,
      day_of_week: providerCourses.day_of_week,
      start_time: providerCourses.start_time,
      end_time: providerCourses.end_time,
      booked: providerCourses.current_participants,
      places: providerCourses.max_participants,
    })
    .from(courseBookings)
    .innerJoin(providerCourses, eq(providerCourses.id, courseBookings.provider_course_id))
    .innerJoin(providerProfiles, eq(providerProfiles.id, providerCourses.provider_id))
    .where(eq(courseBookings.id, options.bookingId))
    .limit(1);
  if (!row || row.status === "cancelled") return;
  sendUserMailInBackground(app, {
    userId: row.provider_user_id,
    kind: "provider_bookings",
    language: "de",
    mail: buildNewBookingMail({
      courseTitle: row.title,
      schedule: scheduleOf(row),
      status: row.status,
      contactName: row.contact_name,
      childName: row.child_name,
      childAgeMonths: row.child_age_months,
      booked: row.booked,
      places: row.places,
      url: new URL(PROVIDER_BOOKINGS_PATH, app.userMail.publicUrl).toString(),
    }),
  });
}
