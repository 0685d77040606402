import { z } from "zod";
import { LIMITS, POST_TYPES } from "../constants.js";
import { ZPageQuery, zPage } from "./common.js";

/** The spec's text for a missing type or blank content (spec 01 §5 "Post creation", §8). */
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields.";

/**
 * A post's image: the WebP variants for cards (≤ 480 px) and the detail view (≤ 1200 px), with the
 * original's size so the page can reserve the space before it loads.
 */
export const ZPostImage = z.object({
  url: z.string(),
  card_url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TPostImage = z.infer<typeof ZPostImage>;

/**
 * A community post as cards show it (spec 01 §3 "feed_post"): the author is the profile name or, if
 * none, the e-mail's local part (the address itself is never sent); plus the number of answers.
 */
export const ZPostCard = z.object({
  id: z.uuid(),
  type: z.enum(POST_TYPES),
  content: z.string(),
  image: ZPostImage.nullable(),
  author_name: z.string(),
  created_at: z.string(),
  comment_count: z.number().int(),
});
export type TPostCard = z.infer<typeof ZPostCard>;

/** `GET /api/posts/:id`: the card fields plus what the signed-in viewer may do with it. */
export const ZPostDetail = ZPostCard.extend({
  is_own: z.boolean(),
  /** The viewer has reported this post already (one report per user and item). */
  is_reported: z.boolean(),
});
export type TPostDetail = z.infer<typeof ZPostDetail>;

/** `GET /api/posts?type=&limit=&offset=`: newest first (spec 01 §7 "Read feed_posts"). */
export const ZPostListQuery = ZPageQuery.extend({
  type: z.enum(POST_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.postsPageSize),
});
export type TPostListQuery = z.infer<typeof ZPostListQuery>;

export const ZPostList = zPage(ZPostCard);
export type TPostList = z.infer<typeof ZPostList>;

/** Post text: trimmed before saving, never blank, at most LIMITS.postContentChars (spec 01 §5). */
export const ZPostContent = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(
    LIMITS.postContentChars,
    `A post can have at most ${LIMITS.postContentChars.toLocaleString("en-GB")} characters.`,
  );

/**
 * `POST /api/posts` (spec 01 §7 "Insert feed_posts"); the author comes from the session. An image is
 * uploaded first (`POST /api/uploads/post-images`) and claimed here by its id.
 */
export const ZCreatePostRequest = z.object({
  type: z.enum(POST_TYPES, { error: REQUIRED_FIELDS_MESSAGE }),
  content: ZPostContent,
  image_upload_id: z.uuid().optional(),
});
export type TCreatePostRequest = z.infer<typeof ZCreatePostRequest>;

/** An answer to a post. `author_name` is null once the author's account is gone. */
export const ZComment = z.object({
  id: z.uuid(),
  post_id: z.uuid(),
  content: z.string(),
  author_name: z.string().nullable(),
  created_at: z.string(),
  /** The viewer wrote it. */
  is_own: z.boolean(),
  /** The viewer wrote it, or is an admin. */
  can_delete: z.boolean(),
  is_reported: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;

/** `GET /api/posts/:id/comments`: oldest first. */
export const ZCommentListQuery = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.commentsPageSize),
});
export type TCommentListQuery = z.infer<typeof ZCommentListQuery>;

export const ZCommentList = zPage(ZComment);
export type TCommentList = z.infer<typeof ZCommentList>;

export const ZCreateCommentRequest = z.object({
  content: z
    .string()
    .trim()
    .min(1, "Please write an answer first.")
    .max(
      LIMITS.commentContentChars,
      `An answer can have at most ${LIMITS.commentContentChars.toLocaleString("en-GB")} characters.`,
    ),
});
export type TCreateCommentRequest = z.infer<typeof ZCreateCommentRequest>;
