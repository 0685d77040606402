/**
 * Places management for admins (spec 02 §2.6, §7), in the admin scope under /api/admin
 * (lib/admin-scope.ts), whose guard answers 401 signed out and 403 to other roles:
 *  - `GET|POST /api/admin/places`, `PUT|DELETE /api/admin/places/:id`
 *  - `POST /api/admin/places/:id/merge` (./admin-merge.ts)
 * Images are uploaded first (`POST /api/uploads/place-images`) and claimed here.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAdminPlace,
  ZAdminPlaceList,
  ZAdminPlaceListQuery,
  ZAdminPlaceRequest,
} from "#shared/schemas/admin-catalogue.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import { createAdminPlace, deleteAdminPlace, findAdminPlaces, updateAdminPlace } from "./admin-service.js";
import { placeMergeRoutes } from "./admin-merge.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

export const placeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/places",
    {
      schema: {
        tags: ["admin"],
        querystring: ZAdminPlaceListQuery,
        response: { 200: ZAdminPlaceList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return findAdminPlaces(app.db, request.query);
    },
  );
  app.post(
    "/places",
    {
      config: { topics: ["places"] },
      schema: { tags: ["admin"], body: ZAdminPlaceRequest, response: { 201: ZAdminPlace, ...errors } },
    },
    async (request, reply) => {
      const admin = currentAdmin(request);
      const created = await createAdminPlace(app.db, {
        storage: app.storage,
        adminId: admin.id,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );
  app.put(
    "/places/:id",
    {
      config: { topics: ["places"] },
      schema: {
        tags: ["admin"],
        params: ZIdParam,
        body: ZAdminPlaceRequest,
        response: { 200: ZAdminPlace, ...errors },
      },
    },
    async (request) =>
      updateAdminPlace(app.db, {
        storage: app.storage,
        adminId: currentAdmin(request).id,
        id: request.params.id,
        input: request.body,
      }),
  );
  app.delete(
    "/places/:id",
    {
      config: { topics: ["places"] },
      schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteAdminPlace(app.db, { adminId: currentAdmin(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
  await app.register(placeMergeRoutes);
};
