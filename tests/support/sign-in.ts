/**
 * Signed-in users for API tests: `signIn(t, { role })` creates a confirmed account through better-auth's
 * own sign-up route (so its hooks run and the profile exists), marks the address as confirmed in the
 * database (the confirmation mail itself is covered by src/server/plugins/auth.test.ts), gives it a role
 * with the `npm run user:role` logic and signs in, returning the session cookie for `app.inject`.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import type { UserRole } from "#shared/constants.js";
import { user } from "#server/db/schema.js";
import { setUserRole } from "#server/modules/profiles/service.js";
import { createCookieJar } from "./cookie-jar.js";
import type { TestApp } from "./test-app.js";

export type TestUser = {
  id: string;
  email: string;
  password: string;
  role: UserRole;
  /** Headers for `app.inject` as this user: the session cookie and the site's Origin. */
  headers: Record<string, string>;
};

/**
 * Creates, confirms and signs in a new account.
 * @param options.email defaults to a unique `user-<random>@example.org`
 * @param options.role defaults to parent (every new account's role)
 * @param options.name the profile name; empty by default, like an e-mail sign-up
 * @param options.children child entries (free-text ages) saved to the profile with `PUT /api/profile`,
 *   as the profile form does; none by default
 * @throws Error when sign-up, sign-in or saving the profile does not succeed
 */
export async function signIn(
  t: TestApp,
  options: { email?: string; role?: UserRole; name?: string; password?: string; children?: string[] } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomBytes(5).toString("hex")}@example.org`;
  const password = options.password ?? "test-password-42";
  const role = options.role ?? "parent";
  const post = (url: string, payload: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as InjectOptions["payload"],
      headers: { origin: t.config.publicUrl, "content-type": "application/json" },
    });

  const signUp = await post("/api/auth/sign-up/email", { email, password, name: options.name ?? "" });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const { userId } = await setUserRole({ db: t.database.db, email, role });

  const response = await post("/api/auth/sign-in/email", { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const jar = createCookieJar();
  jar.store(response.headers);
  const headers = { cookie: jar.header() ?? "", origin: t.config.publicUrl };
  if (options.children) {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers,
      payload: {
        name: options.name ?? null,
        user_role: role,
        location: null,
        bio: null,
        children_info: options.children,
      },
    });
    if (saved.statusCode !== 200)
      throw new Error(`saving the profile failed: ${saved.statusCode} ${saved.body}`);
  }
  return { id: userId, email, password, role, headers };
}
