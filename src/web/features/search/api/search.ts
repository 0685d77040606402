/**
 * `GET /api/search?district=&date=&childAge=&fact=&limit=&offset=` (spec 01 §2 Home "Search block"; `fact`,
 * decision 016): places paged with "Load more" (`LIMITS.searchPageSize` each); the matching courses arrive
 * with the first page. The server inlines the first page of a search it accepts.
 */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { LIMITS } from "#shared/constants";
import type { TSearchResults } from "#shared/schemas/search";
import { api, toQuery } from "#web/lib/api-client";
import type { SearchCriteria } from "../lib/search-criteria";

export const criteriaQuery = (criteria: SearchCriteria) => ({
  district: criteria.district || undefined,
  date: criteria.date || undefined,
  childAge: criteria.childAge || undefined,
  fact: criteria.facts,
});

export const searchQueryOptions = (criteria: SearchCriteria) =>
  infiniteQueryOptions({
    queryKey: ["search", criteria],
    queryFn: ({ pageParam, signal }) =>
      api<TSearchResults>(
        `/search${toQuery({ ...criteriaQuery(criteria), limit: LIMITS.searchPageSize, offset: pageParam })}`,
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.places.items.length, 0);
      return loaded < lastPage.places.total && lastPage.places.items.length > 0 ? loaded : undefined;
    },
  });

export const useSearch = (criteria: SearchCriteria, options: { enabled: boolean }) =>
  useInfiniteQuery({ ...searchQueryOptions(criteria), enabled: options.enabled });
