import zlib from "node:zlib";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody, ZIdParam } from "../../../shared/schemas/common.js";
import {
  ZPlaceDetail,
  ZPlaceFilters,
  ZPlaceList,
  ZPlaceListQuery,
  ZPlacePoints,
} from "../../../shared/schemas/places.js";
import { replyCached } from "../../plugins/read-cache.js";
import { findPlacePoints, findPlaces, getPlace } from "./service.js";

/**
 * Lists and the map are public and the same for everyone, so they are answered from the read cache
 * (plugins/read-cache.ts) when the same question was asked moments ago.
 *
 * `GET /api/places?type=&tag=&age=&q=&open_now=&lat=&lng=&sort=&limit=&offset=` (issue "Discovery" §1),
 * `GET /api/places/map?…same filters` (§7) and `GET /api/places/:id`.
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
      // Lists near a position are compressed per request (the others once, in the read cache): brotli's
      // quickest quality takes a fifth of the time of quality 5 on a page of cards, for ~12 % more bytes.
      compress: { brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } },
    },
    async (request, reply) => {
      const load = () => findPlaces(app.db, request.query, { cache: app.readCache, sets: app.setCache });
      // A list near a position is rarely asked for twice, and costs no query (nearest.ts): keeping it
      // would only push out the answers many visitors share. Its cards hold the declared fields only
      // (toListCard; routes.test.ts holds the answer to ZPlaceList), so it is sent as it is rather than
      // checked against the schema on every request, a seventh of its time.
      if (request.query.lat !== undefined) {
        return reply
          .type("application/json; charset=utf-8")
          .serializer((answer) => JSON.stringify(answer))
          .send(await load());
      }
      return replyCached(reply, {
        key: `places:list:${JSON.stringify(request.query)}`,
        schema: ZPlaceList,
        load,
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
        key: `places:map:${JSON.stringify(request.query)}`,
        schema: ZPlacePoints,
        load: () => findPlacePoints(app.db, request.query, app.readCache),
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
    async (request) => getPlace(app.db, request.params.id),
  );
};
