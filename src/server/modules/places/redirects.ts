/**
 * Ids of places an admin merged into another (the other id redirects): the
 * merge (./admin-merge.ts) deletes the merged place and keeps `from_id → to_id` in
 * place_redirects, re-pointing older redirects, so one lookup always lands on a place that exists.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.js";
import { placeRedirects } from "#server/db/schema.js";

/**
 * The place a merged place's id now leads to.
 * @returns the kept place's id, or null when `id` was never merged away
 */
export async function findPlaceRedirect(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ to_id: placeRedirects.to_id })
    .from(placeRedirects)
    .where(eq(placeRedirects.from_id, id))
    .limit(1);
  return row?.to_id ?? null;
}
