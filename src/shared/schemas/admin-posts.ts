import { z } from "zod";
import { LIMITS, POST_TYPES, REPORT_REASONS, REPORT_TARGET_TYPES } from "../constants.js";
import { ZPageQuery, ZSearchText, zPage } from "./common.js";

/** Posts per page on /admin/posts ("Load more" fetches the next). */
export const ADMIN_POSTS_PAGE_SIZE = 50;

/** Characters of a post shown in the 'Delete Post' dialog (spec 02 §9 "Post preview … 100 characters"). */
export const POST_PREVIEW_CHARS = 100;

/** The first POST_PREVIEW_CHARS characters, with an ellipsis when the post is longer (spec 02 §2.9). */
export const postPreview = (content: string): string =>
  content.length > POST_PREVIEW_CHARS ? `${content.slice(0, POST_PREVIEW_CHARS)}...` : content;

/**
 * `GET /api/admin/posts?q=&type=&limit=&offset=` (spec 02 §2.9): newest first; `q` matches the
 * content or the author's e-mail, case-insensitively.
 */
export const ZAdminPostListQuery = ZPageQuery.extend({
  q: ZSearchText.optional(),
  type: z.enum(POST_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(ADMIN_POSTS_PAGE_SIZE),
});
export type TAdminPostListQuery = z.infer<typeof ZAdminPostListQuery>;

/** A post as the admin table shows it (spec 02 §3 "Feed post"); `created_at` is an ISO timestamp. */
export const ZAdminPost = z.object({
  id: z.uuid(),
  type: z.enum(POST_TYPES),
  content: z.string(),
  author_email: z.string(),
  has_image: z.boolean(),
  open_report_count: z.number().int(),
  created_at: z.string(),
});
export type TAdminPost = z.infer<typeof ZAdminPost>;

export const ZAdminPostList = zPage(ZAdminPost);
export type TAdminPostList = z.infer<typeof ZAdminPostList>;

export const REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** `GET /api/admin/reports?status=&limit=&offset=`: open reports by default, newest first. */
export const ZAdminReportListQuery = ZPageQuery.extend({
  status: z.enum(REPORT_STATUSES).default("open"),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(ADMIN_POSTS_PAGE_SIZE),
});
export type TAdminReportListQuery = z.infer<typeof ZAdminReportListQuery>;

/**
 * One report in the admin queue (decision 046): what was reported (post or answer, its text, its post for a
 * link — all null once the content is gone), why, and by whom.
 */
export const ZAdminReport = z.object({
  id: z.uuid(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.uuid(),
  post_id: z.uuid().nullable(),
  /** The reviewed or photographed place, for a link (decisions 017, 018); null for posts and answers. */
  place_id: z.uuid().nullable(),
  content: z.string().nullable(),
  /** A reported review's stars; null for other content. */
  rating: z.number().int().nullable(),
  /** A reported photo's card-size image (decision 018); null for other content and once deleted. */
  image_url: z.string().nullable(),
  content_author_email: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reporter_email: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
});
export type TAdminReport = z.infer<typeof ZAdminReport>;

export const ZAdminReportList = zPage(ZAdminReport);
export type TAdminReportList = z.infer<typeof ZAdminReportList>;
