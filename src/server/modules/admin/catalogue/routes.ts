/**
 * Places, courses and tags management (spec 02 §2.6, §2.7, §2.10, §7; issue "Admin" §5, §8). Registered
 * inside the admin scope (../routes.ts), whose guard answers 401 signed out and 403 to other roles:
 *  - `GET|POST /api/admin/places`, `PUT|DELETE /api/admin/places/:id`
 *  - `GET|POST /api/admin/courses`, `PUT|DELETE /api/admin/courses/:id`
 *  - `GET|POST /api/admin/tags`, `PUT /api/admin/tags/order`, `PUT|DELETE /api/admin/tags/:id`
 * Images are uploaded first (`POST /api/uploads/place-images` or `course-images`) and claimed here.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAdminCourse,
  ZAdminCourseList,
  ZAdminCourseListQuery,
  ZAdminCourseRequest,
  ZAdminPlace,
  ZAdminPlaceList,
  ZAdminPlaceListQuery,
  ZAdminPlaceRequest,
  ZAdminTag,
  ZAdminTagList,
  ZAdminTagOrderRequest,
  ZAdminTagRequest,
} from "#shared/schemas/admin-catalogue.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import { createAdminCourse, deleteAdminCourse, findAdminCourses, updateAdminCourse } from "./courses.js";
import { createAdminPlace, deleteAdminPlace, findAdminPlaces, updateAdminPlace } from "./places.js";
import { createAdminTag, deleteAdminTag, findAdminTags, reorderAdminTags, updateAdminTag } from "./tags.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Places ----------------------------------------------------------------------------------------
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
    { schema: { tags: ["admin"], body: ZAdminPlaceRequest, response: { 201: ZAdminPlace, ...errors } } },
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
    { schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteAdminPlace(app.db, { adminId: currentAdmin(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  // Courses ---------------------------------------------------------------------------------------
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
    { schema: { tags: ["admin"], body: ZAdminCourseRequest, response: { 201: ZAdminCourse, ...errors } } },
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
    { schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteAdminCourse(app.db, { adminId: currentAdmin(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  // Tags ------------------------------------------------------------------------------------------
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
    { schema: { tags: ["admin"], body: ZAdminTagRequest, response: { 201: ZAdminTag, ...errors } } },
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
    { schema: { tags: ["admin"], body: ZAdminTagOrderRequest, response: { 200: ZAdminTagList, ...errors } } },
    async (request) => reorderAdminTags(app.db, { adminId: currentAdmin(request).id, ids: request.body.ids }),
  );
  app.put(
    "/tags/:id",
    {
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
    { schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteAdminTag(app.db, { adminId: currentAdmin(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
