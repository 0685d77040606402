/**
 * Places management for admins (spec 02 §2.6, §7 "Insert, update and delete places"):
 * a searchable, filterable, paged table and create / update / delete, each write audited in its own
 * transaction. The address's coordinates (from the address search) are kept and the Stadtteil is
 * computed from them, never taken from the client (docs/decisions/006-address-search.md).
 */
import { and, count, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  TAdminPlace,
  TAdminPlaceList,
  ZAdminPlaceListQuery,
  ZAdminPlaceRequest,
} from "#shared/schemas/admin-catalogue.js";
import type { Db } from "#server/db/client.js";
import { places } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Storage } from "#server/plugins/storage.js";
import { claimUpload, mediaUrl } from "#server/modules/files/service.js";
import { locatePoint } from "#server/modules/geo/service.js";
import { recordAudit } from "#server/lib/audit.js";
import { containsText } from "#server/lib/contains-text.js";
import { placeRatingSql } from "#server/modules/reviews/service.js";

export const PLACE_NOT_FOUND_MESSAGE = "This place does not exist (any more).";

const adminPlaceColumns = {
  id: places.id,
  name: places.name,
  description: places.description,
  address: places.address,
  type: places.type,
  image_url: places.image_url,
  features: places.features,
  tags: places.tags,
  /** The parents' reviews, no longer typed in by an admin (decisions/017). */
  rating: placeRatingSql,
  latitude: places.latitude,
  longitude: places.longitude,
  stadtteil: places.stadtteil,
  bezirk: places.bezirk,
  is_checked_by_parents: places.is_checked_by_parents,
  created_at: places.created_at,
};

type AdminPlaceRow = Omit<TAdminPlace, "created_at"> & { created_at: Date };

const toAdminPlace = (row: AdminPlaceRow): TAdminPlace => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

export const CAFE_PLACE_MESSAGE =
  "This place is kept by a café profile: the café edits it there. To take it off the list, reject the profile under profile approvals.";

/**
 * The place row of an approved café is written by the database from the café profile (decisions/010):
 * an admin's edit would be overwritten by the café's next change, and a deleted row would come back.
 * @throws AppError CONFLICT for such a place
 */
function refuseCafePlace(source: string | null): void {
  if (source === "cafe-profile") throw new AppError("CONFLICT", CAFE_PLACE_MESSAGE);
}

type PlaceInput = z.output<typeof ZAdminPlaceRequest>;
type WriteOptions = { storage: Storage; adminId: string; input: PlaceInput };

/**
 * Places newest first; `q` matches name or address (case-insensitive), `type` one type, `position`
 * "missing" those without coordinates.
 * @returns the page and the total number of matches
 */
export async function findAdminPlaces(
  db: Db,
  query: z.output<typeof ZAdminPlaceListQuery>,
): Promise<TAdminPlaceList> {
  const conditions = [
    containsText([places.name, places.address], query.q),
    query.type ? eq(places.type, query.type) : undefined,
    query.position === "missing" ? or(isNull(places.latitude), isNull(places.longitude)) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(adminPlaceColumns)
      .from(places)
      .where(where)
      .orderBy(desc(places.created_at), places.id)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(places).where(where),
  ]);
  return { items: rows.map(toAdminPlace), total: totals[0]?.total ?? 0 };
}

/** The columns a write sets from the form (the image is handled by the caller). */
function placeValues(input: PlaceInput) {
  return {
    name: input.name,
    description: input.description,
    address: input.address,
    type: input.type,
    features: input.features,
    tags: input.tags,
    is_checked_by_parents: input.is_checked_by_parents,
    ...locatePoint(input.latitude, input.longitude),
  };
}

/** Claims the new upload (bucket place-images) inside the transaction and returns its public URL. */
async function claimedImageUrl(tx: Db, options: WriteOptions): Promise<string | null> {
  if (!options.input.image_upload_id) return null;
  const upload = await claimUpload(tx, {
    id: options.input.image_upload_id,
    ownerId: options.adminId,
    bucket: "place-images",
  });
  return mediaUrl(options.storage, upload);
}

/**
 * Creates a place (source "admin") and records it in the audit log, in one transaction.
 * @throws AppError BAD_REQUEST when the upload is missing, someone else's or already used
 */
export async function createAdminPlace(db: Db, options: WriteOptions): Promise<TAdminPlace> {
  return db.transaction(async (tx) => {
    const imageUrl = await claimedImageUrl(tx, options);
    const [row] = await tx
      .insert(places)
      .values({ ...placeValues(options.input), image_url: imageUrl, source: "admin" })
      .returning(adminPlaceColumns);
    if (!row) throw new Error("place was not created");
    const created = toAdminPlace(row);
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "place.create",
      targetType: "place",
      targetId: created.id,
      targetName: created.name,
      before: null,
      after: created,
    });
    return created;
  });
}

/**
 * Updates a place from the edit dialog; the image is replaced by a new upload, removed, or kept.
 * @throws AppError NOT_FOUND when the place does not exist; BAD_REQUEST for an unusable upload; CONFLICT
 *   for a café's place
 */
export async function updateAdminPlace(db: Db, options: WriteOptions & { id: string }): Promise<TAdminPlace> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ ...adminPlaceColumns, source: places.source })
      .from(places)
      .where(eq(places.id, options.id))
      .for("update");
    if (!locked) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND_MESSAGE);
    const { source, ...before } = locked;
    refuseCafePlace(source);
    const newImageUrl = await claimedImageUrl(tx, options);
    const imageUrl = newImageUrl ?? (options.input.is_image_removed ? null : before.image_url);
    const [row] = await tx
      .update(places)
      .set({ ...placeValues(options.input), image_url: imageUrl })
      .where(eq(places.id, options.id))
      .returning(adminPlaceColumns);
    if (!row) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND_MESSAGE);
    const updated = toAdminPlace(row);
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "place.update",
      targetType: "place",
      targetId: updated.id,
      targetName: updated.name,
      before: toAdminPlace(before),
      after: updated,
    });
    return updated;
  });
}

/**
 * Deletes a place (its courses keep existing without the link).
 * @throws AppError NOT_FOUND when it does not exist, e.g. was deleted already; CONFLICT for a café's place
 */
export async function deleteAdminPlace(db: Db, options: { adminId: string; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ source: places.source })
      .from(places)
      .where(eq(places.id, options.id))
      .for("update");
    if (!locked) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND_MESSAGE);
    refuseCafePlace(locked.source);
    const [row] = await tx.delete(places).where(eq(places.id, options.id)).returning(adminPlaceColumns);
    if (!row) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "place.delete",
      targetType: "place",
      targetId: row.id,
      targetName: row.name,
      before: toAdminPlace(row),
      after: null,
    });
  });
}
