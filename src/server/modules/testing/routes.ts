/**
 * Test-only routes for the browser journeys (tests/e2e/fixtures.ts `signIn(page, { role })`). Mounted by
 * app.ts only when NODE_ENV=test AND ENABLE_TEST_ROUTES=true; config.ts refuses the flag in production.
 * They exist because roles other than parent can only be given with `npm run user:role`, which cannot
 * open the embedded database while the server holds its lock.
 */
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { USER_ROLES } from "#shared/constants.js";
import { user } from "#server/db/schema.js";
import { setUserRole } from "#server/modules/profiles/service.js";

const ZCreateTestUser = z.object({
  email: z.email(),
  password: z.string().min(8).max(128),
  name: z.string().max(100).default(""),
  role: z.enum(USER_ROLES).default("parent"),
});

/**
 * `POST /api/test/users`: creates a confirmed account with a role through better-auth's own sign-up
 * (so its hooks run as for a real user). The caller then signs in with `POST /api/auth/sign-in/email`.
 */
export const testingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/test/users",
    {
      config: { topics: [] },
      schema: {
        hide: true,
        body: ZCreateTestUser,
        response: { 201: z.object({ id: z.string(), email: z.string(), role: z.enum(USER_ROLES) }) },
      },
    },
    async (request, reply) => {
      const { email, password, name, role } = request.body;
      await app.auth.api.signUpEmail({ body: { email, password, name } });
      await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, email.toLowerCase()));
      const result = await setUserRole({ db: app.db, email, role });
      return reply.status(201).send({ id: result.userId, email: result.email, role: result.role });
    },
  );
};
