/**
 * The e-mail that confirms a new account (spec 01 §4 "Auth": sign-up leads to a confirmation-link step).
 * German first, then English, because the app's language is not known when the mail is sent (the
 * browser chooses it; DESIGN.md "Conventions"). Plain text and HTML carry the same words.
 */
import { PRODUCT_NAME } from "../../shared/constants.js";

export type ConfirmationMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

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
  const safeName = escapeHtml(name);
  const safeUrl = escapeHtml(url);
  const button = (label: string) =>
    `<p style="margin:24px 0"><a href="${safeUrl}" style="display:inline-block;background:#0f766e;color:#ffffff;` +
    `text-decoration:none;padding:12px 20px;border-radius:12px;font-weight:600">${label}</a></p>`;
  const html = `<!doctype html>
<html lang="de">
<body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c1917">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:24px">
<p style="font-size:24px;font-weight:700;color:#0f766e;margin:0 0 16px">${PRODUCT_NAME}</p>
<p>Hallo ${safeName},</p>
<p>schön, dass du bei ${PRODUCT_NAME} bist – dem Familienguide für Hamburg! Bitte bestätige deine E-Mail-Adresse, dann bist du gleich angemeldet.</p>
${button("E-Mail-Adresse bestätigen")}
<p style="font-size:14px;color:#57534e">Der Link ist 24 Stunden gültig. Wenn du dich nicht registriert hast, kannst du diese E-Mail einfach ignorieren.</p>
<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0">
<div lang="en">
<p>Hi ${safeName},</p>
<p>welcome to ${PRODUCT_NAME}, the family guide for Hamburg! Please confirm your e-mail address and you will be signed in right away.</p>
${button("Confirm e-mail address")}
<p style="font-size:14px;color:#57534e">The link is valid for 24 hours. If you did not sign up, you can simply ignore this e-mail.</p>
</div>
<p style="font-size:14px;color:#57534e;word-break:break-all">${safeUrl}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
