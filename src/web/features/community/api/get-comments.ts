/** `GET /api/posts/:id/comments`: a post's answers, oldest first, paged with "Load more". */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { LIMITS } from "#shared/constants";
import type { TCommentList } from "#shared/schemas/posts";
import { api, toQuery } from "#web/lib/api-client";
import { POSTS_QUERY_KEY } from "./get-posts";

export const getComments = (postId: string, offset: number, signal?: AbortSignal): Promise<TCommentList> =>
  api<TCommentList>(
    `/posts/${encodeURIComponent(postId)}/comments${toQuery({ limit: LIMITS.commentsPageSize, offset })}`,
    { signal },
  );

export const commentsQueryKey = (postId: string) => [...POSTS_QUERY_KEY, "comments", postId] as const;

export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: commentsQueryKey(postId),
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

export const useComments = (postId: string) => useInfiniteQuery(commentsQueryOptions(postId));
