import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ZAdminUpdateUserRequest,
  ZAdminUser,
  ZAdminUserList,
  ZAdminUserListQuery,
  ZWithdrawnContributions,
} from "#shared/schemas/admin-users.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { TOPICS } from "#server/plugins/write-topics.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import { findAdminUsers, updateAdminUser } from "./service.js";
import { withdrawContributions } from "./withdraw-contributions.js";

/**
 * Users management for admins (spec 02 §2.8; the admin guard answers 401 signed out, 403 other roles):
 *  - `GET /api/admin/users?q=&role=&limit=&offset=`
 *  - `PATCH /api/admin/users/:id` (profile id) with the 'Edit User Profile' fields
 *  - `POST /api/admin/users/:id/withdraw-contributions`: withdraws the account's fact answers, reviews,
 *    photos, photo likes and condition reports (withdraw-contributions.ts); 200 with the counts
 */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users",
    {
      schema: {
        tags: ["admin"],
        querystring: ZAdminUserListQuery,
        response: { 200: ZAdminUserList, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return findAdminUsers(app.db, request.query);
    },
  );

  app.patch(
    "/users/:id",
    {
      // A user's role or block can show anywhere.
      config: { topics: TOPICS },
      schema: {
        tags: ["admin"],
        params: ZIdParam,
        body: ZAdminUpdateUserRequest,
        response: {
          200: ZAdminUser,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      return updateAdminUser(app.db, { admin, id: request.params.id, request: request.body });
    },
  );

  app.post(
    "/users/:id/withdraw-contributions",
    {
      // What an account contributed can show anywhere.
      config: { topics: TOPICS },
      schema: {
        tags: ["admin"],
        params: ZIdParam,
        response: { 200: ZWithdrawnContributions, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) =>
      withdrawContributions(app.db, {
        storage: app.storage,
        admin: currentAdmin(request),
        id: request.params.id,
      }),
  );
};
