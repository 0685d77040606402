import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { ZReview, ZReviewInput, ZReviewList, ZReviewListQuery } from "#shared/schemas/reviews.js";
import { REVIEWS_PER_DAY, spendDailyQuota } from "#server/lib/daily-quotas.js";
import { requireViewer } from "#server/lib/policy.js";
import { getSession } from "#server/plugins/auth.js";
import { notifyPlaceOwnersOfReview } from "./review-mail.js";
import { deleteOwnReview, findReviews, saveReview } from "./service.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody };

/**
 * Reviews of any place (decision 017): `GET /api/places/:id/reviews` (newest first, paged,
 * with the signed-in viewer's own review), `POST /api/places/:id/reviews` `{ rating, text }` writes the
 * viewer's review (201) or edits it (200; either 429 past REVIEWS_PER_DAY), `DELETE /api/places/:id/reviews/mine` deletes it. Reports go
 * through `POST /api/reports` with `target_type: "review"`.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/places/:id/reviews",
    {
      schema: {
        tags: ["reviews"],
        params: ZIdParam,
        querystring: ZReviewListQuery,
        response: { 200: ZReviewList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-cache");
      const session = await getSession(request, reply);
      return findReviews(app.db, request.params.id, { ...request.query, viewerId: session?.user.id ?? null });
    },
  );
  app.post(
    "/places/:id/reviews",
    {
      config: { topics: ["places"] },
      schema: {
        tags: ["reviews"],
        params: ZIdParam,
        body: ZReviewInput,
        response: { 200: ZReview, 201: ZReview, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      await spendDailyQuota(app.db, REVIEWS_PER_DAY, viewer);
      const { review, created } = await saveReview(app.db, viewer, request.params.id, request.body);
      // Decision 023: the place's owners hear about a new review by e-mail (an edit is not news).
      if (created) {
        notifyPlaceOwnersOfReview(app, { placeId: request.params.id, reviewerId: viewer.id, review }).catch(
          (error: unknown) => request.log.error({ err: error }, "new review mail failed"),
        );
      }
      return reply.status(created ? 201 : 200).send(review);
    },
  );
  app.delete(
    "/places/:id/reviews/mine",
    {
      config: { topics: ["places"] },
      schema: { tags: ["reviews"], params: ZIdParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      await deleteOwnReview(app.db, viewer, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
