import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAdminFeatureRequestList,
  ZAdminFeedbackList,
  ZAdminSubmissionQuery,
} from "#shared/schemas/admin.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import { listFeatureRequests, listFeedback, markSubmissionReviewed } from "./admin-service.js";

const errors = { 401: ZErrorBody, 403: ZErrorBody };
const writeErrors = { ...errors, 404: ZErrorBody, 409: ZErrorBody };

/**
 * Feedback and feature requests under /api/admin (spec 02 §2.5, §7):
 * `GET /feedback?q=`, `GET /feature-requests?q=` (with `option_counts`), and
 * `POST /feedback/:id/review`, `POST /feature-requests/:id/review` (204; 409 when already reviewed).
 */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/feedback",
    {
      schema: {
        tags: ["admin"],
        querystring: ZAdminSubmissionQuery,
        response: { 200: ZAdminFeedbackList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listFeedback(app.db, request.query);
    },
  );

  app.get(
    "/feature-requests",
    {
      schema: {
        tags: ["admin"],
        querystring: ZAdminSubmissionQuery,
        response: { 200: ZAdminFeatureRequestList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listFeatureRequests(app.db, request.query);
    },
  );

  for (const { kind, path } of [
    { kind: "feedback", path: "/feedback" },
    { kind: "feature_request", path: "/feature-requests" },
  ] as const) {
    app.post(
      `${path}/:id/review`,
      {
        config: { topics: [] },
        schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...writeErrors } },
      },
      async (request, reply) => {
        await markSubmissionReviewed(app.db, kind, request.params.id, currentAdmin(request));
        return reply.status(204).send(null);
      },
    );
  }
};
