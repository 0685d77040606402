/**
 * Uploads (spec 01 §7 "Storage": upload to a bucket at {userId}/{timestamp}.{ext}, then read the public
 * URL). Nothing is ever half-saved (decisions/005):
 *  1. `createUpload` stores the variants first and records the upload unclaimed (a failed insert removes
 *     the stored objects again);
 *  2. the feature that uses the image calls `claimUpload` inside the transaction that creates its record,
 *     so the record and the claim commit together — a record never points at a missing image;
 *  3. `sweepOrphanedUploads` deletes uploads nobody claimed within `ORPHAN_MAX_AGE_HOURS` (the browser
 *     was closed between upload and submit, or the record could not be created), rows first, then files.
 */
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { TUpload } from "#shared/schemas/files.js";
import type { Db } from "#server/db/client.js";
import { uploads } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Storage } from "#server/plugins/storage.js";
import {
  IMAGE_VARIANTS,
  UPLOAD_BUCKETS,
  variantKey,
  videoKey,
  type ImageVariant,
  type UploadBucket,
} from "./buckets.js";
import { processImage } from "./process-image.js";
import { sniffVideo, type SniffedVideo } from "./sniff-video.js";

/** Unclaimed uploads older than this are swept (on start and hourly). */
export const ORPHAN_MAX_AGE_HOURS = 24;

const VARIANTS = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

/** Public addresses of an upload's variants. */
export function uploadUrls(storage: Storage, bucket: string, key: string): Record<ImageVariant, string> {
  return {
    card: storage.publicUrl(bucket, variantKey(key, "card")),
    detail: storage.publicUrl(bucket, variantKey(key, "detail")),
  };
}

/** What an upload holds: WebP image variants, or one video or PDF stored as sent. */
type MediaType = TUpload["media_type"];

/** Formats stored as sent (after sniffing) instead of re-encoded: videos and PDF documents. */
type AsSentFormat = SniffedVideo | "pdf";

const AS_SENT_CONTENT_TYPES: Record<AsSentFormat, string> = {
  mp4: "video/mp4",
  mov: "video/quicktime",
  pdf: "application/pdf",
};

/** The message for a file that is neither a usable image nor an MP4/MOV video (buckets with videos). */
export const UNSUPPORTED_MEDIA_MESSAGE =
  "This file is not an image or video we can use. Please choose a JPG, PNG, GIF, MP4 or MOV file.";

/** The message for a file that is neither a usable image nor a PDF (buckets with PDFs: café menus). */
export const UNSUPPORTED_DOCUMENT_MESSAGE =
  "Diese Datei können wir nicht verwenden. Bitte wähle ein PDF oder ein Bild (JPG, PNG, GIF, WebP).";

const isAsSent = (mediaType: string): mediaType is AsSentFormat =>
  Object.hasOwn(AS_SENT_CONTENT_TYPES, mediaType);

/** A PDF starts with "%PDF-" (ISO 32000-1 §7.5.2). */
const isPdf = (body: Buffer): boolean => body.subarray(0, 5).toString("latin1") === "%PDF-";

const objectKeys = (key: string, mediaType: string) =>
  isAsSent(mediaType) ? [videoKey(key, mediaType)] : VARIANTS.map((variant) => variantKey(key, variant));

/** The public address of an upload for a record's URL: the detail variant, or the video or PDF itself. */
export function mediaUrl(
  storage: Storage,
  upload: { bucket: string; key: string; media_type: string },
): string {
  return isAsSent(upload.media_type)
    ? storage.publicUrl(upload.bucket, videoKey(upload.key, upload.media_type))
    : uploadUrls(storage, upload.bucket, upload.key).detail;
}

/**
 * Stores a sniffed video (admin place media, spec 02 §5; provider galleries) or PDF (café
 * menus) as sent and records it unclaimed.
 */
async function createAsSentUpload(
  db: Db,
  options: { storage: Storage; bucket: UploadBucket; ownerId: string; body: Buffer; key: string },
  format: AsSentFormat,
): Promise<TUpload> {
  const { storage, bucket, key, body } = options;
  const objectKey = videoKey(key, format);
  await storage.put(bucket, objectKey, body, AS_SENT_CONTENT_TYPES[format]);
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        bucket,
        key,
        owner_id: options.ownerId,
        width: 0,
        height: 0,
        bytes: body.length,
        media_type: format,
      })
      .returning({ id: uploads.id });
    if (!row) throw new Error("upload row was not created");
    const url = storage.publicUrl(bucket, objectKey);
    return { id: row.id, urls: { card: url, detail: url }, width: 0, height: 0, media_type: format };
  } catch (error) {
    await storage.delete(bucket, [objectKey]);
    throw error;
  }
}

/**
 * Re-encodes and stores an image for `ownerId` and records it as an unclaimed upload.
 * @returns the upload's id (the token a later create request claims) and its URLs
 * @throws AppError UNSUPPORTED_MEDIA_TYPE for anything that is not a usable image (processImage)
 */
export async function createUpload(
  db: Db,
  options: { storage: Storage; bucket: UploadBucket; ownerId: string; body: Buffer; now?: Date },
): Promise<TUpload> {
  const { storage, bucket, ownerId } = options;
  // {userId}/{timestamp} as the spec names it, plus a random suffix so two uploads in the same
  // millisecond never share a name (names are cached as immutable).
  const key = `${ownerId}/${(options.now ?? new Date()).getTime()}-${randomBytes(4).toString("hex")}`;
  const isVideoAllowed = UPLOAD_BUCKETS[bucket].isVideoAllowed === true;
  const isPdfAllowed = UPLOAD_BUCKETS[bucket].isPdfAllowed === true;
  const video = isVideoAllowed ? sniffVideo(options.body) : undefined;
  if (video) return createAsSentUpload(db, { ...options, key }, video);
  if (isPdfAllowed && isPdf(options.body)) return createAsSentUpload(db, { ...options, key }, "pdf");
  const image = await processImage(options.body).catch((error: unknown) => {
    if (isVideoAllowed && error instanceof AppError && error.code === "UNSUPPORTED_MEDIA_TYPE") {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", UNSUPPORTED_MEDIA_MESSAGE);
    }
    if (isPdfAllowed && error instanceof AppError && error.code === "UNSUPPORTED_MEDIA_TYPE") {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", UNSUPPORTED_DOCUMENT_MESSAGE);
    }
    throw error;
  });
  const stored: string[] = [];
  try {
    for (const variant of VARIANTS) {
      await storage.put(bucket, variantKey(key, variant), image.variants[variant].body, "image/webp");
      stored.push(variantKey(key, variant));
    }
    const bytes = VARIANTS.reduce((sum, variant) => sum + image.variants[variant].body.length, 0);
    const [row] = await db
      .insert(uploads)
      .values({ bucket, key, owner_id: ownerId, width: image.width, height: image.height, bytes })
      .returning({ id: uploads.id });
    if (!row) throw new Error("upload row was not created");
    return {
      id: row.id,
      urls: uploadUrls(storage, bucket, key),
      width: image.width,
      height: image.height,
      media_type: "image" satisfies MediaType,
    };
  } catch (error) {
    await storage.delete(bucket, stored);
    throw error;
  }
}

/** The message for an upload that cannot be claimed (missing, someone else's, or already used). */
export const UPLOAD_NOT_AVAILABLE = "The image upload was not found. Please upload the image again.";

/**
 * Marks an upload as used by a record. Call it inside the transaction that creates the record.
 * @returns the upload's bucket and key
 * @throws AppError BAD_REQUEST when the upload does not exist, belongs to someone else, is in another
 *   bucket or was already claimed
 */
export async function claimUpload(
  db: Db,
  options: { id: string; ownerId: string; bucket: UploadBucket },
): Promise<{ id: string; bucket: string; key: string; media_type: string }> {
  const [row] = await db
    .update(uploads)
    .set({ claimed_at: sql`now()` })
    .where(
      and(
        eq(uploads.id, options.id),
        eq(uploads.owner_id, options.ownerId),
        eq(uploads.bucket, options.bucket),
        isNull(uploads.claimed_at),
      ),
    )
    .returning({ id: uploads.id, bucket: uploads.bucket, key: uploads.key, media_type: uploads.media_type });
  if (!row) throw new AppError("BAD_REQUEST", UPLOAD_NOT_AVAILABLE);
  return row;
}

/**
 * Deletes one of the user's own unclaimed uploads and its files (the browser calls it when creating
 * the record failed after the upload succeeded).
 * @throws AppError NOT_FOUND when there is no such unclaimed upload of this user
 */
export async function deleteUpload(
  db: Db,
  options: { storage: Storage; id: string; ownerId: string },
): Promise<void> {
  const [row] = await db
    .delete(uploads)
    .where(and(eq(uploads.id, options.id), eq(uploads.owner_id, options.ownerId), isNull(uploads.claimed_at)))
    .returning({ bucket: uploads.bucket, key: uploads.key, media_type: uploads.media_type });
  if (!row) throw new AppError("NOT_FOUND", UPLOAD_NOT_AVAILABLE);
  await options.storage.delete(row.bucket, objectKeys(row.key, row.media_type));
}

/**
 * Removes uploads never claimed and older than `olderThan`: the rows first (a concurrent claim either
 * wins and keeps its row, or finds nothing), then their files. Safe to run on several instances.
 * @returns how many uploads were removed
 */
export async function sweepOrphanedUploads(
  db: Db,
  options: { storage: Storage; olderThan: Date; batchSize?: number },
): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(isNull(uploads.claimed_at), lt(uploads.created_at, options.olderThan)))
      .limit(options.batchSize ?? 100);
    const rows = await db
      .delete(uploads)
      .where(and(inArray(uploads.id, batch), isNull(uploads.claimed_at)))
      .returning({ bucket: uploads.bucket, key: uploads.key, media_type: uploads.media_type });
    for (const row of rows) await options.storage.delete(row.bucket, objectKeys(row.key, row.media_type));
    removed += rows.length;
    if (rows.length === 0) return removed;
  }
}

/**
 * Deletes the row of an upload whose record is being deleted (a post an admin removes, a provider or
 * café photo). Call it inside the record's transaction after deleting the record; remove the files with
 * `deleteUploadFiles` once the transaction has committed, so a rollback never leaves a row without its
 * files.
 * @returns the upload's bucket, key and media type, or undefined when there is no such upload
 */
export async function removeUploadRow(
  db: Db,
  id: string,
): Promise<{ bucket: string; key: string; media_type: string } | undefined> {
  const [row] = await db
    .delete(uploads)
    .where(eq(uploads.id, id))
    .returning({ bucket: uploads.bucket, key: uploads.key, media_type: uploads.media_type });
  return row;
}

/** Deletes the stored objects of an upload (after `removeUploadRow` has committed). */
export async function deleteUploadFiles(
  storage: Storage,
  upload: { bucket: string; key: string; media_type: string },
): Promise<void> {
  await storage.delete(upload.bucket, objectKeys(upload.key, upload.media_type));
}
