/**
 * Posts management and reports queue calls (spec 02 §2.9, §7 "Delete a feed_posts row by id"; decision 046):
 * `GET /api/admin/posts?q=&type=`, `DELETE /api/admin/posts/:id`, `GET /api/admin/reports?status=`,
 * `POST /api/admin/reports/:id/{dismiss,delete-content}`. Every write refreshes the admin lists and the
 * public community feed.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PostType } from "#shared/constants";
import type { ReportStatus, TAdminPostList, TAdminReportList } from "#shared/schemas/admin-posts";
import { api } from "#web/lib/api-client";
import { useInvalidateAfterAdminWrite } from "#web/features/admin/api/admin-query-keys";
import { adminListQueryOptions } from "#web/features/admin/api/paged-list";

export type PostFilters = { q?: string | undefined; type?: PostType | undefined };

export const useAdminPosts = (filters: PostFilters) =>
  useInfiniteQuery(adminListQueryOptions<TAdminPostList>("posts", filters));

export const useAdminReports = (status: ReportStatus) =>
  useInfiniteQuery(adminListQueryOptions<TAdminReportList>("reports", { status }));

/** After a moderation write: admin lists, dashboard, and the community feed and home tips. */
function useInvalidateAfterModeration() {
  const queryClient = useQueryClient();
  const invalidateAdmin = useInvalidateAfterAdminWrite();
  return async () => {
    await Promise.all([invalidateAdmin(), queryClient.invalidateQueries({ queryKey: ["posts"] })]);
  };
}

const item = (path: string, id: string) => `/admin/${path}/${encodeURIComponent(id)}`;

export function useDeleteAdminPost() {
  const onSuccess = useInvalidateAfterModeration();
  return useMutation({
    mutationFn: (id: string) => api<void>(item("posts", id), { method: "DELETE" }),
    onSuccess,
  });
}

export function useReportActions() {
  const onSuccess = useInvalidateAfterModeration();
  const dismiss = useMutation({
    mutationFn: (id: string) => api<void>(`${item("reports", id)}/dismiss`, { method: "POST" }),
    onSuccess,
  });
  const deleteContent = useMutation({
    mutationFn: (id: string) => api<void>(`${item("reports", id)}/delete-content`, { method: "POST" }),
    onSuccess,
  });
  return { dismiss, deleteContent };
}
