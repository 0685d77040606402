/**
 * The admin module's routes, registered in the admin scope under `/api/admin` (lib/admin-scope.ts; the
 * list of every module's admin routes is in src/server/app.ts). A new audited action goes into
 * AUDIT_ACTIONS (shared/audit-actions.ts) with a describer (lib/audit-describe.ts) and a sentence in
 * both languages (locales/<language>/admin.json `audit.sentences`).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditRoutes } from "./audit-routes.js";
import { positionRoutes } from "./positions.js";
import { dashboardRoutes } from "./dashboard.js";
import { profileApprovalRoutes } from "./profile-approvals.js";
import { adminUserRoutes } from "./users/routes.js";

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // admin-core: dashboard, audit log, suggestions, feedback and feature requests
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  await app.register(profileApprovalRoutes); // provider: provider and café approvals (issue 7)
  // admin-people: users, posts and the reports queue
  await app.register(adminUserRoutes);
  await app.register(positionRoutes); // issue 20 §7: missing map positions of places, suggestions, profiles
};
