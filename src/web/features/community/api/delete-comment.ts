/** `DELETE /api/comments/:id`: the author's own answer, or any answer for admins (server-enforced). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#web/lib/api-client";
import { POSTS_QUERY_KEY } from "./get-posts";

export const deleteComment = (id: string): Promise<void> =>
  api<void>(`/comments/${encodeURIComponent(id)}`, { method: "DELETE" });

export const useDeleteComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ["home"] }),
      ]),
  });
};
