/**
 * The kinds of e-mail a user can turn off with the unsubscribe link every such mail carries (decision 023;
 * src/server/modules/mail-preferences/service.ts). Mails sent on the user's own request at that moment —
 * account confirmation, password reset — are no kind here: they are always sent and carry no unsubscribe
 * link. A zod-free module, readable by the server, the schemas and the web.
 */
export const MAIL_KINDS = [
  /** Parents: the daily digest of new courses for their saved course alerts. */
  "course_alerts",
  /** Parents: booked, waitlisted, moved up, cancelled (the bookings module). */
  "booking_updates",
  /** Providers: a parent booked one of their courses, or a provider's message to all participants. */
  "provider_bookings",
  /** Providers and café owners: an admin approved or rejected their profile. */
  "profile_decisions",
  /** Providers and café owners: a parent reviewed a place they own. */
  "new_reviews",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const isMailKind = (value: string): value is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(value);
