/**
 * `/api/admin/places` (spec 02 §2.6, §7 "Insert, update and delete places"): the paged, filtered table,
 * and create / update / delete. Writes refresh the admin table; the public lists read fresh data because
 * the server empties its caches of places on every write to them.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TAdminPlace,
  TAdminPlaceList,
  TAdminPlaceListQuery,
  TAdminPlaceRequest,
} from "#shared/schemas/admin-catalogue";
import { api, toQuery } from "#web/lib/api-client";

export const ADMIN_PLACES_KEY = ["admin", "places"] as const;

export const adminPlacesQueryOptions = (query: TAdminPlaceListQuery) =>
  queryOptions({
    queryKey: [...ADMIN_PLACES_KEY, query],
    queryFn: ({ signal }) => api<TAdminPlaceList>(`/admin/places${toQuery(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminPlaces = (query: TAdminPlaceListQuery) => useQuery(adminPlacesQueryOptions(query));

/** Creates (no id) or updates a place. */
export function useSavePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id?: string | undefined; request: TAdminPlaceRequest }) =>
      api<TAdminPlace>(id ? `/admin/places/${id}` : "/admin/places", {
        method: id ? "PUT" : "POST",
        body: request,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_PLACES_KEY }),
  });
}

export function useDeletePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/admin/places/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_PLACES_KEY }),
  });
}
