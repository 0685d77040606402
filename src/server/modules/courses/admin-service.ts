/**
 * Courses management for admins (spec 02 §2.7, §7 "Insert, update and delete courses"): a
 * searchable table filtered by type and age group, and create / update / delete, each write
 * audited in its own transaction. `age_min_months` / `age_max_months` are filled from the age group
 * text with `parseAgeRange` (docs/decisions/008-discovery-search.md), so the public age filters find
 * admin-made courses too.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { parseAgeRange } from "#shared/age-groups.js";
import { COURSE_AGE_GROUPS } from "#shared/constants.js";
import type {
  TAdminCourse,
  TAdminCourseList,
  ZAdminCourseListQuery,
  ZAdminCourseRequest,
} from "#shared/schemas/admin-catalogue.js";
import type { Db } from "#server/db/client.js";
import { courses } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Storage } from "#server/plugins/storage.js";
import { courseSuitsAges } from "./service.js";
import { claimUpload, mediaUrl } from "#server/modules/files/service.js";
import { locatePoint } from "#server/modules/geo/service.js";
import { recordAudit } from "#server/lib/audit.js";
import { containsText } from "#server/lib/contains-text.js";

export const COURSE_NOT_FOUND_MESSAGE = "This course does not exist (any more).";

const adminCourseColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  age_group: courses.age_group,
  type: courses.type,
  schedule: courses.schedule,
  location: courses.location,
  latitude: courses.latitude,
  longitude: courses.longitude,
  stadtteil: courses.stadtteil,
  bezirk: courses.bezirk,
  booking_url: courses.booking_url,
  image_url: courses.image_url,
  tags: courses.tags,
  created_at: courses.created_at,
};

type AdminCourseRow = Omit<TAdminCourse, "created_at"> & { created_at: Date };

const toAdminCourse = (row: AdminCourseRow): TAdminCourse => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

export const PROVIDER_COURSE_MESSAGE =
  "This course comes from a provider's weekly plan: the provider edits it there. To take it off the list, reject the profile under profile approvals.";

/**
 * A provider's weekly course is copied into `courses` on every save of the provider (decisions/009):
 * an admin's edit would be overwritten, and a deleted row would come back.
 * @throws AppError CONFLICT for such a course
 */
function refuseProviderCourse(providerCourseId: string | null): void {
  if (providerCourseId !== null) throw new AppError("CONFLICT", PROVIDER_COURSE_MESSAGE);
}

type CourseInput = z.output<typeof ZAdminCourseRequest>;
type WriteOptions = { storage: Storage; adminId: string; input: CourseInput };

/**
 * Courses newest first; `q` matches title or location (case-insensitive), `type` one form type, `age`
 * a filter age group whose month range overlaps the course's.
 */
export async function findAdminCourses(
  db: Db,
  query: z.output<typeof ZAdminCourseListQuery>,
): Promise<TAdminCourseList> {
  const conditions = [
    containsText([courses.title, courses.location], query.q),
    query.type ? eq(courses.type, query.type) : undefined,
    query.age ? courseSuitsAges([COURSE_AGE_GROUPS[query.age]]) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(adminCourseColumns)
      .from(courses)
      .where(where)
      .orderBy(desc(courses.created_at), courses.id)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { items: rows.map(toAdminCourse), total: totals[0]?.total ?? 0 };
}

function courseValues(input: CourseInput) {
  const range = parseAgeRange(input.age_group);
  return {
    title: input.title,
    description: input.description,
    age_group: input.age_group,
    age_min_months: range?.[0] ?? null,
    age_max_months: range?.[1] ?? null,
    type: input.type,
    schedule: input.schedule,
    location: input.location,
    ...locatePoint(input.latitude, input.longitude),
    booking_url: input.booking_url || null,
    tags: input.tags,
  };
}

async function claimedImageUrl(tx: Db, options: WriteOptions): Promise<string | null> {
  if (!options.input.image_upload_id) return null;
  const upload = await claimUpload(tx, {
    id: options.input.image_upload_id,
    ownerId: options.adminId,
    bucket: "course-images",
  });
  return mediaUrl(options.storage, upload);
}

/**
 * Creates a course and records it in the audit log, in one transaction.
 * @throws AppError BAD_REQUEST when the upload is missing, someone else's or already used
 */
export async function createAdminCourse(db: Db, options: WriteOptions): Promise<TAdminCourse> {
  return db.transaction(async (tx) => {
    const imageUrl = await claimedImageUrl(tx, options);
    const [row] = await tx
      .insert(courses)
      .values({ ...courseValues(options.input), image_url: imageUrl })
      .returning(adminCourseColumns);
    if (!row) throw new Error("course was not created");
    const created = toAdminCourse(row);
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "course.create",
      targetType: "course",
      targetId: created.id,
      targetName: created.title,
      before: null,
      after: created,
    });
    return created;
  });
}

/**
 * Updates a course; the image is replaced by a new upload, removed, or kept.
 * @throws AppError NOT_FOUND when the course does not exist; BAD_REQUEST for an unusable upload;
 *   CONFLICT for a provider's course
 */
export async function updateAdminCourse(
  db: Db,
  options: WriteOptions & { id: string },
): Promise<TAdminCourse> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ ...adminCourseColumns, provider_course_id: courses.provider_course_id })
      .from(courses)
      .where(eq(courses.id, options.id))
      .for("update");
    if (!locked) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND_MESSAGE);
    const { provider_course_id, ...before } = locked;
    refuseProviderCourse(provider_course_id);
    const newImageUrl = await claimedImageUrl(tx, options);
    const imageUrl = newImageUrl ?? (options.input.is_image_removed ? null : before.image_url);
    const [row] = await tx
      .update(courses)
      .set({ ...courseValues(options.input), image_url: imageUrl })
      .where(eq(courses.id, options.id))
      .returning(adminCourseColumns);
    if (!row) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND_MESSAGE);
    const updated = toAdminCourse(row);
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "course.update",
      targetType: "course",
      targetId: updated.id,
      targetName: updated.title,
      before: toAdminCourse(before),
      after: updated,
    });
    return updated;
  });
}

/**
 * Deletes a course.
 * @throws AppError NOT_FOUND when it does not exist, e.g. was deleted already; CONFLICT for a provider's
 *   course
 */
export async function deleteAdminCourse(db: Db, options: { adminId: string; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ provider_course_id: courses.provider_course_id })
      .from(courses)
      .where(eq(courses.id, options.id))
      .for("update");
    if (!locked) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND_MESSAGE);
    refuseProviderCourse(locked.provider_course_id);
    const [row] = await tx.delete(courses).where(eq(courses.id, options.id)).returning(adminCourseColumns);
    if (!row) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "course.delete",
      targetType: "course",
      targetId: row.id,
      targetName: row.title,
      before: toAdminCourse(row),
      after: null,
    });
  });
}
