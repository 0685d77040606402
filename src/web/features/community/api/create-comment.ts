/** `POST /api/posts/:id/comments`: adds the viewer's answer; refreshes the answers and the counts. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TComment, TCreateCommentRequest } from "#shared/schemas/posts";
import { api } from "#web/lib/api-client";
import { POSTS_QUERY_KEY } from "./get-posts";

export const createComment = (postId: string, body: TCreateCommentRequest): Promise<TComment> =>
  api<TComment>(`/posts/${encodeURIComponent(postId)}/comments`, { method: "POST", body });

export const useCreateComment = (postId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateCommentRequest) => createComment(postId, body),
    // Answers, answer counts on cards and home all change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ["home"] }),
      ]),
  });
};
