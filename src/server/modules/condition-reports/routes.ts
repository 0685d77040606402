import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { ZConditionReport, ZConditionReportInput } from "#shared/schemas/condition-reports.js";
import { CONDITION_REPORTS_PER_DAY, spendDailyQuota } from "#server/lib/daily-quotas.js";
import { requireViewer } from "#server/lib/policy.js";
import { reportCondition } from "./service.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody };

/**
 * `POST /api/places/:id/condition-reports` `{ kind, note?, photo_upload_id? }` (signed in):
 * 201 with a new report, 200 with the current report of that kind now confirmed; the photo is a
 * `POST /api/uploads/place-photos` upload of the same user (400 when it cannot be claimed; 429 past CONDITION_REPORTS_PER_DAY). Current reports come with the place
 * (`GET /api/places/:id`, `condition_reports`).
 */
export const conditionReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/places/:id/condition-reports",
    {
      config: { topics: ["places"] },
      schema: {
        tags: ["places"],
        params: ZIdParam,
        body: ZConditionReportInput,
        response: { 200: ZConditionReport, 201: ZConditionReport, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      await spendDailyQuota(app.db, CONDITION_REPORTS_PER_DAY, viewer);
      const { report, isNew } = await reportCondition(app.db, {
        storage: app.storage,
        viewer,
        placeId: request.params.id,
        input: request.body,
      });
      return reply.status(isNew ? 201 : 200).send(report);
    },
  );
};
