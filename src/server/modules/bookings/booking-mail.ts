/**
 * The e-mails about a course booking (decision 024, "One mail builder"): booked, waitlisted, moved up from
 * the waitlist, cancelled (by the parent, or by the provider with an optional message), and the provider's
 * "Nachricht an alle Teilnehmenden" (`message`). Each goes out in the language the parent used the app in
 * when they booked (stored with the booking), German where that is not known (bookings the provider
 * added by hand). Plain text and HTML carry the same words.
 */
import { PRODUCT_NAME } from "#shared/constants.js";
import { formatSchedule } from "#shared/course-schedule.js";

export type BookingMailKind = "booked" | "waitlisted" | "moved_up" | "cancelled" | "message";

/** What a booking mail says about the booking and its course. */
export type BookingMailFacts = {
  kind: BookingMailKind;
  language: "de" | "en";
  /** The parent's name, else the part of the address before the @. */
  name: string;
  childName: string | null;
  courseTitle: string;
  providerName: string;
  /** "Dienstag 09:30–10:30" (a course's schedule, worded in the mail's language: shared/course-schedule.ts). */
  schedule: string;
  location: string;
  /** The first day of the term ("YYYY-MM-DD"), when the course has one. */
  termStart: string | null;
  /** 1 = next to move up; only for `waitlisted`. */
  waitlistPosition: number | null;
  /** Where the parent sees and cancels their bookings. */
  url: string;
  /**
   * False for a booking the provider added by hand: the family has no account, so the mail has no
   * "My bookings" button and sends them to the provider instead. Default true.
   */
  hasAccount?: boolean;
  /** `cancelled` only: who cancelled, the parent (default) or the provider. */
  cancelledBy?: "parent" | "provider";
  /** The provider's own words: the note to a cancellation by the provider, or the `message` text. */
  providerMessage?: string | null;
  /** `message` only: the provider's subject. */
  providerSubject?: string;
};

export type BookingMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-09-01" as "01.09.2026" (German) or "1 Sep 2026" (en-GB). */
function formatDay(day: string, language: "de" | "en"): string {
  const [year, month, date] = day.split("-");
  return language === "de"
    ? `${date}.${month}.${year}`
    : `${Number(date)} ${MONTHS_EN[Number(month) - 1] ?? month} ${year}`;
}

type Words = { subject: string; greeting: string; lines: string[]; button: string; sign: string };

/** The provider's text as lines of the mail (its paragraphs kept; the HTML turns line breaks into <br>). */
const quoted = (message: string | null | undefined): string[] =>
  message
    ? message
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
    : [];

function wordsOf(facts: BookingMailFacts): Words {
  const { courseTitle: title, providerName: provider, childName: child } = facts;
  const hasAccount = facts.hasAccount ?? true;
  const byProvider = facts.cancelledBy === "provider";
  if (facts.language === "en") {
    const forChild = child ? ` for ${child}` : "";
    const when = `When: ${formatSchedule(facts.schedule, "en")}${facts.termStart ? `, from ${formatDay(facts.termStart, "en")}` : ""}`;
    const where = `Where: ${facts.location}`;
    const byKind: Record<BookingMailKind, { subject: string; lines: string[] }> = {
      booked: {
        subject: `Place booked: ${title}`,
        lines: [
          `you have booked a place${forChild} in “${title}” by ${provider}.`,
          when,
          where,
          hasAccount
            ? "If you cannot come, please cancel under “My bookings”, so that the next family gets the place."
            : `If you cannot come, please tell ${provider}, so that the next family gets the place.`,
        ],
      },
      waitlisted: {
        subject: `On the waiting list: ${title}`,
        lines: [
          `“${title}” by ${provider} is fully booked right now. You are number ${facts.waitlistPosition ?? 1} on the waiting list${forChild}.`,
          "When a place becomes free you move up automatically, and we will tell you by e-mail.",
          when,
        ],
      },
      moved_up: {
        subject: `A place for you: ${title}`,
        lines: [
          `good news: a place in “${title}” by ${provider} has become free, and it is yours now${forChild}. You do not need to do anything.`,
          when,
          where,
          hasAccount
            ? "If you cannot come after all, please cancel under “My bookings”."
            : `If you cannot come after all, please tell ${provider}.`,
        ],
      },
      cancelled: {
        subject: `Booking cancelled: ${title}`,
        lines: byProvider
          ? [
              `${provider} has cancelled your booking${forChild} of “${title}”.`,
              ...(facts.providerMessage
                ? [`Message from ${provider}:`, ...quoted(facts.providerMessage)]
                : []),
              `If you have questions, please contact ${provider} directly.`,
            ]
          : [`your booking${forChild} of “${title}” by ${provider} is cancelled.`],
      },
      message: {
        subject: `${facts.providerSubject ?? ""} (${title})`,
        lines: [`${provider} writes to everyone in “${title}”:`, ...quoted(facts.providerMessage), when],
      },
    };
    return {
      ...byKind[facts.kind],
      greeting: `Hi ${facts.name},`,
      button: "My bookings",
      sign: `Best wishes, ${PRODUCT_NAME}`,
    };
  }
  const forChild = child ? ` für ${child}` : "";
  const when = `Wann: ${facts.schedule}${facts.termStart ? `, ab ${formatDay(facts.termStart, "de")}` : ""}`;
  const where = `Wo: ${facts.location}`;
  const byKind: Record<BookingMailKind, { subject: string; lines: string[] }> = {
    booked: {
      subject: `Platz gebucht: ${title}`,
      lines: [
        `du hast einen Platz${forChild} im Kurs „${title}“ bei ${provider} gebucht.`,
        when,
        where,
        hasAccount
          ? "Wenn du nicht kommen kannst, sag bitte unter „Meine Buchungen“ ab, damit die nächste Familie den Platz bekommt."
          : `Wenn du nicht kommen kannst, sag bitte ${provider} Bescheid, damit die nächste Familie den Platz bekommt.`,
      ],
    },
    waitlisted: {
      subject: `Auf der Warteliste: ${title}`,
      lines: [
        `„${title}“ bei ${provider} ist gerade ausgebucht. Du stehst${forChild} auf Platz ${facts.waitlistPosition ?? 1} der Warteliste.`,
        "Wird ein Platz frei, rückst du automatisch nach – wir sagen dir per E-Mail Bescheid.",
        when,
      ],
    },
    moved_up: {
      subject: `Ein Platz für dich: ${title}`,
      lines: [
        `gute Nachricht: Im Kurs „${title}“ bei ${provider} ist ein Platz frei geworden, und er gehört jetzt dir${forChild}. Du musst nichts weiter tun.`,
        when,
        where,
        hasAccount
          ? "Wenn du doch nicht kommen kannst, sag bitte unter „Meine Buchungen“ ab."
          : `Wenn du doch nicht kommen kannst, sag bitte ${provider} Bescheid.`,
      ],
    },
    cancelled: {
      subject: `Buchung storniert: ${title}`,
      lines: byProvider
        ? [
            `${provider} hat deine Buchung${forChild} für „${title}“ storniert.`,
            ...(facts.providerMessage
              ? [`Nachricht von ${provider}:`, ...quoted(facts.providerMessage)]
              : []),
            `Bei Fragen wende dich bitte direkt an ${provider}.`,
          ]
        : [`deine Buchung${forChild} für „${title}“ bei ${provider} ist storniert.`],
    },
    message: {
      subject: `${facts.providerSubject ?? ""} (${title})`,
      lines: [
        `${provider} schreibt allen Teilnehmenden von „${title}“:`,
        ...quoted(facts.providerMessage),
        when,
      ],
    },
  };
  return {
    ...byKind[facts.kind],
    greeting: `Hallo ${facts.name},`,
    button: "Meine Buchungen",
    sign: `Viele Grüße, ${PRODUCT_NAME}`,
  };
}

/**
 * The subject, text and HTML of one booking mail in the booking's language. Without an account
 * (`hasAccount: false`) the mail has no "My bookings" button.
 */
export function buildBookingMail(facts: BookingMailFacts): BookingMail {
  const words = wordsOf(facts);
  const hasButton = facts.hasAccount ?? true;
  const subject = `${PRODUCT_NAME}: ${words.subject}`;
  const text = [
    words.greeting,
    "",
    ...words.lines,
    "",
    ...(hasButton ? [`${words.button}: ${facts.url}`, ""] : []),
    words.sign,
    "",
  ].join("\n");
  const safeUrl = escapeHtml(facts.url);
  const html = `<!doctype html>
<html lang="${facts.language}">
<body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c1917">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:24px">
<p style="font-size:24px;font-weight:700;color:#0f766e;margin:0 0 16px">${PRODUCT_NAME}</p>
<p>${escapeHtml(words.greeting)}</p>
${words.lines.map((line) => `<p>${escapeHtml(line).replace(/\r?\n/g, "<br>")}</p>`).join("\n")}
${hasButton ? `<p style="margin:24px 0"><a href="${safeUrl}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:12px;font-weight:600">${escapeHtml(words.button)}</a></p>` : ""}
<p>${escapeHtml(words.sign)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
