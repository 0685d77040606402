/** Closing reports when the admin acts on the reported content (the reports queue, service.ts). */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ReportTargetType } from "#shared/constants.js";
import type { Db } from "#server/db/client.js";
import { contentReports } from "#server/db/schema.js";
import type { Viewer } from "#server/lib/policy.js";

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Marks the open reports matching `target` as acted on by `admin`. */
export const closeReports = (tx: Transaction, admin: Viewer, target: SQL) =>
  tx
    .update(contentReports)
    .set({ status: "actioned", reviewed_at: sql`now()`, reviewed_by: admin.id })
    .where(and(eq(contentReports.status, "open"), target));

/** The reports of one item (a post, answer, review or photo). */
export const reportsOf = (targetType: ReportTargetType, id: string): SQL =>
  and(eq(contentReports.target_type, targetType), eq(contentReports.target_id, id))!;
