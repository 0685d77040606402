import type { z } from "zod";
import type {
  TSubmissionReceipt,
  ZCreateFeatureRequestRequest,
  ZCreateFeedbackRequest,
} from "#shared/schemas/feedback.js";
import type { Db } from "#server/db/client.js";
import { featureRequests, userFeedback } from "#server/db/schema.js";

const receipt = (row: { id: string; created_at: Date } | undefined): TSubmissionReceipt => {
  if (!row) throw new Error("submission was not stored");
  return { id: row.id, created_at: row.created_at.toISOString() };
};

/**
 * Stores feedback (spec 01 §7 "Insert user_feedback": trimmed content, user_email or null, user_id or
 * null). Anonymous feedback is welcome (spec 01 §6).
 */
export async function createFeedback(
  db: Db,
  options: { userId: string | null; input: z.output<typeof ZCreateFeedbackRequest> },
): Promise<TSubmissionReceipt> {
  const [row] = await db
    .insert(userFeedback)
    .values({ content: options.input.content, user_email: options.input.user_email, user_id: options.userId })
    .returning({ id: userFeedback.id, created_at: userFeedback.created_at });
  return receipt(row);
}

/**
 * Stores a survey answer (spec 01 §7 "Insert feature_requests": selected_options, other_suggestion or
 * null, user_email or null, user_id or null).
 */
export async function createFeatureRequest(
  db: Db,
  options: { userId: string | null; input: z.output<typeof ZCreateFeatureRequestRequest> },
): Promise<TSubmissionReceipt> {
  const { input } = options;
  const [row] = await db
    .insert(featureRequests)
    .values({
      selected_options: input.selected_options,
      other_suggestion: input.other_suggestion,
      user_email: input.user_email,
      user_id: options.userId,
    })
    .returning({ id: featureRequests.id, created_at: featureRequests.created_at });
  return receipt(row);
}
