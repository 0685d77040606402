import { queryOptions } from "@tanstack/react-query";
import type { TPlaceDetails, TPlaceDetailsResponse } from "#shared/schemas/geo";
import { api } from "#web/lib/api-client";

/** `POST /api/geo/details` (spec 01 §7 "google-places function", type details: input is the place id). */
export const fetchAddressDetails = async (placeId: string, sessionToken: string): Promise<TPlaceDetails> =>
  (
    await api<TPlaceDetailsResponse>("/geo/details", {
      method: "POST",
      body: { input: placeId, sessionToken },
    })
  ).result;

export const addressDetailsQueryOptions = (placeId: string, sessionToken: string) =>
  queryOptions({
    queryKey: ["geo", "details", placeId] as const,
    queryFn: () => fetchAddressDetails(placeId, sessionToken),
    staleTime: Infinity,
    retry: false,
  });
