/**
 * Café reviews (spec 02 §2.15 'Bewertungen', §3 "Café review"; issue 7 §4 'Bewertung schreiben'): a
 * signed-in visitor rates a café 1–5 with an optional comment. One review per user and café (unique
 * index); writing again edits it. The owner cannot review their own café.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { cafeReviews } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { canEditCafe, type Viewer } from "../../lib/policy.js";
import { getCafeRow } from "./service.js";

/**
 * Writes or edits the viewer's review of a café.
 * @returns whether a new review was created (false: an existing one was edited)
 * @throws AppError NOT_FOUND (café), FORBIDDEN for the café's owner
 */
export async function saveCafeReview(
  db: Db,
  viewer: Viewer,
  cafeId: string,
  input: { rating: number; comment: string | null },
): Promise<boolean> {
  const cafe = await getCafeRow(db, cafeId);
  if (canEditCafe(viewer, cafe)) {
    throw new AppError("FORBIDDEN", "Du kannst dein eigenes Café nicht bewerten.");
  }
  const [row] = await db
    .insert(cafeReviews)
    .values({ cafe_id: cafeId, user_id: viewer.id, rating: input.rating, comment: input.comment })
    .onConflictDoUpdate({
      target: [cafeReviews.cafe_id, cafeReviews.user_id],
      set: { rating: input.rating, comment: input.comment, updated_at: sql`now()` },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return row?.created ?? false;
}
