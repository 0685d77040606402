import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody, ZIdParam } from "../../../shared/schemas/common.js";
import { ZPlace, ZPlaceList, ZPlaceListQuery } from "../../../shared/schemas/places.js";
import { findPlaces, getPlace } from "./service.js";

/** `GET /api/places?type=&limit=&offset=` and `GET /api/places/:id` (issue "Foundation" §10). */
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
    async (request) => findPlaces(app.db, request.query),
  );
  app.get(
    "/places/:id",
    {
      schema: {
        tags: ["places"],
        params: ZIdParam,
        response: { 200: ZPlace, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => getPlace(app.db, request.params.id),
  );
};
