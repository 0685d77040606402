/**
 * Keeps an approved provider's weekly courses listed among the courses (docs/decisions/009):
 * one `courses` row per provider course, linked by `provider_course_id`, so /courses,
 * the home courses section and the date search find them through the columns and indexes they already
 * use (weekday, age range, full text, type and tags: docs/decisions/030). Rows keep their id while the
 * provider course exists, so favourites and shared links stay valid; a provider that is not approved has
 * no rows.
 */
import { eq, inArray } from "drizzle-orm";
import { MAX_AGE_MONTHS, monthRangeLabel, parseAgeRange } from "#shared/age-groups.js";
import { scheduleOf } from "#shared/course-schedule.js";
import type { Db } from "#server/db/client.js";
import { courses, providerCourseSkippedDates, providerCourses, providerProfiles } from "#server/db/schema.js";
import { locatePoint } from "#server/modules/geo/service.js";

/** The widest month range of the age groups that can be read, or null. */
function ageRangeOf(groups: readonly string[]): readonly [number, number] | null {
  const ranges = groups.map(parseAgeRange).filter((range) => range !== null);
  if (ranges.length === 0) return null;
  return [
    Math.min(...ranges.map((r) => r[0])),
    Math.min(MAX_AGE_MONTHS, Math.max(...ranges.map((r) => r[1]))),
  ];
}

/**
 * Brings the `courses` rows of provider `providerId` in line with its weekly courses: upserts one per
 * course when the provider is approved, removes them all otherwise. Call it in the transaction of every
 * write that changes the provider, its courses or its approval.
 */
export async function syncProviderCourses(db: Db, providerId: string): Promise<void> {
  const [provider] = await db
    .select()
    .from(providerProfiles)
    .where(eq(providerProfiles.id, providerId))
    .limit(1);
  const weekly = provider
    ? await db.select().from(providerCourses).where(eq(providerCourses.provider_id, providerId))
    : [];
  const ids = weekly.map((course) => course.id);
  const listed = provider?.approval_status === "approved" ? weekly : [];
  const ownRows = ids.length > 0 ? inArray(courses.provider_course_id, ids) : undefined;
  if (listed.length === 0) {
    if (ownRows) await db.delete(courses).where(ownRows);
    return;
  }
  if (!provider) return;
  const skipped = await db
    .select({ id: providerCourseSkippedDates.provider_course_id, date: providerCourseSkippedDates.date })
    .from(providerCourseSkippedDates)
    .where(inArray(providerCourseSkippedDates.provider_course_id, ids))
    .orderBy(providerCourseSkippedDates.date);
  // A deleted provider course takes its row with it (foreign key ON DELETE CASCADE).
  for (const course of listed) {
    // The months the provider gave win over what an age group text says.
    const months =
      course.age_min_months !== null || course.age_max_months !== null
        ? ([course.age_min_months ?? 0, course.age_max_months ?? MAX_AGE_MONTHS] as const)
        : null;
    const groups = course.age_group
      ? [course.age_group]
      : months
        ? [monthRangeLabel(months)]
        : provider.target_age_groups;
    const range = months ?? ageRangeOf(groups);
    const room = [course.room_info, course.floor_info].filter(Boolean).join(", ");
    const values = {
      title: course.title,
      type: course.type,
      age_group: groups.length > 0 ? groups.join(", ") : "Alle Altersgruppen",
      age_min_months: range?.[0] ?? 0,
      age_max_months: range?.[1] ?? MAX_AGE_MONTHS,
      // The room belongs to where the course is; a label in the description would be in one language.
      location: [provider.name, provider.address, room].filter(Boolean).join(", "),
      // Held at the provider's address: its point and district, for course alerts and the home search.
      ...locatePoint(provider.latitude, provider.longitude),
      schedule: scheduleOf(course),
      // The course's own words only: the provider's description would make a search for any word of it
      // find every course of the provider (the course page shows it where the course has none).
      description: course.description,
      tags: course.tags,
      term_start: course.term_start,
      term_end: course.term_end,
      skipped_dates: skipped.filter((day) => day.id === course.id).map((day) => day.date),
      price_cents: course.price_cents,
      price_per: course.price_per,
      booking_url: course.booking_url,
      provider_course_id: course.id,
    };
    await db
      .insert(courses)
      .values(values)
      .onConflictDoUpdate({ target: courses.provider_course_id, set: values });
  }
}
