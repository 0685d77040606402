import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import {
  ZAddPlacePhoto,
  ZMyPlacePhotos,
  ZPlacePhoto,
  ZPlacePhotoLike,
  ZPlacePhotoParams,
} from "#shared/schemas/place-photos.js";
import { PLACE_PHOTOS_PER_DAY, spendDailyQuota } from "#server/lib/daily-quotas.js";
import { requireViewer } from "#server/lib/policy.js";
import { addPlacePhoto, deletePlacePhoto, findMyPlacePhotos, setPlacePhotoLike } from "./service.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/**
 * Parents' photos of a place (decision 018; every route needs a signed-in user, 401 otherwise):
 *  - `POST /api/places/:id/photos` `{ upload_id, caption? }` claims a `place-photos` upload (201 with
 *    the photo; 400 past 10 photos of one parent at one place, 429 past PLACE_PHOTOS_PER_DAY; 404 for an unknown or closed place)
 *  - `DELETE /api/places/:id/photos/:photoId` by its author or an admin (204; 403 for others)
 *  - `PUT` / `DELETE /api/places/:id/photos/:photoId/like` likes and unlikes (the new count)
 *  - `GET /api/places/:id/photos/mine`: what the viewer liked, added and reported (never cached)
 * The visible photos come with the place (`GET /api/places/:id`, `photos`), the same for everyone.
 */
export const placePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/places/:id/photos",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" }, topics: ["places"] },
      schema: {
        tags: ["place-photos"],
        params: ZIdParam,
        body: ZAddPlacePhoto,
        response: { 201: ZPlacePhoto, 429: ZErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      await spendDailyQuota(app.db, PLACE_PHOTOS_PER_DAY, viewer);
      const photo = await addPlacePhoto(app.db, {
        storage: app.storage,
        viewer,
        placeId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send(photo);
    },
  );
  app.delete(
    "/places/:id/photos/:photoId",
    {
      config: { topics: ["places"] },
      schema: { tags: ["place-photos"], params: ZPlacePhotoParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      await deletePlacePhoto(app.db, {
        storage: app.storage,
        viewer,
        placeId: request.params.id,
        photoId: request.params.photoId,
      });
      return reply.status(204).send(null);
    },
  );
  for (const [method, isLiked] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/places/:id/photos/:photoId/like",
      config: { topics: ["places"] },
      schema: {
        tags: ["place-photos"],
        params: ZPlacePhotoParams,
        response: { 200: ZPlacePhotoLike, ...errors },
      },
      handler: async (request, reply) => {
        const viewer = await requireViewer(request, reply);
        return setPlacePhotoLike(app.db, {
          viewer,
          placeId: request.params.id,
          photoId: request.params.photoId,
          isLiked,
        });
      },
    });
  }
  app.get(
    "/places/:id/photos/mine",
    { schema: { tags: ["place-photos"], params: ZIdParam, response: { 200: ZMyPlacePhotos, ...errors } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(request, reply);
      return findMyPlacePhotos(app.db, viewer.id, request.params.id);
    },
  );
};
