/**
 * Reported place photos in the admin reports queue (decisions/018): deleting the photo takes its upload and
 * stored files and closes every open report of it; dismissing a report shows the photo again once no
 * report saying it shows a child's face is still open. Both run inside the queue's transaction
 * (./admin-service.ts), which records them in the audit log.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.js";
import { placePhotos } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Viewer } from "#server/lib/policy.js";
import type { Storage } from "#server/plugins/storage.js";
import { auditSubjectName, recordAudit } from "#server/lib/audit.js";
import { closeReports, reportsOf } from "./close-reports.js";
import { deleteUploadFiles, removeUploadRow } from "#server/modules/files/service.js";
import {
  countOpenChildFaceReports,
  PHOTO_NOT_FOUND,
  photoSnapshot,
} from "#server/modules/place-photos/service.js";

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Deletes a reported photo inside `tx`, closes its open reports and records it.
 * @returns what removes the photo's files; the caller runs it after the commit
 * @throws AppError NOT_FOUND when the photo is gone already (dismiss the report then)
 */
export async function deleteReportedPhotoIn(
  tx: Transaction,
  options: { storage: Storage; admin: Viewer; id: string; reportId: string },
): Promise<() => Promise<void>> {
  const { admin, id } = options;
  await closeReports(tx, admin, reportsOf("photo", id));
  const [photo] = await tx.delete(placePhotos).where(eq(placePhotos.id, id)).returning();
  if (!photo) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  const upload = await removeUploadRow(tx, photo.upload_id);
  await recordAudit(tx, {
    adminId: admin.id,
    action: "photo.delete",
    targetType: "photo",
    targetId: id,
    targetName: await auditSubjectName(tx, "place", photo.place_id),
    before: photoSnapshot(photo),
    after: { report_id: options.reportId },
  });
  return upload ? () => deleteUploadFiles(options.storage, upload) : () => Promise.resolve();
}

/**
 * After a photo's report was dismissed inside `tx`: the photo is shown again unless another report
 * saying it shows a child's face is still open.
 * @returns whether the photo is visible again
 */
export async function showPhotoAfterDismissalIn(tx: Transaction, photoId: string): Promise<boolean> {
  if ((await countOpenChildFaceReports(tx, photoId)) > 0) return false;
  const shown = await tx
    .update(placePhotos)
    .set({ hidden_at: null })
    .where(and(eq(placePhotos.id, photoId), sql`${placePhotos.hidden_at} IS NOT NULL`))
    .returning({ id: placePhotos.id });
  return shown.length > 0;
}
