/**
 * A provider's gallery (spec 02 §2.12 gallery, §9: up to 10 photos and videos): photos and videos
 * are uploads in bucket provider-media claimed here (photos sniffed and re-encoded, MP4/MOV videos sniffed
 * and stored as sent, docs/decisions/005); videos may also be links (YouTube, Vimeo, …). Deleting an
 * uploaded item removes its files from storage too.
 * Every function expects the caller to have checked ownership (the `ownProviderRoutes` scope, owner-scope.ts).
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  PROVIDER_LIMITS,
  PROVIDER_MESSAGES,
  type ZCreateProviderMediaRequest,
  type ZUpdateProviderMediaRequest,
} from "#shared/schemas/providers.js";
import type { Db } from "#server/db/client.js";
import { providerPhotos, type providerTeamMembers } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Storage } from "#server/plugins/storage.js";
import { claimUpload, deleteUploadFiles, mediaUrl, removeUploadRow } from "#server/modules/files/service.js";

const MEDIA_NOT_FOUND = "Foto oder Video nicht gefunden.";

/**
 * Adds an uploaded photo or video (claims the upload) or a video link at the end of the gallery; the first
 * photo becomes the cover photo while there is none (a video never is the cover).
 * @throws AppError BAD_REQUEST with the German limit message when 10 items exist already, or when the
 *   upload cannot be claimed
 */
export async function addProviderMedia(
  db: Db,
  options: {
    storage: Storage;
    providerId: string;
    ownerId: string;
    input: z.output<typeof ZCreateProviderMediaRequest>;
  },
): Promise<{ id: string }> {
  const { input, providerId } = options;
  return db.transaction(async (tx) => {
    // Serialise concurrent additions to one gallery so the limit holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${providerId}))`);
    const [existing] = await tx
      .select({ n: count(), covers: count(sql`case when ${providerPhotos.is_cover_photo} then 1 end`) })
      .from(providerPhotos)
      .where(eq(providerPhotos.provider_id, providerId));
    const n = existing?.n ?? 0;
    if (n >= PROVIDER_LIMITS.maxMedia) throw new AppError("BAD_REQUEST", PROVIDER_MESSAGES.tooManyMedia);
    const upload = input.upload_id
      ? await claimUpload(tx, {
          id: input.upload_id,
          ownerId: options.ownerId,
          bucket: "provider-media",
        })
      : null;
    const isPhoto = upload?.media_type === "image";
    const [row] = await tx
      .insert(providerPhotos)
      .values({
        provider_id: providerId,
        media_type: isPhoto ? "photo" : "video",
        image_id: upload?.id ?? null,
        image_url: upload ? mediaUrl(options.storage, upload) : (input.video_url ?? ""),
        caption: input.caption,
        is_cover_photo: isPhoto && (existing?.covers ?? 0) === 0,
        display_order: n,
      })
      .returning({ id: providerPhotos.id });
    if (!row) throw new Error("provider media was not created");
    return row;
  });
}

/**
 * Changes a caption, or makes a photo the cover (the previous cover loses it).
 * @throws AppError NOT_FOUND when the item is not in this gallery, BAD_REQUEST for a video as cover
 */
export async function updateProviderMedia(
  db: Db,
  options: { providerId: string; itemId: string; input: z.output<typeof ZUpdateProviderMediaRequest> },
): Promise<void> {
  const { providerId, itemId, input } = options;
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ media_type: providerPhotos.media_type })
      .from(providerPhotos)
      .where(and(eq(providerPhotos.id, itemId), eq(providerPhotos.provider_id, providerId)));
    if (!item) throw new AppError("NOT_FOUND", MEDIA_NOT_FOUND);
    if (input.is_cover_photo) {
      if (item.media_type !== "photo") {
        throw new AppError("BAD_REQUEST", "Nur ein Foto kann das Titelbild sein.");
      }
      await tx
        .update(providerPhotos)
        .set({ is_cover_photo: sql`${providerPhotos.id} = ${itemId}` })
        .where(eq(providerPhotos.provider_id, providerId));
    }
    if (input.caption !== undefined) {
      await tx.update(providerPhotos).set({ caption: input.caption }).where(eq(providerPhotos.id, itemId));
    }
  });
}

/**
 * Deletes a gallery item; an uploaded item's row goes in the same transaction and its files afterwards.
 * When the cover is deleted, the next photo becomes the cover.
 * @throws AppError NOT_FOUND when the item is not in this gallery
 */
export async function deleteProviderMedia(
  db: Db,
  options: { storage: Storage; providerId: string; itemId: string },
): Promise<void> {
  const { providerId, itemId } = options;
  const removed = await db.transaction(async (tx) => {
    const [item] = await tx
      .delete(providerPhotos)
      .where(and(eq(providerPhotos.id, itemId), eq(providerPhotos.provider_id, providerId)))
      .returning();
    if (!item) throw new AppError("NOT_FOUND", MEDIA_NOT_FOUND);
    if (item.is_cover_photo) {
      const [next] = await tx
        .select({ id: providerPhotos.id })
        .from(providerPhotos)
        .where(and(eq(providerPhotos.provider_id, providerId), eq(providerPhotos.media_type, "photo")))
        .orderBy(providerPhotos.display_order)
        .limit(1);
      if (next)
        await tx.update(providerPhotos).set({ is_cover_photo: true }).where(eq(providerPhotos.id, next.id));
    }
    return item.image_id ? removeUploadRow(tx, item.image_id) : undefined;
  });
  if (removed) await deleteUploadFiles(options.storage, removed);
}

/**
 * Puts the gallery (or team) in the given order: `ids` must be exactly the list's ids.
 * @throws AppError BAD_REQUEST when ids are missing, repeated or foreign
 */
export async function reorderRows(
  db: Db,
  options: {
    table: typeof providerPhotos | typeof providerTeamMembers;
    providerId: string;
    ids: readonly string[];
  },
): Promise<void> {
  const { table, providerId, ids } = options;
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).where(eq(table.provider_id, providerId));
    const known = new Set(rows.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError("BAD_REQUEST", "Die Reihenfolge muss jeden Eintrag genau einmal enthalten.");
    }
    for (const [index, id] of ids.entries()) {
      await tx.update(table).set({ display_order: index }).where(eq(table.id, id));
    }
  });
}
