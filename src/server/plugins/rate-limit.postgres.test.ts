/**
 * Limits that hold across instances (docs/decisions/037): two instances of the app on one PostgreSQL
 * database and one Redis (REDIS_URL; scripts/test-all.sh starts Debian's redis-server and names it in
 * TEST_REDIS_URL), the way they run behind a load balancer. A client whose sign-ins are spread over
 * both instances gets the sign-in limit once, not once per instance; and failed sign-ins of one account
 * count on both. Collected only in the PostgreSQL run (vitest.config.ts).
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { AUTH_RATE_LIMITS } from "./auth.js";
import { SIGN_IN_FAILURES } from "./sign-in-limits.js";

const redisUrl = process.env.TEST_REDIS_URL;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  if (!redisUrl) throw new Error("TEST_REDIS_URL must name a Redis server (scripts/test-all.sh starts one)");
  // Production: loopback is not exempt there, and no test-only exemption applies.
  const env = {
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-42",
    REDIS_URL: redisUrl,
  };
  first = await createTestApp({ seed: false, env });
  second = await createTestApp({ seed: false, env, sameDatabaseAs: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** A sign-in as a browser sends it, to one instance, from `remoteAddress`. */
const signInAt = (
  instance: TestApp,
  remoteAddress: string,
  payload: { email: string; password: string },
): Promise<LightMyRequestResponse> =>
  instance.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress,
    headers: { origin: instance.config.publicUrl, "content-type": "application/json" },
    payload,
  });

const codeOf = (response: LightMyRequestResponse) =>
  response.json<{ error?: { code: string } }>().error?.code;

describe("with REDIS_URL, two instances share the limits", () => {
  it(`limit one client address to ${AUTH_RATE_LIMITS.sensitive} sign-ins a minute across both instances`, async () => {
    // A fresh address per run: the Redis server outlives a single test file.
    const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let index = 0; index <= AUTH_RATE_LIMITS.sensitive; index++) {
      const instance = index % 2 === 0 ? first : second;
      const response = await signInAt(instance, address, {
        email: `guess-${index}-${address}@example.org`,
        password: "wrong-password-123",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, AUTH_RATE_LIMITS.sensitive)).toEqual(
      Array(AUTH_RATE_LIMITS.sensitive).fill(401),
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it(`count an account's failed sign-ins on both instances: ${SIGN_IN_FAILURES.max} in all lock it on both`, async () => {
    const user = await signIn(first);
    for (let index = 0; index < SIGN_IN_FAILURES.max; index++) {
      const instance = index % 2 === 0 ? first : second;
      const failed = await signInAt(instance, `203.0.113.${10 + index}`, {
        email: user.email,
        password: "wrong-password-123",
      });
      expect(failed.statusCode).toBe(401);
    }
    for (const instance of [first, second]) {
      const refused = await signInAt(instance, "203.0.113.60", {
        email: user.email,
        password: "wrong-password-123",
      });
      expect(refused.statusCode).toBe(429);
      expect(codeOf(refused)).toBe("RATE_LIMITED");
    }
  });
});
