import { z } from "zod";
import { TAG_APPLIES_TO, TAG_DISPLAY_TYPES } from "../constants.js";

/** A tag (spec 01 §3 "tag", spec 02 §3 "Tag"). */
export const ZTag = z.object({
  id: z.uuid(),
  name_de: z.string(),
  name_en: z.string().nullable(),
  applies_to: z.array(z.enum(TAG_APPLIES_TO)),
  display_type: z.enum(TAG_DISPLAY_TYPES),
  display_order: z.number().int(),
});
export type TTag = z.infer<typeof ZTag>;

/** `GET /api/tags?applies_to=places|courses`: active tags for that category (spec 01 §7 "Read tags"). */
export const ZTagListQuery = z.object({ applies_to: z.enum(TAG_APPLIES_TO) });
export type TTagListQuery = z.infer<typeof ZTagListQuery>;

export const ZTagList = z.object({ items: z.array(ZTag) });
export type TTagList = z.infer<typeof ZTagList>;
