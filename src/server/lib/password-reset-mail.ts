/**
 * The e-mail with a link to choose a new password (README "Accounts"), German first, then English, like the
 * confirmation mail (the app's language is not known when it is sent).
 */
import { PRODUCT_NAME } from "#shared/constants.js";
import { type ConfirmationMail, renderMailHtml } from "./confirmation-mail.js";

/** How long the link in the mail works, in minutes. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

/**
 * @param options.name how to greet the user
 * @param options.url the link that opens the new-password page (better-auth checks the token first)
 */
export function buildPasswordResetMail({ name, url }: { name: string; url: string }): ConfirmationMail {
  const subject = `${PRODUCT_NAME}: Neues Passwort festlegen · Choose a new password`;
  const german = {
    greeting: `Hallo ${name},`,
    body: "jemand (hoffentlich du) möchte das Passwort deines Lütt-Kontos ändern. Mit diesem Link legst du ein neues fest:",
    button: "Neues Passwort festlegen",
    note: `Der Link ist ${PASSWORD_RESET_LINK_MINUTES} Minuten gültig. Danach bist du auf allen Geräten abgemeldet. Wenn du das nicht warst, ignoriere diese E-Mail einfach – dein Passwort bleibt, wie es ist.`,
  };
  const english = {
    greeting: `Hi ${name},`,
    body: "someone (hopefully you) asked to change the password of your Lütt account. Choose a new one with this link:",
    button: "Choose a new password",
    note: `The link is valid for ${PASSWORD_RESET_LINK_MINUTES} minutes. Afterwards you are signed out on every device. If this was not you, simply ignore this e-mail – your password stays as it is.`,
  };
  const text = [
    german.greeting,
    "",
    german.body,
    "",
    url,
    "",
    german.note,
    "",
    "— — —",
    "",
    english.greeting,
    "",
    english.body,
    "",
    url,
    "",
    english.note,
    "",
    `Viele Grüße · Best wishes, ${PRODUCT_NAME}`,
    "",
  ].join("\n");
  return { subject, text, html: renderMailHtml({ url, german, english }) };
}
