/**
 * Uploads (spec 01 §7 "Storage": upload to a bucket at {userId}/{timestamp}.{ext}, then read the public
 * URL). Nothing is ever half-saved (issue "Community", "Bad input"):
 *  1. `createUpload` stores the variants first and records the upload unclaimed (a failed insert removes
 *     the stored objects again);
 *  2. the feature that uses the image calls `claimUpload` inside the transaction that creates its record,
 *     so the record and the claim commit together — a record never points at a missing image;
 *  3. `sweepOrphanedUploads` deletes uploads nobody claimed within `ORPHAN_MAX_AGE_HOURS` (the browser
 *     was closed between upload and submit, or the record could not be created), rows first, then files.
 */
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { TUpload } from "../../../shared/schemas/files.js";
import type { Db } from "../../db/client.js";
import { uploads } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Storage } from "../../plugins/storage.js";
import { IMAGE_VARIANTS, variantKey, type ImageVariant, type UploadBucket } from "./buckets.js";
import { processImage } from "./process-image.js";

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

const objectKeys = (key: string) => VARIANTS.map((variant) => variantKey(key, variant));

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
  const image = await processImage(options.body);
  // {userId}/{timestamp} as the spec names it, plus a random suffix so two uploads in the same
  // millisecond never share a name (names are cached as immutable).
  const key = `${ownerId}/${(options.now ?? new Date()).getTime()}-${randomBytes(4).toString("hex")}`;
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
    return { id: row.id, urls: uploadUrls(storage, bucket, key), width: image.width, height: image.height };
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
): Promise<{ id: string; bucket: string; key: string }> {
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
    .returning({ id: uploads.id, bucket: uploads.bucket, key: uploads.key });
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
    .returning({ bucket: uploads.bucket, key: uploads.key });
  if (!row) throw new AppError("NOT_FOUND", UPLOAD_NOT_AVAILABLE);
  await options.storage.delete(row.bucket, objectKeys(row.key));
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
      .returning({ bucket: uploads.bucket, key: uploads.key });
    for (const row of rows) await options.storage.delete(row.bucket, objectKeys(row.key));
    removed += rows.length;
    if (rows.length === 0) return removed;
  }
}
