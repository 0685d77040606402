import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "#shared/schemas/common.js";
import {
  ZCreateFeatureRequestRequest,
  ZCreateFeedbackRequest,
  ZSubmissionReceipt,
} from "#shared/schemas/feedback.js";
import { getSession } from "#server/plugins/auth.js";
import { createFeatureRequest, createFeedback } from "./service.js";

/** Feedback and survey answers per client address and minute (anonymous forms attract scripts). */
export const FEEDBACK_RATE_LIMIT = 5;

const limit = {
  rateLimit: {
    max: FEEDBACK_RATE_LIMIT,
    timeWindow: "1 minute",
  },
};

const responses = { 201: ZSubmissionReceipt, 400: ZErrorBody, 429: ZErrorBody };

/**
 * `POST /api/feedback` and `POST /api/feature-requests` (spec 01 §7): open to everyone (spec 01 §6),
 * stored with the user id when signed in and the e-mail when given.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/feedback",
    {
      config: { ...limit, topics: [] },
      schema: { tags: ["feedback"], body: ZCreateFeedbackRequest, response: responses },
    },
    async (request, reply) => {
      const session = await getSession(request, reply);
      const stored = await createFeedback(app.db, { userId: session?.user.id ?? null, input: request.body });
      return reply.status(201).send(stored);
    },
  );
  app.post(
    "/feature-requests",
    {
      config: { ...limit, topics: [] },
      schema: { tags: ["feedback"], body: ZCreateFeatureRequestRequest, response: responses },
    },
    async (request, reply) => {
      const session = await getSession(request, reply);
      const stored = await createFeatureRequest(app.db, {
        userId: session?.user.id ?? null,
        input: request.body,
      });
      return reply.status(201).send(stored);
    },
  );
};
