/**
 * The layout of a notification mail in one language (decision 023): the product name, a greeting,
 * paragraphs, optional sections of items (a heading, then a linked title with detail lines per item, e.g.
 * the courses of a digest per alert), one button, and the sign-off. Plain text and HTML carry the same words; every value is escaped.
 * modules/mail-preferences/service.ts adds the unsubscribe footer when the mail is sent.
 */
import { PRODUCT_NAME } from "#shared/constants.js";

/** The languages a mail is written in. */
export type MailLanguage = "de" | "en";

/** One listed item: a linked title and its details ("Dienstag 09:30–10:30", "Osterstraße 12"). */
export type NoticeItem = { title: string; url: string; lines: string[] };

export type NoticeMailInput = {
  language: MailLanguage;
  /** Without the product name, which is put in front. */
  subject: string;
  greeting: string;
  paragraphs: string[];
  sections?: { heading: string; items: NoticeItem[] }[];
  button: { label: string; url: string };
};

export type NoticeMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const SIGN_OFF: Record<MailLanguage, string> = {
  de: `Viele Grüße, ${PRODUCT_NAME}`,
  en: `Best wishes, ${PRODUCT_NAME}`,
};

/** Renders the mail; see the module comment for its parts. */
export function buildNoticeMail(input: NoticeMailInput): NoticeMail {
  const sections = input.sections ?? [];
  const text = [
    input.greeting,
    "",
    ...input.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...sections.flatMap((section) => [
      section.heading,
      "",
      ...section.items.flatMap((item) => [
        `• ${item.title}`,
        ...item.lines.map((line) => `  ${line}`),
        `  ${item.url}`,
        "",
      ]),
    ]),
    `${input.button.label}: ${input.button.url}`,
    "",
    SIGN_OFF[input.language],
    "",
  ].join("\n");
  const itemHtml = (item: NoticeItem) =>
    `<li style="margin:0 0 12px"><a href="${escapeHtml(item.url)}" style="color:#0f766e;font-weight:600">${escapeHtml(item.title)}</a>` +
    item.lines.map((line) => `<br><span style="color:#57534e">${escapeHtml(line)}</span>`).join("") +
    "</li>";
  const sectionHtml = sections
    .map(
      (section) =>
        `<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(section.heading)}</h2>\n<ul style="padding-left:20px;margin:0">\n${section.items.map(itemHtml).join("\n")}\n</ul>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="${input.language}">
<body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c1917">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:24px">
<p style="font-size:24px;font-weight:700;color:#0f766e;margin:0 0 16px">${PRODUCT_NAME}</p>
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${sectionHtml}
<p style="margin:24px 0"><a href="${escapeHtml(input.button.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:12px;font-weight:600">${escapeHtml(input.button.label)}</a></p>
<p>${escapeHtml(SIGN_OFF[input.language])}</p>
</div>
</body>
</html>
`;
  return { subject: `${PRODUCT_NAME}: ${input.subject}`, text, html };
}
