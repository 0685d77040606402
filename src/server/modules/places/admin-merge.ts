/**
 * Merging two places (facts, reviews, photos and favourites move; the other id redirects; decisions/038
 * for the import's side): `POST /api/admin/places/:id/merge` `{ into }` moves
 * everything parents gave the place `:id` to the place `into` (modules/places/merge.ts, where the
 * conflicts are resolved so that no parent counts twice), fills the kept place's empty fields, deletes
 * the merged place and keeps its id as a redirect (modules/places/redirects.ts), all in one transaction
 * with its audit entry.
 *
 * Fields filled in on the kept place where it has none (empty text, null, empty list): description,
 * address, opening hours, website, phone, image, features, tags, ages, the OpenStreetMap id (so a later
 * import updates the kept place instead of bringing the merged one back), and the coordinates with their
 * Stadtteil and Bezirk (as one). A café's place (source 'cafe-profile') is written by the database from
 * the café profile (decisions/010): it can be kept, but its fields are not filled (the café's next change
 * would overwrite them), and it cannot be merged away (the café would recreate it).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ZAdminPlaceMergeRequest,
  ZAdminPlaceMergeResult,
  type TAdminPlaceMergeResult,
} from "#shared/schemas/admin-catalogue.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import type { Db } from "#server/db/client.js";
import { cafeProfiles, places } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { movePlaceInto } from "./merge.js";
import { currentAdmin } from "#server/lib/admin-scope.js";
import { recordAudit } from "#server/lib/audit.js";
import { PLACE_NOT_FOUND_MESSAGE } from "./admin-service.js";

export const MERGE_SAME_PLACE_MESSAGE = "A place cannot be merged into itself. Choose another place.";
export const MERGE_CAFE_PLACE_MESSAGE =
  "This place is kept by a café profile and cannot be merged away. Merge the other place into it instead.";

type PlaceRow = typeof places.$inferSelect;

/** Text and list fields taken from the merged place where the kept place has none. */
const FILLED_FIELDS = [
  "description",
  "address",
  "opening_hours",
  "website",
  "phone",
  "image_url",
  "features",
  "tags",
  "age_recommendations",
  "osm_id",
] as const satisfies readonly (keyof PlaceRow)[];

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/**
 * The kept place's missing fields from the merged place (see the module comment), and their names.
 */
function fillFrom(target: PlaceRow, merged: PlaceRow): { values: Partial<PlaceRow>; filled: string[] } {
  const values: Partial<PlaceRow> = {};
  const filled: string[] = [];
  if (target.source === "cafe-profile") return { values, filled };
  for (const field of FILLED_FIELDS) {
    if (isEmpty(target[field]) && !isEmpty(merged[field])) {
      Object.assign(values, { [field]: merged[field] });
      filled.push(field);
    }
  }
  if (
    (target.latitude === null || target.longitude === null) &&
    merged.latitude !== null &&
    merged.longitude !== null
  ) {
    Object.assign(values, {
      latitude: merged.latitude,
      longitude: merged.longitude,
      stadtteil: merged.stadtteil,
      bezirk: merged.bezirk,
    });
    filled.push("coordinates");
  }
  return { values, filled };
}

/**
 * Merges the place `id` into the place `into` (see the module comment for what moves and how conflicts
 * are resolved) and records `place.merge` in the audit log, in one transaction.
 * @returns the kept place's id, the merged id, counts of moved and dropped records, the filled fields
 * @throws AppError BAD_REQUEST when both ids are the same; NOT_FOUND when either place does not exist;
 *   CONFLICT when `id` is a café profile's place
 */
export async function mergePlaces(
  db: Db,
  options: { adminId: string; id: string; into: string; now?: Date },
): Promise<TAdminPlaceMergeResult> {
  const { id: from, into } = options;
  if (from === into) throw new AppError("BAD_REQUEST", MERGE_SAME_PLACE_MESSAGE);
  return db.transaction(async (tx) => {
    // Locking both rows also holds back parents' new reviews, photos and answers (their foreign keys
    // wait for the lock) until the merge is done, so nothing lands on the merged place meanwhile.
    const locked = await tx
      .select()
      .from(places)
      .where(inArray(places.id, [from, into]))
      .orderBy(asc(places.id))
      .for("update");
    const merged = locked.find((row) => row.id === from);
    const target = locked.find((row) => row.id === into);
    if (!merged || !target) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND_MESSAGE);
    const [cafe] = await tx
      .select({ id: cafeProfiles.id })
      .from(cafeProfiles)
      .where(eq(cafeProfiles.place_id, from))
      .limit(1);
    if (merged.source === "cafe-profile" || cafe) throw new AppError("CONFLICT", MERGE_CAFE_PLACE_MESSAGE);

    const { moved, dropped } = await movePlaceInto(tx, { from, into, now: options.now });
    const { values, filled } = fillFrom(target, merged);
    if (filled.length > 0) await tx.update(places).set(values).where(eq(places.id, into));
    const summary = (row: PlaceRow) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      address: row.address,
    });
    await recordAudit(tx, {
      adminId: options.adminId,
      action: "place.merge",
      targetType: "place",
      targetId: into,
      targetName: target.name,
      before: { ...summary(merged), into: summary(target) },
      after: { ...summary(target), merged: summary(merged), moved, dropped, filled },
    });
    return { id: into, merged_id: from, moved, dropped, filled };
  });
}

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/** `POST /api/admin/places/:id/merge` `{ into }` (inside the admin scope, ./routes.ts). */
export const placeMergeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/places/:id/merge",
    {
      config: { topics: ["places"] },
      schema: {
        tags: ["admin"],
        params: ZIdParam,
        body: ZAdminPlaceMergeRequest,
        response: { 200: ZAdminPlaceMergeResult, ...errors },
      },
    },
    async (request) =>
      mergePlaces(app.db, {
        adminId: currentAdmin(request).id,
        id: request.params.id,
        into: request.body.into,
      }),
  );
};
