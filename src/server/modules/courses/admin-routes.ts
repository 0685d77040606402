/**
 * Courses management for admins (spec 02 §2.7, §7), in the admin scope under /api/admin
 * (lib/admin-scope.ts), whose guard answers 401 signed out and 403 to other roles:
 * `GET|POST /api/admin/courses`, `PUT|DELETE /api/admin/courses/:id`. Images are uploaded first
 * (`POST /api/uploads/course-images`) and claimed here.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAdminCourse,
  ZAdminCourseList,
  ZAdminCourseListQuery,
  ZAdminCourseRequest,
} from "#shared/schemas/admin-catalogue.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import {
  createAdminCourse,
  deleteAdminCourse,
  findAdminCourses,
  updateAdminCourse,
} from "./admin-service.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

export const courseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/courses",
    {
      schema: {
        tags: ["admin"],
        querystring: ZAdminCourseListQuery,
        response: { 200: ZAdminCourseList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return findAdminCourses(app.db, request.query);
    },
  );
  app.post(
    "/courses",
    {
      config: { topics: ["courses"] },
      schema: { tags: ["admin"], body: ZAdminCourseRequest, response: { 201: ZAdminCourse, ...errors } },
    },
    async (request, reply) => {
      const created = await createAdminCourse(app.db, {
        storage: app.storage,
        adminId: currentAdmin(request).id,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );
  app.put(
    "/courses/:id",
    {
      config: { topics: ["courses"] },
      schema: {
        tags: ["admin"],
        params: ZIdParam,
        body: ZAdminCourseRequest,
        response: { 200: ZAdminCourse, ...errors },
      },
    },
    async (request) =>
      updateAdminCourse(app.db, {
        storage: app.storage,
        adminId: currentAdmin(request).id,
        id: request.params.id,
        input: request.body,
      }),
  );
  app.delete(
    "/courses/:id",
    {
      config: { topics: ["courses"] },
      schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteAdminCourse(app.db, { adminId: currentAdmin(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
