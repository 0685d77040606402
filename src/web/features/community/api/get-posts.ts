/**
 * `GET /api/posts?type=&limit=&offset=`: the community feed, newest first, paged with "Load more"
 * (spec 01 §2 /community, §7 "Read feed_posts … all newest first"). The next offset is the number
 * loaded so far until it reaches the total.
 */
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { LIMITS, POST_TYPES, type PostType } from "#shared/constants";
import type { TPostList } from "#shared/schemas/posts";
import { api, toQuery } from "#web/lib/api-client";

/** Reads `?type=` safely: unknown values mean "no filter" instead of a 400 from the API. */
export const parsePostType = (value: string | null): PostType | undefined =>
  (POST_TYPES as readonly string[]).includes(value ?? "") ? (value as PostType) : undefined;

export const getPosts = (
  {
    type,
    offset,
    limit = LIMITS.postsPageSize,
  }: { type?: PostType | undefined; offset: number; limit?: number },
  signal?: AbortSignal,
): Promise<TPostList> => api<TPostList>(`/posts${toQuery({ type, limit, offset })}`, { signal });

/** Every cached feed (all filters) — invalidate it after posting or answering. */
export const POSTS_QUERY_KEY = ["posts"] as const;

export const postsQueryOptions = (type: PostType | undefined) =>
  infiniteQueryOptions({
    queryKey: [...POSTS_QUERY_KEY, "list", { type: type ?? null }],
    queryFn: ({ pageParam, signal }) => getPosts({ type, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

export const usePosts = (type: PostType | undefined) => useInfiniteQuery(postsQueryOptions(type));

/** Refetches posts and answers, e.g. after a report so the item shows "Reported" to this viewer. */
export const useRefreshPosts = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY });
};
