/**
 * Small pure helpers of the provider pages (spec 02 §2.12, §9): dates as dd.MM.yyyy in Hamburg time, the
 * weekly plan grouped Monday → Sunday from day_of_week 0 = Sunday, the Google Maps link, and the
 * announcement colour by priority.
 */
import type { TAnnouncement, TProviderCourse } from "#shared/schemas/providers";

const dateFormat = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Berlin",
});

/** "21.11.2026" for an ISO instant (spec 02 §2.12: dd.MM.yyyy). */
export const formatGermanDate = (iso: string): string => dateFormat.format(new Date(iso));

/** "YYYY-MM-DD" of an ISO instant in Hamburg, for a date input. */
export const toDateInput = (iso: string): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date(iso));

/** Monday first (spec 02 §9), as day_of_week numbers (0 = Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The courses of each weekday that has any, Monday → Sunday, each day by start time. */
export function groupByWeekday(
  courses: readonly TProviderCourse[],
): { day: number; courses: TProviderCourse[] }[] {
  return WEEK_ORDER.map((day) => ({
    day,
    courses: courses
      .filter((course) => course.day_of_week === day)
      .sort((a, b) => a.start_time.localeCompare(b.start_time)),
  })).filter((group) => group.courses.length > 0);
}

/**
 * 'In Google Maps öffnen' (spec 02 §2.12): the coordinates when both exist, else the encoded address.
 * @returns null when there is neither
 */
export function googleMapsUrl(profile: {
  latitude: number | null;
  longitude: number | null;
  address: string | null;
}): string | null {
  const base = "https://www.google.com/maps/search/?api=1&query=";
  if (profile.latitude !== null && profile.longitude !== null)
    return `${base}${profile.latitude},${profile.longitude}`;
  return profile.address ? `${base}${encodeURIComponent(profile.address)}` : null;
}

export type AnnouncementTone = "urgent" | "important" | "normal";

/** Priority 3 red, 2 orange, otherwise blue (spec 02 §2.12, §9). */
export const announcementTone = (announcement: Pick<TAnnouncement, "priority">): AnnouncementTone =>
  announcement.priority >= 3 ? "urgent" : announcement.priority === 2 ? "important" : "normal";
