/**
 * Claims of a place (decisions/020): `GET /api/places/:id/claim` (who owns it, what the
 * caller may do; fetched per signed-in user, never cached across accounts) and
 * `POST /api/places/:id/claims` `{ message? }` ("Ist das Ihre Einrichtung?": 201 with a pending claim;
 * 403 without a provider profile, 409 when the place has an owner or the claim is already open).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TOwnPlaceClaim, TPlaceClaimRequest, TPlaceClaimState } from "#shared/schemas/place-claims";
import { api } from "#web/lib/api-client";

export const placeClaimQueryOptions = (placeId: string, userId: string | null) =>
  queryOptions({
    queryKey: ["places", "claim", placeId, userId],
    queryFn: ({ signal }) =>
      api<TPlaceClaimState>(`/places/${encodeURIComponent(placeId)}/claim`, { signal }),
  });

export const usePlaceClaim = (placeId: string, userId: string | null, isEnabled: boolean) =>
  useQuery({ ...placeClaimQueryOptions(placeId, userId), enabled: isEnabled });

export const useClaimPlace = (placeId: string, userId: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlaceClaimRequest) =>
      api<TOwnPlaceClaim>(`/places/${encodeURIComponent(placeId)}/claims`, { method: "POST", body }),
    onSuccess: (claim) =>
      queryClient.setQueryData(
        placeClaimQueryOptions(placeId, userId).queryKey,
        (state) => state && { ...state, viewer: state.viewer && { ...state.viewer, claim } },
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: placeClaimQueryOptions(placeId, userId).queryKey }),
  });
};
