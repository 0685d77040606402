/**
 * Error codes shared by server and client. The server answers every error as
 * `{ "error": { "code": ErrorCode, "message": string } }` (DESIGN.md "Conventions").
 */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** The database connection was lost or refused (failover, restart); retrying shortly succeeds. */
  DATABASE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Messages with a sentence of their own in both languages: the web's
 * `apiErrors.messages.<key>`. Every other error is shown by its code (`apiErrors.codes.<code>`), so a
 * German screen never shows the server's English text.
 */
export const ERROR_MESSAGE_KEYS = [
  "OWN_ADMIN_ROLE",
  "ALREADY_REPORTED",
  "SUGGESTION_ALREADY_REVIEWED",
  "OPENING_HOURS_UNREADABLE",
  /** The daily quotas of one account (server lib/daily-quotas.ts). */
  "DAILY_FACT_ANSWERS",
  "DAILY_REVIEWS",
  "DAILY_PLACE_PHOTOS",
  "DAILY_CONDITION_REPORTS",
] as const;

/**
 * Messages of booking errors. Their sentences live in the bookings strings
 * (`locales/<language>/bookings.json`, `apiErrors.messages.<key>`), which only the course page and the
 * bookings list load, so the app-wide strings every page needs stay as they are.
 */
export const BOOKING_ERROR_MESSAGE_KEYS = [
  "COURSE_NOT_BOOKABLE",
  "BOOKING_AGE_OUT_OF_RANGE",
  "ALREADY_BOOKED",
  "BOOKING_LIMIT_REACHED",
  "BOOKING_ALREADY_CANCELLED",
] as const;

/**
 * Messages of the limits on a provider's courses (docs/decisions/041), in the provider strings
 * (`locales/<language>/provider.json`, `apiErrors.messages.<key>`, with the limit as `{{max}}`).
 */
export const PROVIDER_ERROR_MESSAGE_KEYS = [
  "COURSE_IMPORT_TOO_MANY_ROWS",
  "PROVIDER_COURSE_LIMIT_REACHED",
] as const;

/** Every message key an error may carry. */
export const ALL_ERROR_MESSAGE_KEYS = [
  ...ERROR_MESSAGE_KEYS,
  ...BOOKING_ERROR_MESSAGE_KEYS,
  ...PROVIDER_ERROR_MESSAGE_KEYS,
] as const;
export type ErrorMessageKey = (typeof ALL_ERROR_MESSAGE_KEYS)[number];

/** The JSON body of every error response; `message` is English (or German where the spec says so). */
export type ErrorBody = { error: { code: ErrorCode; message: string; key?: ErrorMessageKey } };
