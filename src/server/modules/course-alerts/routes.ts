import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZCourseAlert, ZCourseAlertInput, ZCourseAlertList } from "#shared/schemas/course-alerts.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { requireViewer } from "#server/lib/policy.js";
import { guessLanguage } from "#server/plugins/spa.js";
import { createCourseAlert, deleteCourseAlert, findCourseAlerts } from "./service.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/**
 * A parent's course alerts (decision 023), all signed in (401 otherwise):
 * - `GET /api/me/course-alerts` → `{ items, total }`, oldest first.
 * - `POST /api/me/course-alerts` `{ stadtteil?, age_months?: n | { min, max }, birth_month? }` → 201 with
 *   the new alert, or 200 with the one there is for the same search; 400 for an unknown district or a
 *   bad age, 409 beyond COURSE_ALERTS_MAX. The app language of the request becomes the digest's.
 * - `DELETE /api/me/course-alerts/:id` → 204; 404 for an alert that is not the parent's.
 */
export const courseAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me/course-alerts",
    { schema: { tags: ["course-alerts"], response: { 200: ZCourseAlertList, ...errors } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(request, reply);
      return findCourseAlerts(app.db, { viewer });
    },
  );
  app.post(
    "/me/course-alerts",
    {
      config: { topics: [] },
      schema: {
        tags: ["course-alerts"],
        body: ZCourseAlertInput,
        response: { 200: ZCourseAlert, 201: ZCourseAlert, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const { alert, created } = await createCourseAlert(app.db, {
        viewer,
        input: request.body,
        language: guessLanguage(request),
      });
      return reply.status(created ? 201 : 200).send(alert);
    },
  );
  app.delete(
    "/me/course-alerts/:id",
    {
      config: { topics: [] },
      schema: { tags: ["course-alerts"], params: ZIdParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      await deleteCourseAlert(app.db, { viewer, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
