import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAdminPostList,
  ZAdminPostListQuery,
  ZAdminReportList,
  ZAdminReportListQuery,
} from "#shared/schemas/admin-posts.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { TOPICS } from "#server/plugins/write-topics.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import {
  deleteAdminPost,
  deleteReportedContent,
  dismissReport,
  findAdminPosts,
  findAdminReports,
} from "./admin-service.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/**
 * Posts management and the reports queue for admins (spec 02 §2.9; the admin guard
 * answers 401 signed out, 403 for other roles):
 *  - `GET /api/admin/posts?q=&type=&limit=&offset=`, `DELETE /api/admin/posts/:id` (204; 404 when gone)
 *  - `GET /api/admin/reports?status=&limit=&offset=`
 *  - `POST /api/admin/reports/:id/dismiss`, `POST /api/admin/reports/:id/delete-content` (204)
 */
export const reportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/posts",
    {
      schema: {
        tags: ["admin"],
        querystring: ZAdminPostListQuery,
        response: { 200: ZAdminPostList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return findAdminPosts(app.db, request.query);
    },
  );

  app.delete(
    "/posts/:id",
    {
      config: { topics: ["posts"] },
      schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const admin = currentAdmin(request);
      await deleteAdminPost(app.db, { storage: app.storage, admin, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/reports",
    {
      schema: {
        tags: ["admin"],
        querystring: ZAdminReportListQuery,
        response: { 200: ZAdminReportList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return findAdminReports(app.db, request.query);
    },
  );

  app.post(
    "/reports/:id/dismiss",
    {
      config: { topics: [] },
      schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const admin = currentAdmin(request);
      await dismissReport(app.db, { admin, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/reports/:id/delete-content",
    {
      // Removed reported content can show anywhere.
      config: { topics: TOPICS },
      schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const admin = currentAdmin(request);
      await deleteReportedContent(app.db, { storage: app.storage, admin, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
