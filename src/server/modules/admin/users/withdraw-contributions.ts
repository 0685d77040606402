/**
 * Withdrawing everything one account contributed to places, in one step (docs/decisions/042): its fact
 * answers, reviews, photos (upload rows and stored files), photo likes and its part in condition
 * reports. For the troll or the spammer an admin has found: the shown facts, ratings, galleries and
 * badges are as if the account had never written. One audit entry names the account and the counts.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { TWithdrawnContributions } from "#shared/schemas/admin-users.js";
import type { Db } from "#server/db/client.js";
import {
  contentReports,
  placeConditionReports,
  placeFactAnswers,
  placePhotoLikes,
  placePhotos,
  placeReviews,
  profiles,
  uploads,
  user,
} from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Viewer } from "#server/lib/policy.js";
import type { Storage } from "#server/plugins/storage.js";
import { deleteUploadFiles, removeUploadRow } from "#server/modules/files/service.js";
import { auditSubjectName, recordAudit } from "#server/lib/audit.js";
import { closeReports } from "#server/modules/reports/service.js";
import { USER_NOT_FOUND } from "./service.js";

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
type RemovedUpload = NonNullable<Awaited<ReturnType<typeof removeUploadRow>>>;

/** Closes the open reports of the withdrawn items of one kind, as deleting one of them does. */
const closeReportsOf = (tx: Transaction, admin: Viewer, targetType: "review" | "photo", ids: string[]) =>
  ids.length === 0
    ? Promise.resolve()
    : closeReports(
        tx,
        admin,
        and(eq(contentReports.target_type, targetType), inArray(contentReports.target_id, ids))!,
      );

/**
 * Takes the account out of every condition report it reported or confirmed. A report nobody else
 * confirmed goes, with its photo; one that others confirmed stays with their confirmations and loses the
 * account's photo, if the latest photo is the account's.
 * @returns the number of reports the account was part of, and the uploads to delete after commit
 */
async function withdrawConditionReports(
  tx: Transaction,
  userId: string,
): Promise<{ count: number; removed: RemovedUpload[] }> {
  const reports = await tx
    .select({
      id: placeConditionReports.id,
      confirmed_by: placeConditionReports.confirmed_by,
      photo_upload_id: placeConditionReports.photo_upload_id,
      photo_owner: uploads.owner_id,
    })
    .from(placeConditionReports)
    .leftJoin(uploads, eq(uploads.id, placeConditionReports.photo_upload_id))
    .where(sql`${userId} = ANY(${placeConditionReports.confirmed_by})`)
    .for("update", { of: placeConditionReports });
  const removed: RemovedUpload[] = [];
  for (const report of reports) {
    const others = report.confirmed_by.filter((id) => id !== userId);
    const dropsPhoto = others.length === 0 || report.photo_owner === userId;
    if (others.length === 0) {
      await tx.delete(placeConditionReports).where(eq(placeConditionReports.id, report.id));
    } else {
      await tx
        .update(placeConditionReports)
        .set({ confirmed_by: others, ...(dropsPhoto ? { photo_upload_id: null, photo_url: null } : {}) })
        .where(eq(placeConditionReports.id, report.id));
    }
    const upload =
      dropsPhoto && report.photo_upload_id ? await removeUploadRow(tx, report.photo_upload_id) : null;
    if (upload) removed.push(upload);
  }
  return { count: reports.length, removed };
}

/**
 * Withdraws every contribution of the account behind profile `id` and records one audit entry
 * (`user.withdraw_contributions`, before: the account and its counts). Rows go in one transaction; the
 * files of its photos after it committed. Places' ratings and like counts follow by their triggers, and
 * the shown facts by the view.
 * @returns what was withdrawn, by kind
 * @throws AppError NOT_FOUND 'User not found.'
 */
export async function withdrawContributions(
  db: Db,
  options: { storage: Storage; admin: Viewer; id: string },
): Promise<TWithdrawnContributions> {
  const { storage, admin, id } = options;
  const { withdrawn, removed } = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ user_id: profiles.user_id, display_name: profiles.display_name, email: user.email })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.user_id))
      .where(eq(profiles.id, id))
      .limit(1);
    if (!account) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
    const userId = account.user_id;
    const answers = await tx
      .delete(placeFactAnswers)
      .where(eq(placeFactAnswers.user_id, userId))
      .returning({ id: placeFactAnswers.id });
    const reviews = await tx
      .delete(placeReviews)
      .where(eq(placeReviews.user_id, userId))
      .returning({ id: placeReviews.id });
    await closeReportsOf(
      tx,
      admin,
      "review",
      reviews.map((review) => review.id),
    );
    const likes = await tx
      .delete(placePhotoLikes)
      .where(eq(placePhotoLikes.user_id, userId))
      .returning({ id: placePhotoLikes.photo_id });
    const photos = await tx
      .delete(placePhotos)
      .where(eq(placePhotos.user_id, userId))
      .returning({ id: placePhotos.id, upload_id: placePhotos.upload_id });
    await closeReportsOf(
      tx,
      admin,
      "photo",
      photos.map((photo) => photo.id),
    );
    const removed: RemovedUpload[] = [];
    for (const photo of photos) {
      const upload = await removeUploadRow(tx, photo.upload_id);
      if (upload) removed.push(upload);
    }
    const conditions = await withdrawConditionReports(tx, userId);
    removed.push(...conditions.removed);
    const withdrawn: TWithdrawnContributions = {
      fact_answers: answers.length,
      reviews: reviews.length,
      photos: photos.length,
      photo_likes: likes.length,
      condition_reports: conditions.count,
    };
    const name = { display_name: account.display_name, email: account.email };
    await recordAudit(tx, {
      adminId: admin.id,
      action: "user.withdraw_contributions",
      targetType: "user",
      targetId: id,
      targetName: await auditSubjectName(tx, "user", id),
      before: { ...name, ...withdrawn },
      after: {
        ...name,
        ...Object.fromEntries(Object.keys(withdrawn).map((kind) => [kind, 0])),
      },
    });
    return { withdrawn, removed };
  });
  for (const upload of removed) await deleteUploadFiles(storage, upload);
  return withdrawn;
}
