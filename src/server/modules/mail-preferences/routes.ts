/**
 * The unsubscribe link of every mail a user can turn off (decision 023; modules/mail-preferences/service.ts).
 * It works without signing in: the signed token in the link names the user and the kind of mail.
 *
 * - `GET /unsubscribe?token=…[&lang=en]` — a small page in the mail's language that asks to confirm with
 *   one button. The GET itself changes nothing: mail scanners and link previews open links on their own
 *   (RFC 8058 §1 forbids unsubscribing on GET for that reason).
 * - `POST /unsubscribe?token=…` — turns the kind off and answers with the page "Du bekommst diese
 *   E-Mails nicht mehr" and a button to turn it on again (`action=resubscribe` in the form body). It is
 *   also the one-click target of the `List-Unsubscribe` header: mail programs post
 *   `List-Unsubscribe=One-Click` (form-urlencoded or multipart) without cookies or `Origin`, which is why
 *   it lives outside `/api` and its same-origin check (plugins/same-origin.ts).
 *
 * The "not me" link of a mail to an address without an account (a booking a provider entered by hand)
 * names the address instead of a user: the same page then stops, or allows again, every mail from Lütt
 * to that address.
 *
 * A token that is missing, malformed or forged gets the page "Dieser Link funktioniert nicht" with 400.
 */
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PRODUCT_NAME } from "#shared/constants.js";
import type { MailKind } from "#shared/mail-kinds.js";
import { addressOf, isMailOptedOut, MAIL_KIND_WORDS, setMailOptOut, UNSUBSCRIBE_PATH } from "./service.js";
import type { MailLanguage } from "#server/lib/notice-mail.js";
import { guessLanguage } from "#server/plugins/spa.js";

const WORDS = {
  de: {
    title: "E-Mails abbestellen",
    ask: (name: string) => `Möchtest du „${name}“ nicht mehr per E-Mail bekommen?`,
    unsubscribe: "Abbestellen",
    doneTitle: "Du bekommst diese E-Mails nicht mehr",
    done: (name: string) => `„${name}“ ist abbestellt. Du kannst es jederzeit wieder einschalten.`,
    resubscribe: "Wieder bekommen",
    backTitle: "Du bekommst diese E-Mails wieder",
    back: (name: string) => `„${name}“ ist wieder eingeschaltet.`,
    invalidTitle: "Dieser Link funktioniert nicht",
    invalid: "Der Link zum Abbestellen ist unvollständig oder falsch. Öffne ihn bitte direkt aus der E-Mail.",
    home: `Zu ${PRODUCT_NAME}`,
    address: {
      title: "Keine E-Mails mehr an diese Adresse",
      ask: (email: string) =>
        `Soll ${PRODUCT_NAME} keine E-Mails mehr an ${email} schicken? Das gilt auch, wenn jemand die Adresse später noch einmal angibt.`,
      unsubscribe: "Keine E-Mails mehr",
      doneTitle: "Keine E-Mails mehr an diese Adresse",
      done: (email: string) => `${PRODUCT_NAME} schickt keine E-Mails mehr an ${email}.`,
      resubscribe: "Doch wieder E-Mails bekommen",
      backTitle: "E-Mails an diese Adresse sind wieder erlaubt",
      back: (email: string) => `${PRODUCT_NAME} darf ${email} wieder schreiben.`,
    },
  },
  en: {
    title: "Unsubscribe",
    ask: (name: string) => `Do you no longer want to get “${name}” by e-mail?`,
    unsubscribe: "Unsubscribe",
    doneTitle: "You will no longer get these e-mails",
    done: (name: string) => `“${name}” is turned off. You can turn it on again at any time.`,
    resubscribe: "Get them again",
    backTitle: "You will get these e-mails again",
    back: (name: string) => `“${name}” is turned on again.`,
    invalidTitle: "This link does not work",
    invalid: "The unsubscribe link is incomplete or wrong. Please open it straight from the e-mail.",
    home: `Go to ${PRODUCT_NAME}`,
    address: {
      title: "No more e-mails to this address",
      ask: (email: string) =>
        `Should ${PRODUCT_NAME} send no more e-mails to ${email}? This holds even if someone enters the address again later.`,
      unsubscribe: "No more e-mails",
      doneTitle: "No more e-mails to this address",
      done: (email: string) => `${PRODUCT_NAME} sends no more e-mails to ${email}.`,
      resubscribe: "Get e-mails again",
      backTitle: "E-mails to this address are allowed again",
      back: (email: string) => `${PRODUCT_NAME} may write to ${email} again.`,
    },
  },
} as const;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page: a title, one sentence, and either a form with one button or a link home. */
function renderPage(options: {
  language: MailLanguage;
  title: string;
  text: string;
  form?: { action: string; field: string; button: string; isPrimary: boolean };
}): string {
  const words = WORDS[options.language];
  const { form } = options;
  const buttonStyle = form?.isPrimary
    ? "background:#0f766e;color:#ffffff;border:none"
    : "background:#ffffff;color:#0f766e;border:2px solid #0f766e";
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} – ${PRODUCT_NAME}</title>
</head>
<body style="margin:0;padding:24px 16px;background:#fafaf9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c1917;line-height:1.5">
<main style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:16px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.08)">
<p style="font-size:24px;font-weight:700;color:#0f766e;margin:0 0 16px">${PRODUCT_NAME}</p>
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(options.title)}</h1>
<p style="margin:0 0 24px">${escapeHtml(options.text)}</p>
${
  form
    ? `<form method="post" action="${escapeHtml(form.action)}" style="margin:0 0 16px">
<input type="hidden" name="action" value="${form.field}">
<button type="submit" style="${buttonStyle};font:inherit;font-weight:600;padding:12px 20px;border-radius:12px;cursor:pointer;min-height:44px">${escapeHtml(form.button)}</button>
</form>`
    : ""
}
<p style="margin:0"><a href="/" style="color:#0f766e">${escapeHtml(words.home)}</a></p>
</main>
</body>
</html>
`;
}

const ZUnsubscribeQuery = z.object({
  token: z.string().max(512).optional(),
  lang: z.string().max(5).optional(),
});

export const mailPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Our own form posts form-urlencoded; RFC 8058 one-click posts come as either that or multipart.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );

  const languageOf = (
    lang: string | undefined,
    request: Parameters<typeof guessLanguage>[0],
  ): MailLanguage => (lang === "en" || lang === "de" ? lang : guessLanguage(request));

  /**
   * What both answers start with: the page's language and words, no caching, and the user and kind the
   * link's token names (`target` null for a forged or broken one, then `invalid()` answers 400).
   */
  const openPage = (
    query: z.infer<typeof ZUnsubscribeQuery>,
    request: Parameters<typeof guessLanguage>[0],
    reply: FastifyReply,
  ) => {
    const language = languageOf(query.lang, request);
    const words = WORDS[language];
    reply.header("cache-control", "private, no-store").type("text/html; charset=utf-8");
    const target = query.token ? app.userMail.readToken(query.token) : null;
    const invalid = () =>
      reply.status(400).send(renderPage({ language, title: words.invalidTitle, text: words.invalid }));
    return { language, words, target, invalid };
  };

  /**
   * The page's sentences for what the link stops: one kind of mail of a user (or a booking), or all
   * mail to an address ("not me").
   */
  const sentencesFor = (target: { userId: string; kind: MailKind }, language: MailLanguage) => {
    const words = WORDS[language];
    const address = addressOf(target.userId);
    if (address !== null) {
      const { ask, done, back, ...rest } = words.address;
      return { ...rest, ask: ask(address), done: done(address), back: back(address) };
    }
    const name = MAIL_KIND_WORDS[target.kind][language].name;
    return {
      title: words.title,
      ask: words.ask(name),
      unsubscribe: words.unsubscribe,
      doneTitle: words.doneTitle,
      done: words.done(name),
      resubscribe: words.resubscribe,
      backTitle: words.backTitle,
      back: words.back(name),
    };
  };

  app.get(
    UNSUBSCRIBE_PATH,
    { schema: { hide: true, querystring: ZUnsubscribeQuery } },
    async (request, reply) => {
      const page = openPage(request.query, request, reply);
      if (!page.target) return page.invalid();
      const { language, target } = page;
      const words = sentencesFor(target, language);
      const isOff = await isMailOptedOut(app.db, target.userId, target.kind);
      return renderPage({
        language,
        title: isOff ? words.doneTitle : words.title,
        text: isOff ? words.done : words.ask,
        form: {
          action: request.url,
          field: isOff ? "resubscribe" : "unsubscribe",
          button: isOff ? words.resubscribe : words.unsubscribe,
          isPrimary: !isOff,
        },
      });
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    { schema: { hide: true, querystring: ZUnsubscribeQuery }, bodyLimit: 4096 },
    async (request, reply) => {
      const page = openPage(request.query, request, reply);
      if (!page.target) return page.invalid();
      const { language, target } = page;
      const words = sentencesFor(target, language);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const isResubscribe = body.action === "resubscribe";
      await setMailOptOut(app.db, { ...target, optedOut: !isResubscribe });
      return renderPage({
        language,
        title: isResubscribe ? words.backTitle : words.doneTitle,
        text: isResubscribe ? words.back : words.done,
        form: {
          action: request.url,
          field: isResubscribe ? "unsubscribe" : "resubscribe",
          button: isResubscribe ? words.unsubscribe : words.resubscribe,
          isPrimary: isResubscribe,
        },
      });
    },
  );
};
