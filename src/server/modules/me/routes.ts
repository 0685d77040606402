import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZAuthProviders } from "#shared/schemas/auth.js";
import { ZMe, type TMe } from "#shared/schemas/me.js";
import type { AppConfig } from "#server/config.js";
import type { Db } from "#server/db/client.js";
import { profiles } from "#server/db/schema.js";
import { getSession } from "#server/plugins/auth.js";
import { createProfile } from "#server/lib/create-profile.js";

/** The profile fields `GET /api/me` shows; creates the row if the sign-up hook could not. */
async function findOrCreateProfile(db: Db, user: TMe["user"]): Promise<TMe["profile"]> {
  const select = () =>
    db
      .select({ name: profiles.name, display_name: profiles.display_name, user_role: profiles.user_role })
      .from(profiles)
      .where(eq(profiles.user_id, user.id))
      .limit(1);
  const [existing] = await select();
  if (existing) return existing;
  await createProfile({ db, user });
  const [created] = await select();
  if (!created) throw new Error(`profile of user ${user.id} could not be created`);
  return created;
}

/**
 * Who is signed in, with their profile (the body of `GET /api/me`), or null. Pages get it inlined too.
 * Pass `reply` so a refreshed session cookie is sent along.
 */
export async function findMe(db: Db, request: FastifyRequest, reply?: FastifyReply): Promise<TMe | null> {
  const session = await getSession(request, reply);
  if (!session) return null;
  const me = { id: session.user.id, email: session.user.email, name: session.user.name };
  return { user: me, profile: await findOrCreateProfile(db, me) };
}

/**
 * `GET /api/me`: who is signed in, with the profile fields the whole app needs (spec 01 §4 "Auth": read
 * current session; §6: role as three flags); `null` when signed out.
 * `GET /api/auth-providers`: the social sign-ins this server offers.
 */
export const meRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    "/me",
    { schema: { tags: ["auth"], response: { 200: ZMe.nullable() } } },
    async (request, reply) => {
      // Personal data: never stored by shared caches, and re-checked on every visit.
      reply.header("cache-control", "private, no-store");
      return findMe(app.db, request, reply);
    },
  );

  app.get(
    "/auth-providers",
    { schema: { tags: ["auth"], response: { 200: ZAuthProviders } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { google: Boolean(config.google || config.oidcTestIssuer), apple: Boolean(config.apple) };
    },
  );
};
