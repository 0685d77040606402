/**
 * What a shared or indexed place page says about itself (decision 008): <title>, meta description, Open Graph
 * tags for messenger previews, and schema.org JSON-LD (a Place or LocalBusiness subtype with its features and
 * family facts as amenityFeature). Pure: the page registry (src/web/app/pages.tsx) calls it in the server
 * renderer and src/server/plugins/spa.ts escapes and renders the result.
 */
import { toWebAddress } from "../contact.js";
import { familyFact, UNCLEAR } from "../family-facts.js";
import type { TPlaceFact } from "../schemas/facts.js";
import type { TPlacePhoto } from "../schemas/place-photos.js";
import type { TPlace } from "../schemas/places.js";
import { toDescription, type PageHead } from "./page-head.js";

/** schema.org types for our place types: LocalBusiness subtypes where they are businesses. */
const SCHEMA_TYPES: Record<TPlace["type"], string> = {
  cafe: "CafeOrCoffeeShop",
  ice_cream: "IceCreamShop",
  kindercafe: "CafeOrCoffeeShop",
  restaurant: "Restaurant",
  playground: "Playground",
  park: "Park",
  activity_center: "EntertainmentBusiness",
  // Elternschulen, Eltern-Kind-Zentren, KiFaZ: public family-education buildings (a Place, so geo applies).
  family_education: "CivicStructure",
  library: "Library",
  museum: "Museum",
  shopping_center: "ShoppingCenter",
  sports_facility: "SportsActivityLocation",
  other: "Place",
};

/**
 * OpenStreetMap hours in the simple form schema.org's openingHours shares ("Mo-Fr 09:00-18:00");
 * anything richer (holidays, months, comments) is left out rather than misread.
 */
const SIMPLE_HOURS =
  /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?)* \d{2}:\d{2}-\d{2}:\d{2}$/;

export function schemaOpeningHours(value: string | null): string[] | undefined {
  if (!value) return undefined;
  const rules = value
    .split(";")
    .map((rule) => rule.trim())
    .filter(Boolean);
  return rules.length > 0 && rules.every((rule) => SIMPLE_HOURS.test(rule)) ? rules : undefined;
}

/**
 * A shown family fact (decision 016) as a schema.org LocationFeatureSpecification: named by its key, with
 * the OSM wiki page of the key as propertyID where OSM has one; yes/no as a boolean. Unclear facts say
 * nothing.
 */
function factFeature(fact: TPlaceFact): Record<string, unknown>[] {
  if (fact.value === UNCLEAR) return [];
  const value = fact.value === "yes" ? true : fact.value === "no" ? false : fact.value;
  return [
    {
      "@type": "LocationFeatureSpecification",
      name: fact.key,
      ...(familyFact(fact.key)?.osm
        ? { propertyID: `https://wiki.openstreetmap.org/wiki/Key:${fact.key}` }
        : {}),
      value,
    },
  ];
}

const where = (place: TPlace): string =>
  [place.stadtteil, place.bezirk && place.bezirk !== place.stadtteil ? place.bezirk : null]
    .filter(Boolean)
    .join(", ") || "Hamburg";

/**
 * @param place the place as `GET /api/places/:id` returns it (with its family facts and photos)
 * @param publicUrl the site's address without a trailing slash (config.publicUrl)
 */
export function buildPlaceHead(
  place: TPlace & { facts?: TPlaceFact[]; photos?: Pick<TPlacePhoto, "url">[] },
  publicUrl: string,
): PageHead {
  const canonical = `${publicUrl}/places/${place.id}`;
  const title = place.name;
  const description = toDescription(place.description || `${place.name} in ${where(place)}.`);
  const hasPosition = place.latitude !== null && place.longitude !== null;
  const og: Record<string, string> = {
    "og:type": hasPosition ? "place" : "website",
    "og:title": title,
    "og:description": description,
    "og:url": canonical,
    ...(place.image_url ? { "og:image": new URL(place.image_url, `${publicUrl}/`).toString() } : {}),
    ...(hasPosition
      ? {
          "place:location:latitude": String(place.latitude),
          "place:location:longitude": String(place.longitude),
        }
      : {}),
  };
  const openingHours = schemaOpeningHours(place.opening_hours);
  // The chosen image first, then the parents' photos (decision 018), each once.
  const images = [
    ...new Set(
      [place.image_url, ...(place.photos ?? []).map((photo) => photo.url)]
        .filter((url): url is string => Boolean(url))
        .map((url) => new URL(url, `${publicUrl}/`).toString()),
    ),
  ];
  const amenityFeature = [
    ...place.features.map((feature) => ({
      "@type": "LocationFeatureSpecification",
      name: feature,
      value: true,
    })),
    ...(place.facts ?? []).flatMap(factFeature),
  ];
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": SCHEMA_TYPES[place.type] ?? "Place",
    "@id": canonical,
    url: canonical,
    name: place.name,
    description,
    address: {
      "@type": "PostalAddress",
      streetAddress: place.address,
      addressLocality: "Hamburg",
      ...(place.stadtteil ? { addressRegion: place.stadtteil } : {}),
      addressCountry: "DE",
    },
    ...(hasPosition
      ? { geo: { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude } }
      : {}),
    ...(amenityFeature.length > 0 ? { amenityFeature } : {}),
    ...(place.rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: place.rating.average,
            reviewCount: place.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(openingHours ? { openingHours } : {}),
    ...(place.phone ? { telephone: place.phone } : {}),
    ...(place.website && toWebAddress(place.website) ? { sameAs: toWebAddress(place.website) } : {}),
    ...(images.length > 0 ? { image: images.length === 1 ? images[0] : images } : {}),
  };
  return { title, description, canonical, og, jsonLd };
}
