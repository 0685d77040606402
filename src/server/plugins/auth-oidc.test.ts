/**
 * Social sign-in end to end against a real local OpenID Connect server (oauth2-mock-server) that stands
 * in for Google via OIDC_TEST_ISSUER (spec 01 §7 "OAuth sign-in with provider google ... redirect to the
 * site root"): POST sign-in/social → provider's authorize page → callback → session → profile.
 */
import { OAuth2Server } from "oauth2-mock-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCookieJar } from "#tests/support/cookie-jar.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { ZMe } from "#shared/schemas/me.js";
import { loadConfig } from "../config.js";
import { account, user } from "../db/schema.js";

let issuer: OAuth2Server;
let t: TestApp;

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate("RS256");
  // DESIGN.md "Versions and traps": the issuer URL must be the 127.0.0.1 address.
  await issuer.start(0, "127.0.0.1");
  issuer.issuer.url = `http://127.0.0.1:${issuer.address().port}`;
  issuer.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      email: "anna.google@example.org",
      email_verified: true,
      name: "Anna Hansen",
    });
  });
  // better-auth runs discovery when it starts, so the issuer is up before the app is built.
  t = await createTestApp({ seed: false, env: { OIDC_TEST_ISSUER: issuer.issuer.url } });
});
afterAll(async () => {
  await t?.close();
  await issuer?.stop();
});

describe("sign-in with the OIDC test issuer standing in for Google", () => {
  it("announces Google as available", async () => {
    const response = await t.app.inject({ url: "/api/auth-providers" });
    expect(response.json()).toEqual({ google: true, apple: false });
  });

  it("runs redirect → callback → session and creates a parent profile", async () => {
    const jar = createCookieJar();
    const start = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/social",
      headers: { origin: t.config.publicUrl, "content-type": "application/json" },
      payload: { provider: "google", callbackURL: "/", errorCallbackURL: "/auth?provider=google" },
    });
    expect(start.statusCode).toBe(200);
    jar.store(start.headers);
    const { url } = start.json<{ url: string; redirect: boolean }>();
    const authorize = new URL(url);
    expect(authorize.origin).toBe(issuer.issuer.url);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${t.config.publicUrl}/api/auth/callback/google`);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");

    // The "user" at the provider: the mock signs in at once and sends the browser back with a code.
    const provider = await fetch(url, { redirect: "manual" });
    expect(provider.status).toBe(302);
    const callback = new URL(provider.headers.get("location") ?? "");
    expect(callback.pathname).toBe("/api/auth/callback/google");

    const back = await t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: jar.header() },
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe("/");
    jar.store(back.headers);
    expect(jar.get("luett.session_token")).toBeDefined();

    const me = await t.app.inject({ url: "/api/me", headers: { cookie: jar.header() } });
    expect(me.statusCode).toBe(200);
    expect(ZMe.parse(me.json())).toEqual({
      user: { id: expect.any(String), email: "anna.google@example.org", name: "Anna Hansen" },
      profile: { name: "Anna Hansen", display_name: "Anna Hansen", user_role: "parent" },
    });
    const [created] = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, "anna.google@example.org"));
    expect(created?.emailVerified).toBe(true);
    const accounts = await t.database.db
      .select()
      .from(account)
      .where(eq(account.userId, created?.id ?? ""));
    expect(accounts.map((row) => row.providerId)).toEqual(["google"]);
  });

  it("sends a failed sign-in back to the error page with the reason", async () => {
    const start = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/social",
      headers: { origin: t.config.publicUrl, "content-type": "application/json" },
      payload: { provider: "google", callbackURL: "/", errorCallbackURL: "/auth?provider=google" },
    });
    const jar = createCookieJar();
    jar.store(start.headers);
    const { url } = start.json<{ url: string }>();
    const state = new URL(url).searchParams.get("state") ?? "";
    // The user cancels at the provider.
    const back = await t.app.inject({
      url: `/api/auth/callback/google?error=access_denied&state=${encodeURIComponent(state)}`,
      headers: { cookie: jar.header() },
    });
    expect(back.statusCode).toBe(302);
    const location = new URL(back.headers.location ?? "", t.config.publicUrl);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("provider")).toBe("google");
    expect(location.searchParams.get("error")).toBe("access_denied");
  });
});

describe("OIDC_TEST_ISSUER", () => {
  it("is refused in production, where only GOOGLE_*/APPLE_* enable social sign-in", () => {
    const env = {
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(32),
      OIDC_TEST_ISSUER: "http://127.0.0.1:9",
    };
    expect(() => loadConfig(env)).toThrow("OIDC_TEST_ISSUER");
  });
});
