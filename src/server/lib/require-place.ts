import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.js";
import { places } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";

/** The spec's text for a place that does not exist (spec 01 §8). */
export const PLACE_NOT_FOUND = "Place not found";

/**
 * Checks that a place exists before something is written about it (facts, condition reports, reviews,
 * photos). A module of its own so those services need not import the place queries.
 * @throws AppError NOT_FOUND 'Place not found' (spec 01 §8)
 */
export async function requirePlace(db: Db, placeId: string): Promise<void> {
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId)).limit(1);
  if (!place) throw new AppError("NOT_FOUND", PLACE_NOT_FOUND);
}
