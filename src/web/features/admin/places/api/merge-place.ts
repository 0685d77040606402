/**
 * `POST /api/admin/places/:id/merge` `{ into }`: merges a place into another;
 * its reviews, facts, photos and favourites move and its address leads to the kept place. Refreshes the
 * admin table (the merged row is gone) and forgets both places' cached details.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminPlaceMergeResult } from "#shared/schemas/admin-catalogue";
import { api } from "#web/lib/api-client";
import { ADMIN_PLACES_KEY } from "./admin-places";

export function useMergePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, into }: { id: string; into: string }) =>
      api<TAdminPlaceMergeResult>(`/admin/places/${id}/merge`, { method: "POST", body: { into } }),
    onSuccess: (_result, { id, into }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_PLACES_KEY }),
        queryClient.removeQueries({ queryKey: ["places", "detail", id] }),
        queryClient.invalidateQueries({ queryKey: ["places", "detail", into] }),
      ]),
  });
}
