/**
 * Place queries (spec 01 §7 "Read places"): a paged, filtered list of card fields and one place by id.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { TPlace, TPlaceCard, TPlaceList, TPlaceListQuery } from "../../../shared/schemas/places.js";
import type { Db } from "../../db/client.js";
import { places } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";

/** Columns a place card needs (keeps list payloads small). */
export const placeCardColumns = {
  id: places.id,
  name: places.name,
  type: places.type,
  rating: places.rating,
  address: places.address,
  image_url: places.image_url,
  features: places.features,
  tags: places.tags,
  stadtteil: places.stadtteil,
  is_checked_by_parents: places.is_checked_by_parents,
};

type PlaceCardRow = Omit<TPlaceCard, "type"> & { type: string };

/** Narrows the stored type text to the shared enum (the column is text so new types need no migration). */
export const toPlaceCard = (row: PlaceCardRow): TPlaceCard => ({
  ...row,
  type: row.type as TPlaceCard["type"],
});

/**
 * Lists places newest first (spec 01 §7), optionally of one type.
 * @returns the page and the total number of matching places
 */
export async function findPlaces(db: Db, query: TPlaceListQuery): Promise<TPlaceList> {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(places.type, query.type));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(placeCardColumns)
      .from(places)
      .where(where)
      .orderBy(desc(places.created_at), places.id)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(places).where(where),
  ]);
  return { items: rows.map(toPlaceCard), total: totals[0]?.total ?? 0 };
}

/**
 * One place by id.
 * @throws AppError NOT_FOUND with the spec's text 'Place not found' (spec 01 §8)
 */
export async function getPlace(db: Db, id: string): Promise<TPlace> {
  const [row] = await db.select().from(places).where(eq(places.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Place not found");
  const { updated_at: _updatedAt, ...rest } = row;
  return { ...rest, type: row.type as TPlace["type"], created_at: row.created_at.toISOString() };
}
