import { z } from "zod";

/**
 * Address search (spec 01 §7 "Function": the google-places function, served by our own API so any
 * geocoder can stand behind it). Request and response keep the spec's shape: `predictions` with
 * `place_id`, `description` and `structured_formatting`, and a details `result` with coordinates.
 */

/** Spec 01 §5 and §9: the widget asks only after at least 2 characters. */
export const ADDRESS_SEARCH_MIN_CHARS = 2;
/** Spec 01 §9: keystrokes are debounced by 300 ms. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
/** Spec 01 §9 ("suggestions close 200 ms after blur"), so a click on a suggestion still lands. */
export const ADDRESS_SEARCH_BLUR_CLOSE_MS = 200;

/** A random token per widget (crypto.randomUUID), which lets paid geocoders bill one search session. */
const ZSessionToken = z.string().trim().min(8).max(64);

/** `POST /api/geo/autocomplete`. */
export const ZAutocompleteRequest = z.object({
  input: z.string().trim().min(ADDRESS_SEARCH_MIN_CHARS).max(200),
  sessionToken: ZSessionToken,
});
export type TAutocompleteRequest = z.infer<typeof ZAutocompleteRequest>;

export const ZPrediction = z.object({
  place_id: z.string(),
  description: z.string(),
  structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
});
export type TPrediction = z.infer<typeof ZPrediction>;

export const ZAutocompleteResponse = z.object({ predictions: z.array(ZPrediction) });
export type TAutocompleteResponse = z.infer<typeof ZAutocompleteResponse>;

/** `POST /api/geo/details`: `input` is a `place_id` from the predictions. */
export const ZPlaceDetailsRequest = z.object({
  input: z.string().trim().min(1).max(2000),
  sessionToken: ZSessionToken,
});
export type TPlaceDetailsRequest = z.infer<typeof ZPlaceDetailsRequest>;

export const ZPlaceDetails = z.object({
  place_id: z.string(),
  formatted_address: z.string(),
  name: z.string(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  /** The Hamburg Stadtteil and Bezirk the point lies in, or null outside Hamburg. */
  stadtteil: z.string().nullable(),
  bezirk: z.string().nullable(),
});
export type TPlaceDetails = z.infer<typeof ZPlaceDetails>;

export const ZPlaceDetailsResponse = z.object({ result: ZPlaceDetails });
export type TPlaceDetailsResponse = z.infer<typeof ZPlaceDetailsResponse>;

/** Coordinates a form sends along with the address the user picked. */
export const ZCoordinates = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
