/**
 * What every geocoder provider implements, and the one way they call a remote service: a JSON request
 * with a time limit, so a geocoder that is down or slow fails fast and the form falls back to free
 * text (decision 006).
 */
import type { FastifyBaseLogger } from "fastify";
import type { TPlaceDetails, TPrediction } from "#shared/schemas/geo.js";
import { AppError } from "#server/lib/app-error.js";
import { fetchJsonWithin } from "#server/lib/fetch-json.js";

/** At most this many predictions per request (Google's autocomplete returns up to five as well). */
export const MAX_PREDICTIONS = 5;

/** A details result before the Stadtteil is looked up. */
export type GeocodedPlace = Omit<TPlaceDetails, "stadtteil" | "bezirk">;

/** One provider. Remote failures throw AppError UNAVAILABLE; unknown ids throw NOT_FOUND. */
export type GeocoderProviderImpl = {
  autocomplete: (options: { input: string; sessionToken: string }) => Promise<TPrediction[]>;
  details: (options: { placeId: string; sessionToken: string }) => Promise<GeocodedPlace>;
};

/** Settings every remote provider gets. */
export type RemoteSettings = { url: string; timeoutMs: number; log: FastifyBaseLogger; publicUrl: string };

/** The message the web form shows before switching to free-text entry. */
export const GEOCODER_UNAVAILABLE = "Address search is unavailable right now. Please type the address.";

/**
 * Fetches JSON from a geocoder within `timeoutMs`.
 * @throws AppError UNAVAILABLE (503) on timeout, network error, non-2xx status or a non-JSON body; the
 *   cause is logged, never sent to the browser (it could contain the API key).
 */
export async function fetchGeocoderJson(
  url: string,
  init: RequestInit & { timeoutMs: number; log: FastifyBaseLogger; provider: string },
): Promise<unknown> {
  const { timeoutMs, log, provider, ...request } = init;
  const started = Date.now();
  try {
    return await fetchJsonWithin(url, { ...request, timeoutMs });
  } catch (error) {
    log.warn(
      { provider, err: error instanceof Error ? error.message : String(error), ms: Date.now() - started },
      "geocoder request failed",
    );
    throw new AppError("UNAVAILABLE", GEOCODER_UNAVAILABLE);
  }
}

/** The coordinates bias every remote search towards Hamburg (Rathausmarkt). */
export const HAMBURG_CENTRE = { lat: 53.5503, lng: 9.9923 } as const;
