/**
 * Moving one place into another (duplicates): everything parents gave the place `from` goes
 * to the place `into`, `from` is deleted and its id kept as a redirect. The admin's merge
 * (./admin-merge.ts) and the open-data import (./import-sync.ts: the same place mapped twice
 * in OpenStreetMap) both use it.
 *
 * Conflicts are resolved so that no parent counts twice:
 *  - reviews (one per parent and place) and a parent's fact answers and "Weiß nicht" dismissals (one per
 *    parent, place and fact): the newer of the two is kept (a tie keeps the kept place's);
 *  - OpenStreetMap's answer to a fact (one per place and fact): the kept place's, else the merged one's;
 *  - a current condition report of a kind the kept place also has: folded into the kept place's report
 *    (confirmations joined, the later confirmation date, its note and photo unless it has none);
 *  - photos move with their likes (likes belong to the photo); courses follow the place;
 *  - claims (decisions/020): the merged place's owner becomes the kept place's owner unless that has one
 *    (then the kept place's owner stays); a provider's open claim moves unless it has one open on the kept
 *    place too; decided claims move as their history;
 *  - favourites: the merged id is replaced in every `saved_places` list, or dropped where the kept place
 *    is saved already, keeping the list's order.
 * The triggers keep rating, review count, card photo and family score of both places as rows move.
 * Page views are added up.
 */
import { and, asc, eq, exists, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { subDays } from "date-fns";
import { CONDITION_REPORT_DAYS } from "#shared/condition-reports.js";
import type { TAdminPlaceMergeCounts } from "#shared/schemas/admin-catalogue.js";
import type { Db } from "#server/db/client.js";
import {
  courses,
  placeClaims,
  placeConditionReports,
  placeFactAnswers,
  placeFactDismissals,
  placePhotos,
  placeRedirects,
  placeReviews,
  places,
  profiles,
} from "#server/db/schema.js";

/** Reviews: the newer of one parent's two reviews stays; the rest moves. */
async function moveReviews(tx: Db, from: string, into: string) {
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
async function moveFactAnswers(tx: Db, from: string, into: string) {
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
async function moveFactDismissals(tx: Db, from: string, into: string) {
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
async function moveConditionReports(tx: Db, from: string, into: string, now: Date) {
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

/** Claims: one owner per place (the kept place's first) and one open claim per provider and place. */
async function moveClaims(tx: Db, from: string, into: string) {
  const other = alias(placeClaims, "other_claim");
  const conflicting = await tx
    .delete(placeClaims)
    .where(
      and(
        eq(placeClaims.place_id, from),
        or(
          and(
            eq(placeClaims.status, "approved"),
            exists(
              tx
                .select({ one: sql`1` })
                .from(other)
                .where(and(eq(other.place_id, into), eq(other.status, "approved"))),
            ),
          ),
          and(
            eq(placeClaims.status, "pending"),
            exists(
              tx
                .select({ one: sql`1` })
                .from(other)
                .where(
                  and(
                    eq(other.place_id, into),
                    eq(other.status, "pending"),
                    eq(other.provider_id, placeClaims.provider_id),
                  ),
                ),
            ),
          ),
        ),
      ),
    )
    .returning({ id: placeClaims.id });
  const moved = await tx
    .update(placeClaims)
    .set({ place_id: into })
    .where(eq(placeClaims.place_id, from))
    .returning({ id: placeClaims.id });
  return { moved: moved.length, dropped: conflicting.length };
}

/**
 * Moves everything parents gave the place `from` to the place `into` (see the module comment), deletes
 * `from` and keeps its id as a redirect to `into`, re-pointing older redirects to it. Run it in the
 * caller's transaction, with both rows locked when parents may be writing meanwhile.
 * @returns how many records moved, and how many were dropped as the older of two (per kind)
 */
export async function movePlaceInto(
  tx: Db,
  options: { from: string; into: string; now?: Date },
): Promise<{ moved: TAdminPlaceMergeCounts; dropped: TAdminPlaceMergeCounts }> {
  const { from, into } = options;
  const reviews = await moveReviews(tx, from, into);
  const factAnswers = await moveFactAnswers(tx, from, into);
  const factDismissals = await moveFactDismissals(tx, from, into);
  const conditionReports = await moveConditionReports(tx, from, into, options.now ?? new Date());
  const claims = await moveClaims(tx, from, into);
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
  const merged = alias(places, "merged_place");
  await tx
    .update(places)
    .set({
      view_count: sql`${places.view_count} + coalesce((${tx
        .select({ views: merged.view_count })
        .from(merged)
        .where(eq(merged.id, from))}), 0)`,
    })
    .where(eq(places.id, into));
  await tx.delete(places).where(eq(places.id, from));
  await tx.insert(placeRedirects).values({ from_id: from, to_id: into });
  return {
    moved: {
      reviews: reviews.moved,
      fact_answers: factAnswers.moved,
      fact_dismissals: factDismissals.moved,
      photos: photos.length,
      condition_reports: conditionReports.moved,
      courses: movedCourses.length,
      favourites: favourites.length,
      claims: claims.moved,
      redirects: redirects.length,
    },
    dropped: {
      reviews: reviews.dropped,
      fact_answers: factAnswers.dropped,
      fact_dismissals: factDismissals.dropped,
      photos: 0,
      condition_reports: conditionReports.dropped,
      courses: 0,
      favourites: 0,
      claims: claims.dropped,
      redirects: 0,
    },
  };
}
