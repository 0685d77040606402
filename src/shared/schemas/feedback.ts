import { z } from "zod";
import { SURVEY_OPTIONS } from "../constants.js";

/**
 * The feedback form (/feedback) and the what's-missing survey (/survey): spec 01 §2, §3 "user_feedback"
 * and "feature_requests", §5, §7 inserts. Anyone may send them; the server adds the user id when a
 * session exists.
 */

/** Spec 01 §5, §8: 'Missing feedback' / this text. */
export const MISSING_FEEDBACK_MESSAGE = "Please share your thoughts before submitting.";
/** Spec 01 §5, §8: 'No selections made' / this text. */
export const NO_SELECTIONS_MESSAGE = "Please select at least one option or add a suggestion.";

export const FEEDBACK_LIMITS = { contentChars: 5000, otherChars: 2000, emailChars: 254 } as const;

/** Optional e-mail: missing, null or empty means none; otherwise it must be an address. */
export const ZOptionalEmail = z
  .string()
  .trim()
  .max(FEEDBACK_LIMITS.emailChars)
  .pipe(z.union([z.literal(""), z.email("Please enter a valid e-mail address.")]))
  .nullish()
  .transform((value) => value || null);

/** `POST /api/feedback`: content is trimmed before it is stored (spec 01 §7). */
export const ZCreateFeedbackRequest = z.object({
  content: z
    .string(MISSING_FEEDBACK_MESSAGE)
    .trim()
    .min(1, MISSING_FEEDBACK_MESSAGE)
    .max(FEEDBACK_LIMITS.contentChars),
  user_email: ZOptionalEmail,
});
export type TCreateFeedbackRequest = z.input<typeof ZCreateFeedbackRequest>;

/** `POST /api/feature-requests`: at least one option or a non-blank other suggestion. */
export const ZCreateFeatureRequestRequest = z
  .object({
    selected_options: z
      .array(z.enum(SURVEY_OPTIONS))
      .max(SURVEY_OPTIONS.length)
      .default([])
      .transform((options) => [...new Set(options)]),
    other_suggestion: z
      .string()
      .trim()
      .max(FEEDBACK_LIMITS.otherChars)
      .nullish()
      .transform((value) => value || null),
    user_email: ZOptionalEmail,
  })
  .refine((value) => value.selected_options.length > 0 || value.other_suggestion !== null, {
    message: NO_SELECTIONS_MESSAGE,
    path: ["selected_options"],
  });
export type TCreateFeatureRequestRequest = z.input<typeof ZCreateFeatureRequestRequest>;

/** The answer to both: what was stored. */
export const ZSubmissionReceipt = z.object({ id: z.uuid(), created_at: z.string() });
export type TSubmissionReceipt = z.infer<typeof ZSubmissionReceipt>;
