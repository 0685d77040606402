/**
 * Tags management for admins (spec 02 §2.10, §7), in the admin scope under /api/admin
 * (lib/admin-scope.ts), whose guard answers 401 signed out and 403 to other roles:
 * `GET|POST /api/admin/tags`, `PUT /api/admin/tags/order`, `PUT|DELETE /api/admin/tags/:id`.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAdminTag,
  ZAdminTagList,
  ZAdminTagOrderRequest,
  ZAdminTagRequest,
} from "#shared/schemas/admin-catalogue.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import {
  createAdminTag,
  deleteAdminTag,
  findAdminTags,
  reorderAdminTags,
  updateAdminTag,
} from "./admin-service.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

export const tagAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/tags",
    { schema: { tags: ["admin"], response: { 200: ZAdminTagList, ...errors } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return findAdminTags(app.db);
    },
  );
  app.post(
    "/tags",
    {
      config: { topics: ["tags"] },
      schema: { tags: ["admin"], body: ZAdminTagRequest, response: { 201: ZAdminTag, ...errors } },
    },
    async (request, reply) => {
      const created = await createAdminTag(app.db, {
        adminId: currentAdmin(request).id,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );
  // Registered before /tags/:id so "order" is never read as an id.
  app.put(
    "/tags/order",
    {
      config: { topics: ["tags"] },
      schema: { tags: ["admin"], body: ZAdminTagOrderRequest, response: { 200: ZAdminTagList, ...errors } },
    },
    async (request) => reorderAdminTags(app.db, { adminId: currentAdmin(request).id, ids: request.body.ids }),
  );
  app.put(
    "/tags/:id",
    {
      config: { topics: ["tags"] },
      schema: {
        tags: ["admin"],
        params: ZIdParam,
        body: ZAdminTagRequest,
        response: { 200: ZAdminTag, ...errors },
      },
    },
    async (request) =>
      updateAdminTag(app.db, {
        adminId: currentAdmin(request).id,
        id: request.params.id,
        input: request.body,
      }),
  );
  app.delete(
    "/tags/:id",
    {
      config: { topics: ["tags"] },
      schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteAdminTag(app.db, { adminId: currentAdmin(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
