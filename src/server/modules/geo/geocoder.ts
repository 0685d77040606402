/**
 * The geocoder behind `/api/geo/*` (spec 01 §7 "Function: google-places"; decision 006), chosen by
 * `GEOCODER`: `local` (default, no network), `photon`, `nominatim` (`GEOCODER_URL`) or `google`
 * (`GOOGLE_PLACES_API_KEY`, used only here on the server). Every provider answers in the spec's shape;
 * the Stadtteil and Bezirk of a result always come from Hamburg's own boundaries.
 */
import type { FastifyBaseLogger } from "fastify";
import type { TPlaceDetails, TPrediction } from "#shared/schemas/geo.js";
import type { AppConfig } from "#server/config.js";
import type { Db } from "#server/db/client.js";
import { createGoogleGeocoder } from "./google-geocoder.js";
import { createLocalGeocoder } from "./local-geocoder.js";
import { createNominatimGeocoder, createPhotonGeocoder } from "./osm-geocoders.js";
import { MAX_PREDICTIONS, type GeocoderProviderImpl } from "./provider.js";
import { loadStadtteile, locateStadtteil } from "./stadtteile.js";

export type Geocoder = {
  provider: AppConfig["geocoder"]["provider"];
  autocomplete: (options: { input: string; sessionToken: string }) => Promise<TPrediction[]>;
  details: (options: { placeId: string; sessionToken: string }) => Promise<TPlaceDetails>;
};

/** Builds the configured geocoder. */
export function createGeocoder({
  config,
  db,
  log,
}: {
  config: AppConfig;
  db: Db;
  log: FastifyBaseLogger;
}): Geocoder {
  const settings = config.geocoder;
  const remote = { url: settings.url ?? "", timeoutMs: settings.timeoutMs, log, publicUrl: config.publicUrl };
  const impl: GeocoderProviderImpl =
    settings.provider === "photon"
      ? createPhotonGeocoder(remote)
      : settings.provider === "nominatim"
        ? createNominatimGeocoder(remote)
        : settings.provider === "google"
          ? createGoogleGeocoder({
              ...remote,
              url: settings.url ?? "https://places.googleapis.com",
              apiKey: settings.googleApiKey ?? "",
            })
          : createLocalGeocoder({ db });
  return {
    provider: settings.provider,
    autocomplete: async (options) => (await impl.autocomplete(options)).slice(0, MAX_PREDICTIONS),
    details: async (options) => {
      const place = await impl.details(options);
      const { lat, lng } = place.geometry.location;
      const stadtteil = locateStadtteil(loadStadtteile(), lat, lng);
      return { ...place, stadtteil: stadtteil?.name ?? null, bezirk: stadtteil?.bezirk ?? null };
    },
  };
}
