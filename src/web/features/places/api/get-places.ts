/**
 * `GET /api/places?type=&tag=&age=&fact=&q=&open_now=&station_wheelchair=&lat=&lng=&sort=&limit=&offset=`: the filtered place
 * list, paged with "Load more" (spec 01 §2 /places; decision 008). Pages hold `LIMITS.placesPageSize` items;
 * the next offset is the number loaded so far until it reaches the total.
 */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { LIMITS } from "#shared/constants";
import type { TPlaceList } from "#shared/schemas/places";
import { api, toQuery } from "#web/lib/api-client";
import type { PlaceFilterState } from "../lib/place-filters";

/** What the list depends on: the filters and the position to sort by (not the list/map view). */
export type PlaceListFilters = Omit<PlaceFilterState, "view">;

/** No filter, no position: the plain list (what the route prefetches for `/places`). */
export const NO_PLACE_FILTERS: PlaceListFilters = {
  types: [],
  tags: [],
  ages: [],
  facts: [],
  q: "",
  openNow: false,
  stepFreeStation: false,
  near: null,
  sort: null,
};

/** The API query for the filters (shared with the map's `GET /api/places/map`). */
export const placeFilterQuery = (filters: PlaceListFilters) => ({
  type: filters.types,
  tag: filters.tags,
  age: filters.ages,
  fact: filters.facts,
  q: filters.q.trim() || undefined,
  open_now: filters.openNow ? 1 : undefined,
  station_wheelchair: filters.stepFreeStation ? "yes" : undefined,
  lat: filters.near?.lat,
  lng: filters.near?.lng,
});

export const getPlaces = (
  filters: PlaceListFilters,
  { offset, limit = LIMITS.placesPageSize }: { offset: number; limit?: number },
  signal?: AbortSignal,
): Promise<TPlaceList> =>
  api<TPlaceList>(
    `/places${toQuery({
      ...placeFilterQuery(filters),
      sort: filters.sort ?? (filters.near ? "distance" : undefined),
      limit,
      offset,
    })}`,
    { signal },
  );

export const placesQueryOptions = (filters: PlaceListFilters) =>
  infiniteQueryOptions({
    queryKey: ["places", "list", filters],
    queryFn: ({ pageParam, signal }) => getPlaces(filters, { offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

export const usePlaces = (filters: PlaceListFilters, options: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...placesQueryOptions(filters), enabled: options.enabled ?? true });
