import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "#shared/schemas/common.js";
import { ZSearchPoints, ZSearchQuery, ZSearchResults } from "#shared/schemas/search.js";
import { defineReadCache, READ_CACHE_TTL_MS, replyCached } from "#server/plugins/read-cache.js";
import { findSearchPoints, searchFamilyDay } from "./service.js";

/** Answers of the home search, which shows places (with their facts and tags) and courses. */
const searchAnswers = defineReadCache({
  topics: ["places", "courses", "tags"],
  ttlMs: READ_CACHE_TTL_MS,
  max: 1000,
});

/**
 * `GET /api/search?district=&date=&childAge=&fact=&limit=&offset=` and `GET /api/search/map?…` (spec
 * 01 §2 Home "Search block"; `fact` as on /places, decision 016).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search",
    {
      schema: {
        tags: ["search"],
        querystring: ZSearchQuery,
        response: { 200: ZSearchResults, 400: ZErrorBody },
      },
    },
    async (request, reply) =>
      replyCached(reply, {
        cache: searchAnswers,
        key: `search:page:${JSON.stringify(request.query)}`,
        schema: ZSearchResults,
        load: () => searchFamilyDay(app.db, { query: request.query }),
      }),
  );
  app.get(
    "/search/map",
    {
      schema: {
        tags: ["search"],
        querystring: ZSearchQuery,
        response: { 200: ZSearchPoints, 400: ZErrorBody },
      },
    },
    async (request, reply) =>
      replyCached(reply, {
        cache: searchAnswers,
        key: `search:map:${JSON.stringify(request.query)}`,
        schema: ZSearchPoints,
        load: () => findSearchPoints(app.db, { query: request.query }),
      }),
  );
};
