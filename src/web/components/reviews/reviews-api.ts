/**
 * Reviews of a place (decision 017): `GET /api/places/:id/reviews` page by page (newest first, with the
 * viewer's own), `POST` to write or edit the viewer's review, `DELETE …/reviews/mine`. Shared by the
 * place page and the café page, whose reviews are its place's. After a change the reviews are read again;
 * the caller refreshes what shows the average (`onChanged`).
 */
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { LIMITS } from "#shared/constants";
import type { TReview, TReviewInput, TReviewList } from "#shared/schemas/reviews";
import { api, toQuery } from "#web/lib/api-client";

const reviewsUrl = (placeId: string) => `/places/${encodeURIComponent(placeId)}/reviews`;

export const reviewsQueryOptions = (placeId: string) =>
  infiniteQueryOptions({
    queryKey: ["reviews", placeId],
    queryFn: ({ pageParam, signal }) =>
      api<TReviewList>(
        `${reviewsUrl(placeId)}${toQuery({ limit: LIMITS.reviewsPageSize, offset: pageParam })}`,
        {
          signal,
        },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });

export const useReviews = (placeId: string) => useInfiniteQuery(reviewsQueryOptions(placeId));

/** Writes or edits the viewer's review, or deletes it (`null`). */
export function useChangeReview(placeId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TReviewInput | null): Promise<TReview | null> =>
      input
        ? api<TReview>(reviewsUrl(placeId), { method: "POST", body: input })
        : api<null>(`${reviewsUrl(placeId)}/mine`, { method: "DELETE" }),
    onSuccess: async () => {
      onChanged();
      await queryClient.invalidateQueries({ queryKey: ["reviews", placeId] });
    },
  });
}
