/**
 * Parents' condition reports before an admin (decisions/031, 032: a closure waits in the admin's queue):
 * every current report, to dismiss a wrong or abusive one; a report that a place closed for
 * good can instead close the place (it leaves every list and search; its page and favourites say so).
 * Either way the report is resolved and leaves the queue; the audit log keeps the decision.
 *  - `GET /api/admin/condition-reports`
 *  - `POST /api/admin/condition-reports/:id/close` (only "permanently_closed"),
 *    `POST /api/admin/condition-reports/:id/dismiss` (204)
 */
import { subDays } from "date-fns";
import { desc, eq, gt, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONDITION_REPORT_DAYS } from "#shared/condition-reports.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import {
  ZAdminConditionReportList,
  type TAdminConditionReportList,
} from "#shared/schemas/condition-reports.js";
import type { Db } from "#server/db/client.js";
import { placeConditionReports, places } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Storage } from "#server/plugins/storage.js";
import { deleteUploadFiles, removeUploadRow } from "#server/modules/files/service.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import { auditSubjectName, recordAudit } from "#server/lib/audit.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** The text for closing a place on a report that says something else. */
export const NOT_A_CLOSURE =
  "Only a report that the place closed for good can close it. Dismiss this one instead.";

/** The current reports: "closed for good" first, the longest waiting first; then the others, newest first. */
export async function findAdminConditionReports(
  db: Db,
  now = new Date(),
): Promise<TAdminConditionReportList> {
  const rows = await db
    .select({
      report: placeConditionReports,
      place: { id: places.id, name: places.name, address: places.address },
    })
    .from(placeConditionReports)
    .innerJoin(places, eq(places.id, placeConditionReports.place_id))
    .where(gt(placeConditionReports.confirmed_at, subDays(now, CONDITION_REPORT_DAYS)))
    .orderBy(
      desc(sql`${placeConditionReports.kind} = 'permanently_closed'`),
      sql`CASE WHEN ${placeConditionReports.kind} = 'permanently_closed' THEN ${placeConditionReports.created_at} END`,
      desc(placeConditionReports.created_at),
    );
  return {
    items: rows.map(({ report, place }) => ({
      id: report.id,
      kind: report.kind,
      note: report.note,
      reported_at: report.created_at.toISOString(),
      confirmed_at: report.confirmed_at.toISOString(),
      confirmations: report.confirmed_by.length,
      photo_url: report.photo_url,
      place,
    })),
  };
}

/**
 * Resolves a report: `close` marks its place closed for good (a "permanently_closed" report only),
 * `dismiss` leaves the place as it is; the report is removed in the same transaction as the audit entry,
 * and its photo (upload row, then files after commit) with it.
 * @throws AppError NOT_FOUND when the report is gone (already decided); CONFLICT for closing on a report
 *   of another kind
 */
export async function decideConditionReport(
  db: Db,
  options: { storage: Storage; adminId: string; id: string; decision: "close" | "dismiss" },
): Promise<void> {
  const photo = await db.transaction(async (tx) => {
    const [report] = await tx
      .delete(placeConditionReports)
      .where(eq(placeConditionReports.id, options.id))
      .returning();
    if (!report) throw new AppError("NOT_FOUND", "Report not found");
    if (options.decision === "close" && report.kind !== "permanently_closed") {
      throw new AppError("CONFLICT", NOT_A_CLOSURE);
    }
    const removed = report.photo_upload_id ? await removeUploadRow(tx, report.photo_upload_id) : undefined;
    if (options.decision === "close") {
      const [place] = await tx
        .update(places)
        .set({ closed_at: new Date() })
        .where(eq(places.id, report.place_id))
        .returning({ id: places.id, name: places.name, closed_at: places.closed_at });
      await recordAudit(tx, {
        adminId: options.adminId,
        action: "place.close",
        targetType: "place",
        targetId: report.place_id,
        targetName: place?.name ?? null,
        before: { name: place?.name, closed_at: null, report_note: report.note },
        after: place ?? null,
      });
      return removed;
    }
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "condition_report.dismiss",
      targetType: "place",
      targetId: report.place_id,
      targetName: await auditSubjectName(tx, "place", report.place_id),
      before: { kind: report.kind, note: report.note, confirmations: report.confirmed_by.length },
      after: null,
    });
    return removed;
  });
  if (photo) await deleteUploadFiles(options.storage, photo);
}

export const conditionReportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/condition-reports",
    { schema: { tags: ["admin"], response: { 200: ZAdminConditionReportList, ...errors } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return findAdminConditionReports(app.db);
    },
  );
  for (const decision of ["close", "dismiss"] as const) {
    app.post(
      `/condition-reports/:id/${decision}`,
      {
        config: { topics: ["places"] },
        schema: {
          tags: ["admin"],
          params: ZIdParam,
          response: { 204: z.null(), 409: ZErrorBody, ...errors },
        },
      },
      async (request, reply) => {
        const admin = currentAdmin(request);
        await decideConditionReport(app.db, {
          storage: app.storage,
          adminId: admin.id,
          id: request.params.id,
          decision,
        });
        return reply.status(204).send(null);
      },
    );
  }
};
