/**
 * The e-mail that confirms a new account (spec 01 §4 "Auth": sign-up leads to a confirmation-link step).
 * German first, then English, because the app's language is not known when the mail is sent (the
 * browser chooses it; DESIGN.md "Conventions"). Plain text and HTML carry the same words.
 */
import { PRODUCT_NAME } from "#shared/constants.js";

export type ConfirmationMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The words of one language of a mail with one link button. */
export type MailWords = { greeting: string; body: string; button: string; note: string };

/**
 * The HTML of an account mail: the product name, then the German words with a button to `url`, then
 * the English ones, then the link as text for mail programs that hide buttons. Every value is escaped.
 */
export function renderMailHtml({
  url,
  german,
  english,
}: {
  url: string;
  german: MailWords;
  english: MailWords;
}): string {
  const safeUrl = escapeHtml(url);
  const section = (words: MailWords) =>
    `<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(words.body)}</p>
<p style="margin:24px 0"><a href="${safeUrl}" style="display:inline-block;background:#0f766e;color:#ffffff;` +
    `text-decoration:none;padding:12px 20px;border-radius:12px;font-weight:600">${escapeHtml(words.button)}</a></p>
<p style="font-size:14px;color:#57534e">${escapeHtml(words.note)}</p>`;
  return `<!doctype html>
<html lang="de">
<body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c1917">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:24px">
<p style="font-size:24px;font-weight:700;color:#0f766e;margin:0 0 16px">${PRODUCT_NAME}</p>
${section(german)}
<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0">
<div lang="en">
${section(english)}
</div>
<p style="font-size:14px;color:#57534e;word-break:break-all">${safeUrl}</p>
</div>
</body>
</html>
`;
}

/**
 * @param options.name how to greet the user (their name, else the part of the address before the @)
 * @param options.url the verification link; opening it confirms the address and signs the user in
 */
export function buildConfirmationMail({ name, url }: { name: string; url: string }): ConfirmationMail {
  const subject = `${PRODUCT_NAME}: Bitte bestätige deine E-Mail-Adresse · Please confirm your e-mail address`;
  const text = [
    `Hallo ${name},`,
    "",
    `schön, dass du bei ${PRODUCT_NAME} bist – dem Familienguide für Hamburg!`,
    "Bitte bestätige deine E-Mail-Adresse mit diesem Link, dann bist du gleich angemeldet:",
    "",
    url,
    "",
    "Der Link ist 24 Stunden gültig. Wenn du dich nicht registriert hast, kannst du diese E-Mail einfach ignorieren.",
    "",
    "— — —",
    "",
    `Hi ${name},`,
    "",
    `welcome to ${PRODUCT_NAME}, the family guide for Hamburg!`,
    "Please confirm your e-mail address with this link and you will be signed in right away:",
    "",
    url,
    "",
    "The link is valid for 24 hours. If you did not sign up, you can simply ignore this e-mail.",
    "",
    `Viele Grüße · Best wishes, ${PRODUCT_NAME}`,
    "",
  ].join("\n");
  const html = renderMailHtml({
    url,
    german: {
      greeting: `Hallo ${name},`,
      body: `schön, dass du bei ${PRODUCT_NAME} bist – dem Familienguide für Hamburg! Bitte bestätige deine E-Mail-Adresse, dann bist du gleich angemeldet.`,
      button: "E-Mail-Adresse bestätigen",
      note: "Der Link ist 24 Stunden gültig. Wenn du dich nicht registriert hast, kannst du diese E-Mail einfach ignorieren.",
    },
    english: {
      greeting: `Hi ${name},`,
      body: `welcome to ${PRODUCT_NAME}, the family guide for Hamburg! Please confirm your e-mail address and you will be signed in right away.`,
      button: "Confirm e-mail address",
      note: "The link is valid for 24 hours. If you did not sign up, you can simply ignore this e-mail.",
    },
  });
  return { subject, text, html };
}
