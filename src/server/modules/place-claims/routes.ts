import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { ZOwnPlaceClaim, ZPlaceClaimRequest, ZPlaceClaimState } from "#shared/schemas/place-claims.js";
import { requireViewer } from "#server/lib/policy.js";
import { getSession } from "#server/plugins/auth.js";
import { createPlaceClaim, getPlaceClaimState } from "./service.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/**
 * Claims of places (decisions/020):
 * `GET /api/places/:id/claim` — the owner and what the caller may do (anyone; private, not cached);
 * `POST /api/places/:id/claims` `{ message? }` — 201 with a pending claim in the name of the caller's
 * provider profile (401 signed out, 403 without a provider profile, 400 for a type that cannot be
 * claimed, 409 when the place has an owner or the provider already has an open claim of it).
 * Admins decide under /api/admin/place-claims.
 */
export const placeClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/places/:id/claim",
    { schema: { tags: ["places"], params: ZIdParam, response: { 200: ZPlaceClaimState, ...errors } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const session = await getSession(request);
      return getPlaceClaimState(app.db, { placeId: request.params.id, viewerId: session?.user.id ?? null });
    },
  );

  app.post(
    "/places/:id/claims",
    {
      config: { topics: [] },
      schema: {
        tags: ["places"],
        params: ZIdParam,
        body: ZPlaceClaimRequest,
        response: { 201: ZOwnPlaceClaim, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const claim = await createPlaceClaim(app.db, {
        placeId: request.params.id,
        viewer,
        message: request.body.message,
      });
      return reply.status(201).send(claim);
    },
  );
};
