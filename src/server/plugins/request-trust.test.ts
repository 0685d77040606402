/**
 * Who a request is and where it comes from (README "Configuration", "Accounts"; decision 037): rate limits
 * count the real client, not an address the client wrote into X-Forwarded-For; loopback is not exempt in
 * production; one account cannot be guessed at from many addresses; writes must come from Lütt's own pages;
 * and the loopback names of the port count as Lütt's own when PUBLIC_URL is not set.
 */
import type { InjectOptions } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { findPasswordResetLink, startSmtpServer } from "#tests/support/mail.js";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { errorOf } from "#tests/support/call.js";
import { loadConfig, TRUST_PROXY_MAX_HOPS } from "../config.js";
import { AUTH_RATE_LIMITS } from "./auth.js";
import { ACCOUNT_LOCKED_MESSAGE, SIGN_IN_FAILURES } from "./sign-in-limits.js";

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});
const testApp = async (env: Record<string, string> = {}) => {
  const t = await createTestApp({ seed: false, env });
  apps.push(t);
  return t;
};

/** A failed sign-in as a browser sends it, from `remoteAddress` with extra headers. */
const signInAttempt = (
  t: TestApp,
  options: { email?: string; remoteAddress?: string; headers?: Record<string, string> },
) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: options.remoteAddress ?? "203.0.113.20",
    headers: { origin: t.config.publicUrl, "content-type": "application/json", ...options.headers },
    payload: { email: options.email ?? "nobody@example.org", password: "wrong-password-123" },
  });

const forwardedFor = (index: number) => ({ "x-forwarded-for": `198.51.100.${index}` });

describe("TRUST_PROXY", () => {
  it("trusts no proxy by default: 25 sign-ins with rotating X-Forwarded-For are limited after 10", async () => {
    const t = await testApp();
    const statuses: number[] = [];
    for (let index = 0; index < 25; index++) {
      const response = await signInAttempt(t, {
        email: `guess-${index}@example.org`,
        headers: forwardedFor(index),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, AUTH_RATE_LIMITS.sensitive)).toEqual(
      Array(AUTH_RATE_LIMITS.sensitive).fill(401),
    );
    expect(statuses.slice(AUTH_RATE_LIMITS.sensitive)).toEqual(
      Array(25 - AUTH_RATE_LIMITS.sensitive).fill(429),
    );
  });

  it("with TRUST_PROXY=1 counts the client the proxy names, each on its own", async () => {
    const t = await testApp({ TRUST_PROXY: "1" });
    // The same client behind the proxy: limited after 10.
    const sameClient: number[] = [];
    for (let index = 0; index < 12; index++) {
      sameClient.push(
        (await signInAttempt(t, { email: `a-${index}@example.org`, headers: forwardedFor(1) })).statusCode,
      );
    }
    expect(sameClient.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(sameClient.slice(10)).toEqual([429, 429]);
    // Other clients behind the same proxy are not affected.
    for (let index = 2; index < 14; index++) {
      expect(
        (await signInAttempt(t, { email: `b-${index}@example.org`, headers: forwardedFor(index) }))
          .statusCode,
      ).toBe(401);
    }
    // Only the last hop counts: a client cannot prepend an address of its choosing.
    const spoofed = await signInAttempt(t, { headers: { "x-forwarded-for": "10.9.9.9, 198.51.100.1" } });
    expect(spoofed.statusCode).toBe(429);
  });

  it("accepts a hop count or proxy addresses, and refuses `true` and garbage by name", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    // A hop count beyond any real chain of proxies trusts what the client wrote, like `true`.
    expect(loadConfig({ TRUST_PROXY: String(TRUST_PROXY_MAX_HOPS) }).trustProxy).toBe(TRUST_PROXY_MAX_HOPS);
    for (const hops of [TRUST_PROXY_MAX_HOPS + 1, 99, 1_000_000]) {
      expect(() => loadConfig({ TRUST_PROXY: String(hops) })).toThrow(/TRUST_PROXY: at most 3 hops/);
    }
    expect(() => loadConfig({ TRUST_PROXY: "proxy.example.org" })).toThrow(/TRUST_PROXY: must be/);
    expect(() => loadConfig({ RATE_LIMIT_ALLOW: "10.0.0.0/99" })).toThrow(/RATE_LIMIT_ALLOW: must be/);
  });
});

describe("rate limits in production", () => {
  const production = {
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-42",
  };

  it("exempt no loopback address: 127.0.0.1 is limited like anyone", async () => {
    const t = await testApp(production);
    const statuses: number[] = [];
    for (let index = 0; index <= AUTH_RATE_LIMITS.sensitive; index++) {
      statuses.push(
        (await signInAttempt(t, { email: `l-${index}@example.org`, remoteAddress: "127.0.0.1" })).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("exempt exactly the addresses RATE_LIMIT_ALLOW names", async () => {
    const t = await testApp({ ...production, RATE_LIMIT_ALLOW: "192.0.2.0/24" });
    for (let index = 0; index <= AUTH_RATE_LIMITS.sensitive; index++) {
      const response = await signInAttempt(t, {
        email: `m-${index}@example.org`,
        remoteAddress: "192.0.2.5",
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe("failed sign-ins per account (docs/decisions/037)", () => {
  it(`refuses an account to unknown devices after ${SIGN_IN_FAILURES.max} failures from any addresses, but lets the owner in`, async () => {
    const smtp = await startSmtpServer();
    const t = await testApp({ SMTP_URL: smtp.url });
    // The owner signed in on this device before: the sign-in left its known-device cookie.
    const owner = await signIn(t);
    const ownDevice = owner.headers
      .cookie!.split("; ")
      .find((cookie) => cookie.startsWith("luett.known_device="));
    expect(ownDevice).toBeDefined();
    const attempt = (index: number, password = "wrong-password-123", cookie?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: `203.0.113.${100 + index}`,
        headers: {
          origin: t.config.publicUrl,
          "content-type": "application/json",
          ...(cookie ? { cookie } : {}),
        },
        payload: { email: owner.email.toUpperCase(), password },
      });
    // A stranger guesses from ten addresses.
    for (let index = 0; index < SIGN_IN_FAILURES.max; index++) {
      expect((await attempt(index)).statusCode).toBe(401);
    }
    // Guessing goes no further, even with the right password, from a device the account does not know.
    const locked = await attempt(SIGN_IN_FAILURES.max, owner.password);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toEqual({ code: "RATE_LIMITED", message: ACCOUNT_LOCKED_MESSAGE });
    // A known-device cookie of another account does not open this one.
    const other = await signIn(t);
    const otherDevice = other.headers
      .cookie!.split("; ")
      .find((cookie) => cookie.startsWith("luett.known_device="));
    expect((await attempt(0, owner.password, otherDevice)).statusCode).toBe(429);
    // The owner, on the device used before, signs in at once.
    expect((await attempt(1, owner.password, ownDevice)).statusCode).toBe(200);
    // Other accounts are not affected.
    const otherSignIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "203.0.113.99",
      headers: { origin: t.config.publicUrl, "content-type": "application/json" },
      payload: { email: other.email, password: other.password },
    });
    expect(otherSignIn.statusCode).toBe(200);

    // On a new device the owner gets in through the mailed reset link, which ends the lock.
    const before = smtp.messages.length;
    const requested = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      remoteAddress: "203.0.113.98",
      headers: { origin: t.config.publicUrl, "content-type": "application/json" },
      payload: { email: owner.email, redirectTo: "/auth/reset-password" },
    });
    expect(requested.statusCode).toBe(200);
    const token = new URL(
      findPasswordResetLink((await smtp.waitForMail(owner.email, { after: before })).raw),
    ).pathname
      .split("/")
      .at(-1)!;
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      remoteAddress: "203.0.113.98",
      headers: { origin: t.config.publicUrl, "content-type": "application/json" },
      payload: { token, newPassword: "Elbwiese-Kinderwagen-9" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await attempt(2, "Elbwiese-Kinderwagen-9")).statusCode).toBe(200);
    await smtp.close();
  });
});

describe("cross-site writes", () => {
  const feedback = (t: TestApp, headers: InjectOptions["headers"]) =>
    t.app.inject({ method: "POST", url: "/api/feedback", headers, payload: { content: "Hallo" } });

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["no Origin and no Referer", { origin: undefined }],
    ["a null Origin", { origin: "null" }],
    ["a foreign Referer without Origin", { referer: "https://evil.example/form.html" }],
  ])("refuses a write with %s: 403 in the error shape", async (_label, headers) => {
    const t = await testApp();
    const response = await feedback(t, headers as InjectOptions["headers"]);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe("FORBIDDEN");
  });

  it("refuses a multipart upload from a sibling site, even signed in", async () => {
    const t = await testApp();
    const user = await signIn(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/uploads/post-images",
      headers: {
        ...user.headers,
        origin: "https://sibling.example",
        "content-type": "multipart/form-data; boundary=x",
      },
      payload: "--x--\r\n",
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe("FORBIDDEN");
  });

  it("takes writes from the app's own pages, by Origin or by Referer", async () => {
    const t = await testApp();
    expect((await feedback(t, { origin: t.config.publicUrl })).statusCode).toBe(201);
    expect(
      (await feedback(t, { origin: undefined, referer: `${t.config.publicUrl}/feedback` })).statusCode,
    ).toBe(201);
  });

  it("leaves reads alone", async () => {
    const t = await testApp();
    const response = await t.app.inject({ url: "/api/health", headers: { origin: "https://evil.example" } });
    expect(response.statusCode).toBe(200);
  });
});

describe("loopback origins", () => {
  const signUp = (t: TestApp, origin: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin, "content-type": "application/json" },
      payload: {
        email: `loop-${Math.random().toString(36).slice(2)}@example.org`,
        password: "elbstrand-2024!",
        name: "",
      },
    });

  it("without PUBLIC_URL trusts localhost, 127.0.0.1 and [::1] on the port", async () => {
    const t = await testApp({ PUBLIC_URL: "", PORT: "3000" });
    expect(t.config.trustedOrigins).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    for (const origin of t.config.trustedOrigins) {
      expect((await signUp(t, origin)).statusCode, origin).toBe(200);
      const write = await t.app.inject({
        method: "POST",
        url: "/api/feedback",
        headers: { origin },
        payload: { content: "Hallo" },
      });
      expect(write.statusCode, origin).toBe(201);
    }
    expect((await signUp(t, "http://127.0.0.1:4000")).statusCode).toBe(403);
  });

  it("with PUBLIC_URL trusts only it", async () => {
    const t = await testApp({ PUBLIC_URL: "https://luett.example", PORT: "3000" });
    expect(t.config.trustedOrigins).toEqual(["https://luett.example"]);
    expect((await signUp(t, "https://luett.example")).statusCode).toBe(200);
    expect((await signUp(t, "http://127.0.0.1:3000")).statusCode).toBe(403);
  });
});
