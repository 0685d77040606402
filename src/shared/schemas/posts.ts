import { z } from "zod";
import { POST_TYPES } from "../constants.js";

/** A community post as cards show it (spec 01 §3 "feed_post"); author is the e-mail's local part. */
export const ZPostCard = z.object({
  id: z.uuid(),
  type: z.enum(POST_TYPES),
  content: z.string(),
  image_url: z.string().nullable(),
  author_name: z.string(),
  created_at: z.string(),
});
export type TPostCard = z.infer<typeof ZPostCard>;
