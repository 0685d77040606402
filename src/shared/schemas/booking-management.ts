import { z } from "zod";
import { BOOKING_LIMITS } from "../bookings.js";
import { ZBookingStatus } from "./bookings.js";
import { isCleanName, phoneNumberField } from "./common.js";

/**
 * The provider's and the admin's side of course bookings (decision 024): a course's bookings list
 * with its CSV export, bookings added by hand (phone bookings), cancelling with a message to the
 * family, "Nachricht an alle Teilnehmenden", and the admin's bookings overview. The provider area
 * speaks German, so the form messages here are German.
 */

/** Limits of the provider's booking forms. */
export const BOOKING_MANAGEMENT_LIMITS = {
  contactNameChars: 100,
  emailChars: 254,
  phoneChars: 40,
  /** The message to one family when the provider cancels their booking. */
  cancelMessageChars: 1_000,
  subjectChars: 150,
  messageChars: 5_000,
  /** "Nachricht an alle Teilnehmenden" per course and hour (the route's rate limit). */
  messagesPerCourseAndHour: 5,
} as const;

export const BOOKING_MANAGEMENT_MESSAGES = {
  contactName: "Bitte geben Sie den Namen der Kontaktperson an.",
  nameCharacters: "Bitte schreiben Sie Namen ohne Zeilenumbrüche oder Steuerzeichen.",
  childAge: `Bitte geben Sie das Alter des Kindes in Monaten an (0 bis ${BOOKING_LIMITS.maxChildAgeMonths}).`,
  childName: `Der Name des Kindes darf höchstens ${BOOKING_LIMITS.childNameChars} Zeichen lang sein.`,
  email: "Bitte geben Sie eine gültige E-Mail-Adresse an.",
  phone: "Bitte geben Sie eine gültige Telefonnummer an, z. B. 040 123 45 67.",
  cancelMessage: `Die Nachricht darf höchstens ${BOOKING_MANAGEMENT_LIMITS.cancelMessageChars} Zeichen lang sein.`,
  subject: `Bitte geben Sie einen Betreff an (höchstens ${BOOKING_MANAGEMENT_LIMITS.subjectChars} Zeichen).`,
  message: `Bitte schreiben Sie eine Nachricht (höchstens ${BOOKING_MANAGEMENT_LIMITS.messageChars} Zeichen).`,
} as const;

/** Trimmed text; empty becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/**
 * One booking in the provider's list (`GET /api/providers/:id/courses/:itemId/bookings`). `user_id`
 * is not exposed; `is_manual` tells a booking the provider added by hand from one made in the app.
 */
export const ZProviderBooking = z.object({
  id: z.uuid(),
  status: ZBookingStatus,
  /** 1 = next to move up; null unless waitlisted. */
  waitlist_position: z.number().int().min(1).nullable(),
  contact_name: z.string(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  child_name: z.string().nullable(),
  child_age_months: z.number().int(),
  is_manual: z.boolean(),
  created_at: z.string(),
  /** When a waitlisted booking got its place. */
  promoted_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type TProviderBooking = z.infer<typeof ZProviderBooking>;

/**
 * The bookings of one course: booked first (in booking order), then the waitlist in its order, then
 * cancelled ones (latest first); with the course's places and counts.
 */
export const ZProviderBookingList = z.object({
  course: z.object({
    id: z.uuid(),
    title: z.string(),
    /** "Dienstag 09:30–10:30". */
    schedule: z.string(),
    places: z.number().int().nullable(),
    booked: z.number().int(),
    waitlisted: z.number().int(),
    cancelled: z.number().int(),
  }),
  items: z.array(ZProviderBooking),
  total: z.number().int(),
});
export type TProviderBookingList = z.infer<typeof ZProviderBookingList>;

export const ZProviderBookingListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(500),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** `:id` the provider, `:itemId` the provider course, `:bookingId` one of its bookings. */
export const ZProviderBookingParam = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  bookingId: z.uuid(),
});

/**
 * `POST …/bookings`: a booking the provider takes by phone or in person. It goes through the same
 * capacity rule as a parent's (booked when a place is free and nobody waits, else waitlisted); the age
 * is not checked against the course (the provider decides).
 */
export const ZManualBookingInput = z.object({
  contact_name: z
    .string(BOOKING_MANAGEMENT_MESSAGES.contactName)
    .trim()
    .min(1, BOOKING_MANAGEMENT_MESSAGES.contactName)
    .max(BOOKING_MANAGEMENT_LIMITS.contactNameChars, BOOKING_MANAGEMENT_MESSAGES.contactName)
    .refine(isCleanName, BOOKING_MANAGEMENT_MESSAGES.nameCharacters),
  child_name: optionalText(BOOKING_LIMITS.childNameChars, BOOKING_MANAGEMENT_MESSAGES.childName).refine(
    (value) => value === null || isCleanName(value),
    BOOKING_MANAGEMENT_MESSAGES.nameCharacters,
  ),
  child_age_months: z
    .number(BOOKING_MANAGEMENT_MESSAGES.childAge)
    .int(BOOKING_MANAGEMENT_MESSAGES.childAge)
    .min(0, BOOKING_MANAGEMENT_MESSAGES.childAge)
    .max(BOOKING_LIMITS.maxChildAgeMonths, BOOKING_MANAGEMENT_MESSAGES.childAge),
  contact_email: z
    .string()
    .trim()
    .max(BOOKING_MANAGEMENT_LIMITS.emailChars, BOOKING_MANAGEMENT_MESSAGES.email)
    .pipe(z.union([z.literal(""), z.email(BOOKING_MANAGEMENT_MESSAGES.email)]))
    .nullable()
    .optional()
    .transform((value) => (value ? value.toLowerCase() : null)),
  // The one phone rule of every entity (shared/contact.ts).
  contact_phone: phoneNumberField(BOOKING_MANAGEMENT_LIMITS.phoneChars, BOOKING_MANAGEMENT_MESSAGES.phone)
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type TManualBookingInput = z.input<typeof ZManualBookingInput>;

/** The answer to a manual booking (201): where it landed. */
export const ZManualBookingResult = z.object({
  id: z.uuid(),
  status: z.enum(["booked", "waitlisted"]),
  waitlist_position: z.number().int().min(1).nullable(),
});
export type TManualBookingResult = z.infer<typeof ZManualBookingResult>;

/** `POST …/bookings/:bookingId/cancel`: an optional message that the cancellation mail quotes. */
export const ZProviderCancelInput = z.object({
  message: optionalText(
    BOOKING_MANAGEMENT_LIMITS.cancelMessageChars,
    BOOKING_MANAGEMENT_MESSAGES.cancelMessage,
  ),
});
export type TProviderCancelInput = z.input<typeof ZProviderCancelInput>;

/**
 * `POST …/bookings/message` ("Nachricht an alle Teilnehmenden"): one mail per family with the
 * provider's subject and text, to every booked booking with an address, and to the waitlist too when
 * `include_waitlist` is set.
 */
export const ZParticipantMessageInput = z.object({
  subject: z
    .string(BOOKING_MANAGEMENT_MESSAGES.subject)
    .trim()
    .min(1, BOOKING_MANAGEMENT_MESSAGES.subject)
    .max(BOOKING_MANAGEMENT_LIMITS.subjectChars, BOOKING_MANAGEMENT_MESSAGES.subject),
  text: z
    .string(BOOKING_MANAGEMENT_MESSAGES.message)
    .trim()
    .min(1, BOOKING_MANAGEMENT_MESSAGES.message)
    .max(BOOKING_MANAGEMENT_LIMITS.messageChars, BOOKING_MANAGEMENT_MESSAGES.message),
  include_waitlist: z.boolean().default(false),
});
export type TParticipantMessageInput = z.input<typeof ZParticipantMessageInput>;

/** How many families the message goes to, and how many bookings have no address to write to. */
export const ZParticipantMessageResult = z.object({
  recipients: z.number().int(),
  without_email: z.number().int(),
});
export type TParticipantMessageResult = z.infer<typeof ZParticipantMessageResult>;

/**
 * `GET /api/admin/bookings` (decision 024): per provider with courses booked in Lütt, how many such
 * courses, bookings holding a place, families waiting, and bookings cancelled in the last 30 days.
 */
export const ZAdminBookingOverviewRow = z.object({
  provider: z.object({ id: z.uuid(), name: z.string() }),
  courses: z.number().int(),
  booked: z.number().int(),
  waitlisted: z.number().int(),
  cancelled_30_days: z.number().int(),
});
export type TAdminBookingOverviewRow = z.infer<typeof ZAdminBookingOverviewRow>;

export const ZAdminBookingOverview = z.object({
  items: z.array(ZAdminBookingOverviewRow),
  total: z.number().int(),
});
export type TAdminBookingOverview = z.infer<typeof ZAdminBookingOverview>;

export const ZAdminBookingOverviewQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
