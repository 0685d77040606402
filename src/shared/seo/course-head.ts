/**
 * What a shared or indexed course page says about itself (decision 008): <title>, meta description, Open
 * Graph tags and a schema.org Course with a CourseInstance (weekly schedule, place) and the suggested ages,
 * and for a provider's weekly course the provider (an Organization). Pure; see places/seo.ts for how it is
 * used.
 */
import type { TCourse } from "../schemas/courses.js";
import { toDescription, type PageHead } from "./page-head.js";

const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The first "HH:MM–HH:MM" of a schedule text ("Di 09:30–11:00" → 09:30, 11:00). */
export function scheduleTimes(schedule: string): { startTime: string; endTime: string } | undefined {
  const match = /(\d{1,2})[:.](\d{2})\s*(?:–|-|bis)\s*(\d{1,2})[:.](\d{2})/.exec(schedule);
  if (!match) return undefined;
  const time = (hours: string, minutes: string) => `${hours.padStart(2, "0")}:${minutes}`;
  return { startTime: time(match[1]!, match[2]!), endTime: time(match[3]!, match[4]!) };
}

/** Whole years, rounded down for the minimum and up for the maximum (schema.org ages are in years). */
const years = (months: number, round: (value: number) => number) => round(months / 12);

/**
 * @param course the course as `GET /api/courses/:id` returns it
 * @param publicUrl the site's address without a trailing slash (config.publicUrl)
 */
export function buildCourseHead(course: TCourse, publicUrl: string): PageHead {
  const canonical = `${publicUrl}/courses/${course.id}`;
  const title = course.title;
  const description = toDescription(
    [course.description, `${course.schedule} · ${course.location} · ${course.age_group}`]
      .filter(Boolean)
      .join(" "),
  );
  const times = scheduleTimes(course.schedule);
  const hasAges = course.age_min_months !== null && course.age_max_months !== null;
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": canonical,
    url: canonical,
    name: course.title,
    description,
    ...(course.image_url ? { image: new URL(course.image_url, `${publicUrl}/`).toString() } : {}),
    ...(course.tags.length > 0 || course.type ? { keywords: [course.type, ...course.tags].join(", ") } : {}),
    ...(course.provider
      ? {
          provider: {
            "@type": "Organization",
            name: course.provider.name,
            url: `${publicUrl}/provider/${course.provider.id}`,
          },
        }
      : {}),
    ...(hasAges
      ? {
          audience: {
            "@type": "PeopleAudience",
            audienceType: course.age_group,
            suggestedMinAge: years(course.age_min_months!, Math.floor),
            suggestedMaxAge: years(course.age_max_months!, Math.ceil),
          },
        }
      : {}),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "onsite",
      location: { "@type": "Place", name: course.location, address: `${course.location}, Hamburg` },
      ...(course.booking_url ? { url: course.booking_url } : {}),
      courseSchedule: {
        "@type": "Schedule",
        repeatFrequency: "P1W",
        ...(course.weekdays.length > 0
          ? { byDay: course.weekdays.map((day) => `https://schema.org/${SCHEMA_DAYS[day]}`) }
          : {}),
        ...(times ?? {}),
        ...(course.term?.start ? { startDate: course.term.start } : {}),
        ...(course.term?.end ? { endDate: course.term.end } : {}),
        ...(course.skipped_dates.length > 0
          ? { exceptDate: course.skipped_dates.map((skipped) => skipped.date) }
          : {}),
        description: course.schedule,
      },
    },
    ...(course.price
      ? { offers: { "@type": "Offer", price: (course.price.cents / 100).toFixed(2), priceCurrency: "EUR" } }
      : {}),
  };
  const og: Record<string, string> = {
    "og:type": "website",
    "og:title": title,
    "og:description": description,
    "og:url": canonical,
    ...(course.image_url ? { "og:image": new URL(course.image_url, `${publicUrl}/`).toString() } : {}),
  };
  return { title, description, canonical, og, jsonLd };
}
