import { z } from "zod";
import { BOOKING_LIMITS, BOOKING_STATUSES } from "../bookings.js";

/**
 * Bookings of provider courses (decision 024, "One capacity rule"): a signed-in parent books a place for one
 * child, or joins the waitlist when the course is full; the database decides which (migration 0021).
 */

/** The German messages of the booking form (the form's first language; the web shows its own texts). */
export const BOOKING_AGE_MESSAGE = `Bitte gib das Alter deines Kindes in Monaten an (0 bis ${BOOKING_LIMITS.maxChildAgeMonths}).`;
const CHILD_NAME_MESSAGE = `Der Name des Kindes darf höchstens ${BOOKING_LIMITS.childNameChars} Zeichen lang sein.`;

/**
 * A bookable course's places (`capacity` on `GET /api/courses/:id` and the course
 * cards): `places` in all, `booked` taken, `waitlist` families waiting. Null for a course booked elsewhere.
 */
export const ZCourseCapacity = z.object({
  places: z.number().int().min(0),
  booked: z.number().int().min(0),
  waitlist: z.number().int().min(0),
});
export type TCourseCapacity = z.infer<typeof ZCourseCapacity>;

/** `POST /api/courses/:id/bookings`: the child's age in months (checked against the course) and name. */
export const ZBookingInput = z.object({
  child_age_months: z
    .number({ message: BOOKING_AGE_MESSAGE })
    .int(BOOKING_AGE_MESSAGE)
    .min(0, BOOKING_AGE_MESSAGE)
    .max(BOOKING_LIMITS.maxChildAgeMonths, BOOKING_AGE_MESSAGE),
  child_name: z
    .string()
    .trim()
    .max(BOOKING_LIMITS.childNameChars, CHILD_NAME_MESSAGE)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type TBookingInput = z.input<typeof ZBookingInput>;

export const ZBookingStatus = z.enum(BOOKING_STATUSES);

/**
 * The answer to a booking (201): `booked` holds a place, `waitlisted` waits at `waitlist_position`
 * (1 = next to move up; null when booked).
 */
export const ZBookingResult = z.object({
  id: z.uuid(),
  status: z.enum(["booked", "waitlisted"]),
  waitlist_position: z.number().int().min(1).nullable(),
});
export type TBookingResult = z.infer<typeof ZBookingResult>;

/** One of the parent's bookings in `GET /api/me/bookings`, with what the list shows of its course. */
export const ZMyBooking = z.object({
  id: z.uuid(),
  status: ZBookingStatus,
  /** 1 = next to move up; null unless waitlisted. */
  waitlist_position: z.number().int().min(1).nullable(),
  child_name: z.string().nullable(),
  child_age_months: z.number().int(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  course: z.object({
    /** The /courses/{id} page; null while the provider is not listed (not approved). */
    id: z.uuid().nullable(),
    title: z.string(),
    /** "Dienstag 09:30–10:30". */
    schedule: z.string(),
    location: z.string(),
    term_start: z.string().nullable(),
    term_end: z.string().nullable(),
    /** The next date the course takes place ("YYYY-MM-DD"), null when none is left. */
    next_date: z.string().nullable(),
    provider: z.object({ id: z.uuid(), name: z.string() }),
  }),
});
export type TMyBooking = z.infer<typeof ZMyBooking>;

/** `GET /api/me/bookings`: active bookings first (next date first), then cancelled ones, newest first. */
export const ZMyBookingList = z.object({ items: z.array(ZMyBooking), total: z.number().int() });
export type TMyBookingList = z.infer<typeof ZMyBookingList>;

export const ZMyBookingListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * `GET|POST /api/me/calendar-feed` (decision 021): the address of the parent's private bookings calendar,
 * null while they have none (POST makes a new one and revokes the old; DELETE revokes).
 */
export const ZCalendarFeed = z.object({ url: z.string().nullable() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

export const ZCalendarTokenParam = z.object({ token: z.string().regex(/^[\w-]{32}$/) });
