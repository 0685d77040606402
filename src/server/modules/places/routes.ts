import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import {
  ZPlaceDetail,
  ZPlaceFilters,
  ZPlaceList,
  ZPlaceListQuery,
  ZPlacePoints,
  ZPlaceTypeCounts,
} from "#shared/schemas/places.js";
import { AppError } from "#server/lib/app-error.js";
import { defineReadCache, READ_CACHE_TTL_MS, replyCached, replyJson } from "#server/plugins/read-cache.js";
import { findPlaceRedirect } from "./redirects.js";
import {
  countPlaceTypes,
  findNearestPlacesJson,
  findPlacePoints,
  findPlaces,
  getPlace,
  isAnsweredByIndex,
} from "./service.js";

/**
 * Answers of lists and the map, which show places, their facts and their tags (plugins/read-cache.ts).
 */
const placeAnswers = defineReadCache({ topics: ["places", "tags"], ttlMs: READ_CACHE_TTL_MS, max: 2000 });

/**
 * Lists and the map are public and the same for everyone, so they are answered from placeAnswers when
 * the same question was asked moments ago.
 *
 * `GET /api/places?type=&tag=&age=&q=&open_now=&lat=&lng=&sort=&limit=&offset=` (decision 008),
 * `GET /api/places/map?…same filters`, `GET /api/places/types` (the types that have places, for the filter's
 * chips) and `GET /api/places/:id` (a merged place's id answers 301 to the place it was merged into).
 */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/places",
    {
      schema: {
        tags: ["places"],
        querystring: ZPlaceListQuery,
        response: { 200: ZPlaceList, 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      // A list near a position is rarely asked for twice and costs no query (nearest.ts): keeping it
      // would only push out the answers many visitors share. It is written from declared fields only
      // (routes.test.ts holds it to ZPlaceList).
      if (request.query.lat !== undefined) {
        const json =
          (await findNearestPlacesJson(app.db, request.query)) ??
          JSON.stringify(await findPlaces(app.db, request.query));
        return replyJson(reply, json);
      }
      return replyCached(reply, {
        cache: placeAnswers,
        key: `places:list:${JSON.stringify(request.query)}`,
        schema: ZPlaceList,
        load: () => findPlaces(app.db, request.query),
        // Found by text alone, a list costs no query (the search index answers it, decision 015) and
        // is mostly asked for once (the text changes with every letter typed): compressing and keeping
        // each for the cache cost more than the search, and pushed out the answers many visitors share.
        isKeptWhenAskedAgain: isAnsweredByIndex(request.query),
      });
    },
  );
  app.get(
    "/places/map",
    {
      schema: {
        tags: ["places"],
        querystring: ZPlaceFilters,
        response: { 200: ZPlacePoints, 400: ZErrorBody },
      },
    },
    async (request, reply) =>
      replyCached(reply, {
        cache: placeAnswers,
        key: `places:map:${JSON.stringify(request.query)}`,
        schema: ZPlacePoints,
        load: () => findPlacePoints(app.db, request.query),
      }),
  );
  app.get(
    "/places/types",
    { schema: { tags: ["places"], response: { 200: ZPlaceTypeCounts } } },
    async (_request, reply) =>
      replyCached(reply, {
        cache: placeAnswers,
        key: "places:types",
        schema: ZPlaceTypeCounts,
        load: () => countPlaceTypes(app.db),
      }),
  );
  app.get(
    "/places/:id",
    {
      schema: {
        tags: ["places"],
        params: ZIdParam,
        response: { 200: ZPlaceDetail, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      try {
        return await getPlace(app.db, request.params.id);
      } catch (error) {
        // A place an admin merged into another leads there; only a miss asks.
        if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
        const target = await findPlaceRedirect(app.db, request.params.id);
        if (!target) throw error;
        return reply.redirect(`/api/places/${target}`, 301);
      }
    },
  );
};
