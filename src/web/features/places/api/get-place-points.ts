/** `GET /api/places/map?…filters`: a marker for every place of the filtered list (decision 008). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPlacePoints } from "#shared/schemas/places";
import { api, toQuery } from "#web/lib/api-client";
import { placeFilterQuery, type PlaceListFilters } from "./get-places";

export const getPlacePoints = (filters: PlaceListFilters, signal?: AbortSignal): Promise<TPlacePoints> =>
  api<TPlacePoints>(`/places/map${toQuery(placeFilterQuery(filters))}`, { signal });

export const placePointsQueryOptions = (filters: PlaceListFilters) =>
  queryOptions({
    queryKey: ["places", "map", filters],
    queryFn: ({ signal }) => getPlacePoints(filters, signal),
  });

export const usePlacePoints = (filters: PlaceListFilters, options: { enabled: boolean }) =>
  useQuery({ ...placePointsQueryOptions(filters), enabled: options.enabled });
