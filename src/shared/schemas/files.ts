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
});
export type TUpload = z.infer<typeof ZUpload>;

export const ZUploadBucketParam = z.object({ bucket: z.string().min(1).max(50) });

/**
 * Image types the file pickers offer; the server decides by content (sniffing), not by this list. HEIC
 * is left out on purpose: sharp's prebuilt libvips cannot decode HEVC, and without it in the list
 * iPhones convert their photos to JPEG when a page picks them.
 */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp,image/avif";
