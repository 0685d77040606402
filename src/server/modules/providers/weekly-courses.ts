/**
 * A provider's weekly schedule ('Wochenplan', spec 02 §2.12, §3 provider course) and its
 * announcements ('Aktuelle Mitteilungen'). Times and participant numbers are validated by the request
 * schemas (end after start, max ≥ current, priority 1–3) and again by the table's CHECK constraints.
 * Every course write re-lists the provider's courses in discovery (sync-courses.ts). Every function
 * expects the caller to have checked ownership (the `ownProviderRoutes` scope, owner-scope.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  PROVIDER_LIMITS,
  PROVIDER_MESSAGES,
  type ZAnnouncementFields,
  type ZProviderCourseFields,
} from "#shared/schemas/providers.js";
import type { TTag } from "#shared/schemas/tags.js";
import type { Db } from "#server/db/client.js";
import {
  courseBookings,
  providerAnnouncements,
  providerCourseSkippedDates,
  providerCourses,
  providerProfiles,
} from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { isCheckViolation } from "#server/lib/pg-errors.js";
import { findPromotedNow, mailJobs, type BookingMailJob } from "#server/modules/bookings/service.js";
import { readActiveTags } from "../tags/service.js";
import { syncProviderCourses } from "./sync-courses.js";

const COURSE_NOT_FOUND = "Kurs nicht gefunden.";
const ANNOUNCEMENT_NOT_FOUND = "Mitteilung nicht gefunden.";

/** A weekly course's fields as the form and the API send them, validated. */
export type CourseInput = z.output<typeof ZProviderCourseFields>;
type AnnouncementInput = z.output<typeof ZAnnouncementFields>;

/**
 * A course's tags as the active course tags' German names (tags.name_de, what /courses filters by),
 * matched without regard to case by their German or English name, so a programme file may write
 * "musik" or "Music".
 * @param active the active course tags (readActiveTags)
 * @returns the names, each once, or the first name that is no active course tag
 */
export function resolveCourseTags(
  names: readonly string[],
  active: readonly TTag[],
): { tags: string[] } | { unknown: string } {
  const byName = new Map<string, string>();
  for (const tag of active) {
    byName.set(tag.name_de.toLowerCase(), tag.name_de);
    if (tag.name_en) byName.set(tag.name_en.toLowerCase(), tag.name_de);
  }
  const tags: string[] = [];
  for (const name of names) {
    const known = byName.get(name.trim().toLowerCase());
    if (known === undefined) return { unknown: name };
    if (!tags.includes(known)) tags.push(known);
  }
  return { tags };
}

/**
 * The course with its tags as resolveCourseTags gives them.
 * @throws AppError BAD_REQUEST naming a tag that is no active course tag
 */
async function withKnownTags(db: Db, input: CourseInput): Promise<CourseInput> {
  if (input.tags.length === 0) return input;
  const result = resolveCourseTags(input.tags, await readActiveTags(db, { applies_to: "courses" }));
  if ("unknown" in result) throw new AppError("BAD_REQUEST", PROVIDER_MESSAGES.unknownTag(result.unknown));
  return { ...input, tags: result.tags };
}

/** How many bookings of the provider course hold a place. */
const bookedCountSql = (courseId: string) =>
  sql<number>`(SELECT count(*)::int FROM ${courseBookings} WHERE ${courseBookings.provider_course_id} = ${courseId} AND ${courseBookings.status} = 'booked')`;

/** Replaces a course's skipped dates (holidays, cancellations; decision 021). */
async function saveSkippedDates(
  db: Db,
  courseId: string,
  skipped: CourseInput["skipped_dates"],
): Promise<void> {
  await db
    .delete(providerCourseSkippedDates)
    .where(eq(providerCourseSkippedDates.provider_course_id, courseId));
  // One row per date: a date listed twice keeps its last reason.
  const byDate = new Map(skipped.map(({ date, reason }) => [date, reason]));
  if (byDate.size === 0) return;
  await db
    .insert(providerCourseSkippedDates)
    .values([...byDate].map(([date, reason]) => ({ provider_course_id: courseId, date, reason })));
}

/**
 * Inserts a weekly course with its skipped dates, inside the caller's transaction; the caller lists the
 * provider's courses in discovery afterwards (syncProviderCourses).
 */
export async function insertProviderCourse(
  tx: Db,
  providerId: string,
  input: CourseInput,
): Promise<{ id: string }> {
  const { skipped_dates, ...fields } = input;
  const [row] = await tx
    .insert(providerCourses)
    // A course booked in Lütt starts with no places taken; its bookings count them (migration 0021).
    .values({ ...fields, ...(fields.bookable ? { current_participants: 0 } : {}), provider_id: providerId })
    .returning({ id: providerCourses.id });
  if (!row) throw new Error("provider course was not created");
  await saveSkippedDates(tx, row.id, skipped_dates);
  return row;
}

/**
 * Makes room for `adding` more courses of provider `providerId`, inside the caller's transaction: the
 * provider's row stays locked (FOR UPDATE) until it ends, so parallel imports and course forms of one
 * provider count one after another and together stay within PROVIDER_LIMITS.coursesPerProvider
 * (docs/decisions/041).
 * @throws AppError CONFLICT (PROVIDER_COURSE_LIMIT_REACHED) when the courses would be more than the limit
 */
export async function reserveCourseQuota(tx: Db, providerId: string, adding: number): Promise<void> {
  await tx
    .select({ id: providerProfiles.id })
    .from(providerProfiles)
    .where(eq(providerProfiles.id, providerId))
    .for("update");
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(providerCourses)
    .where(eq(providerCourses.provider_id, providerId));
  if ((row?.count ?? 0) + adding > PROVIDER_LIMITS.coursesPerProvider) {
    throw new AppError("CONFLICT", PROVIDER_MESSAGES.tooManyCourses, "PROVIDER_COURSE_LIMIT_REACHED");
  }
}

/**
 * Adds a weekly course.
 * @throws AppError BAD_REQUEST for a tag that is no active course tag, CONFLICT when the provider has
 *   as many courses as it may (reserveCourseQuota)
 */
export async function addProviderCourse(
  db: Db,
  options: { providerId: string; input: CourseInput },
): Promise<{ id: string }> {
  const input = await withKnownTags(db, options.input);
  return db.transaction(async (tx) => {
    await reserveCourseQuota(tx, options.providerId, 1);
    const row = await insertProviderCourse(tx, options.providerId, input);
    await syncProviderCourses(tx, options.providerId);
    return row;
  });
}

/**
 * Replaces a weekly course's fields. More places (or booking switched on) move waitlisted bookings up in
 * the same transaction (migration 0021's trigger stamps their `promoted_at` with its `now()`).
 * @returns the "moved up" mails for the families that got a place (the route sends them)
 * @throws AppError NOT_FOUND when the course is not this provider's, BAD_REQUEST for a tag that is no
 *   active course tag
 */
export async function updateProviderCourse(
  db: Db,
  options: { providerId: string; courseId: string; input: CourseInput },
): Promise<{ movedUp: BookingMailJob[] }> {
  const { skipped_dates, ...fields } = await withKnownTags(db, options.input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(providerCourses)
      .set({
        ...fields,
        // Booked in Lütt, the places taken are the booked bookings (migration 0021), never a typed number.
        ...(fields.bookable ? { current_participants: bookedCountSql(options.courseId) } : {}),
      })
      .where(
        and(eq(providerCourses.id, options.courseId), eq(providerCourses.provider_id, options.providerId)),
      )
      .returning({ id: providerCourses.id })
      .catch((error: unknown) => {
        // The trigger keeps booked places; fewer places than bookings break the participants CHECK.
        if (isCheckViolation(error, "provider_courses_participants")) {
          throw new AppError("BAD_REQUEST", PROVIDER_MESSAGES.maxBelowBooked);
        }
        throw error;
      });
    if (!row) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
    await saveSkippedDates(tx, row.id, skipped_dates);
    await syncProviderCourses(tx, options.providerId);
    return { movedUp: mailJobs(await findPromotedNow(tx, row.id), "moved_up") };
  });
}

/**
 * Deletes a weekly course (its listing under /courses goes with it).
 * @throws AppError NOT_FOUND when the course is not this provider's
 */
export async function deleteProviderCourse(
  db: Db,
  options: { providerId: string; courseId: string },
): Promise<void> {
  const [row] = await db
    .delete(providerCourses)
    .where(and(eq(providerCourses.id, options.courseId), eq(providerCourses.provider_id, options.providerId)))
    .returning({ id: providerCourses.id });
  if (!row) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
}

/** The last second of a "YYYY-MM-DD" day in Hamburg (CET/CEST), as an instant. */
export function hamburgDayEnd(day: string): Date {
  const utc = new Date(`${day}T23:59:59Z`);
  const zoneName = new Intl.DateTimeFormat("en-US", {
    timeZone: "Europe/Berlin",
    timeZoneName: "shortOffset",
  })
    .formatToParts(utc)
    .find((part) => part.type === "timeZoneName")?.value;
  const offsetHours = Number(/GMT([+-]\d+)/.exec(zoneName ?? "")?.[1] ?? 1);
  return new Date(utc.getTime() - offsetHours * 60 * 60 * 1000);
}

/** An announcement's stored values; 'Gültig bis' a day means valid through that day in Hamburg. */
const announcementValues = (input: AnnouncementInput) => ({
  title: input.title,
  content: input.content,
  announcement_type: input.announcement_type,
  priority: input.priority,
  valid_until: input.valid_until ? hamburgDayEnd(input.valid_until) : null,
});

/** Adds an announcement. */
export async function addAnnouncement(
  db: Db,
  options: { providerId: string; input: AnnouncementInput },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(providerAnnouncements)
    .values({ ...announcementValues(options.input), provider_id: options.providerId })
    .returning({ id: providerAnnouncements.id });
  if (!row) throw new Error("announcement was not created");
  return row;
}

/**
 * Replaces an announcement's fields (its creation date stays).
 * @throws AppError NOT_FOUND when the announcement is not this provider's
 */
export async function updateAnnouncement(
  db: Db,
  options: { providerId: string; announcementId: string; input: AnnouncementInput },
): Promise<void> {
  const [row] = await db
    .update(providerAnnouncements)
    .set(announcementValues(options.input))
    .where(
      and(
        eq(providerAnnouncements.id, options.announcementId),
        eq(providerAnnouncements.provider_id, options.providerId),
      ),
    )
    .returning({ id: providerAnnouncements.id });
  if (!row) throw new AppError("NOT_FOUND", ANNOUNCEMENT_NOT_FOUND);
}

/**
 * Deletes an announcement.
 * @throws AppError NOT_FOUND when the announcement is not this provider's
 */
export async function deleteAnnouncement(
  db: Db,
  options: { providerId: string; announcementId: string },
): Promise<void> {
  const [row] = await db
    .delete(providerAnnouncements)
    .where(
      and(
        eq(providerAnnouncements.id, options.announcementId),
        eq(providerAnnouncements.provider_id, options.providerId),
      ),
    )
    .returning({ id: providerAnnouncements.id });
  if (!row) throw new AppError("NOT_FOUND", ANNOUNCEMENT_NOT_FOUND);
}
