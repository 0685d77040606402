/**
 * Every admin API route lives under `/api/admin`, inside this one plugin scope whose `onRequest` hook
 * (`adminGuard`) refuses non-admins before any handler runs (spec 02 §2.2, §6; issue "Admin" §1).
 * To add admin routes, register your plugin below with one line; its paths are relative to /api/admin,
 * and handlers get the admin with `currentAdmin(request)` (./admin-guard.ts). Record every write with
 * `recordAudit(tx, …)` (./audit.ts) in the write's transaction; a new action goes into AUDIT_ACTIONS
 * (shared/audit-actions.ts) with a describer (./audit-describe.ts) and a sentence in both languages
 * (locales/<language>/admin.json `audit.sentences`). The route-table test
 * (./route-table.test.ts) checks that parents and providers get 403 from every route registered here.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminGuard } from "./admin-guard.js";
import { auditRoutes } from "./audit-routes.js";
import { conditionReportAdminRoutes } from "./condition-reports.js";
import { factAnswerRoutes } from "./fact-answers.js";
import { positionRoutes } from "./positions.js";
import { placeMergeRoutes } from "./place-merge.js";
import { adminCatalogueRoutes } from "./catalogue/routes.js";
import { dashboardRoutes } from "./dashboard.js";
import { bookingOverviewRoutes } from "./bookings-overview.js";
import { profileApprovalRoutes } from "./profile-approvals.js";
import { placeClaimAdminRoutes } from "./place-claims.js";
import { submissionReviewRoutes } from "./submission-routes.js";
import { suggestionReviewRoutes } from "./suggestion-routes.js";
import { adminPostRoutes } from "./posts/routes.js";
import { adminUserRoutes } from "./users/routes.js";

export type AdminRoute = { method: string; url: string };

const routeTables = new WeakMap<object, AdminRoute[]>();

/**
 * Every route registered under /api/admin on this app (method and URL pattern, e.g.
 * `DELETE /api/admin/place-suggestions/:id`), so tests can prove each one refuses non-admins.
 */
export const adminRouteTable = (app: { server: object }): readonly AdminRoute[] =>
  routeTables.get(app.server) ?? [];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", adminGuard);
  const table: AdminRoute[] = [];
  routeTables.set(app.server, table);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") table.push({ method, url: route.url });
    }
  });

  // admin-core: dashboard, audit log, suggestions, feedback and feature requests
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  await app.register(profileApprovalRoutes); // provider: provider and café approvals (issue 7)
  await app.register(placeClaimAdminRoutes); // issue 21 §6, §7: claims of family-education places
  await app.register(bookingOverviewRoutes); // issue 21 §7: course bookings per provider
  await app.register(suggestionReviewRoutes);
  await app.register(submissionReviewRoutes);
  // admin-people: users, posts and the reports queue
  await app.register(adminUserRoutes);
  await app.register(adminPostRoutes);
  // admin-catalogue: places, courses and tags
  await app.register(adminCatalogueRoutes);
  await app.register(conditionReportAdminRoutes); // issue 20 §6, §9: parents' condition reports
  await app.register(factAnswerRoutes); // issue 20 §9: the answers behind a place's facts
  await app.register(positionRoutes); // issue 20 §7: missing map positions of places, suggestions, profiles
  await app.register(placeMergeRoutes); // issue 20 §7: merging duplicate places
};
