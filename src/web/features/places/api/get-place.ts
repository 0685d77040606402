/** `GET /api/places/:id`: one place, or 404 'Place not found' (spec 01 §2 /places/{id}, §8). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPlaceDetail } from "#shared/schemas/places";
import { api } from "#web/lib/api-client";

export const getPlace = (id: string, signal?: AbortSignal): Promise<TPlaceDetail> =>
  api<TPlaceDetail>(`/places/${encodeURIComponent(id)}`, { signal });

export const placeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["places", "detail", id],
    queryFn: ({ signal }) => getPlace(id, signal),
    // The route loader already fetched (and retried) it; a 404 will not change by asking again on mount.
    retryOnMount: false,
  });

export const usePlace = (id: string) => useQuery(placeQueryOptions(id));
