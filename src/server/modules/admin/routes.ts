/**
 * The admin module's own routes, in the admin scope under `/api/admin` (lib/admin-scope.ts; the list of
 * every module's admin routes is in src/server/app.ts):
 *  - `GET /api/admin/dashboard` (spec 02 §2.3): every number of the dashboard (./service.ts)
 *  - `GET /api/admin/audit`: the audit log, newest first, paged (lib/audit.ts)
 *  - users and their roles (./users/routes.ts), provider and café approvals (./profile-approvals.ts),
 *    missing map positions of places, suggestions and profiles (./positions.ts)
 * A new audited action goes into AUDIT_ACTIONS (shared/audit-actions.ts) with a describer
 * (lib/audit-describe.ts) and a sentence in both languages (locales/<language>/admin.json
 * `audit.sentences`).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZAdminDashboard, ZAuditList } from "#shared/schemas/admin.js";
import { ZErrorBody, ZPageQuery } from "#shared/schemas/common.js";
import { listAudit } from "#server/lib/audit.js";
import { positionRoutes } from "./positions.js";
import { profileApprovalRoutes } from "./profile-approvals.js";
import { loadDashboard } from "./service.js";
import { adminUserRoutes } from "./users/routes.js";

const errors = { 401: ZErrorBody, 403: ZErrorBody };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dashboard",
    { schema: { tags: ["admin"], response: { 200: ZAdminDashboard, ...errors } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return loadDashboard(app.db);
    },
  );
  app.get(
    "/audit",
    { schema: { tags: ["admin"], querystring: ZPageQuery, response: { 200: ZAuditList, ...errors } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listAudit(app.db, request.query);
    },
  );
  await app.register(adminUserRoutes);
  await app.register(profileApprovalRoutes);
  await app.register(positionRoutes);
};
