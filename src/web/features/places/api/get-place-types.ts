/**
 * `GET /api/places/types`: how many places each type has, only the types that have any; the /places
 * filter shows a type's chip only when it would find something.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPlaceTypeCounts } from "#shared/schemas/places";
import { api } from "#web/lib/api-client";

export const placeTypesQueryOptions = () =>
  queryOptions({
    queryKey: ["places", "types"],
    queryFn: ({ signal }) => api<TPlaceTypeCounts>("/places/types", { signal }),
    staleTime: 10 * 60_000,
  });

export const usePlaceTypes = () => useQuery(placeTypesQueryOptions());
