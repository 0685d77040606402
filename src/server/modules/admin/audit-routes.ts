import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZAuditList } from "#shared/schemas/admin.js";
import { ZErrorBody, ZPageQuery } from "#shared/schemas/common.js";
import { listAudit } from "#server/lib/audit.js";

/** `GET /api/admin/audit`: the audit log, newest first, paged (issue "Admin" §9). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/audit",
    {
      schema: {
        tags: ["admin"],
        querystring: ZPageQuery,
        response: { 200: ZAuditList, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listAudit(app.db, request.query);
    },
  );
};
