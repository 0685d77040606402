/**
 * Parents' reports that a place closed for good, decided by an admin (issue 20 §6): close the place
 * (it leaves every list and search; its page and favourites say so) or dismiss the report. Either way the
 * report is resolved and leaves the queue; the audit log keeps the decision.
 *  - `GET /api/admin/closure-reports`
 *  - `POST /api/admin/closure-reports/:id/close`, `POST /api/admin/closure-reports/:id/dismiss` (204)
 */
import { subDays } from "date-fns";
import { and, asc, eq, gt } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONDITION_REPORT_DAYS } from "../../../shared/condition-reports.js";
import { ZErrorBody, ZIdParam } from "../../../shared/schemas/common.js";
import {
  ZAdminClosureReportList,
  type TAdminClosureReportList,
} from "../../../shared/schemas/condition-reports.js";
import type { Db } from "../../db/client.js";
import { placeConditionReports, places } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Storage } from "../../plugins/storage.js";
import { deleteUploadFiles, removeUploadRow } from "../files/uploads.js";
import { currentAdmin } from "./admin-guard.js";
import { recordAudit } from "./audit.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** The current "closed for good" reports, the longest waiting first. */
export async function findClosureReports(db: Db, now = new Date()): Promise<TAdminClosureReportList> {
  const rows = await db
    .select({
      report: placeConditionReports,
      place: { id: places.id, name: places.name, address: places.address },
    })
    .from(placeConditionReports)
    .innerJoin(places, eq(places.id, placeConditionReports.place_id))
    .where(
      and(
        eq(placeConditionReports.kind, "permanently_closed"),
        gt(placeConditionReports.confirmed_at, subDays(now, CONDITION_REPORT_DAYS)),
      ),
    )
    .orderBy(asc(placeConditionReports.created_at));
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
 * Resolves a closure report: `close` marks its place closed for good, `dismiss` leaves the place as it
 * is; the report is removed in the same transaction as the audit entry, and its photo (upload row, then
 * files after commit) with it.
 * @throws AppError NOT_FOUND when the report is gone (already decided)
 */
export async function decideClosureReport(
  db: Db,
  options: { storage: Storage; adminId: string; id: string; decision: "close" | "dismiss" },
): Promise<void> {
  const photo = await db.transaction(async (tx) => {
    const [report] = await tx
      .delete(placeConditionReports)
      .where(
        and(eq(placeConditionReports.id, options.id), eq(placeConditionReports.kind, "permanently_closed")),
      )
      .returning();
    if (!report) throw new AppError("NOT_FOUND", "Report not found");
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
        before: { name: place?.name, closed_at: null, report_note: report.note },
        after: place ?? null,
      });
      return removed;
    }
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "closure_report.dismiss",
      targetType: "place",
      targetId: report.place_id,
      before: { note: report.note, confirmations: report.confirmed_by.length },
      after: null,
    });
    return removed;
  });
  if (photo) await deleteUploadFiles(options.storage, photo);
}

export const closureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/closure-reports",
    { schema: { tags: ["admin"], response: { 200: ZAdminClosureReportList, ...errors } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return findClosureReports(app.db);
    },
  );
  for (const decision of ["close", "dismiss"] as const) {
    app.post(
      `/closure-reports/:id/${decision}`,
      { schema: { tags: ["admin"], params: ZIdParam, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        const admin = currentAdmin(request);
        await decideClosureReport(app.db, {
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
