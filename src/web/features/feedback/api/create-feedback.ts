import { useMutation } from "@tanstack/react-query";
import type { TCreateFeedbackRequest, TSubmissionReceipt } from "#shared/schemas/feedback";
import { api } from "#web/lib/api-client";

/** `POST /api/feedback` (spec 01 §7 "Insert user_feedback"). */
export const createFeedback = (input: TCreateFeedbackRequest): Promise<TSubmissionReceipt> =>
  api<TSubmissionReceipt>("/feedback", { method: "POST", body: input });

export const useCreateFeedback = () => useMutation({ mutationFn: createFeedback });
