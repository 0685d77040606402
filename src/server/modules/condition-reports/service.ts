/**
 * Condition reports of places (src/shared/condition-reports.ts): parents report that a
 * place is closed for now, a building site, has broken equipment or is dirty — or closed for good,
 * which the admins then check. A report shows until CONDITION_REPORT_DAYS after its last confirmation;
 * reporting the same kind again while it shows confirms it.
 *
 * A report or confirmation may bring an optional photo: an upload to the
 * `place-photos` bucket (the parents' place photos' bucket: same limit, same re-encoding without
 * metadata), claimed in the report's transaction; a later photo replaces it. Photos are not kept for
 * nothing: a replaced photo, the photos of the place's expired reports (cleared whenever the place gets
 * a report) and the photo of a closure report an admin decides (./admin-routes.ts) have their upload
 * row and files deleted. Not cleaned: the photo of an expired report at a place nobody reports again,
 * and the photos of reports that go with a deleted place (the rows cascade, their uploads stay).
 */
import { subDays } from "date-fns";
import { and, desc, eq, gt, inArray, isNotNull, lte } from "drizzle-orm";
import { CONDITION_REPORT_DAYS, type ConditionKind } from "#shared/condition-reports.js";
import type { TConditionReport, TConditionReportInput } from "#shared/schemas/condition-reports.js";
import type { Db } from "#server/db/client.js";
import { placeConditionReports, places } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Viewer } from "#server/lib/policy.js";
import { defineReadCache, READ_CACHE_TTL_MS } from "#server/plugins/read-cache.js";
import type { Storage } from "#server/plugins/storage.js";
import {
  claimUpload,
  deleteUploadFiles,
  removeUploadRow,
  uploadUrls,
} from "#server/modules/files/service.js";
import { PLACE_NOT_FOUND } from "#server/lib/require-place.js";

type ReportRow = typeof placeConditionReports.$inferSelect;

const toConditionReport = (row: ReportRow): TConditionReport => ({
  id: row.id,
  kind: row.kind,
  note: row.note,
  reported_at: row.created_at.toISOString(),
  confirmed_at: row.confirmed_at.toISOString(),
  confirmations: row.confirmed_by.length,
  photo_url: row.photo_url,
});

const isCurrent = (placeId: string, now: Date) =>
  and(
    eq(placeConditionReports.place_id, placeId),
    gt(placeConditionReports.confirmed_at, subDays(now, CONDITION_REPORT_DAYS)),
  );

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type RemovedUpload = NonNullable<Awaited<ReturnType<typeof removeUploadRow>>>;

/**
 * Takes the photos off the place's expired reports (nobody sees them any more) and deletes their upload
 * rows; the caller deletes the files after commit.
 */
async function clearExpiredPhotos(tx: Tx, placeId: string, now: Date): Promise<RemovedUpload[]> {
  const expired = await tx
    .select({ id: placeConditionReports.id, upload_id: placeConditionReports.photo_upload_id })
    .from(placeConditionReports)
    .where(
      and(
        eq(placeConditionReports.place_id, placeId),
        lte(placeConditionReports.confirmed_at, subDays(now, CONDITION_REPORT_DAYS)),
        isNotNull(placeConditionReports.photo_upload_id),
      ),
    );
  if (expired.length === 0) return [];
  await tx
    .update(placeConditionReports)
    .set({ photo_upload_id: null, photo_url: null })
    .where(
      inArray(
        placeConditionReports.id,
        expired.map((row) => row.id),
      ),
    );
  return removeUploads(
    tx,
    expired.map((row) => row.upload_id),
  );
}

async function removeUploads(tx: Tx, ids: (string | null)[]): Promise<RemovedUpload[]> {
  const removed: RemovedUpload[] = [];
  for (const id of ids) {
    const row = id ? await removeUploadRow(tx, id) : undefined;
    if (row) removed.push(row);
  }
  return removed;
}

/** The place's current reports, the most recently confirmed first. */
export async function findConditionReports(
  db: Db,
  placeId: string,
  now = new Date(),
): Promise<TConditionReport[]> {
  const rows = await db
    .select()
    .from(placeConditionReports)
    .where(isCurrent(placeId, now))
    .orderBy(desc(placeConditionReports.confirmed_at));
  return rows.map(toConditionReport);
}

/** Per place with current reports, their kinds (what cards show: cardCondition). */
export type CardConditions = ReadonlyMap<string, ConditionKind[]>;

/**
 * The current reports' kinds of all places, one entry, emptied by writes to places (a report is one). A
 * report that expires meanwhile leaves the cards within the time to live.
 */
const cardConditions = defineReadCache({ topics: ["places"], ttlMs: READ_CACHE_TTL_MS, max: 1 });

/**
 * The kinds of every place's current reports, read once for all cards (as findCardFacts reads the
 * facts: one query, not one per card) and kept (cardConditions) until a write to places.
 */
export function findCardConditions(db: Db): Promise<CardConditions> {
  const load = async (): Promise<CardConditions> => {
    const rows = await db
      .select({ place_id: placeConditionReports.place_id, kind: placeConditionReports.kind })
      .from(placeConditionReports)
      .where(gt(placeConditionReports.confirmed_at, subDays(new Date(), CONDITION_REPORT_DAYS)));
    const kinds = new Map<string, ConditionKind[]>();
    for (const row of rows) kinds.set(row.place_id, [...(kinds.get(row.place_id) ?? []), row.kind]);
    return kinds;
  };
  return cardConditions(db).get("conditions:cards", load);
}

/**
 * Reports a condition of a place, or confirms the current report of that kind (dated now; a parent
 * counts once however often they confirm). A note is kept from the first report that has one; a photo
 * (one of the viewer's `place-photos` uploads) replaces the report's photo, whose files are deleted after
 * commit, as are those of the place's expired reports.
 * @returns the report and whether it was new
 * @throws AppError NOT_FOUND for an unknown place; BAD_REQUEST when the upload cannot be claimed
 */
export async function reportCondition(
  db: Db,
  options: { storage: Storage; viewer: Viewer; placeId: string; input: TConditionReportInput; now?: Date },
): Promise<{ report: TConditionReport; isNew: boolean }> {
  const { storage, viewer, placeId, input, now = new Date() } = options;
  const { result, removed } = await db.transaction(async (tx) => {
    const [place] = await tx
      .select({ id: places.id })
      .from(places)
      .where(eq(places.id, placeId))
      .for("update");
    if (!place) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND);
    const upload = input.photo_upload_id
      ? await claimUpload(tx, { id: input.photo_upload_id, ownerId: viewer.id, bucket: "place-photos" })
      : null;
    const photo = upload
      ? { photo_upload_id: upload.id, photo_url: uploadUrls(storage, upload.bucket, upload.key).detail }
      : {};
    const removed = await clearExpiredPhotos(tx, placeId, now);
    const [current] = await tx
      .select()
      .from(placeConditionReports)
      .where(and(isCurrent(placeId, now), eq(placeConditionReports.kind, input.kind)))
      .limit(1);
    if (!current) {
      const [created] = await tx
        .insert(placeConditionReports)
        .values({
          place_id: placeId,
          kind: input.kind,
          note: input.note ?? null,
          confirmed_by: [viewer.id],
          created_at: now,
          confirmed_at: now,
          ...photo,
        })
        .returning();
      return { result: { report: toConditionReport(created!), isNew: true }, removed };
    }
    const [confirmed] = await tx
      .update(placeConditionReports)
      .set({
        confirmed_at: now,
        confirmed_by: current.confirmed_by.includes(viewer.id)
          ? current.confirmed_by
          : [...current.confirmed_by, viewer.id],
        note: current.note ?? input.note ?? null,
        ...photo,
      })
      .where(eq(placeConditionReports.id, current.id))
      .returning();
    // The replaced photo goes once the report no longer points at it.
    if (upload) removed.push(...(await removeUploads(tx, [current.photo_upload_id])));
    return { result: { report: toConditionReport(confirmed!), isNew: false }, removed };
  });
  for (const upload of removed) await deleteUploadFiles(storage, upload);
  return result;
}
