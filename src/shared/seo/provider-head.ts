/**
 * What a shared or indexed provider page says about itself (spec 02 §2.12, with head tags and JSON-LD
 * like place pages): <title>, meta description, Open Graph tags, and a schema.org
 * EducationalOrganization with its address, position, photo and weekly courses (Course with a weekly
 * Schedule). Pure; see place-head.ts for how it is used.
 */
import type { TProviderProfile } from "../schemas/providers.js";
import { toDescription, type PageHead } from "./page-head.js";

/** schema.org day names, 0 = Sunday (spec 02 §3 day_of_week). */
const SCHEMA_DAYS = [
  "https://schema.org/Sunday",
  "https://schema.org/Monday",
  "https://schema.org/Tuesday",
  "https://schema.org/Wednesday",
  "https://schema.org/Thursday",
  "https://schema.org/Friday",
  "https://schema.org/Saturday",
] as const;

/**
 * @param profile the provider as `GET /api/providers/:id` returns it
 * @param publicUrl the site's address without a trailing slash (config.publicUrl)
 */
export function buildProviderHead(profile: TProviderProfile, publicUrl: string): PageHead {
  const canonical = `${publicUrl}/provider/${profile.id}`;
  const description = toDescription(
    profile.short_description || `${profile.name}: Kurse und Angebote für Familien in Hamburg.`,
  );
  const cover =
    profile.media.find((item) => item.is_cover_photo) ??
    profile.media.find((item) => item.media_type === "photo");
  const image = cover ? new URL(cover.image_url, `${publicUrl}/`).toString() : undefined;
  const hasPosition = profile.latitude !== null && profile.longitude !== null;
  const og: Record<string, string> = {
    "og:type": hasPosition ? "place" : "website",
    "og:title": profile.name,
    "og:description": description,
    "og:url": canonical,
    ...(image ? { "og:image": image } : {}),
    ...(hasPosition
      ? {
          "place:location:latitude": String(profile.latitude),
          "place:location:longitude": String(profile.longitude),
        }
      : {}),
  };
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": canonical,
    url: canonical,
    name: profile.name,
    description,
    ...(image ? { image } : {}),
    ...(profile.address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: profile.address,
            addressLocality: "Hamburg",
            addressCountry: "DE",
          },
        }
      : {}),
    ...(hasPosition
      ? { geo: { "@type": "GeoCoordinates", latitude: profile.latitude, longitude: profile.longitude } }
      : {}),
    ...(profile.courses.length > 0
      ? {
          hasCourse: profile.courses.map((course) => ({
            "@type": "Course",
            name: course.title,
            ...(course.age_group
              ? { audience: { "@type": "Audience", audienceType: course.age_group } }
              : {}),
            provider: { "@id": canonical },
            hasCourseInstance: {
              "@type": "CourseInstance",
              courseMode: "onsite",
              courseSchedule: {
                "@type": "Schedule",
                repeatFrequency: "P1W",
                byDay: SCHEMA_DAYS[course.day_of_week],
                startTime: course.start_time,
                endTime: course.end_time,
              },
            },
          })),
        }
      : {}),
  };
  return { title: profile.name, description, canonical, og, jsonLd };
}
