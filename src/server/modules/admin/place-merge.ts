/**
 * Merging two places (issue 20 §7 "Duplicates: … an admin can merge two places (facts, reviews, photos,
 * favourites move; the other id redirects)"): `POST /api/admin/places/:id/merge` `{ into }` moves
 * everything parents gave the place `:id` to the place `into`, fills the kept place's empty fields,
 * deletes the merged place and keeps its id as a redirect (modules/places/redirects.ts), all in one
 * transaction with its audit entry.
 *
 * Conflicts are resolved so that no parent counts twice:
 *  - reviews (one per parent and place) and a parent's fact answers and "Weiß nicht" dismissals (one per
 *    parent, place and fact): the newer of the two is kept (a tie keeps the kept place's);
 *  - OpenStreetMap's answer to a fact (one per place and fact): the kept place's, else the merged one's;
 *  - a current condition report of a kind the kept place also has: folded into the kept place's report
 *    (confirmations joined, the later confirmation date, its note and photo unless it has none);
 *  - photos move with their likes (likes belong to the photo); courses follow the place;
 *  - favourites: the merged id is replaced in every `saved_places` list, or dropped where the kept place
 *    is saved already, keeping the list's order.
 * The triggers keep rating, review count, card photo and family score of both places as rows move.
 *
 * Fields filled in on the kept place where it has none (empty text, null, empty list): description,
 * address, opening hours, website, phone, image, features, tags, ages, the OpenStreetMap id (so a later
 * import updates the kept place instead of bringing the merged one back), and the coordinates with their
 * Stadtteil and Bezirk (as one). Page views are added up. A café's place (source 'cafe-profile') is written
 * by the database from the café profile (decisions/010): it can be kept, but its fields are not filled
 * (the café's next change would overwrite them), and it cannot be merged away (the café would recreate it).
 */
import { and, asc, eq, exists, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { subDays } from "date-fns";
import { CONDITION_REPORT_DAYS } from "#shared/condition-reports.js";
import {
  ZAdminPlaceMergeRequest,
  ZAdminPlaceMergeResult,
  type TAdminPlaceMergeCounts,
  type TAdminPlaceMergeResult,
} from "#shared/schemas/admin-catalogue.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import type { Db } from "#server/db/client.js";
import {
  cafeProfiles,
  courses,
  placeConditionReports,
  placeFactAnswers,
  placeFactDismissals,
  placePhotos,
  placeRedirects,
  placeReviews,
  places,
  profiles,
} from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { currentAdmin } from "./admin-guard.js";
import { recordAudit } from "./audit.js";
import { PLACE_NOT_FOUND_MESSAGE } from "./catalogue/places.js";

export const MERGE_SAME_PLACE_MESSAGE = "A place cannot be merged into itself. Choose another place.";
export const MERGE_CAFE_PLACE_MESSAGE =
  "This place is kept by a café profile and cannot be merged away. Merge the other place into it instead.";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
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

/** Reviews: the newer of one parent's two reviews stays; the rest moves. */
async function moveReviews(tx: Tx, from: string, into: string) {
  const other = alias(placeReviews, "other_review");
  const sameAuthor = (place: string) =>
    and(eq(other.place_id, place), eq(other.user_id, placeReviews.user_id));
  const olderKept = await tx
    .delete(placeReviews)
    .where(
      and(
        eq(placeReviews.place_id, into),
        exists(
          tx
            .select({ one: sql`1` })
            .from(other)
            .where(and(sameAuthor(from), gt(other.updated_at, placeReviews.updated_at))),
        ),
      ),
    )
    .returning({ id: placeReviews.id });
  const olderMerged = await tx
    .delete(placeReviews)
    .where(
      and(
        eq(placeReviews.place_id, from),
        exists(
          tx
            .select({ one: sql`1` })
            .from(other)
            .where(sameAuthor(into)),
        ),
      ),
    )
    .returning({ id: placeReviews.id });
  const moved = await tx
    .update(placeReviews)
    // A move is no edit: the review keeps its date.
    .set({ place_id: into, updated_at: sql`${placeReviews.updated_at}` })
    .where(eq(placeReviews.place_id, from))
    .returning({ id: placeReviews.id });
  return { moved: moved.length, dropped: olderKept.length + olderMerged.length };
}

/** Fact answers: a parent's newer answer stays, OpenStreetMap's answer of the kept place stays. */
async function moveFactAnswers(tx: Tx, from: string, into: string) {
  const other = alias(placeFactAnswers, "other_answer");
  const olderKept = await tx
    .delete(placeFactAnswers)
    .where(
      and(
        eq(placeFactAnswers.place_id, into),
        isNotNull(placeFactAnswers.user_id),
        exists(
          tx
            .select({ one: sql`1` })
            .from(other)
            .where(
              and(
                eq(other.place_id, from),
                eq(other.key, placeFactAnswers.key),
                eq(other.user_id, placeFactAnswers.user_id),
                gt(other.answered_at, placeFactAnswers.answered_at),
              ),
            ),
        ),
      ),
    )
    .returning({ id: placeFactAnswers.id });
  const conflicting = await tx
    .delete(placeFactAnswers)
    .where(
      and(
        eq(placeFactAnswers.place_id, from),
        exists(
          tx
            .select({ one: sql`1` })
            .from(other)
            .where(
              and(
                eq(other.place_id, into),
                eq(other.key, placeFactAnswers.key),
                or(
                  eq(other.user_id, placeFactAnswers.user_id),
                  and(eq(other.source, "openstreetmap"), eq(placeFactAnswers.source, "openstreetmap")),
                ),
              ),
            ),
        ),
      ),
    )
    .returning({ id: placeFactAnswers.id });
  const moved = await tx
    .update(placeFactAnswers)
    .set({ place_id: into })
    .where(eq(placeFactAnswers.place_id, from))
    .returning({ id: placeFactAnswers.id });
  return { moved: moved.length, dropped: olderKept.length + conflicting.length };
}

/** "Weiß nicht" dismissals: one per parent, place and fact, the later one stays. */
async function moveFactDismissals(tx: Tx, from: string, into: string) {
  const other = alias(placeFactDismissals, "other_dismissal");
  const same = (place: string) =>
    and(
      eq(other.place_id, place),
      eq(other.user_id, placeFactDismissals.user_id),
      eq(other.key, placeFactDismissals.key),
    );
  const olderKept = await tx
    .delete(placeFactDismissals)
    .where(
      and(
        eq(placeFactDismissals.place_id, into),
        exists(
          tx
            .select({ one: sql`1` })
            .from(other)
            .where(and(same(from), gt(other.dismissed_at, placeFactDismissals.dismissed_at))),
        ),
      ),
    )
    .returning({ key: placeFactDismissals.key });
  const conflicting = await tx
    .delete(placeFactDismissals)
    .where(
      and(
        eq(placeFactDismissals.place_id, from),
        exists(
          tx
            .select({ one: sql`1` })
            .from(other)
            .where(same(into)),
        ),
      ),
    )
    .returning({ key: placeFactDismissals.key });
  const moved = await tx
    .update(placeFactDismissals)
    .set({ place_id: into })
    .where(eq(placeFactDismissals.place_id, from))
    .returning({ key: placeFactDismissals.key });
  return { moved: moved.length, dropped: olderKept.length + conflicting.length };
}

/** Condition reports: a current one of a kind the kept place also reports is folded into that one. */
async function moveConditionReports(tx: Tx, from: string, into: string, now: Date) {
  const since = subDays(now, CONDITION_REPORT_DAYS);
  const current = await tx
    .select()
    .from(placeConditionReports)
    .where(
      and(
        inArray(placeConditionReports.place_id, [from, into]),
        gt(placeConditionReports.confirmed_at, since),
      ),
    )
    .orderBy(asc(placeConditionReports.created_at));
  let dropped = 0;
  for (const report of current.filter((row) => row.place_id === from)) {
    const kept = current.find((row) => row.place_id === into && row.kind === report.kind);
    if (!kept) continue;
    const [folded] = await tx
      .update(placeConditionReports)
      .set({
        confirmed_by: [...new Set([...kept.confirmed_by, ...report.confirmed_by])],
        confirmed_at: kept.confirmed_at > report.confirmed_at ? kept.confirmed_at : report.confirmed_at,
        note: kept.note ?? report.note,
        photo_upload_id: kept.photo_upload_id ?? report.photo_upload_id,
        photo_url: kept.photo_url ?? report.photo_url,
      })
      .where(eq(placeConditionReports.id, kept.id))
      .returning();
    if (folded) Object.assign(kept, folded);
    await tx.delete(placeConditionReports).where(eq(placeConditionReports.id, report.id));
    dropped += 1;
  }
  const moved = await tx
    .update(placeConditionReports)
    .set({ place_id: into })
    .where(eq(placeConditionReports.place_id, from))
    .returning({ id: placeConditionReports.id });
  return { moved: moved.length, dropped };
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

    const reviews = await moveReviews(tx, from, into);
    const factAnswers = await moveFactAnswers(tx, from, into);
    const factDismissals = await moveFactDismissals(tx, from, into);
    const conditionReports = await moveConditionReports(tx, from, into, options.now ?? new Date());
    const photos = await tx
      .update(placePhotos)
      .set({ place_id: into })
      .where(eq(placePhotos.place_id, from))
      .returning({ id: placePhotos.id });
    const movedCourses = await tx
      .update(courses)
      .set({ place_id: into, updated_at: sql`${courses.updated_at}` })
      .where(eq(courses.place_id, from))
      .returning({ id: courses.id });
    const savedPlaces = profiles.saved_places;
    const favourites = await tx
      .update(profiles)
      .set({
        saved_places: sql`CASE WHEN ${into}::uuid = ANY(${savedPlaces}) THEN array_remove(${savedPlaces}, ${from}::uuid)
          ELSE array_replace(${savedPlaces}, ${from}::uuid, ${into}::uuid) END`,
        updated_at: sql`${profiles.updated_at}`,
      })
      .where(sql`${from}::uuid = ANY(${savedPlaces})`)
      .returning({ id: profiles.id });
    const redirects = await tx
      .update(placeRedirects)
      .set({ to_id: into })
      .where(eq(placeRedirects.to_id, from))
      .returning({ from_id: placeRedirects.from_id });

    await tx.delete(places).where(eq(places.id, from));
    const { values, filled } = fillFrom(target, merged);
    await tx
      .update(places)
      .set({
        ...values,
        view_count: sql`${places.view_count} + ${merged.view_count}`,
      })
      .where(eq(places.id, into));
    await tx.insert(placeRedirects).values({ from_id: from, to_id: into });

    const moved: TAdminPlaceMergeCounts = {
      reviews: reviews.moved,
      fact_answers: factAnswers.moved,
      fact_dismissals: factDismissals.moved,
      photos: photos.length,
      condition_reports: conditionReports.moved,
      courses: movedCourses.length,
      favourites: favourites.length,
      redirects: redirects.length,
    };
    const dropped: TAdminPlaceMergeCounts = {
      reviews: reviews.dropped,
      fact_answers: factAnswers.dropped,
      fact_dismissals: factDismissals.dropped,
      photos: 0,
      condition_reports: conditionReports.dropped,
      courses: 0,
      favourites: 0,
      redirects: 0,
    };
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
