import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "#shared/schemas/common.js";
import { ZFavoriteIds, ZFavoriteParams, ZFavorites } from "#shared/schemas/favorites.js";
import { requireSession } from "#server/plugins/auth.js";
import { addFavorite, findFavorites, getFavoriteIds, removeFavorite } from "./service.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/**
 * Favourites of the signed-in user (spec 01 §4, §6 "Signed in: favourites"): `GET /api/favorites` (cards),
 * `GET /api/favorites/ids` (for the hearts), and `PUT|DELETE /api/favorites/places|courses/:id` answering
 * with the saved ids after the change.
 */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/favorites",
    { schema: { tags: ["favorites"], response: { 200: ZFavorites, ...errors } } },
    async (request, reply) => {
      const { user } = await requireSession(request, reply);
      return findFavorites(app.db, user.id);
    },
  );
  app.get(
    "/favorites/ids",
    { schema: { tags: ["favorites"], response: { 200: ZFavoriteIds, ...errors } } },
    async (request, reply) => {
      const { user } = await requireSession(request, reply);
      return getFavoriteIds(app.db, user.id);
    },
  );
  app.put(
    "/favorites/:kind/:id",
    {
      config: { topics: [] },
      schema: { tags: ["favorites"], params: ZFavoriteParams, response: { 200: ZFavoriteIds, ...errors } },
    },
    async (request, reply) => {
      const { user } = await requireSession(request, reply);
      return addFavorite(app.db, { account: user, ...request.params });
    },
  );
  app.delete(
    "/favorites/:kind/:id",
    {
      config: { topics: [] },
      schema: { tags: ["favorites"], params: ZFavoriteParams, response: { 200: ZFavoriteIds, ...errors } },
    },
    async (request, reply) => {
      const { user } = await requireSession(request, reply);
      return removeFavorite(app.db, { account: user, ...request.params });
    },
  );
};
