/**
 * Reports of posts and answers (issue "Community" §5, beyond the spec). A report never hides the item;
 * it waits as "open" for an admin (admin issue). One report per user and item.
 */
import { eq } from "drizzle-orm";
import type { TCreateReportRequest, TReport } from "../../../shared/schemas/reports.js";
import type { Db } from "../../db/client.js";
import { contentReports, feedPosts, postComments } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Viewer } from "../../lib/policy.js";

const targetExists = async (db: Db, report: TCreateReportRequest): Promise<boolean> => {
  const table = report.target_type === "post" ? feedPosts : postComments;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, report.target_id)).limit(1);
  return Boolean(row);
};

/**
 * Stores a report by the viewer.
 * @throws AppError NOT_FOUND when the post or answer does not exist; CONFLICT when the viewer has
 *   reported it already
 */
export async function createReport(
  db: Db,
  options: { viewer: Viewer; report: TCreateReportRequest },
): Promise<TReport> {
  const { viewer, report } = options;
  if (!(await targetExists(db, report))) {
    throw new AppError("NOT_FOUND", report.target_type === "post" ? "Post not found." : "Answer not found.");
  }
  const [row] = await db
    .insert(contentReports)
    .values({
      target_type: report.target_type,
      target_id: report.target_id,
      reason: report.reason,
      details: report.details ?? null,
      reporter_id: viewer.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("CONFLICT", "You have already reported this.", "ALREADY_REPORTED");
  return {
    id: row.id,
    target_type: row.target_type,
    target_id: row.target_id,
    reason: row.reason,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}
