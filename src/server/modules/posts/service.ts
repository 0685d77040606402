/**
 * Community posts (spec 01 §3 "feed_post", §7 "Read feed_posts" / "Insert feed_posts"): the public feed
 * newest first, one post for signed-in users, and creating a post with an optional uploaded image.
 * One query per list (author names, images and answer counts joined in; no N+1).
 */
import { and, count, desc, eq, sql, type SQLWrapper } from "drizzle-orm";
import type {
  TCreatePostRequest,
  TPostCard,
  TPostDetail,
  TPostList,
  TPostListQuery,
} from "#shared/schemas/posts.js";
import type { Db } from "#server/db/client.js";
import { contentReports, feedPosts, postComments, profiles, uploads } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Viewer } from "#server/lib/policy.js";
import type { Storage } from "#server/plugins/storage.js";
import { claimUpload, uploadUrls } from "#server/modules/files/service.js";

// The "not found" text of an answer, for the reports queue (reports/admin-service.ts).
export { COMMENT_NOT_FOUND } from "./comments.js";

/** The spec's not-found text (spec 01 §8). */
export const POST_NOT_FOUND = "Post not found.";

/**
 * The name shown for an author: the profile name or, if none, the part of the e-mail before the at sign
 * (spec 01 §3 "feed_post"; §2 Home greeting uses the same rule).
 */
export const authorNameSql = (email: SQLWrapper) =>
  sql<string>`coalesce(nullif(btrim(${profiles.name}), ''), split_part(${email}, '@', 1))`;

const cardColumns = {
  id: feedPosts.id,
  type: feedPosts.type,
  content: feedPosts.content,
  image_url: feedPosts.image_url,
  upload_bucket: uploads.bucket,
  upload_key: uploads.key,
  upload_width: uploads.width,
  upload_height: uploads.height,
  author_id: feedPosts.author_id,
  author_name: authorNameSql(feedPosts.author_email),
  created_at: feedPosts.created_at,
  comment_count: sql<number>`(select count(*) from ${postComments} where ${postComments.post_id} = ${feedPosts.id})::int`,
};

const selectCards = (db: Db) =>
  db
    .select(cardColumns)
    .from(feedPosts)
    .leftJoin(profiles, eq(profiles.user_id, feedPosts.author_id))
    .leftJoin(uploads, eq(uploads.id, feedPosts.image_id));

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>["execute"]>>[number];

const toCard = (storage: Storage, row: CardRow): TPostCard => {
  let image: TPostCard["image"] = null;
  if (row.upload_bucket && row.upload_key) {
    const urls = uploadUrls(storage, row.upload_bucket, row.upload_key);
    image = { url: urls.detail, card_url: urls.card, width: row.upload_width, height: row.upload_height };
  } else if (row.image_url) {
    image = { url: row.image_url, card_url: row.image_url, width: null, height: null };
  }
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    image,
    author_name: row.author_name,
    created_at: row.created_at.toISOString(),
    comment_count: row.comment_count,
  };
};

/**
 * The feed, newest first, optionally of one type (spec 01 §2 /community; §7 "all newest first").
 * @returns the page and the total number of matching posts
 */
export async function findPosts(
  db: Db,
  options: { storage: Storage; query: TPostListQuery },
): Promise<TPostList> {
  const { query } = options;
  const where = query.type ? eq(feedPosts.type, query.type) : undefined;
  const [rows, totals] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(desc(feedPosts.created_at), desc(feedPosts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(feedPosts).where(where),
  ]);
  return { items: rows.map((row) => toCard(options.storage, row)), total: totals[0]?.total ?? 0 };
}

/**
 * One post with what the viewer may do with it (spec 01 §2 /community/{id}).
 * @throws AppError NOT_FOUND 'Post not found.' (spec 01 §8)
 */
export async function getPost(
  db: Db,
  options: { storage: Storage; id: string; viewer: Viewer },
): Promise<TPostDetail> {
  const [row] = await selectCards(db).where(eq(feedPosts.id, options.id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", POST_NOT_FOUND);
  const [report] = await db
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.target_type, "post"),
        eq(contentReports.target_id, row.id),
        eq(contentReports.reporter_id, options.viewer.id),
      ),
    )
    .limit(1);
  return {
    ...toCard(options.storage, row),
    is_own: row.author_id === options.viewer.id,
    is_reported: Boolean(report),
  };
}

/**
 * Creates a post (spec 01 §4 "Post creation": content trimmed — by the request schema). With an image,
 * the upload is claimed in the same transaction, so the post and its image are saved together or not
 * at all (decision 005).
 * @throws AppError BAD_REQUEST when the upload is missing, someone else's or already used
 */
export async function createPost(
  db: Db,
  options: { storage: Storage; author: Viewer; request: TCreatePostRequest },
): Promise<TPostCard> {
  const { author, request } = options;
  const id = await db.transaction(async (tx) => {
    const image = request.image_upload_id
      ? await claimUpload(tx, {
          id: request.image_upload_id,
          ownerId: author.id,
          bucket: "post-images",
        })
      : undefined;
    const [row] = await tx
      .insert(feedPosts)
      .values({
        type: request.type,
        content: request.content,
        image_id: image?.id ?? null,
        author_email: author.email,
        author_id: author.id,
      })
      .returning({ id: feedPosts.id });
    if (!row) throw new Error("post was not created");
    return row.id;
  });
  const [row] = await selectCards(db).where(eq(feedPosts.id, id)).limit(1);
  if (!row) throw new Error(`post ${id} vanished after creation`);
  return toCard(options.storage, row);
}
