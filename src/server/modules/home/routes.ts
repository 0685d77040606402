import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZHomeData } from "#shared/schemas/home.js";
import { defineReadCache, READ_CACHE_TTL_MS, replyCached } from "#server/plugins/read-cache.js";
import { readHomeData } from "./service.js";
import type { Weather } from "./weather.js";

/** The answer of /api/home, which shows places, courses, tips and tags, and today's weather. */
const homeAnswer = defineReadCache({
  topics: ["home", "places", "courses", "posts", "tags"],
  ttlMs: READ_CACHE_TTL_MS,
  // The answer of the weather that is kept (weather.ts) and, while it changes, the one before.
  max: 2,
});

/**
 * `GET /api/home`: everything the home page shows, in one response, ordered by today's weather (never
 * waiting for it longer than its time limit, weather.ts).
 */
export const homeRoutes: FastifyPluginAsyncZod<{ weather: Weather }> = async (app, { weather }) => {
  app.get("/home", { schema: { tags: ["home"], response: { 200: ZHomeData } } }, async (_request, reply) => {
    const today = await weather.today();
    // Public and identical for everyone: shared caches may reuse it briefly, but browsers revalidate, so
    // a parent who has just posted a tip sees it on home straight away (decision 025).
    reply.header("cache-control", "public, max-age=0, s-maxage=60");
    return replyCached(reply, {
      cache: homeAnswer,
      key: `home:json:${JSON.stringify(today)}`,
      schema: ZHomeData,
      load: () => readHomeData(app.db, app.storage, today),
    });
  });
};
