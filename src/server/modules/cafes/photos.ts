/**
 * Café photos and logo (spec 02 §4 "Café photos", §7 "Café area", §9: 10 photos plus a logo; §2.16
 * cards, now built): images are uploaded to the `cafe-photos` bucket first (files module: sniffed,
 * re-encoded) and claimed here in the transaction that records them. A new photo goes last (display_order =
 * count); the first photo is the cover until the owner picks another. Deleting a photo or replacing the logo
 * removes the upload and its files from storage.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { LIMITS } from "#shared/constants.js";
import type { Db } from "#server/db/client.js";
import { cafePhotos, cafeProfiles } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Storage } from "#server/plugins/storage.js";
import {
  claimUpload,
  deleteUploadFiles,
  removeUploadRow,
  uploadUrls,
} from "#server/modules/files/service.js";
import type { CafeRow } from "./service.js";

/** The German error for an 11th photo (spec 02 §9: 10 photos plus a logo). */
export const TOO_MANY_PHOTOS = `Du kannst höchstens ${LIMITS.cafePhotos} Fotos hochladen. Lösche zuerst ein Foto.`;

/** The café is the caller's own, checked by the route scope (cafes/owner-scope.ts). */
type PhotoContext = { db: Db; storage: Storage; cafe: CafeRow };

/**
 * Adds a photo from one of the owner's `cafe-photos` uploads.
 * @throws AppError BAD_REQUEST when the café has 10 photos already or the upload cannot be claimed
 */
export async function addCafePhoto(
  context: PhotoContext,
  input: { upload_id: string; caption: string | null },
): Promise<void> {
  const { db, storage } = context;
  const cafeId = context.cafe.id;
  await db.transaction(async (tx) => {
    // Lock the café so two uploads at once cannot both be the 10th.
    await tx
      .select({ id: cafeProfiles.id })
      .from(cafeProfiles)
      .where(eq(cafeProfiles.id, cafeId))
      .for("update");
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(cafePhotos)
      .where(eq(cafePhotos.cafe_id, cafeId));
    if (total >= LIMITS.cafePhotos) throw new AppError("BAD_REQUEST", TOO_MANY_PHOTOS);
    const upload = await claimUpload(tx, {
      id: input.upload_id,
      ownerId: context.cafe.user_id,
      bucket: "cafe-photos",
    });
    await tx.insert(cafePhotos).values({
      cafe_id: cafeId,
      upload_id: upload.id,
      image_url: uploadUrls(storage, upload.bucket, upload.key).detail,
      caption: input.caption,
      is_cover_photo: total === 0,
      display_order: total,
    });
  });
}

/**
 * Deletes a photo and its stored files; when it was the cover, the first remaining photo becomes it.
 * @throws AppError NOT_FOUND (photo)
 */
export async function deleteCafePhoto(context: PhotoContext, photoId: string): Promise<void> {
  const { db, storage } = context;
  const cafeId = context.cafe.id;
  const removed = await db.transaction(async (tx) => {
    const [photo] = await tx
      .delete(cafePhotos)
      .where(and(eq(cafePhotos.id, photoId), eq(cafePhotos.cafe_id, cafeId)))
      .returning();
    if (!photo) throw new AppError("NOT_FOUND", "Foto nicht gefunden");
    const remaining = await tx
      .select({ id: cafePhotos.id, is_cover_photo: cafePhotos.is_cover_photo })
      .from(cafePhotos)
      .where(eq(cafePhotos.cafe_id, cafeId))
      .orderBy(asc(cafePhotos.display_order), asc(cafePhotos.created_at));
    for (const [index, rest] of remaining.entries()) {
      const isCover = photo.is_cover_photo ? index === 0 : rest.is_cover_photo;
      await tx
        .update(cafePhotos)
        .set({ display_order: index, is_cover_photo: isCover })
        .where(eq(cafePhotos.id, rest.id));
    }
    return removeUploadRow(tx, photo.upload_id);
  });
  if (removed) await deleteUploadFiles(storage, removed);
}

/**
 * Puts the photos in the given order (every photo id of the café, each once).
 * @throws AppError BAD_REQUEST when the ids are not exactly the café's photos
 */
export async function reorderCafePhotos(context: PhotoContext, photoIds: string[]): Promise<void> {
  const { db } = context;
  const cafeId = context.cafe.id;
  await db.transaction(async (tx) => {
    const photos = await tx
      .select({ id: cafePhotos.id })
      .from(cafePhotos)
      .where(eq(cafePhotos.cafe_id, cafeId));
    const known = new Set(photos.map((photo) => photo.id));
    if (
      photoIds.length !== known.size ||
      new Set(photoIds).size !== known.size ||
      !photoIds.every((id) => known.has(id))
    ) {
      throw new AppError("BAD_REQUEST", "Die Reihenfolge muss jedes Foto des Cafés genau einmal nennen.");
    }
    for (const [index, id] of photoIds.entries()) {
      await tx.update(cafePhotos).set({ display_order: index }).where(eq(cafePhotos.id, id));
    }
  });
}

/**
 * Makes one photo the cover (the large gallery photo and the place's image).
 * @throws AppError NOT_FOUND (photo)
 */
export async function setCafeCoverPhoto(context: PhotoContext, photoId: string): Promise<void> {
  const { db } = context;
  const cafeId = context.cafe.id;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(cafePhotos)
      .set({ is_cover_photo: sql`${cafePhotos.id} = ${photoId}` })
      .where(eq(cafePhotos.cafe_id, cafeId))
      .returning({ id: cafePhotos.id });
    if (!updated.some((photo) => photo.id === photoId))
      throw new AppError("NOT_FOUND", "Foto nicht gefunden");
  });
}

/**
 * Sets (or replaces) the logo from a `cafe-photos` upload, or removes it (`uploadId` null); the old
 * logo's files are deleted.
 * @throws AppError BAD_REQUEST when the upload cannot be claimed
 */
export async function setCafeLogo(context: PhotoContext, uploadId: string | null): Promise<void> {
  const { db, storage } = context;
  const cafeId = context.cafe.id;
  const removed = await db.transaction(async (tx) => {
    const [cafe] = await tx
      .select({ logo_upload_id: cafeProfiles.logo_upload_id })
      .from(cafeProfiles)
      .where(eq(cafeProfiles.id, cafeId))
      .for("update");
    const upload = uploadId
      ? await claimUpload(tx, { id: uploadId, ownerId: context.cafe.user_id, bucket: "cafe-photos" })
      : null;
    await tx
      .update(cafeProfiles)
      .set({
        logo_upload_id: upload?.id ?? null,
        logo_url: upload ? uploadUrls(storage, upload.bucket, upload.key).card : null,
      })
      .where(eq(cafeProfiles.id, cafeId));
    return cafe?.logo_upload_id ? removeUploadRow(tx, cafe.logo_upload_id) : undefined;
  });
  if (removed) await deleteUploadFiles(storage, removed);
}
