import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody, ZPageQuery } from "#shared/schemas/common.js";
import {
  ZCourseSuggestion,
  ZCourseSuggestionList,
  ZCreateCourseSuggestionRequest,
  ZCreatePlaceSuggestionRequest,
  ZPlaceSuggestion,
  ZPlaceSuggestionList,
} from "#shared/schemas/suggestions.js";
import { requireSession } from "#server/plugins/auth.js";
import {
  createCourseSuggestion,
  createPlaceSuggestion,
  findOwnCourseSuggestions,
  findOwnPlaceSuggestions,
} from "./service.js";

/** Suggestions per client address and minute: generous for people, tight for scripts. */
export const SUGGESTION_RATE_LIMIT = 10;

const createLimit = {
  rateLimit: {
    max: SUGGESTION_RATE_LIMIT,
    timeWindow: "1 minute",
  },
};

const errors = { 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody };

/**
 * `POST /api/place-suggestions`, `POST /api/course-suggestions` (spec 01 §7 inserts; signed-in users
 * only, spec 01 §6) and `GET /api/{place,course}-suggestions/mine` (the caller's own suggestions and
 * their review status). Review and import belong to the admin screens (spec 02 §2.4).
 */
export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/place-suggestions",
    {
      config: { ...createLimit, topics: [] },
      schema: {
        tags: ["suggestions"],
        body: ZCreatePlaceSuggestionRequest,
        response: { 201: ZPlaceSuggestion, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await requireSession(request, reply);
      const created = await createPlaceSuggestion(app.db, {
        storage: app.storage,
        user,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    "/course-suggestions",
    {
      config: { ...createLimit, topics: [] },
      schema: {
        tags: ["suggestions"],
        body: ZCreateCourseSuggestionRequest,
        response: { 201: ZCourseSuggestion, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await requireSession(request, reply);
      return reply.status(201).send(await createCourseSuggestion(app.db, { user, input: request.body }));
    },
  );

  app.get(
    "/place-suggestions/mine",
    {
      schema: {
        tags: ["suggestions"],
        querystring: ZPageQuery,
        response: { 200: ZPlaceSuggestionList, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await requireSession(request, reply);
      reply.header("cache-control", "private, no-store");
      return findOwnPlaceSuggestions(app.db, { userId: user.id, page: request.query });
    },
  );

  app.get(
    "/course-suggestions/mine",
    {
      schema: {
        tags: ["suggestions"],
        querystring: ZPageQuery,
        response: { 200: ZCourseSuggestionList, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await requireSession(request, reply);
      reply.header("cache-control", "private, no-store");
      return findOwnCourseSuggestions(app.db, { userId: user.id, page: request.query });
    },
  );
};
