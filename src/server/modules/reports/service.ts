/**
 * Reports of posts, answers and reviews (beyond the spec; decisions 017, 046). A report never hides the item;
 * it waits as "open" for an admin. One report per user and item.
 */
import { eq } from "drizzle-orm";
import type { TCreateReportRequest, TReport } from "#shared/schemas/reports.js";
import type { Db } from "#server/db/client.js";
import { contentReports, feedPosts, placePhotos, placeReviews, postComments } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Viewer } from "#server/lib/policy.js";
import { REVIEW_NOT_FOUND } from "../reviews/service.js";
import { hideReportedPhoto } from "../place-photos/service.js";

// Closing the reports of removed content (admin/users/withdraw-contributions.ts).
export { closeReports } from "./close-reports.js";

const TARGET_TABLES = {
  post: feedPosts,
  comment: postComments,
  review: placeReviews,
  photo: placePhotos,
} as const;

const targetExists = async (db: Db, report: TCreateReportRequest): Promise<boolean> => {
  const table = TARGET_TABLES[report.target_type];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, report.target_id)).limit(1);
  return Boolean(row);
};

const NOT_FOUND_TEXTS = {
  post: "Post not found.",
  comment: "Answer not found.",
  review: REVIEW_NOT_FOUND,
  photo: "Photo not found.",
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
    throw new AppError("NOT_FOUND", NOT_FOUND_TEXTS[report.target_type]);
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
  // The one exception to "a report never hides": a photo said to show a child's face is hidden at once,
  // until an admin decides (decision 018).
  if (row.target_type === "photo" && row.reason === "child_face") await hideReportedPhoto(db, row.target_id);
  return {
    id: row.id,
    target_type: row.target_type,
    target_id: row.target_id,
    reason: row.reason,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}
