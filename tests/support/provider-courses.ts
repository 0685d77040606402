/**
 * API-test setup for provider courses: an approved provider, and its weekly courses listed in
 * discovery (decisions/009), written straight to the database so a test starts where it matters.
 */
import { eq } from "drizzle-orm";
import { courses, providerCourses, providerProfiles } from "#server/db/schema.js";
import { syncProviderCourses } from "#server/modules/providers/sync-courses.js";
import type { TestApp } from "./test-app.js";

/** An approved provider profile of the user `userId`; its id. */
export async function createApprovedProvider(
  t: TestApp,
  values: { userId: string; name: string; address?: string },
): Promise<string> {
  const [provider] = await t.database.db
    .insert(providerProfiles)
    .values({
      user_id: values.userId,
      name: values.name,
      address: values.address,
      approval_status: "approved",
    })
    .returning({ id: providerProfiles.id });
  return provider!.id;
}

/**
 * A Tuesday 09:30–10:30 course of provider `providerId` in the autumn term of 2030, booked in Lütt
 * unless `bookable` says otherwise, listed in discovery.
 * @returns its /courses id and its provider course id
 */
export async function createProviderCourse(
  t: TestApp,
  providerId: string,
  fields: {
    title: string;
    places: number | null;
    bookable?: boolean;
    ages?: readonly [number, number];
  },
): Promise<{ courseId: string; providerCourseId: string }> {
  const db = t.database.db;
  const [weekly] = await db
    .insert(providerCourses)
    .values({
      provider_id: providerId,
      title: fields.title,
      day_of_week: 2,
      start_time: "09:30",
      end_time: "10:30",
      max_participants: fields.places,
      bookable: fields.bookable ?? true,
      age_min_months: fields.ages?.[0] ?? null,
      age_max_months: fields.ages?.[1] ?? null,
      term_start: "2030-09-03",
      term_end: "2030-12-17",
    })
    .returning({ id: providerCourses.id });
  await syncProviderCourses(db, providerId);
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.provider_course_id, weekly!.id));
  return { courseId: row!.id, providerCourseId: weekly!.id };
}
