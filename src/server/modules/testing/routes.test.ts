/**
 * The test-only account route behind the browser journeys' `signIn(page, { role })` fixture: mounted
 * only with NODE_ENV=test and ENABLE_TEST_ROUTES=true (config.ts refuses the flag in production).
 */
import { afterEach, describe, expect, it } from "vitest";
import { createCookieJar } from "#tests/support/cookie-jar.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { loadConfig } from "#server/config.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const createUser = (app: TestApp, role: string) =>
  app.app.inject({
    method: "POST",
    url: "/api/test/users",
    payload: { email: `e2e-${role}@example.org`, password: "journey-password", role },
  });

describe("POST /api/test/users", () => {
  it("does not exist without ENABLE_TEST_ROUTES", async () => {
    t = await createTestApp({ seed: false });
    expect((await createUser(t, "admin")).statusCode).toBe(404);
  });

  it("is never enabled outside NODE_ENV=test", () => {
    expect(loadConfig({ NODE_ENV: "development", ENABLE_TEST_ROUTES: "true" }).testRoutes).toBe(false);
  });

  it("creates a confirmed account with the role, which can sign in at once", async () => {
    t = await createTestApp({ seed: false, env: { ENABLE_TEST_ROUTES: "true" } });
    const created = await createUser(t, "admin");
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: "e2e-admin@example.org", role: "admin" });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "e2e-admin@example.org", password: "journey-password" },
      headers: { origin: t.config.publicUrl },
    });
    expect(signIn.statusCode).toBe(200);
    const jar = createCookieJar();
    jar.store(signIn.headers);
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: jar.header() ?? "" } });
    expect(me.json()).toMatchObject({
      user: { email: "e2e-admin@example.org" },
      profile: { user_role: "admin" },
    });
  });
});
