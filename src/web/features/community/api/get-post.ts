/** `GET /api/posts/:id`: one post for a signed-in viewer; 404 'Post not found.' (spec 01 §2, §8). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPostDetail } from "#shared/schemas/posts";
import { api } from "#web/lib/api-client";
import { POSTS_QUERY_KEY } from "./get-posts";

export const getPost = (id: string, signal?: AbortSignal): Promise<TPostDetail> =>
  api<TPostDetail>(`/posts/${encodeURIComponent(id)}`, { signal });

export const postQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...POSTS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => getPost(id, signal),
  });

export const usePost = (id: string) => useQuery(postQueryOptions(id));
