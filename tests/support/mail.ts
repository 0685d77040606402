/**
 * Test helpers for e-mail: a real SMTP server on 127.0.0.1 that keeps every message (smtp-server; the
 * client must use ignoreTLS, DESIGN.md "Versions and traps"), and reading the confirmation link out of
 * a raw RFC 822 message (.eml file or SMTP data).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type CapturedMail = { to: string[]; raw: string };

export type TestSmtpServer = {
  /** SMTP_URL for the app under test. */
  url: string;
  messages: CapturedMail[];
  /** Resolves with the first message to this address (now or later), rejects after `timeoutMs`. */
  waitForMail: (to: string, options?: { after?: number; timeoutMs?: number }) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    messages,
    waitForMail: async (to, { after = 0, timeoutMs = 5_000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.slice(after).find((message) => message.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable encoding (soft line breaks and =XX bytes), which nodemailer uses for text. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The e-mail confirmation link in a raw message; throws when there is none. */
export function findConfirmationLink(raw: string): string {
  const match = decodeQuotedPrintable(raw).match(
    /https?:\/\/[^\s"'<>]+\/api\/auth\/verify-email\?[^\s"'<>]+/,
  );
  if (!match) throw new Error(`no confirmation link in the message:\n${raw.slice(0, 2000)}`);
  return match[0].replace(/&amp;/g, "&");
}

/** The password reset link (better-auth's `/api/auth/reset-password/<token>?callbackURL=…`) in a raw mail. */
export function findPasswordResetLink(raw: string): string {
  const match = decodeQuotedPrintable(raw).match(
    /https?:\/\/[^\s"'<>]+\/api\/auth\/reset-password\/[^\s"'<>]+/,
  );
  if (!match) throw new Error(`no password reset link in the message:\n${raw.slice(0, 2000)}`);
  return match[0].replace(/&amp;/g, "&");
}
