/**
 * Feedback and feature request calls (spec 02 §2.5, §7): `GET /api/admin/feedback?q=`,
 * `GET /api/admin/feature-requests?q=` (with counts per survey option) and `POST …/:id/review`.
 */
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import type { TAdminFeatureRequestList, TAdminFeedbackList } from "#shared/schemas/admin";
import { api } from "#web/lib/api-client";
import { useInvalidateAfterAdminWrite } from "./admin-query-keys";
import { adminListQueryOptions } from "./paged-list";

export const useAdminFeedback = (q: string | undefined) =>
  useInfiniteQuery(adminListQueryOptions<TAdminFeedbackList>("feedback", { q }));

export const useAdminFeatureRequests = (q: string | undefined) =>
  useInfiniteQuery(adminListQueryOptions<TAdminFeatureRequestList>("feature-requests", { q }));

/** Marks one feedback message (`feedback`) or feature request (`feature-requests`) reviewed. */
export function useMarkSubmissionReviewed(path: "feedback" | "feature-requests") {
  const onSuccess = useInvalidateAfterAdminWrite();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/admin/${path}/${encodeURIComponent(id)}/review`, { method: "POST" }),
    onSuccess,
  });
}
