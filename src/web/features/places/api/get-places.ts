/**
 * `GET /api/places?type=&limit=&offset=`: the place list, paged with "Load more" (spec 01 §2 /places;
 * issue "Foundation" §10). Pages hold `LIMITS.placesPageSize` items; the next offset is the number
 * loaded so far until it reaches the total.
 */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { LIMITS, PLACE_TYPES, type PlaceType } from "../../../../shared/constants";
import type { TPlaceList } from "../../../../shared/schemas/places";
import { api, toQuery } from "../../../lib/api-client";

/** Reads `?type=` safely: unknown values mean "no filter" instead of a 400 from the API. */
export const parsePlaceType = (value: string | null): PlaceType | undefined =>
  (PLACE_TYPES as readonly string[]).includes(value ?? "") ? (value as PlaceType) : undefined;

export const getPlaces = (
  {
    type,
    offset,
    limit = LIMITS.placesPageSize,
  }: { type?: PlaceType | undefined; offset: number; limit?: number },
  signal?: AbortSignal,
): Promise<TPlaceList> => api<TPlaceList>(`/places${toQuery({ type, limit, offset })}`, { signal });

export const placesQueryOptions = (type: PlaceType | undefined) =>
  infiniteQueryOptions({
    queryKey: ["places", "list", { type: type ?? null }],
    queryFn: ({ pageParam, signal }) => getPlaces({ type, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

export const usePlaces = (type: PlaceType | undefined) => useInfiniteQuery(placesQueryOptions(type));
