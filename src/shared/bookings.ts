/**
 * Booking constants shared by the server, the schemas and the web, in a zod-free module so
 * the course page can read them without loading zod (zod's eval probe trips the Content Security Policy).
 */

/**
 * A booking's state: `booked` holds one of the course's places, `waitlisted` waits for one (first come,
 * first served), `cancelled` is kept for the record. The database decides between booked and waitlisted
 * (migration 0021), never the caller.
 */
export const BOOKING_STATUSES = ["booked", "waitlisted", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Limits of the booking form and the booking record. */
export const BOOKING_LIMITS = {
  /** A child's name as the parent types it (first name is enough). */
  childNameChars: 60,
  /** The oldest child age a booking accepts, in months (Lütt is for children up to 6; courses go to 7). */
  maxChildAgeMonths: 96,
} as const;
