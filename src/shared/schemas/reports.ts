import { z } from "zod";
import { LIMITS, REPORT_REASONS, REPORT_TARGET_TYPES } from "../constants.js";

/**
 * `POST /api/reports`: a signed-in user reports a post or a comment, once per item. The item stays visible;
 * admins review open reports (decision 046).
 */
export const ZCreateReportRequest = z.object({
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: z
    .string()
    .trim()
    .max(LIMITS.reportDetailsChars)
    .optional()
    .transform((value) => value || undefined),
});
export type TCreateReportRequest = z.infer<typeof ZCreateReportRequest>;

export const ZReport = z.object({
  id: z.uuid(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(["open", "dismissed", "actioned"]),
  created_at: z.string(),
});
export type TReport = z.infer<typeof ZReport>;
