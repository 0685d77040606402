import { useMutation } from "@tanstack/react-query";
import type { TCreateFeatureRequestRequest, TSubmissionReceipt } from "#shared/schemas/feedback";
import { api } from "#web/lib/api-client";

/** `POST /api/feature-requests` (spec 01 §7 "Insert feature_requests"). */
export const createFeatureRequest = (input: TCreateFeatureRequestRequest): Promise<TSubmissionReceipt> =>
  api<TSubmissionReceipt>("/feature-requests", { method: "POST", body: input });

export const useCreateFeatureRequest = () => useMutation({ mutationFn: createFeatureRequest });
