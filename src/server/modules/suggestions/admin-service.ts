/**
 * Reviewing place and course suggestions (spec 02 §2.4, §4 "Suggestions", §7):
 * list with search and status filter, mark reviewed, import, delete.
 *
 * Import creates the place (with the suggestion's coordinates, Stadtteil, Bezirk and photo) or the course
 * (with its age range from `parseAgeRange`, docs/decisions/008) and marks the suggestion imported in one
 * transaction. The status change comes first, as a conditional UPDATE … WHERE status = 'pending': of two
 * concurrent imports only one finds the row pending (the other waits for its row lock, then finds it
 * imported), so exactly one place is created and the other import is refused with 409.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { parseAgeRange } from "#shared/age-groups.js";
import type {
  TAdminCourseSuggestion,
  TAdminCourseSuggestionList,
  TAdminPlaceSuggestion,
  TAdminPlaceSuggestionList,
} from "#shared/schemas/admin.js";
import type { TPageQuery } from "#shared/schemas/common.js";
import type { TSuggestionStatus } from "#shared/schemas/suggestions.js";
import type { Db } from "#server/db/client.js";
import { courseSuggestions, courses, placeSuggestions, places, profiles, user } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Viewer } from "#server/lib/policy.js";
import type { Storage } from "#server/plugins/storage.js";
import { deleteUploadFiles, removeUploadRow } from "#server/modules/files/service.js";
import { recordAudit } from "#server/lib/audit.js";
import { containsText } from "#server/lib/contains-text.js";
import { toCourseSuggestion, toPlaceSuggestion } from "./service.js";

export type SuggestionKind = "place" | "course";
export type SuggestionFilters = TPageQuery & { q?: string; status?: TSuggestionStatus };

const targetType = (kind: SuggestionKind) => `${kind}_suggestion` as const;

/** The reviewing admin's display name, else name, else e-mail. */
const reviewerName = sql<string | null>`coalesce(
  nullif(trim(reviewer_profile.display_name), ''), nullif(trim(reviewer_profile.name), ''), reviewer.email
)`;
const reviewer = sql`${user} as reviewer`;
const reviewerProfile = sql`${profiles} as reviewer_profile`;

type ReviewColumns = {
  reviewed_at: Date | null;
  reviewed_by_name: string | null;
  submitted_by_email: string | null;
};
const reviewOut = (row: ReviewColumns) => ({
  reviewed_at: row.reviewed_at?.toISOString() ?? null,
  reviewed_by_name: row.reviewed_by_name,
  submitted_by_email: row.submitted_by_email,
});

const statusFilter = (
  column: typeof placeSuggestions.status | typeof courseSuggestions.status,
  status?: TSuggestionStatus,
) => (status ? eq(column, status) : undefined);

/** Place suggestions, newest first, filtered by text (name, description, address, type, submitter) and status. */
export async function listPlaceSuggestions(
  db: Db,
  filters: SuggestionFilters,
): Promise<TAdminPlaceSuggestionList> {
  const t = placeSuggestions;
  const where = and(
    statusFilter(t.status, filters.status),
    containsText([t.name, t.description, t.address, t.type, t.stadtteil, t.submitted_by_name], filters.q),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        suggestion: t,
        submitted_by_email: sql<string | null>`submitter.email`,
        reviewed_by_name: reviewerName,
      })
      .from(t)
      .leftJoin(sql`${user} as submitter`, sql`submitter.id = ${t.submitted_by}`)
      .leftJoin(reviewer, sql`reviewer.id = ${t.reviewed_by}`)
      .leftJoin(reviewerProfile, sql`reviewer_profile.user_id = ${t.reviewed_by}`)
      .where(where)
      .orderBy(desc(t.created_at), t.id)
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return {
    items: rows.map(({ suggestion: row, ...extra }): TAdminPlaceSuggestion => ({
      ...toPlaceSuggestion(row),
      ...reviewOut({ ...extra, reviewed_at: row.reviewed_at }),
    })),
    total: totals[0]?.total ?? 0,
  };
}

/** Course suggestions, newest first, filtered by text (title, description, location, type, age group, submitter) and status. */
export async function listCourseSuggestions(
  db: Db,
  filters: SuggestionFilters,
): Promise<TAdminCourseSuggestionList> {
  const t = courseSuggestions;
  const where = and(
    statusFilter(t.status, filters.status),
    containsText(
      [t.title, t.description, t.location, t.type, t.age_group, t.schedule, t.submitted_by_name],
      filters.q,
    ),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        suggestion: t,
        submitted_by_email: sql<string | null>`submitter.email`,
        reviewed_by_name: reviewerName,
      })
      .from(t)
      .leftJoin(sql`${user} as submitter`, sql`submitter.id = ${t.submitted_by}`)
      .leftJoin(reviewer, sql`reviewer.id = ${t.reviewed_by}`)
      .leftJoin(reviewerProfile, sql`reviewer_profile.user_id = ${t.reviewed_by}`)
      .where(where)
      .orderBy(desc(t.created_at), t.id)
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return {
    items: rows.map(({ suggestion: row, ...extra }): TAdminCourseSuggestion => ({
      ...toCourseSuggestion(row),
      ...reviewOut({ ...extra, reviewed_at: row.reviewed_at }),
    })),
    total: totals[0]?.total ?? 0,
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The review columns set when a pending suggestion moves on (spec 02 §4). */
const reviewedBy = (admin: Viewer, status: "reviewed" | "imported") => ({
  status,
  reviewed_at: sql`now()`,
  reviewed_by: admin.id,
});

/**
 * Explains why no pending suggestion `id` was found.
 * @throws AppError NOT_FOUND when it does not exist, CONFLICT when it is no longer pending
 */
async function refuseNotPending(tx: Tx, kind: SuggestionKind, id: string): Promise<never> {
  const [existing] =
    kind === "place"
      ? await tx
          .select({ status: placeSuggestions.status })
          .from(placeSuggestions)
          .where(eq(placeSuggestions.id, id))
      : await tx
          .select({ status: courseSuggestions.status })
          .from(courseSuggestions)
          .where(eq(courseSuggestions.id, id));
  if (!existing) throw new AppError("NOT_FOUND", SUGGESTION_NOT_FOUND);
  throw new AppError(
    "CONFLICT",
    `This suggestion was already ${existing.status}.`,
    "SUGGESTION_ALREADY_REVIEWED",
  );
}

const SUGGESTION_NOT_FOUND = "This suggestion does not exist (any more).";

/** Moves a pending place suggestion on; the row as it is now, or a refusal (see refuseNotPending). */
async function claimPendingPlace(tx: Tx, id: string, admin: Viewer, status: "reviewed" | "imported") {
  const [row] = await tx
    .update(placeSuggestions)
    .set(reviewedBy(admin, status))
    .where(and(eq(placeSuggestions.id, id), eq(placeSuggestions.status, "pending")))
    .returning();
  return row ?? refuseNotPending(tx, "place", id);
}

/** Moves a pending course suggestion on; the row as it is now, or a refusal (see refuseNotPending). */
async function claimPendingCourse(tx: Tx, id: string, admin: Viewer, status: "reviewed" | "imported") {
  const [row] = await tx
    .update(courseSuggestions)
    .set(reviewedBy(admin, status))
    .where(and(eq(courseSuggestions.id, id), eq(courseSuggestions.status, "pending")))
    .returning();
  return row ?? refuseNotPending(tx, "course", id);
}

/**
 * Marks a pending suggestion reviewed (spec 02 §4: status, reviewed_at, reviewed_by).
 * @throws AppError NOT_FOUND, CONFLICT when it is not pending
 */
export async function markSuggestionReviewed(
  db: Db,
  kind: SuggestionKind,
  id: string,
  admin: Viewer,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row =
      kind === "place"
        ? await claimPendingPlace(tx, id, admin, "reviewed")
        : await claimPendingCourse(tx, id, admin, "reviewed");
    await recordAudit(tx, {
      adminId: admin.id,
      action: `${targetType(kind)}.review`,
      targetType: targetType(kind),
      targetId: id,
      targetName: "name" in row ? row.name : row.title,
      before: { status: "pending" },
      after: { status: "reviewed" },
    });
  });
}

/**
 * Imports a pending place suggestion as a place (source "suggestion") in one transaction.
 * @returns the new place's id
 * @throws AppError NOT_FOUND, CONFLICT when it was already imported or reviewed
 */
export async function importPlaceSuggestion(db: Db, id: string, admin: Viewer): Promise<string> {
  return db.transaction(async (tx) => {
    const suggestion = await claimPendingPlace(tx, id, admin, "imported");
    const [place] = await tx
      .insert(places)
      .values({
        name: suggestion.name,
        description: suggestion.description,
        type: suggestion.type,
        features: suggestion.features,
        address: suggestion.address,
        image_url: suggestion.image_url,
        latitude: suggestion.latitude,
        longitude: suggestion.longitude,
        stadtteil: suggestion.stadtteil,
        bezirk: suggestion.bezirk,
        source: "suggestion",
      })
      .returning({ id: places.id, name: places.name });
    if (!place) throw new Error("place was not created");
    await recordAudit(tx, {
      adminId: admin.id,
      action: "place_suggestion.import",
      targetType: "place_suggestion",
      targetId: id,
      targetName: place.name,
      before: { status: "pending" },
      after: { status: "imported", place_id: place.id, name: place.name },
    });
    return place.id;
  });
}

/**
 * Imports a pending course suggestion as a course, with its age group as a month range.
 * @returns the new course's id
 * @throws AppError NOT_FOUND, CONFLICT when it was already imported or reviewed
 */
export async function importCourseSuggestion(db: Db, id: string, admin: Viewer): Promise<string> {
  return db.transaction(async (tx) => {
    const suggestion = await claimPendingCourse(tx, id, admin, "imported");
    const ages = parseAgeRange(suggestion.age_group);
    const [course] = await tx
      .insert(courses)
      .values({
        title: suggestion.title,
        description: suggestion.description,
        age_group: suggestion.age_group,
        age_min_months: ages?.[0] ?? null,
        age_max_months: ages?.[1] ?? null,
        type: suggestion.type,
        location: suggestion.location,
        latitude: suggestion.latitude,
        longitude: suggestion.longitude,
        stadtteil: suggestion.stadtteil,
        bezirk: suggestion.bezirk,
        schedule: suggestion.schedule,
        booking_url: suggestion.booking_url,
      })
      .returning({ id: courses.id, title: courses.title });
    if (!course) throw new Error("course was not created");
    await recordAudit(tx, {
      adminId: admin.id,
      action: "course_suggestion.import",
      targetType: "course_suggestion",
      targetId: id,
      targetName: course.title,
      before: { status: "pending" },
      after: { status: "imported", course_id: course.id, title: course.title },
    });
    return course.id;
  });
}

/**
 * Deletes a suggestion in any status (spec 02 §2.4). An imported place or course stays, with its photo;
 * the photo of a suggestion that was never imported is deleted with it (a parent's photo is not kept
 * for nothing).
 * @throws AppError NOT_FOUND when it does not exist (also when it was just deleted)
 */
export async function deleteSuggestion(
  db: Db,
  options: { storage: Storage; kind: SuggestionKind; id: string; admin: Viewer },
): Promise<void> {
  const { kind, id, admin } = options;
  const photo = await db.transaction(async (tx) => {
    const [row] =
      kind === "place"
        ? await tx.delete(placeSuggestions).where(eq(placeSuggestions.id, id)).returning()
        : await tx.delete(courseSuggestions).where(eq(courseSuggestions.id, id)).returning();
    if (!row) throw new AppError("NOT_FOUND", SUGGESTION_NOT_FOUND);
    const imageId = "image_id" in row && row.status !== "imported" ? row.image_id : null;
    const removed = imageId ? await removeUploadRow(tx, imageId) : undefined;
    await recordAudit(tx, {
      adminId: admin.id,
      action: `${targetType(kind)}.delete`,
      targetType: targetType(kind),
      targetId: id,
      targetName: "name" in row ? row.name : row.title,
      before: row,
      after: null,
    });
    return removed;
  });
  if (photo) await deleteUploadFiles(options.storage, photo);
}
