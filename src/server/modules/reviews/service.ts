/**
 * Reviews of any place (decision 017): 1–5 stars and an optional text, one per user and place (writing
 * again edits it), deletable by the author, reported into the admin queue (reports module). A café's
 * reviews are its place's (decisions/010, migration 0015), so the café page reads them here too. The
 * place's average and count are kept by the trigger on place_reviews (places.rating, review_count).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { TRating, TReview, TReviewList } from "#shared/schemas/reviews.js";
import type { Db } from "#server/db/client.js";
import { cafeProfiles, placeReviews, places, profiles, user } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import type { Viewer } from "#server/lib/policy.js";
import { requirePlace } from "#server/lib/require-place.js";
import { authorNameSql } from "../posts/service.js";

/** The text for a review that does not exist (admin queue, deleting one's own review twice). */
export const REVIEW_NOT_FOUND = "Review not found.";

/**
 * A place's rating as the API shows it: `{ average, count }`, null without reviews. One expression
 * for lists, cards and the detail, read from the columns the trigger keeps.
 */
export const placeRatingSql = sql<TRating | null>`CASE WHEN ${places.review_count} > 0 THEN json_build_object('average', ${places.rating}, 'count', ${places.review_count}) END`;

const reviewColumns = {
  id: placeReviews.id,
  rating: placeReviews.rating,
  text: placeReviews.text,
  author_name: sql<string | null>`CASE WHEN ${user.id} IS NOT NULL THEN ${authorNameSql(user.email)} END`,
  created_at: placeReviews.created_at,
  updated_at: placeReviews.updated_at,
};

const selectReviews = (db: Db) =>
  db
    .select(reviewColumns)
    .from(placeReviews)
    .leftJoin(user, eq(user.id, placeReviews.user_id))
    .leftJoin(profiles, eq(profiles.user_id, placeReviews.user_id));

const toReview = (row: Awaited<ReturnType<typeof selectReviews>>[number]): TReview => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * A place's reviews, newest first, with their total and the viewer's own review (null signed out or
 * without one). Unknown places have none (the place page answers their 404).
 */
export async function findReviews(
  db: Db,
  placeId: string,
  options: { viewerId: string | null; limit: number; offset: number },
): Promise<TReviewList> {
  const [items, [totals], mine] = await Promise.all([
    selectReviews(db)
      .where(eq(placeReviews.place_id, placeId))
      .orderBy(desc(placeReviews.created_at), desc(placeReviews.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(placeReviews).where(eq(placeReviews.place_id, placeId)),
    options.viewerId
      ? selectReviews(db)
          .where(and(eq(placeReviews.place_id, placeId), eq(placeReviews.user_id, options.viewerId)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return { items: items.map(toReview), total: totals?.total ?? 0, mine: mine[0] ? toReview(mine[0]) : null };
}

/**
 * Writes or edits the viewer's review of a place.
 * @returns the review and whether it was created (false: an existing one was edited)
 * @throws AppError NOT_FOUND 'Place not found'; FORBIDDEN for the owner of the place's café
 */
export async function saveReview(
  db: Db,
  viewer: Viewer,
  placeId: string,
  input: { rating: number; text: string | null },
): Promise<{ review: TReview; created: boolean }> {
  await requirePlace(db, placeId);
  const [ownCafe] = await db
    .select({ id: cafeProfiles.id })
    .from(cafeProfiles)
    .where(and(eq(cafeProfiles.place_id, placeId), eq(cafeProfiles.user_id, viewer.id)))
    .limit(1);
  if (ownCafe) throw new AppError("FORBIDDEN", "Du kannst dein eigenes Café nicht bewerten.");
  const [row] = await db
    .insert(placeReviews)
    .values({ place_id: placeId, user_id: viewer.id, rating: input.rating, text: input.text })
    .onConflictDoUpdate({
      target: [placeReviews.place_id, placeReviews.user_id],
      set: { rating: input.rating, text: input.text, updated_at: sql`now()` },
    })
    .returning({ id: placeReviews.id, created: sql<boolean>`(xmax = 0)` });
  const [review] = await selectReviews(db).where(eq(placeReviews.id, row!.id));
  return { review: toReview(review!), created: row!.created };
}

/**
 * Deletes the viewer's own review of a place.
 * @throws AppError NOT_FOUND 'Review not found.' when they have none
 */
export async function deleteOwnReview(db: Db, viewer: Viewer, placeId: string): Promise<void> {
  const deleted = await db
    .delete(placeReviews)
    .where(and(eq(placeReviews.place_id, placeId), eq(placeReviews.user_id, viewer.id)))
    .returning({ id: placeReviews.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", REVIEW_NOT_FOUND);
}
