import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "#shared/schemas/common.js";
import { ZProfile, ZUpdateProfileRequest } from "#shared/schemas/profile.js";
import { requireViewer } from "#server/lib/policy.js";
import { requireSession } from "#server/plugins/auth.js";
import { getProfile, updateProfile } from "./service.js";

/**
 * `GET /api/profile` and `PUT /api/profile`: the signed-in user's own profile (spec 01 §2 /profile needs
 * sign-in; 401 otherwise). The PUT body is the same zod schema the profile form validates with.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profile",
    { schema: { tags: ["profile"], response: { 200: ZProfile, 401: ZErrorBody } } },
    async (request, reply) => {
      const { user } = await requireSession(request, reply);
      reply.header("cache-control", "private, no-store");
      return getProfile(app.db, { user: { id: user.id, email: user.email, name: user.name } });
    },
  );

  app.put(
    "/profile",
    {
      config: { topics: [] },
      schema: {
        tags: ["profile"],
        body: ZUpdateProfileRequest,
        response: { 200: ZProfile, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      reply.header("cache-control", "private, no-store");
      return updateProfile(app.db, { viewer, request: request.body });
    },
  );
};
