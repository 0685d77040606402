/**
 * `/api/admin/tags` (spec 02 §2.10, §7 "tags, ordered by display_order"): every tag, create / update /
 * delete, and the drag-and-drop order (one request). Writes also drop the browser's public tag lists
 * (`["tags", …]`, used by filters and the tag input), so they show the change at once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { TAdminTag, TAdminTagList, TAdminTagRequest } from "#shared/schemas/admin-catalogue";
import { api } from "#web/lib/api-client";

export const ADMIN_TAGS_KEY = ["admin", "tags"] as const;

export const adminTagsQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_TAGS_KEY,
    queryFn: ({ signal }) => api<TAdminTagList>("/admin/tags", { signal }),
  });

export const useAdminTags = () => useQuery(adminTagsQueryOptions());

const refreshTags = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_TAGS_KEY }),
    queryClient.invalidateQueries({ queryKey: ["tags"] }),
  ]);

/** Creates (no id) or updates a tag. */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id?: string | undefined; request: TAdminTagRequest }) =>
      api<TAdminTag>(id ? `/admin/tags/${id}` : "/admin/tags", {
        method: id ? "PUT" : "POST",
        body: request,
      }),
    onSuccess: () => refreshTags(queryClient),
  });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/admin/tags/${id}`, { method: "DELETE" }),
    onSuccess: () => refreshTags(queryClient),
  });
}

/**
 * Saves a new order. The list shows it at once (optimistic); on failure the server's order comes back.
 */
export function useReorderTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api<TAdminTagList>("/admin/tags/order", { method: "PUT", body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_TAGS_KEY });
      const previous = queryClient.getQueryData<TAdminTagList>(ADMIN_TAGS_KEY);
      if (previous) {
        const byId = new Map(previous.items.map((tag) => [tag.id, tag]));
        const items = ids.flatMap((id, index) => {
          const tag = byId.get(id);
          return tag ? [{ ...tag, display_order: index }] : [];
        });
        queryClient.setQueryData<TAdminTagList>(ADMIN_TAGS_KEY, { items });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(ADMIN_TAGS_KEY, context.previous);
    },
    onSettled: () => refreshTags(queryClient),
  });
}
