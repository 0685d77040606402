/**
 * Parents' photos of any place (decision 018): images are uploaded to the `place-photos` bucket first
 * (files module: sniffed, re-encoded as WebP, metadata stripped) and claimed here in the transaction
 * that records them, as café photos are (cafes/photos.ts). Each parent adds at most
 * LIMITS.placePhotosPerUser photos to one place; one like per parent and photo. The gallery shows the
 * visible photos most-liked first, and the triggers of migration 0016 keep the like counts and the
 * place's card photo (places.photo_url). A photo reported as showing a child's face is hidden at once
 * (`hideReportedPhoto`) until an admin decides (reports/photo-reports.ts).
 */
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import { LIMITS } from "#shared/constants.js";
import {
  tooManyPlacePhotosMessage,
  type TAddPlacePhoto,
  type TMyPlacePhotos,
  type TPlacePhoto,
  type TPlacePhotoLike,
} from "#shared/schemas/place-photos.js";
import type { Db } from "#server/db/client.js";
import { contentReports, placePhotoLikes, placePhotos, places } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Viewer } from "#server/lib/policy.js";
import type { Storage } from "#server/plugins/storage.js";
import { auditSubjectName, recordAudit } from "#server/lib/audit.js";
import {
  claimUpload,
  deleteUploadFiles,
  removeUploadRow,
  uploadUrls,
} from "#server/modules/files/service.js";
import { PLACE_NOT_FOUND } from "#server/lib/require-place.js";

/** The 404 text for a photo that does not exist at this place (or is hidden from the viewer). */
export const PHOTO_NOT_FOUND = "Foto nicht gefunden.";

/** The German error for one photo too many (decision 018: up to 10 per parent and place). */
export const TOO_MANY_PLACE_PHOTOS = tooManyPlacePhotosMessage(LIMITS.placePhotosPerUser);

/** The gallery's order: most likes first, then the earliest (the same order picks the card photo). */
const galleryOrder = [desc(placePhotos.like_count), asc(placePhotos.created_at), asc(placePhotos.id)];

const photoColumns = {
  id: placePhotos.id,
  url: placePhotos.image_url,
  card_url: placePhotos.card_url,
  caption: placePhotos.caption,
  like_count: placePhotos.like_count,
  created_at: placePhotos.created_at,
};

type PhotoRow = Omit<TPlacePhoto, "created_at"> & { created_at: Date };

const toPlacePhoto = (row: PhotoRow): TPlacePhoto => ({ ...row, created_at: row.created_at.toISOString() });

/** A place's visible photos, most-liked first (hidden ones are left out). */
export async function findPlacePhotos(db: Db, placeId: string): Promise<TPlacePhoto[]> {
  const rows = await db
    .select(photoColumns)
    .from(placePhotos)
    .where(and(eq(placePhotos.place_id, placeId), isNull(placePhotos.hidden_at)))
    .orderBy(...galleryOrder);
  return rows.map(toPlacePhoto);
}

/**
 * Adds a photo from one of the viewer's `place-photos` uploads, with an optional caption.
 * @returns the new photo
 * @throws AppError NOT_FOUND for an unknown or closed place; BAD_REQUEST when the viewer has 10 photos
 *   at this place already (TOO_MANY_PLACE_PHOTOS) or the upload cannot be claimed
 */
export async function addPlacePhoto(
  db: Db,
  options: { storage: Storage; viewer: Viewer; placeId: string; input: TAddPlacePhoto },
): Promise<TPlacePhoto> {
  const { storage, viewer, placeId, input } = options;
  return db.transaction(async (tx) => {
    // Lock the place so two uploads at once cannot both be the 11th (as cafes/photos.ts does).
    const [place] = await tx
      .select({ id: places.id })
      .from(places)
      .where(and(eq(places.id, placeId), isNull(places.closed_at)))
      .for("no key update");
    if (!place) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(placePhotos)
      .where(and(eq(placePhotos.place_id, placeId), eq(placePhotos.user_id, viewer.id)));
    if (total >= LIMITS.placePhotosPerUser) throw new AppError("BAD_REQUEST", TOO_MANY_PLACE_PHOTOS);
    const upload = await claimUpload(tx, { id: input.upload_id, ownerId: viewer.id, bucket: "place-photos" });
    const urls = uploadUrls(storage, upload.bucket, upload.key);
    const [row] = await tx
      .insert(placePhotos)
      .values({
        place_id: placeId,
        user_id: viewer.id,
        upload_id: upload.id,
        image_url: urls.detail,
        card_url: urls.card,
        caption: input.caption ?? null,
      })
      .returning(photoColumns);
    return toPlacePhoto(row!);
  });
}

/**
 * Deletes a photo with its upload and stored files: its author may, and any admin (audited). Open
 * reports of it are closed as acted on.
 * @throws AppError NOT_FOUND when the place has no such photo; FORBIDDEN for anybody else
 */
export async function deletePlacePhoto(
  db: Db,
  options: { storage: Storage; viewer: Viewer; placeId: string; photoId: string },
): Promise<void> {
  const { storage, viewer, placeId, photoId } = options;
  const removed = await db.transaction(async (tx) => {
    const [photo] = await tx
      .select()
      .from(placePhotos)
      .where(and(eq(placePhotos.id, photoId), eq(placePhotos.place_id, placeId)))
      .for("update");
    if (!photo) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
    const isAuthor = photo.user_id !== null && photo.user_id === viewer.id;
    if (!isAuthor && viewer.role !== "admin") {
      throw new AppError("FORBIDDEN", "Du kannst nur deine eigenen Fotos löschen.");
    }
    await tx
      .update(contentReports)
      .set({ status: "actioned", reviewed_at: sql`now()`, reviewed_by: isAuthor ? null : viewer.id })
      .where(
        and(
          eq(contentReports.target_type, "photo"),
          eq(contentReports.target_id, photoId),
          eq(contentReports.status, "open"),
        ),
      );
    await tx.delete(placePhotos).where(eq(placePhotos.id, photoId));
    if (!isAuthor) {
      await recordAudit(tx, {
        adminId: viewer.id,
        action: "photo.delete",
        targetType: "photo",
        targetId: photoId,
        targetName: await auditSubjectName(tx, "place", photo.place_id),
        before: photoSnapshot(photo),
        after: null,
      });
    }
    return removeUploadRow(tx, photo.upload_id);
  });
  if (removed) await deleteUploadFiles(storage, removed);
}

/** What the audit log keeps of a deleted photo. */
export const photoSnapshot = (photo: typeof placePhotos.$inferSelect) => ({
  place_id: photo.place_id,
  user_id: photo.user_id,
  image_url: photo.image_url,
  caption: photo.caption,
  like_count: photo.like_count,
  was_hidden: photo.hidden_at !== null,
  created_at: photo.created_at.toISOString(),
});

/** The visible photo `photoId` of the place. @throws AppError NOT_FOUND otherwise */
async function requireVisiblePhoto(db: Db, placeId: string, photoId: string): Promise<void> {
  const [photo] = await db
    .select({ id: placePhotos.id })
    .from(placePhotos)
    .where(and(eq(placePhotos.id, photoId), eq(placePhotos.place_id, placeId), isNull(placePhotos.hidden_at)))
    .limit(1);
  if (!photo) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
}

async function likeCountOf(db: Db, photoId: string): Promise<number> {
  const [row] = await db
    .select({ like_count: placePhotos.like_count })
    .from(placePhotos)
    .where(eq(placePhotos.id, photoId));
  return row?.like_count ?? 0;
}

/**
 * Likes (`isLiked` true) or unlikes a visible photo for the viewer; liking twice counts once.
 * @returns the photo's like count afterwards
 * @throws AppError NOT_FOUND when the place has no such visible photo
 */
export async function setPlacePhotoLike(
  db: Db,
  options: { viewer: Viewer; placeId: string; photoId: string; isLiked: boolean },
): Promise<TPlacePhotoLike> {
  const { viewer, placeId, photoId, isLiked } = options;
  await requireVisiblePhoto(db, placeId, photoId);
  if (isLiked) {
    await db.insert(placePhotoLikes).values({ photo_id: photoId, user_id: viewer.id }).onConflictDoNothing();
  } else {
    await db
      .delete(placePhotoLikes)
      .where(and(eq(placePhotoLikes.photo_id, photoId), eq(placePhotoLikes.user_id, viewer.id)));
  }
  return { like_count: await likeCountOf(db, photoId), is_liked: isLiked };
}

/**
 * What the viewer has to do with a place's photos: the ids they liked, added and reported, and their
 * own photos hidden by a report (shown to them alone, so they know and can delete them).
 */
export async function findMyPlacePhotos(db: Db, userId: string, placeId: string): Promise<TMyPlacePhotos> {
  const [liked, own, reported] = await Promise.all([
    db
      .select({ id: placePhotoLikes.photo_id })
      .from(placePhotoLikes)
      .innerJoin(placePhotos, eq(placePhotos.id, placePhotoLikes.photo_id))
      .where(and(eq(placePhotos.place_id, placeId), eq(placePhotoLikes.user_id, userId))),
    db
      .select({ ...photoColumns, hidden_at: placePhotos.hidden_at })
      .from(placePhotos)
      .where(and(eq(placePhotos.place_id, placeId), eq(placePhotos.user_id, userId)))
      .orderBy(...galleryOrder),
    db
      .select({ id: contentReports.target_id })
      .from(contentReports)
      .innerJoin(placePhotos, eq(placePhotos.id, contentReports.target_id))
      .where(
        and(
          eq(contentReports.target_type, "photo"),
          eq(contentReports.reporter_id, userId),
          eq(placePhotos.place_id, placeId),
        ),
      ),
  ]);
  return {
    liked_ids: liked.map((row) => row.id),
    own_ids: own.map((row) => row.id),
    reported_ids: reported.map((row) => row.id),
    hidden: own
      .filter((row) => row.hidden_at !== null)
      .map(({ hidden_at: _hidden, ...row }) => toPlacePhoto(row)),
  };
}

/**
 * Hides a photo at once (decision 018: a photo reported for showing a child's face is hidden until an admin
 * decides); the reports module calls it for a `child_face` report. Hiding twice keeps the first time.
 */
export async function hideReportedPhoto(db: Db, photoId: string): Promise<void> {
  await db
    .update(placePhotos)
    .set({ hidden_at: sql`now()` })
    .where(and(eq(placePhotos.id, photoId), isNull(placePhotos.hidden_at)));
}

/** How many of the photo's reports saying it shows a child's face are still open. */
export async function countOpenChildFaceReports(db: Pick<Db, "select">, photoId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.target_type, "photo"),
        eq(contentReports.target_id, photoId),
        eq(contentReports.reason, "child_face"),
        eq(contentReports.status, "open"),
      ),
    );
  return row?.total ?? 0;
}
