/**
 * Paged admin lists ("Load more"): the next offset is the number loaded so far until it reaches the
 * total, as on the community feed.
 */
import { infiniteQueryOptions } from "@tanstack/react-query";
import { api, toQuery } from "#web/lib/api-client";
import { ADMIN_QUERY_KEY } from "./admin-query-keys";

/** Items per request. */
export const ADMIN_PAGE_SIZE = 24;

type Page = { items: unknown[]; total: number };
type Filters = Record<string, string | undefined>;

/** Query options for `GET /api/admin/<path>?<filters>&limit&offset`, cached per path and filters. */
export const adminListQueryOptions = <T extends Page>(path: string, filters: Filters) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_QUERY_KEY, path, filters],
    queryFn: ({ pageParam, signal }) =>
      api<T>(`/admin/${path}${toQuery({ ...filters, limit: ADMIN_PAGE_SIZE, offset: pageParam })}`, {
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage: T, pages: T[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });
