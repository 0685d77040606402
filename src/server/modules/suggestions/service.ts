/**
 * Place and course suggestions from the submitter's side (spec 01 §4 "Suggestion forms", §7 "Insert
 * place_suggestions / course_suggestions"): filing one, listing one's own, and the row as the API shows
 * it (which admins see too, with more: ./admin-service.ts).
 */
import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { TPageQuery } from "#shared/schemas/common.js";
import type {
  TCourseSuggestion,
  TCourseSuggestionList,
  TPlaceSuggestion,
  TPlaceSuggestionList,
  ZCreateCourseSuggestionRequest,
  ZCreatePlaceSuggestionRequest,
} from "#shared/schemas/suggestions.js";
import type { Db } from "#server/db/client.js";
import { courseSuggestions, placeSuggestions, profiles } from "#server/db/schema.js";
import type { Storage } from "#server/plugins/storage.js";
import { claimUpload, uploadUrls } from "#server/modules/files/service.js";
import { loadStadtteile, locateStadtteil } from "#server/modules/geo/service.js";

/** A stored place suggestion as the API shows it to its submitter (and, with more, to admins: ./admin-service.ts). */
export const toPlaceSuggestion = (row: typeof placeSuggestions.$inferSelect): TPlaceSuggestion => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  features: row.features,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  stadtteil: row.stadtteil,
  bezirk: row.bezirk,
  image_url: row.image_url,
  submitted_by_name: row.submitted_by_name,
  status: row.status,
  created_at: row.created_at.toISOString(),
});

/** A stored course suggestion as the API shows it to its submitter (and, with more, to admins). */
export const toCourseSuggestion = (row: typeof courseSuggestions.$inferSelect): TCourseSuggestion => ({
  id: row.id,
  title: row.title,
  description: row.description,
  age_group: row.age_group,
  type: row.type,
  location: row.location,
  latitude: row.latitude,
  longitude: row.longitude,
  stadtteil: row.stadtteil,
  bezirk: row.bezirk,
  schedule: row.schedule,
  booking_url: row.booking_url,
  submitted_by_name: row.submitted_by_name,
  status: row.status,
  created_at: row.created_at.toISOString(),
});

/**
 * The name a suggestion is filed under (spec 01 §7 "Insert place_suggestions": submitted_by_name is the
 * profile name, else the display name, else the e-mail). Read on the server, never taken from the form.
 */
async function findSubmitterName(db: Db, user: { id: string; email: string }): Promise<string> {
  const [profile] = await db
    .select({ name: profiles.name, display_name: profiles.display_name })
    .from(profiles)
    .where(eq(profiles.user_id, user.id))
    .limit(1);
  return profile?.name?.trim() || profile?.display_name?.trim() || user.email;
}

/**
 * Files a place suggestion as pending (spec 01 §4 "Suggestion forms", §7 "Insert place_suggestions").
 * The chosen coordinates are kept and get their Stadtteil; a photo upload (bucket suggestion-images) is
 * claimed in the same transaction, so a suggestion never points at a missing image.
 * @throws AppError BAD_REQUEST when the upload is missing, someone else's or already used
 */
export async function createPlaceSuggestion(
  db: Db,
  options: {
    storage: Storage;
    user: { id: string; email: string };
    input: z.output<typeof ZCreatePlaceSuggestionRequest>;
  },
): Promise<TPlaceSuggestion> {
  const { input, user } = options;
  const submittedByName = await findSubmitterName(db, user);
  const area =
    input.latitude !== null && input.longitude !== null
      ? locateStadtteil(loadStadtteile(), input.latitude, input.longitude)
      : null;
  return db.transaction(async (tx) => {
    const upload = input.image_upload_id
      ? await claimUpload(tx, {
          id: input.image_upload_id,
          ownerId: user.id,
          bucket: "suggestion-images",
        })
      : null;
    const [row] = await tx
      .insert(placeSuggestions)
      .values({
        name: input.name,
        description: input.description,
        type: input.type,
        features: input.features,
        address: input.address,
        latitude: input.latitude,
        longitude: input.longitude,
        stadtteil: area?.name ?? null,
        bezirk: area?.bezirk ?? null,
        image_id: upload?.id ?? null,
        image_url: upload ? uploadUrls(options.storage, upload.bucket, upload.key).detail : null,
        submitted_by: user.id,
        submitted_by_name: submittedByName,
      })
      .returning();
    if (!row) throw new Error("place suggestion was not created");
    return toPlaceSuggestion(row);
  });
}

/**
 * Files a course suggestion as pending (spec 01 §4, §7 "Insert course_suggestions": booking_url or
 * null). The chosen coordinates of the location are kept and get their Stadtteil.
 */
export async function createCourseSuggestion(
  db: Db,
  options: { user: { id: string; email: string }; input: z.output<typeof ZCreateCourseSuggestionRequest> },
): Promise<TCourseSuggestion> {
  const { input, user } = options;
  const area =
    input.latitude !== null && input.longitude !== null
      ? locateStadtteil(loadStadtteile(), input.latitude, input.longitude)
      : null;
  const [row] = await db
    .insert(courseSuggestions)
    .values({
      title: input.title,
      description: input.description,
      age_group: input.age_group,
      type: input.type,
      location: input.location,
      latitude: input.latitude,
      longitude: input.longitude,
      stadtteil: area?.name ?? null,
      bezirk: area?.bezirk ?? null,
      schedule: input.schedule,
      booking_url: input.booking_url || null,
      submitted_by: user.id,
      submitted_by_name: await findSubmitterName(db, user),
    })
    .returning();
  if (!row) throw new Error("course suggestion was not created");
  return toCourseSuggestion(row);
}

/** The signed-in user's own place suggestions, newest first, with their review status. */
export async function findOwnPlaceSuggestions(
  db: Db,
  options: { userId: string; page: TPageQuery },
): Promise<TPlaceSuggestionList> {
  const mine = eq(placeSuggestions.submitted_by, options.userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(placeSuggestions)
      .where(mine)
      .orderBy(desc(placeSuggestions.created_at), placeSuggestions.id)
      .limit(options.page.limit)
      .offset(options.page.offset),
    db.select({ total: count() }).from(placeSuggestions).where(mine),
  ]);
  return { items: rows.map(toPlaceSuggestion), total: totals[0]?.total ?? 0 };
}

/** The signed-in user's own course suggestions, newest first, with their review status. */
export async function findOwnCourseSuggestions(
  db: Db,
  options: { userId: string; page: TPageQuery },
): Promise<TCourseSuggestionList> {
  const mine = eq(courseSuggestions.submitted_by, options.userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(courseSuggestions)
      .where(mine)
      .orderBy(desc(courseSuggestions.created_at), courseSuggestions.id)
      .limit(options.page.limit)
      .offset(options.page.offset),
    db.select({ total: count() }).from(courseSuggestions).where(mine),
  ]);
  return { items: rows.map(toCourseSuggestion), total: totals[0]?.total ?? 0 };
}
