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
  /**
   * Holds every message from now on without answering its DATA command, as a slow mail server does;
   * the returned function accepts the held ones (they then appear in `messages`) and stops holding.
   */
  hold: () => () => void;
  close: () => Promise<void>;
};

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = [];
  let held: Array<() => void> | null = null;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const accept = () => {
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        };
        if (held) held.push(accept);
        else accept();
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
    hold: () => {
      held = [];
      return () => {
        const waiting = held ?? [];
        held = null;
        for (const accept of waiting) accept();
      };
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

/** A header field of a raw message with folded lines joined (RFC 5322 §2.2.3), or null. */
export function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const prefix = `${name.toLowerCase()}:`;
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(prefix));
  return line ? line.slice(prefix.length).trim() : null;
}

/** The Subject of a raw message with its RFC 2047 encoded words (Q or B, UTF-8) decoded. */
export function subjectOf(raw: string): string {
  const value = headerOf(raw, "Subject") ?? "";
  const parts: Buffer[] = [];
  let rest = value;
  const word = /^=\?utf-8\?([qb])\?([^?]*)\?=\s*/i;
  while (rest.length > 0) {
    const match = word.exec(rest);
    if (!match) {
      parts.push(Buffer.from(rest, "utf8"));
      break;
    }
    const [whole, encoding, text = ""] = match;
    parts.push(
      encoding!.toLowerCase() === "b"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .split(/(=[0-9A-F]{2})/i)
              .flatMap((piece) =>
                /^=[0-9A-F]{2}$/i.test(piece)
                  ? [parseInt(piece.slice(1), 16)]
                  : [...Buffer.from(piece, "utf8")],
              ),
          ),
    );
    rest = rest.slice(whole.length);
  }
  return Buffer.concat(parts).toString("utf8");
}

/**
 * The first message to `to` (from index `after` on) whose decoded subject starts with `subject`, now or
 * within `timeoutMs`; other mails to the same address (e.g. the sign-up confirmation) are passed over.
 */
export async function waitForSubject(
  smtp: TestSmtpServer,
  to: string,
  subject: string,
  { after = 0, timeoutMs = 5_000 }: { after?: number; timeoutMs?: number } = {},
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages
      .slice(after)
      .find((message) => message.to.includes(to.toLowerCase()) && subjectOf(message.raw).startsWith(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}…" to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
