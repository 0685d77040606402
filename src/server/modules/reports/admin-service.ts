/**
 * Posts management and the reports queue (spec 02 §2.9, §7 "Delete a feed_posts row by id"; decision 046:
 * reported posts and answers with reason and reporter, deleted or dismissed). Every write is recorded in the
 * audit log in its own transaction; a deleted post takes its image files with it.
 */
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  TAdminPost,
  TAdminPostList,
  TAdminPostListQuery,
  TAdminReport,
  TAdminReportList,
  TAdminReportListQuery,
} from "#shared/schemas/admin-posts.js";
import type { Db } from "#server/db/client.js";
import {
  contentReports,
  feedPosts,
  placePhotos,
  placeReviews,
  postComments,
  user,
} from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Viewer } from "#server/lib/policy.js";
import type { Storage } from "#server/plugins/storage.js";
import { deleteUploadFiles, removeUploadRow } from "#server/modules/files/service.js";
import { REVIEW_NOT_FOUND } from "#server/modules/reviews/service.js";
import { COMMENT_NOT_FOUND, POST_NOT_FOUND } from "#server/modules/posts/service.js";
import { auditSubjectName, recordAudit } from "#server/lib/audit.js";
import { closeReports, reportsOf } from "./close-reports.js";
import { deleteReportedPhotoIn, showPhotoAfterDismissalIn } from "./photo-reports.js";
import { containsText } from "#server/lib/contains-text.js";

/** The 404 text for a report id that does not exist. */
export const REPORT_NOT_FOUND = "Report not found.";
/** The 409 text for a report that was dismissed or acted on already. */
export const REPORT_HANDLED = "This report has already been handled.";

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Removes the stored image files of deleted content; run it after the transaction committed. */
type RemoveFiles = () => Promise<void>;
const nothingToRemove: RemoveFiles = () => Promise.resolve();

// Written out with table names: in a one-table select drizzle leaves columns unqualified, and the
// subquery's "id" would then mean content_reports.id.
const openReportCount = sql<number>`(select count(*) from ${contentReports} r where r.target_type = 'post' and r.target_id = ${feedPosts}.id and r.status = 'open')::int`;

/**
 * Posts newest first, filtered by type and a search over content and author e-mail (case-insensitive
 * substring), with whether each has an image and how many open reports it has.
 * @returns the page and the total number of matching posts
 */
export async function findAdminPosts(db: Db, query: TAdminPostListQuery): Promise<TAdminPostList> {
  const where = and(
    query.type ? eq(feedPosts.type, query.type) : undefined,
    containsText([feedPosts.content, feedPosts.author_email], query.q),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: feedPosts.id,
        type: feedPosts.type,
        content: feedPosts.content,
        author_email: feedPosts.author_email,
        has_image: sql<boolean>`(${feedPosts.image_id} is not null or ${feedPosts.image_url} is not null)`,
        open_report_count: openReportCount,
        created_at: feedPosts.created_at,
      })
      .from(feedPosts)
      .where(where)
      .orderBy(desc(feedPosts.created_at), desc(feedPosts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(feedPosts).where(where),
  ]);
  return {
    items: rows.map((row): TAdminPost => ({ ...row, created_at: row.created_at.toISOString() })),
    total: totals[0]?.total ?? 0,
  };
}

/**
 * Deletes a post with its answers inside `tx`, closes the open reports on both and records it.
 * @returns what removes the post's image files; the caller runs it after the commit
 * @throws AppError NOT_FOUND 'Post not found.'
 */
async function deletePostIn(
  tx: Transaction,
  options: { storage: Storage; admin: Viewer; id: string; reportId?: string },
): Promise<RemoveFiles> {
  const { admin, id } = options;
  const commentIds = tx
    .select({ id: postComments.id })
    .from(postComments)
    .where(eq(postComments.post_id, id));
  await closeReports(
    tx,
    admin,
    or(
      and(eq(contentReports.target_type, "post"), eq(contentReports.target_id, id)),
      and(eq(contentReports.target_type, "comment"), inArray(contentReports.target_id, commentIds)),
    )!,
  );
  // Answers go with the post (ON DELETE CASCADE).
  const [post] = await tx.delete(feedPosts).where(eq(feedPosts.id, id)).returning();
  if (!post) throw new AppError("NOT_FOUND", POST_NOT_FOUND);
  const image = post.image_id ? await removeUploadRow(tx, post.image_id) : undefined;
  await recordAudit(tx, {
    adminId: admin.id,
    action: "post.delete",
    targetType: "post",
    targetId: id,
    targetName: post.content,
    before: {
      type: post.type,
      content: post.content,
      author_email: post.author_email,
      has_image: Boolean(post.image_id ?? post.image_url),
      created_at: post.created_at.toISOString(),
    },
    after: options.reportId ? { report_id: options.reportId } : null,
  });
  return image ? () => deleteUploadFiles(options.storage, image) : nothingToRemove;
}

/**
 * Deletes an answer inside `tx`, closes its open reports and records it.
 * @throws AppError NOT_FOUND 'Answer not found.'
 */
async function deleteCommentIn(
  tx: Transaction,
  options: { admin: Viewer; id: string; reportId: string },
): Promise<void> {
  const { admin, id } = options;
  await closeReports(tx, admin, reportsOf("comment", id));
  const [comment] = await tx.delete(postComments).where(eq(postComments.id, id)).returning();
  if (!comment) throw new AppError("NOT_FOUND", COMMENT_NOT_FOUND);
  await recordAudit(tx, {
    adminId: admin.id,
    action: "comment.delete",
    targetType: "comment",
    targetId: id,
    targetName: comment.content,
    before: {
      post_id: comment.post_id,
      content: comment.content,
      author_id: comment.author_id,
      created_at: comment.created_at.toISOString(),
    },
    after: { report_id: options.reportId },
  });
}

/**
 * Deletes a review inside `tx` (decisions/017: reviews are reported into this queue), closes its open
 * reports and records it; the place's rating follows by the reviews' trigger.
 * @throws AppError NOT_FOUND 'Review not found.'
 */
async function deleteReviewIn(
  tx: Transaction,
  options: { admin: Viewer; id: string; reportId: string },
): Promise<void> {
  const { admin, id } = options;
  await closeReports(tx, admin, reportsOf("review", id));
  const [review] = await tx.delete(placeReviews).where(eq(placeReviews.id, id)).returning();
  if (!review) throw new AppError("NOT_FOUND", REVIEW_NOT_FOUND);
  await recordAudit(tx, {
    adminId: admin.id,
    action: "review.delete",
    targetType: "review",
    targetId: id,
    targetName: await auditSubjectName(tx, "place", review.place_id),
    before: {
      place_id: review.place_id,
      rating: review.rating,
      text: review.text,
      user_id: review.user_id,
      created_at: review.created_at.toISOString(),
    },
    after: { report_id: options.reportId },
  });
}

/**
 * Deletes any post (spec 02 §6 "They may see all community posts and delete any") with its answers
 * and its image files (rows in the transaction, files after it committed).
 * @throws AppError NOT_FOUND 'Post not found.' — also for a post deleted a moment ago
 */
export async function deleteAdminPost(
  db: Db,
  options: { storage: Storage; admin: Viewer; id: string },
): Promise<void> {
  const removeFiles = await db.transaction((tx) => deletePostIn(tx, options));
  await removeFiles();
}

const reporter = alias(user, "reporter");
const commentAuthor = alias(user, "comment_author");
const reviewAuthor = alias(user, "review_author");
const photoAuthor = alias(user, "photo_author");

/**
 * The reports queue: reports with one status (open by default), newest first, each with the reported
 * text (null once deleted), its author's e-mail, the reason and the reporter's e-mail.
 */
export async function findAdminReports(db: Db, query: TAdminReportListQuery): Promise<TAdminReportList> {
  const where = eq(contentReports.status, query.status);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: contentReports.id,
        target_type: contentReports.target_type,
        target_id: contentReports.target_id,
        post_id: sql<string | null>`coalesce(${feedPosts.id}, ${postComments.post_id})`,
        place_id: sql<string | null>`coalesce(${placeReviews.place_id}, ${placePhotos.place_id})`,
        // A review without text or a photo without caption is still there: '' (null: the content is gone).
        content: sql<
          string | null
        >`coalesce(${feedPosts.content}, ${postComments.content}, ${placeReviews.text}, ${placePhotos.caption}, CASE WHEN coalesce(${placeReviews.id}, ${placePhotos.id}) IS NOT NULL THEN '' END)`,
        content_author_email: sql<
          string | null
        >`coalesce(${feedPosts.author_email}, ${commentAuthor.email}, ${reviewAuthor.email}, ${photoAuthor.email})`,
        rating: placeReviews.rating,
        image_url: placePhotos.card_url,
        reason: contentReports.reason,
        details: contentReports.details,
        reporter_email: reporter.email,
        status: contentReports.status,
        created_at: contentReports.created_at,
      })
      .from(contentReports)
      .innerJoin(reporter, eq(reporter.id, contentReports.reporter_id))
      .leftJoin(
        feedPosts,
        and(eq(contentReports.target_type, "post"), eq(feedPosts.id, contentReports.target_id)),
      )
      .leftJoin(
        postComments,
        and(eq(contentReports.target_type, "comment"), eq(postComments.id, contentReports.target_id)),
      )
      .leftJoin(commentAuthor, eq(commentAuthor.id, postComments.author_id))
      .leftJoin(
        placeReviews,
        and(eq(contentReports.target_type, "review"), eq(placeReviews.id, contentReports.target_id)),
      )
      .leftJoin(reviewAuthor, eq(reviewAuthor.id, placeReviews.user_id))
      .leftJoin(
        placePhotos,
        and(eq(contentReports.target_type, "photo"), eq(placePhotos.id, contentReports.target_id)),
      )
      .leftJoin(photoAuthor, eq(photoAuthor.id, placePhotos.user_id))
      .where(where)
      .orderBy(desc(contentReports.created_at), desc(contentReports.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(contentReports).where(where),
  ]);
  return {
    items: rows.map((row): TAdminReport => ({ ...row, created_at: row.created_at.toISOString() })),
    total: totals[0]?.total ?? 0,
  };
}

/** The open report `id`, locked for this transaction. */
async function lockOpenReport(tx: Transaction, id: string) {
  const [report] = await tx
    .select({
      target_type: contentReports.target_type,
      target_id: contentReports.target_id,
      status: contentReports.status,
      reason: contentReports.reason,
    })
    .from(contentReports)
    .where(eq(contentReports.id, id))
    .limit(1)
    .for("update");
  if (!report) throw new AppError("NOT_FOUND", REPORT_NOT_FOUND);
  if (report.status !== "open") throw new AppError("CONFLICT", REPORT_HANDLED);
  return report;
}

/**
 * Dismisses a report: the content stays, the report leaves the queue (status dismissed, reviewer and
 * time recorded, audited).
 * @throws AppError NOT_FOUND 'Report not found.'; CONFLICT when it was handled already
 */
export async function dismissReport(db: Db, options: { admin: Viewer; id: string }): Promise<void> {
  const { admin, id } = options;
  await db.transaction(async (tx) => {
    const report = await lockOpenReport(tx, id);
    await tx
      .update(contentReports)
      .set({ status: "dismissed", reviewed_at: sql`now()`, reviewed_by: admin.id })
      .where(eq(contentReports.id, id));
    // A photo hidden for a child's face is shown again once no such report is open (decisions/018).
    const isPhotoShown =
      report.target_type === "photo" && (await showPhotoAfterDismissalIn(tx, report.target_id));
    await recordAudit(tx, {
      adminId: admin.id,
      action: "report.dismiss",
      targetType: "report",
      targetId: id,
      targetName: await auditSubjectName(tx, report.target_type, report.target_id),
      before: {
        status: "open",
        target_type: report.target_type,
        target_id: report.target_id,
        reason: report.reason,
      },
      after: { status: "dismissed", ...(isPhotoShown ? { is_photo_shown: true } : {}) },
    });
  });
}

/**
 * Deletes the reported post (with answers and image) or answer; this and every other open report of
 * the same content become "actioned".
 * @throws AppError NOT_FOUND 'Report not found.', or 'Post not found.' / 'Answer not found.' when the
 *   content is gone already (dismiss the report then); CONFLICT when the report was handled already
 */
export async function deleteReportedContent(
  db: Db,
  options: { storage: Storage; admin: Viewer; id: string },
): Promise<void> {
  const { admin, id } = options;
  const removeFiles = await db.transaction(async (tx): Promise<RemoveFiles> => {
    const report = await lockOpenReport(tx, id);
    if (report.target_type === "post") {
      return deletePostIn(tx, { storage: options.storage, admin, id: report.target_id, reportId: id });
    }
    if (report.target_type === "review") {
      await deleteReviewIn(tx, { admin, id: report.target_id, reportId: id });
      return nothingToRemove;
    }
    if (report.target_type === "photo") {
      return deleteReportedPhotoIn(tx, {
        storage: options.storage,
        admin,
        id: report.target_id,
        reportId: id,
      });
    }
    await deleteCommentIn(tx, { admin, id: report.target_id, reportId: id });
    return nothingToRemove;
  });
  await removeFiles();
}
