/**
 * The admin module's routes, registered in the admin scope under `/api/admin` (lib/admin-scope.ts; the
 * list of every module's admin routes is in src/server/app.ts). A new audited action goes into
 * AUDIT_ACTIONS (shared/audit-actions.ts) with a describer (lib/audit-describe.ts) and a sentence in
 * both languages (locales/<language>/admin.json `audit.sentences`).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
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
