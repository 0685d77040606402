/**
 * `GEOCODER=photon` and `GEOCODER=nominatim`: OpenStreetMap geocoders at `GEOCODER_URL` (self-hosted or
 * a provider's; the public Nominatim's usage policy forbids autocomplete). Neither needs a second call
 * for details: the prediction's id carries the result (name, address, coordinates), so the server keeps
 * no state between the two calls and any instance can answer the details request.
 */
import { z } from "zod";
import type { TPrediction } from "#shared/schemas/geo.js";
import { AppError } from "#server/lib/app-error.js";
import {
  fetchGeocoderJson,
  GEOCODER_UNAVAILABLE,
  HAMBURG_CENTRE,
  MAX_PREDICTIONS,
  type GeocodedPlace,
  type GeocoderProviderImpl,
  type RemoteSettings,
} from "./provider.js";

const ZCarried = z.object({ n: z.string(), a: z.string(), lat: z.number(), lng: z.number() });
type Carried = z.infer<typeof ZCarried>;

const PREFIX = "osm:";

/** Packs a result into a prediction id. */
export const encodeOsmPlaceId = (carried: Carried): string =>
  PREFIX + Buffer.from(JSON.stringify(carried), "utf8").toString("base64url");

/** Unpacks a prediction id; null when it is not one of ours. */
export function decodeOsmPlaceId(placeId: string): Carried | null {
  if (!placeId.startsWith(PREFIX)) return null;
  try {
    const parsed = ZCarried.safeParse(
      JSON.parse(Buffer.from(placeId.slice(PREFIX.length), "base64url").toString("utf8")),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const toPrediction = (main: string, secondary: string, lat: number, lng: number): TPrediction => {
  const address = secondary ? `${main}, ${secondary}` : main;
  return {
    place_id: encodeOsmPlaceId({ n: main, a: address, lat, lng }),
    description: address,
    structured_formatting: { main_text: main, secondary_text: secondary },
  };
};

const details = async ({ placeId }: { placeId: string }): Promise<GeocodedPlace> => {
  const carried = decodeOsmPlaceId(placeId);
  if (!carried) throw new AppError("NOT_FOUND", "Address not found");
  return {
    place_id: placeId,
    name: carried.n,
    formatted_address: carried.a,
    geometry: { location: { lat: carried.lat, lng: carried.lng } },
  };
};

const joined = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(" ").trim();

/** Photon's GeoJSON answer (https://github.com/komoot/photon#search-api). */
const ZPhotonAnswer = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z
        .object({
          name: z.string().optional(),
          street: z.string().optional(),
          housenumber: z.string().optional(),
          postcode: z.string().optional(),
          city: z.string().optional(),
          district: z.string().optional(),
        })
        .loose(),
    }),
  ),
});

export function createPhotonGeocoder(settings: RemoteSettings): GeocoderProviderImpl {
  return {
    autocomplete: async ({ input }) => {
      const url = new URL(`${settings.url}/api`);
      url.search = new URLSearchParams({
        q: input,
        limit: String(MAX_PREDICTIONS),
        lang: "de",
        lat: String(HAMBURG_CENTRE.lat),
        lon: String(HAMBURG_CENTRE.lng),
      }).toString();
      const answer = ZPhotonAnswer.safeParse(
        await fetchGeocoderJson(url.toString(), { ...settings, provider: "photon" }),
      );
      if (!answer.success) throw new AppError("UNAVAILABLE", GEOCODER_UNAVAILABLE);
      return answer.data.features.flatMap(({ geometry, properties: p }) => {
        const street = joined(p.street, p.housenumber);
        const main = p.name ?? street;
        if (!main) return [];
        const secondary = [p.name && street ? street : "", joined(p.postcode, p.city)]
          .filter(Boolean)
          .join(", ");
        const [lng, lat] = geometry.coordinates;
        return [toPrediction(main, secondary, lat, lng)];
      });
    },
    details,
  };
}

/** Nominatim's `/search?format=jsonv2&addressdetails=1` answer. */
const ZNominatimAnswer = z.array(
  z
    .object({
      lat: z.coerce.number(),
      lon: z.coerce.number(),
      name: z.string().optional(),
      display_name: z.string(),
      address: z
        .object({
          road: z.string().optional(),
          house_number: z.string().optional(),
          postcode: z.string().optional(),
          city: z.string().optional(),
          town: z.string().optional(),
        })
        .loose()
        .optional(),
    })
    .loose(),
);

export function createNominatimGeocoder(settings: RemoteSettings): GeocoderProviderImpl {
  return {
    autocomplete: async ({ input }) => {
      const url = new URL(`${settings.url}/search`);
      url.search = new URLSearchParams({
        q: input,
        format: "jsonv2",
        addressdetails: "1",
        limit: String(MAX_PREDICTIONS),
        countrycodes: "de",
        "accept-language": "de",
        // Prefer Hamburg (left, top, right, bottom) without excluding the surroundings.
        viewbox: "9.73,53.74,10.33,53.39",
      }).toString();
      const answer = ZNominatimAnswer.safeParse(
        await fetchGeocoderJson(url.toString(), {
          ...settings,
          provider: "nominatim",
          // Nominatim's usage policy asks every application to identify itself.
          headers: { "user-agent": `Luett/1.0 (+${settings.publicUrl})` },
        }),
      );
      if (!answer.success) throw new AppError("UNAVAILABLE", GEOCODER_UNAVAILABLE);
      return answer.data.map((hit) => {
        const street = joined(hit.address?.road, hit.address?.house_number);
        const main = hit.name || street || hit.display_name.split(",")[0]!.trim();
        const city = joined(hit.address?.postcode, hit.address?.city ?? hit.address?.town);
        const secondary = [hit.name && street ? street : "", city].filter(Boolean).join(", ");
        return toPrediction(main, secondary || hit.display_name, hit.lat, hit.lon);
      });
    },
    details,
  };
}
