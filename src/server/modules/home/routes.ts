import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZHomeData } from "#shared/schemas/home.js";
import { defineReadCache, READ_CACHE_TTL_MS, replyCached } from "#server/plugins/read-cache.js";
import { readHomeData } from "./service.js";

/** The answer of /api/home, which shows places, courses, tips and tags. */
const homeAnswer = defineReadCache({
  topics: ["home", "places", "courses", "posts", "tags"],
  ttlMs: READ_CACHE_TTL_MS,
  max: 1,
});

/** `GET /api/home`: everything the home page shows, in one response. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/home", { schema: { tags: ["home"], response: { 200: ZHomeData } } }, async (_request, reply) => {
    // Public and identical for everyone: shared caches may reuse it briefly, but browsers revalidate, so
    // a parent who has just posted a tip sees it on home straight away (issue "Community" §7).
    reply.header("cache-control", "public, max-age=0, s-maxage=60");
    return replyCached(reply, {
      cache: homeAnswer,
      key: "home:json",
      schema: ZHomeData,
      load: () => readHomeData(app.db, app.storage),
    });
  });
};
