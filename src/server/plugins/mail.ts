/**
 * Outgoing e-mail (DESIGN.md "Shape": e-mail row). With SMTP_URL the mail goes out over SMTP; without
 * it (the embedded default) every message is written as an `.eml` file to `${DATA_DIR}/mail/` and one
 * log line names the file, so sign-up works on a laptop with no mail server at all. The log never names
 * a mail's link: it may sign in or set a password (docs/decisions/040).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig } from "../config.js";
import { dataPath } from "../lib/data-dir.js";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, e.g. `List-Unsubscribe` (modules/mail-preferences/service.ts adds it). */
  headers?: Record<string, string>;
};

export type Mailer = {
  kind: "smtp" | "file";
  /** Sends the message; rejects when the SMTP server refuses it or the file cannot be written. */
  sendMail: (message: MailMessage) => Promise<void>;
  close: () => void;
};

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `<timestamp>-<to>.eml`, with the address reduced to characters every file system accepts. */
const fileNameFor = (to: string, attempt: number): string => {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const safeTo = to.toLowerCase().replace(/[^a-z0-9@._+-]/g, "_");
  return `${stamp}-${safeTo}${attempt > 0 ? `-${attempt}` : ""}.eml`;
};

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    // Connection details (host, port, auth, tls options such as ?ignoreTLS=true) all come from the URL.
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      sendMail: async ({ to, subject, text, html, headers }) => {
        await transport.sendMail({ from: options.from, to, subject, text, html, headers });
        options.log.info({ to, subject }, "mail sent");
      },
      close: () => transport.close(),
    };
  }
  // buffer: true hands us the complete RFC 822 message, exactly what a mail client opens as .eml.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    sendMail: async ({ to, subject, text, html, headers }) => {
      const info = await transport.sendMail({ from: options.from, to, subject, text, html, headers });
      await mkdir(options.mailDir, { recursive: true });
      // "wx" never overwrites: two mails to one address in the same millisecond get a suffix. Mode 600:
      // the file holds a sign-in link.
      for (let attempt = 0; ; attempt++) {
        const file = path.join(options.mailDir, fileNameFor(to, attempt));
        try {
          await writeFile(file, info.message, { flag: "wx", mode: 0o600 });
          options.log.info({ to, file }, `mail to ${to} written to ${file}`);
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 20) throw error;
        }
      }
    },
    close: () => transport.close(),
  };
}

/** Decorates the app with `app.mailer` and closes the SMTP connection with the app. */
export function registerMail(app: FastifyInstance, config: AppConfig): void {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    mailDir: dataPath(config, "mail"),
    log: app.log,
  });
  app.decorate("mailer", mailer);
  app.addHook("onClose", async () => mailer.close());
}
