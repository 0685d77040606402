/**
 * E-mail accounts end to end through app.inject, with a real SMTP server catching the confirmation mail
 * (spec 01 §4 "Auth", §7 "Auth", §8 "Auth"): sign-up → mail → link → signed in → sign-out → sign-in.
 */
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCookieJar } from "#tests/support/cookie-jar.js";
import {
  decodeQuotedPrintable,
  findConfirmationLink,
  findPasswordResetLink,
  startSmtpServer,
  type TestSmtpServer,
} from "#tests/support/mail.js";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { ZMe } from "#shared/schemas/me.js";
import { profiles, session, user, verification } from "../db/schema.js";
import { AUTH_RATE_LIMITS } from "./auth.js";
import { RESET_MAILS } from "./sign-in-limits.js";

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A POST to better-auth as the browser sends it: JSON with the site's Origin (better-auth checks it). */
const post = (url: string, body: unknown, extra: Partial<InjectOptions> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    payload: body as InjectOptions["payload"],
    ...extra,
    headers: { origin: t.config.publicUrl, "content-type": "application/json", ...extra.headers },
  });

const errorCode = (response: LightMyRequestResponse) => response.json<{ code?: string }>().code;

/** Path and query of an absolute link, for app.inject. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe("e-mail sign-up, confirmation, sign-in and sign-out", () => {
  const email = "mia.beispiel@example.org";
  const password = "elbstrand-2024";
  const jar = createCookieJar();

  it("signs up and sends a confirmation mail over SMTP", async () => {
    const before = smtp.messages.length;
    const response = await post("/api/auth/sign-up/email", { email, password, name: "", callbackURL: "/" });
    expect(response.statusCode).toBe(200);
    // No session until the address is confirmed.
    expect(String(response.headers["set-cookie"] ?? "")).not.toContain("session_token=");
    const mail = await smtp.waitForMail(email, { after: before });
    expect(mail.raw).toMatch(/Subject: .*L=C3=BCtt|Subject: =\?UTF-8\?/);
    const link = findConfirmationLink(mail.raw);
    expect(link.startsWith(`${t.config.publicUrl}/api/auth/verify-email?token=`)).toBe(true);
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/");
  });

  it("creates the profile with the role parent and the e-mail's local part as display name", async () => {
    const [account] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(account?.emailVerified).toBe(false);
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.user_id, account?.id ?? ""));
    expect(profile).toMatchObject({ user_role: "parent", display_name: "mia.beispiel", name: null });
  });

  it("refuses to sign in before the address is confirmed, and re-sends the link", async () => {
    const before = smtp.messages.length;
    const response = await post("/api/auth/sign-in/email", { email, password });
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe("EMAIL_NOT_VERIFIED");
    expect(response.json<{ message: string }>().message).toMatch(/verif/i);
    await smtp.waitForMail(email, { after: before });
  });

  it("confirms with the link, redirects to the site and signs the user in", async () => {
    const link = findConfirmationLink((await smtp.waitForMail(email)).raw);
    const response = await t.app.inject({ url: pathOf(link) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    const cookies = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
    const sessionCookie = cookies.find((cookie) => cookie.startsWith("luett.session_token="));
    expect(sessionCookie).toBeDefined();
    // 7-day cookie session, not readable by scripts, sent on top-level navigations.
    expect(sessionCookie).toMatch(/Max-Age=604800/i);
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    jar.store(response.headers);
  });

  it("GET /api/me returns the user and profile for the session cookie", async () => {
    const response = await t.app.inject({ url: "/api/me", headers: { cookie: jar.header() } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    const me = ZMe.parse(response.json());
    expect(me.user.email).toBe(email);
    expect(me.profile).toEqual({ name: null, display_name: "mia.beispiel", user_role: "parent" });
  });

  it("signs out; the old cookie no longer works", async () => {
    const cookie = jar.header();
    const response = await post("/api/auth/sign-out", {}, { headers: { cookie } });
    expect(response.statusCode).toBe(200);
    jar.store(response.headers);
    expect(jar.get("luett.session_token")).toBeUndefined();
    const me = await t.app.inject({ url: "/api/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toBeNull();
  });

  it("extends a session that is used after a day (updateAge) and re-sends its cookie", async () => {
    const signIn = await post("/api/auth/sign-in/email", { email, password });
    expect(signIn.statusCode).toBe(200);
    const own = createCookieJar();
    own.store(signIn.headers);
    const token = decodeURIComponent(own.get("luett.session_token") ?? "").split(".")[0] ?? "";
    // Pretend the session was created six days ago: one day of life left.
    const oneDayLeft = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await t.database.db.update(session).set({ expiresAt: oneDayLeft }).where(eq(session.token, token));
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: own.header() } });
    expect(me.statusCode).toBe(200);
    expect(String(me.headers["set-cookie"])).toMatch(/luett\.session_token=.*Max-Age=604800/i);
    const [row] = await t.database.db.select().from(session).where(eq(session.token, token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
    await post("/api/auth/sign-out", {}, { headers: { cookie: own.header() } });
  });

  it("answers a second sign-up with the same address like a first one (no account enumeration)", async () => {
    const response = await post("/api/auth/sign-up/email", { email, password: "another-password", name: "" });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ token: unknown }>().token).toBeNull();
    const accounts = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(accounts).toHaveLength(1);
  });

  it("refuses a wrong password with the service's message", async () => {
    const response = await post("/api/auth/sign-in/email", { email, password: "not-the-password" });
    expect(response.statusCode).toBe(401);
    expect(errorCode(response)).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(response.json<{ message: string }>().message).toBe("Invalid email or password");
  });

  it("signs in again with the right password", async () => {
    const response = await post("/api/auth/sign-in/email", { email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    jar.store(response.headers);
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: jar.header() } });
    expect(me.statusCode).toBe(200);
  });
});

describe("guards", () => {
  it("GET /api/me without a session answers null", async () => {
    const response = await t.app.inject({ url: "/api/me" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it("refuses a cross-site sign-in (foreign Origin)", async () => {
    const response = await post(
      "/api/auth/sign-in/email",
      { email: "x@example.org", password: "whatever-123" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.statusCode).toBe(403);
  });

  it("refuses a cookie-carrying POST without an Origin header (CSRF)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      // origin: undefined — the request a sibling site's form makes when the browser drops Origin.
      headers: {
        cookie: "luett.session_token=anything",
        "content-type": "application/json",
        origin: undefined,
      },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe("MISSING_OR_NULL_ORIGIN");
  });

  it("refuses a password shorter than 10 characters", async () => {
    const response = await post("/api/auth/sign-up/email", {
      email: "short@example.org",
      password: "kurz-1234",
      name: "",
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe("PASSWORD_TOO_SHORT");
  });

  it("keeps the security headers on auth responses", async () => {
    const response = await t.app.inject({ url: "/api/auth/get-session" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("rate-limits credential attempts per client address, apart from session reads", async () => {
    const remoteAddress = "203.0.113.7";
    const attempt = () =>
      post(
        "/api/auth/sign-in/email",
        { email: "nobody@example.org", password: "wrong-password" },
        { remoteAddress },
      );
    for (let index = 0; index < AUTH_RATE_LIMITS.sensitive; index++) {
      expect((await attempt()).statusCode).toBe(401);
    }
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: { code: string } }>().error.code).toBe("RATE_LIMITED");
    // Reading the session has its own counter, so the visitor can still load the app.
    const session = await t.app.inject({ url: "/api/auth/get-session", remoteAddress });
    expect(session.statusCode).toBe(200);
    // Another address is not affected (another account: this one is now locked by its own limit).
    const other = await post(
      "/api/auth/sign-in/email",
      { email: "somebody@example.org", password: "wrong-password" },
      { remoteAddress: "203.0.113.8" },
    );
    expect(other.statusCode).toBe(401);
  });

  it("offers no social sign-in without GOOGLE_*/APPLE_* variables", async () => {
    const response = await t.app.inject({ url: "/api/auth-providers" });
    expect(response.json()).toEqual({ google: false, apple: false });
    const social = await post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/" });
    expect(social.statusCode).toBe(404);
  });
});

describe("password reset by e-mail", () => {
  const me = async (cookie: string) =>
    (await t.app.inject({ url: "/api/me", headers: { cookie } })).json<{ user: { email: string } } | null>();
  const requestReset = (email: string) =>
    post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });

  it("mails a link that leads to the new-password page; the new password works, the old one and every session end", async () => {
    const parent = await signIn(t);
    // A second device with its own session.
    const second = await post("/api/auth/sign-in/email", { email: parent.email, password: parent.password });
    const secondJar = createCookieJar();
    secondJar.store(second.headers);

    const before = smtp.messages.length;
    const requested = await requestReset(parent.email);
    expect(requested.statusCode).toBe(200);
    const mail = await smtp.waitForMail(parent.email, { after: before });
    expect(decodeQuotedPrintable(mail.raw)).toContain("Mit diesem Link legst du ein neues fest");
    const link = findPasswordResetLink(mail.raw);

    const opened = await t.app.inject({ url: pathOf(link) });
    expect(opened.statusCode).toBe(302);
    const page = new URL(String(opened.headers.location), t.config.publicUrl);
    expect(page.pathname).toBe("/auth/reset-password");
    const token = page.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const common = await post("/api/auth/reset-password", { token, newPassword: "1234567890" });
    expect(common.statusCode).toBe(400);
    expect(errorCode(common)).toBe("PASSWORD_TOO_COMMON");

    const reset = await post("/api/auth/reset-password", { token, newPassword: "Alsterwiese-Blau-7" });
    expect(reset.statusCode).toBe(200);
    expect(await me(parent.headers.cookie!)).toBeNull();
    expect(await me(secondJar.header()!)).toBeNull();
    expect(
      (await post("/api/auth/sign-in/email", { email: parent.email, password: parent.password })).statusCode,
    ).toBe(401);
    const signedIn = await post("/api/auth/sign-in/email", {
      email: parent.email,
      password: "Alsterwiese-Blau-7",
    });
    expect(signedIn.statusCode).toBe(200);

    // The link works once.
    const again = await post("/api/auth/reset-password", { token, newPassword: "Noch-ein-Passwort-8" });
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe("INVALID_TOKEN");
  });

  it("refuses an expired link and sends the page its error", async () => {
    const parent = await signIn(t);
    const before = smtp.messages.length;
    await requestReset(parent.email);
    const link = findPasswordResetLink((await smtp.waitForMail(parent.email, { after: before })).raw);
    const token = new URL(link).pathname.split("/").at(-1)!;
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const opened = await t.app.inject({ url: pathOf(link) });
    expect(new URL(String(opened.headers.location), t.config.publicUrl).searchParams.get("error")).toBe(
      "INVALID_TOKEN",
    );
    const reset = await post("/api/auth/reset-password", { token, newPassword: "Alsterwiese-Blau-7" });
    expect(reset.statusCode).toBe(400);
    expect(errorCode(reset)).toBe("INVALID_TOKEN");
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const before = smtp.messages.length;
    const unknown = await requestReset("niemand-hier@example.org");
    expect(unknown.statusCode).toBe(200);
    const known = await requestReset((await signIn(t)).email);
    expect(unknown.json()).toEqual(known.json());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      smtp.messages.slice(before).some((message) => message.to.includes("niemand-hier@example.org")),
    ).toBe(false);
  });

  it("answers before the mail server has taken the mail, so the answer takes as long with or without an account", async () => {
    const parent = await signIn(t);
    const before = smtp.messages.length;
    const release = smtp.hold();
    const requested = await requestReset(parent.email);
    expect(requested.statusCode).toBe(200);
    expect(smtp.messages.slice(before).some((message) => message.to.includes(parent.email))).toBe(false);
    release();
    await smtp.waitForMail(parent.email, { after: before });
  });

  it(`sends at most ${RESET_MAILS.max} reset mails per account and hour, and answers the same beyond`, async () => {
    const parent = await signIn(t);
    const before = smtp.messages.length;
    const answers: unknown[] = [];
    for (let index = 0; index <= RESET_MAILS.max; index++)
      answers.push((await requestReset(parent.email)).json());
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await smtp.waitForMail(parent.email, { after: before });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = smtp.messages.slice(before).filter((message) => message.to.includes(parent.email));
    expect(mails).toHaveLength(RESET_MAILS.max);
    // The same address in other letters is the same account.
    await requestReset(parent.email.toUpperCase());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.slice(before).filter((message) => message.to.includes(parent.email))).toHaveLength(
      RESET_MAILS.max,
    );
  });

  it.each(["passwort123", "Passwort123", "hamburg2024", "passwort1234"])(
    "refuses %s, a password a German parent would choose, as too guessable, in the service's words",
    async (password) => {
      const response = await post("/api/auth/sign-up/email", {
        email: `guessable-${password.toLowerCase()}@example.org`,
        password,
        name: "",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "PASSWORD_TOO_GUESSABLE",
        message: expect.stringContaining("too easy to guess"),
      });
    },
  );

  it("says a short password is too short, not too common", async () => {
    const response = await post("/api/auth/sign-up/email", {
      email: "kurz@example.org",
      password: "short",
      name: "",
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe("PASSWORD_TOO_SHORT");
  });

  it("refuses a password built on the user's own address or name, on sign-up, reset and change", async () => {
    const signUp = await post("/api/auth/sign-up/email", {
      email: "ole.petersen@example.org",
      password: "ole.petersen2024",
      name: "",
    });
    expect(errorCode(signUp)).toBe("PASSWORD_TOO_GUESSABLE");
    const named = await post("/api/auth/sign-up/email", {
      email: "eltern-ottensen@example.org",
      password: "Krawinkel-1988",
      name: "Jana Krawinkel",
    });
    expect(errorCode(named)).toBe("PASSWORD_TOO_GUESSABLE");

    const parent = await signIn(t, { email: "frieda.hansen@example.org" });
    const before = smtp.messages.length;
    await requestReset(parent.email);
    const link = findPasswordResetLink((await smtp.waitForMail(parent.email, { after: before })).raw);
    const token = new URL(link).pathname.split("/").at(-1)!;
    const reset = await post("/api/auth/reset-password", { token, newPassword: "frieda-hansen-1" });
    expect(reset.statusCode).toBe(400);
    expect(errorCode(reset)).toBe("PASSWORD_TOO_GUESSABLE");
    // The link still works for a good one.
    expect(
      (await post("/api/auth/reset-password", { token, newPassword: "Deichweg-Moewe-31" })).statusCode,
    ).toBe(200);

    const other = await signIn(t, { email: "henrik.brandt@example.org" });
    const change = (newPassword: string) =>
      post(
        "/api/auth/change-password",
        { currentPassword: other.password, newPassword },
        { headers: { cookie: other.headers.cookie! } },
      );
    expect(errorCode(await change("henrik.brandt!!"))).toBe("PASSWORD_TOO_GUESSABLE");
    expect(errorCode(await change("sonnenschein1"))).toBe("PASSWORD_TOO_GUESSABLE");
    expect((await change("Fischmarkt-Sonntag-6")).statusCode).toBe(200);
  });

  it("refuses a common password on sign-up with its own code", async () => {
    const response = await post("/api/auth/sign-up/email", {
      email: "common@example.org",
      password: "qwertyuiop",
      name: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "PASSWORD_TOO_COMMON",
      message: "This password is too common. Please choose one that is harder to guess.",
    });
  });
});
