/**
 * Answers to posts (beyond the spec: the card says 'Join conversation', and a question without answers is
 * useless). Oldest first, with the author's name and what the viewer may do.
 */
import { asc, count, eq, sql } from "drizzle-orm";
import type {
  TComment,
  TCommentList,
  TCommentListQuery,
  TCreateCommentRequest,
} from "#shared/schemas/posts.js";
import type { Db } from "#server/db/client.js";
import { contentReports, feedPosts, postComments, profiles, user } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { canDeleteComment, type Viewer } from "#server/lib/policy.js";
import { authorNameSql, POST_NOT_FOUND } from "./service.js";

export const COMMENT_NOT_FOUND = "Answer not found.";

const selectComments = (db: Db, viewer: Viewer) =>
  db
    .select({
      id: postComments.id,
      post_id: postComments.post_id,
      content: postComments.content,
      author_id: postComments.author_id,
      // A deleted account leaves author_id null: no name to show.
      author_name: sql<
        string | null
      >`case when ${user.id} is null then null else ${authorNameSql(user.email)} end`,
      created_at: postComments.created_at,
      is_reported: sql<boolean>`exists (select 1 from ${contentReports} where ${contentReports.target_type} = 'comment' and ${contentReports.target_id} = ${postComments.id} and ${contentReports.reporter_id} = ${viewer.id})`,
    })
    .from(postComments)
    .leftJoin(user, eq(user.id, postComments.author_id))
    .leftJoin(profiles, eq(profiles.user_id, postComments.author_id));

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>["execute"]>>[number];

const toComment = (viewer: Viewer, row: CommentRow): TComment => ({
  id: row.id,
  post_id: row.post_id,
  content: row.content,
  author_name: row.author_name,
  created_at: row.created_at.toISOString(),
  is_own: row.author_id !== null && row.author_id === viewer.id,
  can_delete: canDeleteComment(viewer, row),
  is_reported: row.is_reported,
});

const assertPostExists = async (db: Db, postId: string) => {
  const [post] = await db
    .select({ id: feedPosts.id })
    .from(feedPosts)
    .where(eq(feedPosts.id, postId))
    .limit(1);
  if (!post) throw new AppError("NOT_FOUND", POST_NOT_FOUND);
};

/**
 * A post's answers, oldest first.
 * @throws AppError NOT_FOUND 'Post not found.' when the post does not exist
 */
export async function findComments(
  db: Db,
  options: { postId: string; viewer: Viewer; query: TCommentListQuery },
): Promise<TCommentList> {
  await assertPostExists(db, options.postId);
  const where = eq(postComments.post_id, options.postId);
  const [rows, totals] = await Promise.all([
    selectComments(db, options.viewer)
      .where(where)
      .orderBy(asc(postComments.created_at), asc(postComments.id))
      .limit(options.query.limit)
      .offset(options.query.offset),
    db.select({ total: count() }).from(postComments).where(where),
  ]);
  return { items: rows.map((row) => toComment(options.viewer, row)), total: totals[0]?.total ?? 0 };
}

/**
 * Adds the viewer's answer to a post (content trimmed by the request schema).
 * @throws AppError NOT_FOUND 'Post not found.' when the post does not exist
 */
export async function createComment(
  db: Db,
  options: { postId: string; viewer: Viewer; request: TCreateCommentRequest },
): Promise<TComment> {
  await assertPostExists(db, options.postId);
  const [created] = await db
    .insert(postComments)
    .values({ post_id: options.postId, author_id: options.viewer.id, content: options.request.content })
    .returning({ id: postComments.id });
  if (!created) throw new Error("comment was not created");
  const [row] = await selectComments(db, options.viewer).where(eq(postComments.id, created.id)).limit(1);
  if (!row) throw new Error(`comment ${created.id} vanished after creation`);
  return toComment(options.viewer, row);
}

/**
 * Deletes an answer: its author or an admin, decided here, not in the UI.
 * @throws AppError NOT_FOUND when there is no such answer; FORBIDDEN when the viewer may not delete it
 */
export async function deleteComment(db: Db, options: { id: string; viewer: Viewer }): Promise<void> {
  const [comment] = await db
    .select({ author_id: postComments.author_id })
    .from(postComments)
    .where(eq(postComments.id, options.id))
    .limit(1);
  if (!comment) throw new AppError("NOT_FOUND", COMMENT_NOT_FOUND);
  if (!canDeleteComment(options.viewer, comment)) {
    throw new AppError("FORBIDDEN", "You can only delete your own answers.");
  }
  await db.delete(postComments).where(eq(postComments.id, options.id));
}
