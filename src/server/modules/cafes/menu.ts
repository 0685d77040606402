/**
 * The café menu (spec 02 §2.15 'Speisekarte': a menu image and a menu PDF; §2.16: upload as PDF or
 * image). The file is uploaded to the `cafe-menus` bucket first, where the files module
 * decides by content: a PDF is stored as sent, an image is re-encoded. Claiming it here sets the PDF or
 * the image, replacing (and deleting the files of) the previous one of that kind.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.js";
import { cafeProfiles } from "#server/db/schema.js";
import type { Storage } from "#server/plugins/storage.js";
import { claimUpload, deleteUploadFiles, mediaUrl, removeUploadRow } from "#server/modules/files/service.js";
import type { CafeRow } from "./service.js";

export type MenuKind = "pdf" | "image";

/** The café is the caller's own, checked by the route scope (cafes/owner-scope.ts). */
type MenuContext = { db: Db; storage: Storage; cafe: CafeRow };

/**
 * Sets the menu from one of the owner's `cafe-menus` uploads (a PDF or an image).
 * @returns which kind of menu it became
 * @throws AppError BAD_REQUEST when the upload cannot be claimed
 */
export async function setCafeMenu(context: MenuContext, uploadId: string): Promise<MenuKind> {
  const { db, storage } = context;
  const cafeId = context.cafe.id;
  const { kind, removed } = await db.transaction(async (tx) => {
    const [cafe] = await tx
      .select({ pdf: cafeProfiles.menu_pdf_upload_id, image: cafeProfiles.menu_image_upload_id })
      .from(cafeProfiles)
      .where(eq(cafeProfiles.id, cafeId))
      .for("update");
    const upload = await claimUpload(tx, {
      id: uploadId,
      ownerId: context.cafe.user_id,
      bucket: "cafe-menus",
    });
    const kind: MenuKind = upload.media_type === "pdf" ? "pdf" : "image";
    const url = mediaUrl(storage, upload);
    await tx
      .update(cafeProfiles)
      .set(
        kind === "pdf"
          ? { menu_pdf_upload_id: upload.id, menu_pdf_url: url }
          : { menu_image_upload_id: upload.id, menu_image_url: url },
      )
      .where(eq(cafeProfiles.id, cafeId));
    const previous = kind === "pdf" ? cafe?.pdf : cafe?.image;
    return { kind, removed: previous ? await removeUploadRow(tx, previous) : undefined };
  });
  if (removed) await deleteUploadFiles(storage, removed);
  return kind;
}

/** Removes the menu PDF or image and deletes its files. */
export async function deleteCafeMenu(context: MenuContext, kind: MenuKind): Promise<void> {
  const { db, storage, cafe } = context;
  const previous = kind === "pdf" ? cafe.menu_pdf_upload_id : cafe.menu_image_upload_id;
  const removed = await db.transaction(async (tx) => {
    await tx
      .update(cafeProfiles)
      .set(
        kind === "pdf"
          ? { menu_pdf_upload_id: null, menu_pdf_url: null }
          : { menu_image_upload_id: null, menu_image_url: null },
      )
      .where(eq(cafeProfiles.id, cafe.id));
    return previous ? removeUploadRow(tx, previous) : undefined;
  });
  if (removed) await deleteUploadFiles(storage, removed);
}
