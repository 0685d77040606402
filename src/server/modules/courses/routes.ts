import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { ZCourse, ZCourseList, ZCourseListQuery } from "#shared/schemas/courses.js";
import { defineReadCache, READ_CACHE_TTL_MS, replyCached } from "#server/plugins/read-cache.js";
import { courseCalendar } from "./calendar.js";
import { findCourses, getCourse } from "./service.js";

/** Answers of course lists, which show courses, their free places and their tags. */
const courseAnswers = defineReadCache({ topics: ["courses", "tags"], ttlMs: READ_CACHE_TTL_MS, max: 1000 });

/**
 * `GET /api/courses?type=&age=&tag=&q=&provider=&limit=&offset=` and `GET /api/courses/:id` (spec 01 §7
 * "Read courses"), `GET /api/courses/:id/calendar.ics`, the course as an iCalendar file (decision 021).
 */
export const courseRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
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
        cache: courseAnswers,
        key: `courses:list:${JSON.stringify(request.query)}`,
        schema: ZCourseList,
        load: () => findCourses(app.db, request.query),
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
  app.get(
    "/courses/:id/calendar.ics",
    {
      schema: {
        tags: ["courses"],
        params: ZIdParam,
        response: { 200: z.string(), 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const course = await getCourse(app.db, request.params.id);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="kurs-${course.id}.ics"`)
        .send(courseCalendar(course, publicUrl));
    },
  );
};
