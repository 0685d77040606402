/**
 * Provider profiles (spec 02 §2.12, §2.13, §4, §5, §7 "Provider area"; decisions/009, 014): read one for any
 * visitor, create-or-update the caller's own, and the owner check every write goes through.
 */
import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, or } from "drizzle-orm";
import type { z } from "zod";
import {
  PROVIDER_LIMITS,
  PROVIDER_MESSAGES,
  UNNAMED_PROVIDER,
  type TProviderProfile,
  type ZSaveProviderProfileRequest,
} from "#shared/schemas/providers.js";
import type { Db } from "#server/db/client.js";
import {
  courses,
  profiles,
  providerAnnouncements,
  providerCourseSkippedDates,
  providerCourses,
  providerPhotos,
  providerProfiles,
  providerTeamMembers,
  uploads,
} from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { canEditProviderProfile, isProvider, type Viewer } from "#server/lib/policy.js";
import type { Storage } from "#server/plugins/storage.js";
import { uploadUrls } from "#server/modules/files/service.js";
import { createProfile } from "#server/lib/create-profile.js";
import { syncProviderCourses } from "./sync-courses.js";

// A provider's weekly courses into discovery (admin approvals, db/seed.ts).
export { syncProviderCourses } from "./sync-courses.js";

export type ProviderRow = typeof providerProfiles.$inferSelect;

/** "HH:MM:SS" from the database → "HH:MM". */
export const toClock = (time: string): string => time.slice(0, 5);

/**
 * The provider profile with this id and the owner's user id.
 * @throws AppError NOT_FOUND ('Anbieter nicht gefunden') when there is none
 */
export async function findProviderRow(db: Db, id: string): Promise<ProviderRow> {
  const [row] = await db.select().from(providerProfiles).where(eq(providerProfiles.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", PROVIDER_MESSAGES.notFound);
  return row;
}

/**
 * The profile `id` if `viewer` owns it; every write to a profile or its parts starts here.
 * @throws AppError NOT_FOUND when there is no such profile, FORBIDDEN (403) when it is someone else's
 */
export async function requireOwnProvider(db: Db, viewer: Viewer, id: string): Promise<ProviderRow> {
  const row = await findProviderRow(db, id);
  if (row.user_id === viewer.id && !isProvider(viewer))
    throw new AppError("FORBIDDEN", PROVIDER_MESSAGES.roleRequired);
  if (!canEditProviderProfile(viewer, row)) throw new AppError("FORBIDDEN", PROVIDER_MESSAGES.notOwner);
  return row;
}

/** The id of the user's own provider profile, or null (spec 02 §7: zero or one row). */
export async function findOwnProviderId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: providerProfiles.id })
    .from(providerProfiles)
    .where(eq(providerProfiles.user_id, userId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Everything /provider/{id} shows, for any visitor, in every approval state (decisions/009: the own page
 * works from the start). Expired announcements are left out. The owner and admins get every course; other
 * visitors the first PROVIDER_LIMITS.publicCourses of an approved provider, and none of a provider not
 * approved yet, whose courses are not listed anywhere else either (docs/decisions/041); `course_count` says
 * how many there are in all for the same reader.
 * @param options.isAdmin whether the reader is an admin (who reviews the profile before approving it)
 * @throws AppError NOT_FOUND when there is no such profile
 */
export async function loadProviderProfile(
  db: Db,
  options: { storage: Storage; id: string; viewerId: string | null; isAdmin?: boolean; now?: Date },
): Promise<TProviderProfile> {
  const row = await findProviderRow(db, options.id);
  const now = options.now ?? new Date();
  const isOwner = options.viewerId !== null && options.viewerId === row.user_id;
  const coursesShown =
    isOwner || options.isAdmin
      ? PROVIDER_LIMITS.coursesPerProvider
      : row.approval_status === "approved"
        ? PROVIDER_LIMITS.publicCourses
        : 0;
  const [media, team, weekly, courseCount, announcements] = await Promise.all([
    db
      .select({ photo: providerPhotos, bucket: uploads.bucket, key: uploads.key })
      .from(providerPhotos)
      .leftJoin(uploads, eq(uploads.id, providerPhotos.image_id))
      .where(eq(providerPhotos.provider_id, row.id))
      .orderBy(asc(providerPhotos.display_order), asc(providerPhotos.created_at)),
    db
      .select()
      .from(providerTeamMembers)
      .where(eq(providerTeamMembers.provider_id, row.id))
      .orderBy(asc(providerTeamMembers.display_order), asc(providerTeamMembers.created_at)),
    db
      .select({ course: providerCourses, course_id: courses.id })
      .from(providerCourses)
      .leftJoin(courses, eq(courses.provider_course_id, providerCourses.id))
      .where(eq(providerCourses.provider_id, row.id))
      .orderBy(asc(providerCourses.day_of_week), asc(providerCourses.start_time), asc(providerCourses.id))
      .limit(coursesShown),
    coursesShown === 0 ? 0 : db.$count(providerCourses, eq(providerCourses.provider_id, row.id)),
    db
      .select()
      .from(providerAnnouncements)
      .where(
        and(
          eq(providerAnnouncements.provider_id, row.id),
          or(isNull(providerAnnouncements.valid_until), gt(providerAnnouncements.valid_until, now)),
        ),
      )
      .orderBy(desc(providerAnnouncements.priority), desc(providerAnnouncements.created_at)),
  ]);
  const skipped =
    weekly.length === 0
      ? []
      : await db
          .select(getTableColumns(providerCourseSkippedDates))
          .from(providerCourseSkippedDates)
          .where(
            inArray(
              providerCourseSkippedDates.provider_course_id,
              weekly.map(({ course }) => course.id),
            ),
          )
          .orderBy(asc(providerCourseSkippedDates.date));
  return {
    id: row.id,
    name: row.name,
    short_description: row.short_description,
    video_url: row.video_url,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    stroller_parking: row.stroller_parking,
    transport_info: row.transport_info,
    car_parking_info: row.car_parking_info,
    bike_parking_info: row.bike_parking_info,
    kitchen_available: row.kitchen_available,
    breakfast_offered: row.breakfast_offered,
    breakfast_details: row.breakfast_details,
    outdoor_space: row.outdoor_space,
    outdoor_space_details: row.outdoor_space_details,
    target_age_groups: row.target_age_groups,
    special_notes: row.special_notes,
    approval_status: row.approval_status,
    is_owner: isOwner,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    media: media.map(({ photo, bucket, key }) => ({
      id: photo.id,
      media_type: photo.media_type === "video" ? "video" : "photo",
      image_url: photo.image_url,
      thumbnail_url:
        photo.media_type === "photo" && bucket && key ? uploadUrls(options.storage, bucket, key).card : null,
      caption: photo.caption,
      is_cover_photo: photo.is_cover_photo,
      display_order: photo.display_order,
    })),
    team: team.map((member) => ({
      id: member.id,
      name: member.name,
      role: member.role,
      bio: member.bio,
      photo_url: member.photo_url,
      display_order: member.display_order,
    })),
    courses: weekly.map(({ course, course_id }) => ({
      id: course.id,
      title: course.title,
      description: course.description,
      type: course.type,
      tags: course.tags,
      day_of_week: course.day_of_week,
      start_time: toClock(course.start_time),
      end_time: toClock(course.end_time),
      age_group: course.age_group,
      room_info: course.room_info,
      floor_info: course.floor_info,
      elevator_access: course.elevator_access,
      booking_info: course.booking_info,
      max_participants: course.max_participants,
      current_participants: course.current_participants,
      term_start: course.term_start,
      term_end: course.term_end,
      price_cents: course.price_cents,
      price_per: course.price_per,
      age_min_months: course.age_min_months,
      age_max_months: course.age_max_months,
      bookable: course.bookable,
      booking_url: course.booking_url,
      skipped_dates: skipped
        .filter((day) => day.provider_course_id === course.id)
        .map(({ date, reason }) => ({ date, reason })),
      course_id,
    })),
    course_count: courseCount,
    announcements: announcements.map((item) => ({
      id: item.id,
      title: item.title,
      content: item.content,
      announcement_type: item.announcement_type,
      priority: item.priority,
      created_at: item.created_at.toISOString(),
      valid_until: item.valid_until?.toISOString() ?? null,
    })),
  };
}

/**
 * Creates the caller's provider profile or updates it (spec 02 §4: at most one per user, enforced by the
 * unique user_id). On create an empty name becomes 'Unbenannt' (spec 02 §5), and a parent becomes a
 * provider (spec 02 §6: provider profiles belong to providers, decisions/014). A new profile
 * waits for an admin's approval before discovery lists it.
 * @throws AppError FORBIDDEN when the caller owns a profile but no longer has the provider role
 * @returns the profile id and whether it was created
 */
export async function saveOwnProvider(
  db: Db,
  options: {
    user: { id: string; email: string; name: string | null };
    /** The caller with their role (policy.ts). */
    viewer: Viewer;
    input: z.output<typeof ZSaveProviderProfileRequest>;
  },
): Promise<{ id: string; created: boolean }> {
  const { input, user } = options;
  await createProfile({ db, user });
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: providerProfiles.id, name: providerProfiles.name })
      .from(providerProfiles)
      .where(eq(providerProfiles.user_id, user.id))
      .for("update");
    if (existing) {
      // Someone who gave up the provider role on /profile chooses it again before editing (decisions/014).
      if (!isProvider(options.viewer)) throw new AppError("FORBIDDEN", PROVIDER_MESSAGES.roleRequired);
      await tx
        .update(providerProfiles)
        .set({ ...input, name: input.name || existing.name })
        .where(eq(providerProfiles.id, existing.id));
      await syncProviderCourses(tx, existing.id);
      return { id: existing.id, created: false };
    }
    const [created] = await tx
      .insert(providerProfiles)
      .values({ ...input, name: input.name || UNNAMED_PROVIDER, user_id: user.id })
      .returning({ id: providerProfiles.id });
    if (!created) throw new Error("provider profile was not created");
    await tx
      .update(profiles)
      .set({ user_role: "provider" })
      .where(and(eq(profiles.user_id, user.id), eq(profiles.user_role, "parent")));
    return { id: created.id, created: true };
  });
}
