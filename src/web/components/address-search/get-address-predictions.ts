import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  ADDRESS_SEARCH_MIN_CHARS,
  type TAutocompleteRequest,
  type TAutocompleteResponse,
  type TPrediction,
} from "#shared/schemas/geo";
import { api } from "#web/lib/api-client";

/** `POST /api/geo/autocomplete` (spec 01 §7 "google-places function", type autocomplete). */
export const fetchAddressPredictions = (
  request: TAutocompleteRequest,
  signal?: AbortSignal,
): Promise<TAutocompleteResponse> =>
  api<TAutocompleteResponse>("/geo/autocomplete", { method: "POST", body: request, signal });

/** Predictions for one input text; the session token is not part of the key (it never changes them). */
export const addressPredictionsQueryOptions = (input: string, sessionToken: string) =>
  queryOptions({
    queryKey: ["geo", "autocomplete", input] as const,
    queryFn: ({ signal }) => fetchAddressPredictions({ input, sessionToken }, signal),
    select: (response): TPrediction[] => response.predictions,
    staleTime: 5 * 60_000,
    // A geocoder that is down should make the field a plain text field at once, not after retries.
    retry: false,
  });

/**
 * Predictions for the (already debounced) input. No request at all below 2 characters
 * (spec 01 §5 "Location autocomplete queries only after at least 2 characters").
 */
export function useAddressPredictions(input: string, sessionToken: string) {
  const trimmed = input.trim();
  return useQuery({
    ...addressPredictionsQueryOptions(trimmed, sessionToken),
    enabled: trimmed.length >= ADDRESS_SEARCH_MIN_CHARS,
  });
}
