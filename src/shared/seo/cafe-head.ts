/**
 * What a shared or indexed café page says about itself (spec 02 §2.15, with head tags and JSON-LD like
 * place pages): <title>, meta description, Open Graph tags and a schema.org
 * CafeOrCoffeeShop with its family features as amenityFeature, its rating and its opening hours. Pure:
 * the page registry (src/web/app/pages.tsx) calls it in the server renderer and
 * src/server/plugins/spa.ts escapes and renders the result.
 */
import { toWebAddress } from "../contact.js";
import { CAFE_FEATURES } from "../constants.js";
import type { TCafe } from "../schemas/cafes.js";
import { toDescription, type PageHead } from "./page-head.js";
import { schemaOpeningHours } from "./place-head.js";

/**
 * @param cafe the café as `GET /api/cafes/:id` returns it
 * @param publicUrl the site's address without a trailing slash (config.publicUrl)
 */
export function buildCafeHead(cafe: TCafe, publicUrl: string): PageHead {
  const canonical = `${publicUrl}/cafe/${cafe.id}`;
  const title = cafe.name;
  const description = toDescription(
    cafe.description || `${cafe.name}: ${cafe.feature_count}/6 familienfreundliche Features in Hamburg.`,
  );
  const cover = cafe.photos.find((photo) => photo.is_cover_photo) ?? cafe.photos[0];
  const image = cover ? new URL(cover.image_url, `${publicUrl}/`).toString() : undefined;
  const hasPosition = cafe.latitude !== null && cafe.longitude !== null;
  const og: Record<string, string> = {
    "og:type": hasPosition ? "place" : "website",
    "og:title": title,
    "og:description": description,
    "og:url": canonical,
    ...(image ? { "og:image": image } : {}),
    ...(hasPosition
      ? {
          "place:location:latitude": String(cafe.latitude),
          "place:location:longitude": String(cafe.longitude),
        }
      : {}),
  };
  const openingHours = schemaOpeningHours(cafe.opening_hours);
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "CafeOrCoffeeShop",
    "@id": canonical,
    url: canonical,
    name: cafe.name,
    description,
    ...(cafe.address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: cafe.address,
            addressLocality: "Hamburg",
            addressCountry: "DE",
          },
        }
      : {}),
    ...(hasPosition
      ? { geo: { "@type": "GeoCoordinates", latitude: cafe.latitude, longitude: cafe.longitude } }
      : {}),
    amenityFeature: CAFE_FEATURES.map(({ key, feature }) => ({
      "@type": "LocationFeatureSpecification",
      name: feature,
      value: cafe[key],
    })),
    ...(cafe.review_average !== null && cafe.review_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: cafe.review_average,
            reviewCount: cafe.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(openingHours ? { openingHours } : {}),
    ...(cafe.phone_number ? { telephone: cafe.phone_number } : {}),
    ...(cafe.website_url && toWebAddress(cafe.website_url) ? { sameAs: toWebAddress(cafe.website_url) } : {}),
    ...(cafe.menu_pdf_url || cafe.menu_image_url
      ? { hasMenu: new URL((cafe.menu_pdf_url ?? cafe.menu_image_url)!, `${publicUrl}/`).toString() }
      : {}),
    ...(image ? { image } : {}),
  };
  return { title, description, canonical, og, jsonLd };
}
