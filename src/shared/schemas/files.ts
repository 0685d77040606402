import { z } from "zod";

/**
 * `POST /api/uploads/:bucket` (multipart, one field "file"): the stored image. `id` is the token a
 * create request (e.g. `ZCreatePostRequest.image_upload_id`) claims; `urls` are the WebP variants for
 * cards (≤ 480 px) and detail views (≤ 1200 px).
 */
export const ZUpload = z.object({
  id: z.uuid(),
  urls: z.object({ card: z.string(), detail: z.string() }),
  width: z.number().int(),
  height: z.number().int(),
  /**
   * "image" (WebP variants), or "mp4" / "mov" for a video and "pdf" for a document (café menus), stored
   * as sent (both urls are the file).
   */
  media_type: z.enum(["image", "mp4", "mov", "pdf"]),
});
export type TUpload = z.infer<typeof ZUpload>;

export const ZUploadBucketParam = z.object({ bucket: z.string().min(1).max(50) });
