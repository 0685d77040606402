import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody, ZIdParam } from "../../../shared/schemas/common.js";
import { ZCourse, ZCourseList, ZCourseListQuery } from "../../../shared/schemas/courses.js";
import { replyCached } from "../../plugins/read-cache.js";
import { findCourses, getCourse } from "./service.js";

/** `GET /api/courses?type=&age=&q=&limit=&offset=` and `GET /api/courses/:id` (issue "Discovery" §2). */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/courses",
    {
      schema: {
        tags: ["courses"],
        querystring: ZCourseListQuery,
        response: { 200: ZCourseList, 400: ZErrorBody },
      },
    },
    async (request, reply) =>
      replyCached(reply, {
        key: `courses:list:${JSON.stringify(request.query)}`,
        schema: ZCourseList,
        load: () => findCourses(app.db, request.query, app.readCache),
      }),
  );
  app.get(
    "/courses/:id",
    {
      schema: {
        tags: ["courses"],
        params: ZIdParam,
        response: { 200: ZCourse, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => getCourse(app.db, request.params.id),
  );
};
