/**
 * Secrets stay out of the log (docs/decisions/040): a whole run at the most talkative level — sign-up,
 * the confirmation link, sign-in, a password reset from its link, the private calendar address, an
 * unsubscribe link, and then requests with the session cookie while the database fails — and the log
 * is searched for every password, token, cookie and link of that run.
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCookieJar } from "#tests/support/cookie-jar.js";
import {
  findConfirmationLink,
  findPasswordResetLink,
  startSmtpServer,
  type TestSmtpServer,
} from "#tests/support/mail.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { redactUrl } from "./log-redaction.js";

let smtp: TestSmtpServer;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url, LOG_LEVEL: "trace" }, logStream });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

describe("the log of a run", () => {
  it("holds no password, token, cookie or link that signs in, at any level", async () => {
    const secrets: string[] = [];
    const email = "geheim@example.org";
    const password = "Elbstrand-Geheim-2024";
    const newPassword = "Kinderwagen-Alster-77";
    secrets.push(password, newPassword);
    const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
      t.app.inject({
        method: "POST",
        url,
        payload,
        headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      });

    // Sign-up and the confirmation link (its token signs in).
    await post("/api/auth/sign-up/email", { email, password, name: "", callbackURL: "/" });
    const confirmation = findConfirmationLink((await smtp.waitForMail(email)).raw);
    secrets.push(new URL(confirmation).searchParams.get("token")!);
    const confirmed = await t.app.inject({ url: pathOf(confirmation) });
    expect(confirmed.statusCode).toBe(302);

    // A password reset: the link, its token, the new password.
    const before = smtp.messages.length;
    await post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    const resetLink = findPasswordResetLink((await smtp.waitForMail(email, { after: before })).raw);
    const resetToken = new URL(resetLink).pathname.split("/").at(-1)!;
    secrets.push(resetLink, resetToken);
    expect((await t.app.inject({ url: pathOf(resetLink) })).statusCode).toBe(302);
    expect((await post("/api/auth/reset-password", { token: resetToken, newPassword })).statusCode).toBe(200);

    // Sign-in: the session cookie and its token.
    const signedIn = await post("/api/auth/sign-in/email", { email, password: newPassword });
    expect(signedIn.statusCode).toBe(200);
    const jar = createCookieJar();
    jar.store(signedIn.headers);
    const cookie = jar.header()!;
    const sessionToken = decodeURIComponent(/luett\.session_token=([^;]+)/.exec(cookie)![1]!);
    secrets.push(cookie, sessionToken, sessionToken.split(".")[0]!);

    // The private calendar address and an unsubscribe link.
    const feed = (await post("/api/me/calendar-feed", {}, cookie)).json<{ url: string }>().url;
    const calendarToken = /\/api\/calendar\/([\w-]+)\.ics/.exec(feed)![1]!;
    secrets.push(calendarToken);
    expect((await t.app.inject({ url: pathOf(feed) })).statusCode).toBe(200);
    const me = (await t.app.inject({ url: "/api/me", headers: { cookie } })).json<{ user: { id: string } }>();
    const unsubscribe = t.app.userMail.unsubscribeUrl(me.user.id, "course_alerts");
    secrets.push(new URL(unsubscribe).searchParams.get("token")!);
    expect((await t.app.inject({ url: pathOf(unsubscribe) })).statusCode).toBe(200);

    // The database fails under every session lookup (as when it stops), with the cookie on each request.
    await t.database.db.execute(sql`ALTER TABLE "session" RENAME TO "session_away"`);
    try {
      for (const url of ["/api/me", "/api/profile", "/api/me/bookings", "/api/auth/get-session"]) {
        const response = await t.app.inject({ url, headers: { cookie } });
        expect(response.statusCode).toBeGreaterThanOrEqual(500);
      }
      const write = await t.app.inject({
        method: "PUT",
        url: "/api/favorites/places/00000000-0000-4000-8000-000000000000",
        headers: { origin: t.config.publicUrl, cookie },
      });
      expect(write.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE "session_away" RENAME TO "session"`);
    }

    const log = lines.join("");
    // The run was logged, errors included, so the search below means something.
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('"level":50');
    for (const secret of secrets) {
      expect(log.includes(secret), `a secret in the log: ${secret.slice(0, 12)}…`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `a secret in the log: ${secret.slice(0, 12)}…`).toBe(
        false,
      );
    }
    expect(log).not.toContain("session_token=");
    expect(log).toContain("[redacted]");
  });
});

describe("redactUrl", () => {
  it.each([
    [
      "/api/auth/reset-password/abc123?callbackURL=%2Fauth",
      "/api/auth/reset-password/[redacted]?callbackURL=%2Fauth",
    ],
    [
      "/api/auth/verify-email?token=abc&callbackURL=%2F",
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2F",
    ],
    ["/api/calendar/AbC_123-xyz.ics", "/api/calendar/[redacted].ics"],
    ["/unsubscribe?token=course_alerts.x.y&lang=en", "/unsubscribe?token=[redacted]&lang=en"],
    [
      "/api/auth/callback/google?code=4%2F0Ab&state=xyz",
      "/api/auth/callback/google?code=[redacted]&state=[redacted]",
    ],
    ["/api/places?q=cafe&limit=20", "/api/places?q=cafe&limit=20"],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
