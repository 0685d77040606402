import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "#shared/schemas/common.js";
import { ZCreateReportRequest, ZReport } from "#shared/schemas/reports.js";
import { requireViewer } from "#server/lib/policy.js";
import { createReport } from "./service.js";

/** `POST /api/reports`: a signed-in user reports a post or an answer once (201; 409 the second time). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/reports",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" }, topics: [] },
      schema: {
        tags: ["reports"],
        body: ZCreateReportRequest,
        response: { 201: ZReport, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const report = await createReport(app.db, { viewer, report: request.body });
      return reply.status(201).send(report);
    },
  );
};
