/**
 * `GEOCODER=google`: Google Places API (New) — Autocomplete and Place Details with the widget's
 * session token, so one search bills as one session
 * (https://developers.google.com/maps/documentation/places/web-service/place-session-tokens).
 * The API key travels only in the server's request header; answers are re-shaped into the spec's
 * google-places format, so nothing of Google's request reaches the browser.
 */
import { z } from "zod";
import { AppError } from "#server/lib/app-error.js";
import {
  fetchGeocoderJson,
  GEOCODER_UNAVAILABLE,
  HAMBURG_CENTRE,
  type GeocodedPlace,
  type GeocoderProviderImpl,
  type RemoteSettings,
} from "./provider.js";

const ZText = z.object({ text: z.string() });

const ZAutocompleteAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: ZText,
            structuredFormat: z.object({ mainText: ZText, secondaryText: ZText.optional() }).optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});

const ZDetailsAnswer = z.object({
  id: z.string(),
  formattedAddress: z.string().optional(),
  displayName: ZText.optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
});

/** Google place ids are URL-safe; anything else is refused before it is put into a URL. */
const GOOGLE_PLACE_ID = /^[\w-]{10,1024}$/;

export function createGoogleGeocoder(settings: RemoteSettings & { apiKey: string }): GeocoderProviderImpl {
  const headers = { "x-goog-api-key": settings.apiKey, "content-type": "application/json" };
  const call = (url: string, init: RequestInit) =>
    fetchGeocoderJson(url, { ...init, timeoutMs: settings.timeoutMs, log: settings.log, provider: "google" });
  return {
    autocomplete: async ({ input, sessionToken }) => {
      const answer = ZAutocompleteAnswer.safeParse(
        await call(`${settings.url}/v1/places:autocomplete`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            input,
            sessionToken,
            languageCode: "de",
            includedRegionCodes: ["de"],
            locationBias: {
              circle: {
                center: { latitude: HAMBURG_CENTRE.lat, longitude: HAMBURG_CENTRE.lng },
                radius: 30_000,
              },
            },
          }),
        }),
      );
      if (!answer.success) throw new AppError("UNAVAILABLE", GEOCODER_UNAVAILABLE);
      return answer.data.suggestions.flatMap(({ placePrediction: prediction }) =>
        prediction
          ? [
              {
                place_id: prediction.placeId,
                description: prediction.text.text,
                structured_formatting: {
                  main_text: prediction.structuredFormat?.mainText.text ?? prediction.text.text,
                  secondary_text: prediction.structuredFormat?.secondaryText?.text ?? "",
                },
              },
            ]
          : [],
      );
    },
    details: async ({ placeId, sessionToken }): Promise<GeocodedPlace> => {
      if (!GOOGLE_PLACE_ID.test(placeId)) throw new AppError("NOT_FOUND", "Address not found");
      const query = new URLSearchParams({ sessionToken, languageCode: "de" });
      const answer = ZDetailsAnswer.safeParse(
        await call(`${settings.url}/v1/places/${encodeURIComponent(placeId)}?${query.toString()}`, {
          method: "GET",
          headers: { ...headers, "x-goog-fieldmask": "id,displayName,formattedAddress,location" },
        }),
      );
      if (!answer.success) throw new AppError("UNAVAILABLE", GEOCODER_UNAVAILABLE);
      const place = answer.data;
      const name = place.displayName?.text ?? place.formattedAddress ?? "";
      return {
        place_id: place.id,
        name,
        formatted_address: place.formattedAddress ?? name,
        geometry: { location: { lat: place.location.latitude, lng: place.location.longitude } },
      };
    },
  };
}
