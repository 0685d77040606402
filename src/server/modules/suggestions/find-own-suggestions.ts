import { count, desc, eq } from "drizzle-orm";
import type { TPageQuery } from "#shared/schemas/common.js";
import type { TCourseSuggestionList, TPlaceSuggestionList } from "#shared/schemas/suggestions.js";
import type { Db } from "#server/db/client.js";
import { courseSuggestions, placeSuggestions } from "#server/db/schema.js";
import { toCourseSuggestion, toPlaceSuggestion } from "./to-suggestion.js";

/** The signed-in user's own place suggestions, newest first, with their review status. */
export async function findOwnPlaceSuggestions(
  db: Db,
  options: { userId: string; page: TPageQuery },
): Promise<TPlaceSuggestionList> {
  const mine = eq(placeSuggestions.submitted_by, options.userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(placeSuggestions)
      .where(mine)
      .orderBy(desc(placeSuggestions.created_at), placeSuggestions.id)
      .limit(options.page.limit)
      .offset(options.page.offset),
    db.select({ total: count() }).from(placeSuggestions).where(mine),
  ]);
  return { items: rows.map(toPlaceSuggestion), total: totals[0]?.total ?? 0 };
}

/** The signed-in user's own course suggestions, newest first, with their review status. */
export async function findOwnCourseSuggestions(
  db: Db,
  options: { userId: string; page: TPageQuery },
): Promise<TCourseSuggestionList> {
  const mine = eq(courseSuggestions.submitted_by, options.userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(courseSuggestions)
      .where(mine)
      .orderBy(desc(courseSuggestions.created_at), courseSuggestions.id)
      .limit(options.page.limit)
      .offset(options.page.offset),
    db.select({ total: count() }).from(courseSuggestions).where(mine),
  ]);
  return { items: rows.map(toCourseSuggestion), total: totals[0]?.total ?? 0 };
}
