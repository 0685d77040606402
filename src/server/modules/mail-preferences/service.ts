/**
 * E-mail a user can turn off (decisions/023: every mail has an unsubscribe link that works without
 * signing in). Every mail that is not the direct answer to the user's own request goes out through
 * `app.userMail.send(...)`, which
 * - skips users who turned that kind off (table `mail_opt_outs`, one row per user and kind),
 * - adds a footer with the unsubscribe link to the text and the HTML, and
 * - adds the `List-Unsubscribe` header with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so
 *   mail programs offer their own button (RFC 8058; https://www.rfc-editor.org/rfc/rfc8058).
 *
 * Exempt, sent straight through `app.mailer`: the account confirmation and the password reset mails
 * (lib/confirmation-mail.ts, lib/password-reset-mail.ts). The user asked for each of them that moment,
 * and turning them off would lock them out of their account.
 *
 * A family a provider booked by hand has no account, and its address was typed by somebody else, so
 * Lütt must not become a way to mail strangers (`sendToBooking`, docs/decisions/037 "Mail to addresses
 * without an account"): such a mail goes out only for an approved provider, within the provider's daily
 * quota (PROVIDER_MAILS_WITHOUT_ACCOUNT), never to an address whose owner stopped all mail from Lütt
 * (table `mail_suppressions`), and it says who caused it, with a "not me" link (recipient
 * `address:<e-mail>`) that stops every further mail to the address. Links of older mails name the
 * booking (`booking:<booking id>`) and turn its mails off (`mail_opted_out`, migration 0025).
 *
 * The link carries a token `<kind>.<recipient id, base64url>.<HMAC-SHA256>` signed with a key derived from
 * the app's secret (BETTER_AUTH_SECRET, or the generated one in the data folder; plugins/auth.ts): it
 * names one user and one kind, cannot be guessed or changed to another user, and does not expire (an
 * old mail's link keeps working). The page behind it is ./routes.ts.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { hamburgToday } from "#shared/berlin-time.js";
import { isMailKind, type MailKind } from "#shared/mail-kinds.js";
import type { AppConfig } from "#server/config.js";
import type { Db } from "#server/db/client.js";
import {
  courseBookings,
  mailOptOuts,
  mailSuppressions,
  providerCourses,
  providerProfiles,
  user,
} from "#server/db/schema.js";
import type { Mailer } from "#server/plugins/mail.js";
import { resolveAuthSecret } from "#server/plugins/auth.js";
import { countEvent, type CounterRule } from "#server/lib/counters.js";
import type { MailLanguage } from "#server/lib/notice-mail.js";

/** Where the unsubscribe link leads (a server page, outside /api so mail programs may POST to it). */
export const UNSUBSCRIBE_PATH = "/unsubscribe";

/** What each kind of mail is, for the footer ("you get this because …") and the unsubscribe page. */
export const MAIL_KIND_WORDS: Record<MailKind, Record<MailLanguage, { name: string; reason: string }>> = {
  course_alerts: {
    de: {
      name: "Neue Kurse zu deinen Kursalarmen",
      reason: "Du bekommst diese E-Mail, weil du auf Lütt einen Kursalarm gespeichert hast.",
    },
    en: {
      name: "New courses for your course alerts",
      reason: "You get this e-mail because you saved a course alert on Lütt.",
    },
  },
  booking_updates: {
    de: {
      name: "Nachrichten zu deinen Kursbuchungen",
      reason: "Du bekommst diese E-Mail, weil du auf Lütt einen Kurs gebucht hast.",
    },
    en: {
      name: "News about your course bookings",
      reason: "You get this e-mail because you booked a course on Lütt.",
    },
  },
  provider_bookings: {
    de: {
      name: "Buchungen deiner Kurse",
      reason: "Du bekommst diese E-Mail, weil du auf Lütt Kurse anbietest.",
    },
    en: {
      name: "Bookings of your courses",
      reason: "You get this e-mail because you offer courses on Lütt.",
    },
  },
  profile_decisions: {
    de: {
      name: "Prüfung deines Profils",
      reason: "Du bekommst diese E-Mail, weil du auf Lütt ein Anbieter- oder Café-Profil angelegt hast.",
    },
    en: {
      name: "Review of your profile",
      reason: "You get this e-mail because you created a provider or café profile on Lütt.",
    },
  },
  new_reviews: {
    de: {
      name: "Neue Bewertungen deiner Orte",
      reason: "Du bekommst diese E-Mail, weil dir auf Lütt ein Ort gehört, der bewertet wurde.",
    },
    en: {
      name: "New reviews of your places",
      reason: "You get this e-mail because a place you own on Lütt was reviewed.",
    },
  },
};

const FOOTER_WORDS: Record<MailLanguage, { unsubscribe: string }> = {
  de: { unsubscribe: "Diese E-Mails abbestellen" },
  en: { unsubscribe: "Unsubscribe from these e-mails" },
};

/** The footer of a mail to an address without an account: who caused it, and the "not me" link. */
const WITHOUT_ACCOUNT_WORDS: Record<
  MailLanguage,
  { reason: (provider: string, course: string) => string; stop: string }
> = {
  de: {
    reason: (provider, course) =>
      `Du bekommst diese E-Mail, weil ${provider} diese Adresse auf Lütt für eine Buchung im Kurs „${course}“ eingetragen hat.`,
    stop: "Das war nicht ich – keine E-Mails mehr von Lütt an diese Adresse",
  },
  en: {
    reason: (provider, course) =>
      `You get this e-mail because ${provider} entered this address on Lütt for a booking in “${course}”.`,
    stop: "Not me – no more e-mails from Lütt to this address",
  },
};

/**
 * Mails one provider may cause per Hamburg day to addresses without an account (bookings it entered by
 * hand): a busy Elternschule enters a dozen or two phone bookings a day, and a message to all reaches
 * a few courses' families; an account that got past the approval can reach no more than this many
 * strangers a day, each of whom stops it for good with one click. README "Limits".
 */
export const PROVIDER_MAILS_WITHOUT_ACCOUNT = {
  name: "provider-mails-without-account",
  max: 50,
  // The key names the day; the window only has to outlast it (a day has up to 25 hours).
  windowSeconds: 26 * 60 * 60,
} as const satisfies CounterRule;

/** The signing key: derived from the app secret for this one purpose, so it signs nothing else. */
export function unsubscribeKey(appSecret: string): Buffer {
  return createHmac("sha256", appSecret).update("luett:mail-preferences:unsubscribe:v1").digest();
}

const signatureOf = (key: Buffer, userId: string, kind: MailKind): Buffer =>
  createHmac("sha256", key).update(`${kind}\n${userId}`).digest();

/** The token for one user and kind: `<kind>.<user id, base64url>.<signature, base64url>`. */
export function createUnsubscribeToken(key: Buffer, userId: string, kind: MailKind): string {
  const id = Buffer.from(userId, "utf8").toString("base64url");
  return `${kind}.${id}.${signatureOf(key, userId, kind).toString("base64url")}`;
}

/**
 * Reads and checks a token (constant-time comparison of the signature).
 * @returns the user and kind it names, or null when it is malformed or its signature is wrong
 */
export function readUnsubscribeToken(key: Buffer, token: string): { userId: string; kind: MailKind } | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [kind, id, signature] = parts as [string, string, string];
  if (!isMailKind(kind) || !/^[\w-]+$/.test(id) || !/^[\w-]+$/.test(signature)) return null;
  const userId = Buffer.from(id, "base64url").toString("utf8");
  const expected = signatureOf(key, userId, kind);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}

/** Recipient ids of families without an account (see the module comment). */
const BOOKING_RECIPIENT = "booking:";
const ADDRESS_RECIPIENT = "address:";
const bookingOf = (recipientId: string): string | null =>
  recipientId.startsWith(BOOKING_RECIPIENT) ? recipientId.slice(BOOKING_RECIPIENT.length) : null;

/** The address a recipient id `address:<e-mail>` stands for (the "not me" link), else null. */
export const addressOf = (recipientId: string): string | null =>
  recipientId.startsWith(ADDRESS_RECIPIENT) ? recipientId.slice(ADDRESS_RECIPIENT.length) : null;

/** True when the owner of `email` stopped all mail from Lütt to it. */
async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: mailSuppressions.email })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.email, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/**
 * True when the user turned this kind of mail off; for `booking:<id>` when the family turned that
 * booking's mails off; for `address:<e-mail>` when all mail to the address is stopped.
 */
export async function isMailOptedOut(db: Db, userId: string, kind: MailKind): Promise<boolean> {
  const address = addressOf(userId);
  if (address !== null) return isSuppressed(db, address);
  const bookingId = bookingOf(userId);
  if (bookingId !== null) {
    const [booking] = await db
      .select({ isOff: courseBookings.mail_opted_out })
      .from(courseBookings)
      .where(eq(courseBookings.id, bookingId))
      .limit(1);
    return booking?.isOff ?? true;
  }
  const [row] = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.user_id, userId), eq(mailOptOuts.kind, kind)))
    .limit(1);
  return row !== undefined;
}

/**
 * Turns a kind of mail off (`optedOut: true`) or on again for a user; doing it twice changes nothing.
 * A user id that no longer exists changes nothing either (the account was deleted).
 */
export async function setMailOptOut(
  db: Db,
  options: { userId: string; kind: MailKind; optedOut: boolean },
): Promise<void> {
  const { userId, kind, optedOut } = options;
  const address = addressOf(userId);
  if (address !== null) {
    if (optedOut) await db.insert(mailSuppressions).values({ email: address }).onConflictDoNothing();
    else await db.delete(mailSuppressions).where(eq(mailSuppressions.email, address));
    return;
  }
  const bookingId = bookingOf(userId);
  if (bookingId !== null) {
    await db.update(courseBookings).set({ mail_opted_out: optedOut }).where(eq(courseBookings.id, bookingId));
    return;
  }
  if (!optedOut) {
    await db.delete(mailOptOuts).where(and(eq(mailOptOuts.user_id, userId), eq(mailOptOuts.kind, kind)));
    return;
  }
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  if (!account) return;
  await db.insert(mailOptOuts).values({ user_id: userId, kind }).onConflictDoNothing();
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The mail as its sender builds it, before the footer: subject, plain text and a whole HTML page. */
export type UserMailContent = {
  subject: string;
  text: string;
  html: string;
};

export type SendUserMailOptions = {
  /** The recipient: the mail goes to this account's address. */
  userId: string;
  kind: MailKind;
  /** The language the mail is written in; the footer and the unsubscribe page use it. Default German. */
  language?: MailLanguage;
  mail: UserMailContent;
};

/**
 * `sent`, or why not: the user turned the kind off (or stopped all mail to the address), the account or
 * booking no longer exists, the booking's provider is not approved, or its daily quota is used up.
 */
export type SendUserMailResult = "sent" | "opted_out" | "no_recipient" | "not_approved" | "quota_reached";

export type UserMail = {
  /** Where users reach the app (config.publicUrl), for links in mails. */
  publicUrl: string;
  /**
   * Sends a mail a user can turn off, with the unsubscribe footer and headers.
   * @throws Error when the mail server refuses it or the file cannot be written (plugins/mail.ts)
   */
  send: (options: SendUserMailOptions) => Promise<SendUserMailResult>;
  /**
   * The same for the family of a booking the provider added by hand (no account), to the address given
   * with the booking: only for an approved provider and within its daily quota, never to an address
   * whose owner stopped all mail from Lütt; the footer names the provider and the course and carries the
   * "not me" link instead of the unsubscribe link.
   */
  sendToBooking: (
    options: Omit<SendUserMailOptions, "userId"> & { bookingId: string; to: string },
  ) => Promise<SendUserMailResult>;
  /** The link that turns this kind off for this user (in the mail and its List-Unsubscribe header). */
  unsubscribeUrl: (userId: string, kind: MailKind, language?: MailLanguage) => string;
  /** The user and kind a token from a link names, or null for a forged or broken one. */
  readToken: (token: string) => { userId: string; kind: MailKind } | null;
};

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    userMail: UserMail;
  }
}

/**
 * Adds the footer (why the mail came, and the link that stops it): a paragraph before `</body>` (else at
 * the end) and lines after the text.
 */
function withFooter(mail: UserMailContent, options: { url: string; reason: string; unsubscribe: string }) {
  const { reason, unsubscribe } = options;
  const text = `${mail.text.replace(/\n*$/, "")}\n\n--\n${reason}\n${unsubscribe}: ${options.url}\n`;
  const footer = `<p style="max-width:520px;margin:16px auto 0;font-size:13px;color:#57534e;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">${escapeHtml(reason)} <a href="${escapeHtml(options.url)}" style="color:#0f766e">${escapeHtml(unsubscribe)}</a></p>\n`;
  const at = mail.html.lastIndexOf("</body>");
  const html =
    at >= 0 ? `${mail.html.slice(0, at)}${footer}${mail.html.slice(at)}` : `${mail.html}\n${footer}`;
  return { text, html };
}

/**
 * The user mail sender over `mailer`.
 * @param options.appSecret the app's secret (the key is derived from it)
 * @param options.publicUrl where users reach the app (config.publicUrl), for the links
 */
export function createUserMail(options: {
  db: Db;
  mailer: Mailer;
  appSecret: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}): UserMail {
  const key = unsubscribeKey(options.appSecret);
  const unsubscribeUrl = (userId: string, kind: MailKind, language: MailLanguage = "de") => {
    const url = new URL(UNSUBSCRIBE_PATH, options.publicUrl);
    url.searchParams.set("token", createUnsubscribeToken(key, userId, kind));
    if (language !== "de") url.searchParams.set("lang", language);
    return url.toString();
  };
  /**
   * Sends to `to` with the footer and the headers; the link turns off what recipient `recipientId` may
   * turn off. `reason` and `unsubscribe` are the footer's words (by default those of the kind).
   */
  const deliver = async (
    to: string,
    recipientId: string,
    { kind, language = "de", mail }: Omit<SendUserMailOptions, "userId">,
    words: { reason: string; unsubscribe: string } = {
      reason: MAIL_KIND_WORDS[kind][language].reason,
      unsubscribe: FOOTER_WORDS[language].unsubscribe,
    },
  ): Promise<SendUserMailResult> => {
    const url = unsubscribeUrl(recipientId, kind, language);
    await options.mailer.sendMail({
      to,
      subject: mail.subject,
      ...withFooter(mail, { url, ...words }),
      headers: {
        "List-Unsubscribe": `<${url}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    return "sent";
  };
  return {
    publicUrl: options.publicUrl,
    unsubscribeUrl,
    readToken: (token) => readUnsubscribeToken(key, token),
    send: async ({ userId, ...rest }) => {
      const [recipient] = await options.db
        .select({ email: user.email })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      if (!recipient) return "no_recipient";
      if (await isMailOptedOut(options.db, userId, rest.kind)) return "opted_out";
      return deliver(recipient.email, userId, rest);
    },
    sendToBooking: async ({ bookingId, to, ...rest }) => {
      const { db } = options;
      const [booking] = await db
        .select({
          isOff: courseBookings.mail_opted_out,
          course: providerCourses.title,
          providerId: providerProfiles.id,
          provider: providerProfiles.name,
          approval: providerProfiles.approval_status,
        })
        .from(courseBookings)
        .innerJoin(providerCourses, eq(providerCourses.id, courseBookings.provider_course_id))
        .innerJoin(providerProfiles, eq(providerProfiles.id, providerCourses.provider_id))
        .where(eq(courseBookings.id, bookingId))
        .limit(1);
      if (!booking) return "no_recipient";
      // A pending provider mails nobody but itself: its bookings' addresses were typed by somebody
      // Lütt has not checked yet.
      if (booking.approval !== "approved") return "not_approved";
      if (booking.isOff || (await isSuppressed(db, to))) return "opted_out";
      const count = await countEvent(
        db,
        PROVIDER_MAILS_WITHOUT_ACCOUNT,
        `${booking.providerId}:${hamburgToday()}`,
      );
      if (count > PROVIDER_MAILS_WITHOUT_ACCOUNT.max) {
        options.log.warn(
          { providerId: booking.providerId, limit: PROVIDER_MAILS_WITHOUT_ACCOUNT.max },
          "mail to an address without an account not sent: the provider's daily quota is used up",
        );
        return "quota_reached";
      }
      const language = rest.language ?? "de";
      const words = WITHOUT_ACCOUNT_WORDS[language];
      return deliver(to, `${ADDRESS_RECIPIENT}${to.toLowerCase()}`, rest, {
        reason: words.reason(booking.provider, booking.course),
        unsubscribe: words.stop,
      });
    },
  };
}

/**
 * Decorates the app with `app.userMail` (after the mailer and auth, whose secret it uses).
 */
export function registerUserMail(app: FastifyInstance, config: AppConfig): void {
  app.decorate(
    "userMail",
    createUserMail({
      db: app.db,
      mailer: app.mailer,
      appSecret: resolveAuthSecret(config, app.log),
      publicUrl: config.publicUrl,
      log: app.log,
    }),
  );
}

/**
 * Sends a user mail after the answer has gone out: a slow or absent mail server must neither delay
 * nor undo what the request did, so a failure is logged and nothing else happens.
 */
export function sendUserMailInBackground(app: FastifyInstance, options: SendUserMailOptions): void {
  app.userMail
    .send(options)
    .catch((error: unknown) =>
      app.log.error({ err: error, userId: options.userId, kind: options.kind }, "user mail failed"),
    );
}
