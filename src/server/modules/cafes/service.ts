/**
 * Café profiles (spec 02 §2.15, §2.16, §4 "Providers and cafés", §7 "Café area"): one profile
 * per user (unique user_id), created or updated by its owner, shown to every visitor. Approved cafés
 * appear among the places through a database trigger (decisions/010-cafes-in-places.md).
 */
import { asc, eq, sql } from "drizzle-orm";
import { CAFE_FEATURES, LIMITS } from "#shared/constants.js";
import type { ZCafeInput } from "#shared/schemas/cafes.js";
import type { TCafe } from "#shared/schemas/cafes.js";
import type { Db } from "#server/db/client.js";
import { cafePhotos, cafeProfiles, places } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { openingHoursError, openingHoursWeek } from "#server/lib/opening-hours.js";
import { canEditCafe, type Viewer } from "#server/lib/policy.js";
import { loadStadtteile, locateStadtteil } from "#server/modules/geo/service.js";
import { findReviews } from "../reviews/service.js";

export type CafeRow = typeof cafeProfiles.$inferSelect;
type CafeValues = ReturnType<typeof ZCafeInput.parse>;

/** The spec's text for a missing profile (spec 02 §8). */
const CAFE_NOT_FOUND = "Café nicht gefunden";

/** Number of the 6 family features that are on ('n/6 Features', spec 02 §2.15). */
export const countCafeFeatures = (cafe: Pick<CafeRow, (typeof CAFE_FEATURES)[number]["key"]>): number =>
  CAFE_FEATURES.filter(({ key }) => cafe[key]).length;

/**
 * The café with this id.
 * @throws AppError NOT_FOUND 'Café nicht gefunden'
 */
export async function getCafeRow(db: Db, id: string): Promise<CafeRow> {
  const [row] = await db.select().from(cafeProfiles).where(eq(cafeProfiles.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", CAFE_NOT_FOUND);
  return row;
}

/**
 * The café with this id, for a change by `viewer` (policy.canEditCafe).
 * @throws AppError NOT_FOUND when it does not exist, FORBIDDEN when it is someone else's
 */
export async function getOwnCafeRow(db: Db, viewer: Viewer, id: string): Promise<CafeRow> {
  const row = await getCafeRow(db, id);
  if (!canEditCafe(viewer, row)) {
    throw new AppError("FORBIDDEN", "Nur die Inhaberin oder der Inhaber kann dieses Café-Profil ändern.");
  }
  return row;
}

/** @returns the id of the user's café, or null when they have none */
export async function findOwnCafeId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: cafeProfiles.id })
    .from(cafeProfiles)
    .where(eq(cafeProfiles.user_id, userId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * A café as its page shows it: profile, photos in order, the newest reviews with the average, and
 * whether the visitor owns it or has reviewed it.
 * @throws AppError NOT_FOUND 'Café nicht gefunden'
 */
export async function getCafe(db: Db, id: string, viewerId: string | null): Promise<TCafe> {
  const row = await getCafeRow(db, id);
  const [photos, reviews, rating] = await Promise.all([
    db
      .select()
      .from(cafePhotos)
      .where(eq(cafePhotos.cafe_id, id))
      .orderBy(asc(cafePhotos.display_order), asc(cafePhotos.created_at)),
    row.place_id
      ? findReviews(db, row.place_id, { viewerId, limit: LIMITS.cafeReviewsShown, offset: 0 })
      : null,
    row.place_id ? db.select({ average: places.rating }).from(places).where(eq(places.id, row.place_id)) : [],
  ]);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    stadtteil: row.stadtteil,
    bezirk: row.bezirk,
    phone_number: row.phone_number,
    website_url: row.website_url,
    baby_changing_table: row.baby_changing_table,
    kids_play_corner: row.kids_play_corner,
    kid_friendly_menu: row.kid_friendly_menu,
    wheelchair_accessible: row.wheelchair_accessible,
    stroller_parking: row.stroller_parking,
    family_friendly: row.family_friendly,
    feature_count: countCafeFeatures(row),
    special_notes: row.special_notes,
    menu_pdf_url: row.menu_pdf_url,
    menu_image_url: row.menu_image_url,
    logo_url: row.logo_url,
    opening_hours: row.opening_hours,
    opening_hours_week: openingHoursWeek(row.opening_hours),
    approval_status: row.approval_status,
    place_id: row.place_id,
    photos: photos.map((photo) => ({
      id: photo.id,
      image_url: photo.image_url,
      caption: photo.caption,
      is_cover_photo: photo.is_cover_photo,
      display_order: photo.display_order,
    })),
    reviews: reviews?.items ?? [],
    review_count: reviews?.total ?? 0,
    review_average: rating[0]?.average ?? null,
    my_review: reviews?.mine ?? null,
    is_owner: viewerId !== null && row.user_id === viewerId,
    updated_at: row.updated_at.toISOString(),
  };
}

/** @throws AppError BAD_REQUEST with the library's explanation for unreadable opening hours */
function checkOpeningHours(values: CafeValues): void {
  if (!values.opening_hours) return;
  const problem = openingHoursError(values.opening_hours);
  if (problem) {
    throw new AppError(
      "BAD_REQUEST",
      `Die Öffnungszeiten konnten nicht gelesen werden: ${problem}`,
      "OPENING_HOURS_UNREADABLE",
    );
  }
}

/** The saved columns: the form's values plus the Stadtteil and Bezirk of the picked coordinates. */
function profileValues(values: CafeValues) {
  const latitude = values.latitude ?? null;
  const longitude = values.longitude ?? null;
  const area =
    latitude !== null && longitude !== null ? locateStadtteil(loadStadtteile(), latitude, longitude) : null;
  return { ...values, latitude, longitude, stadtteil: area?.name ?? null, bezirk: area?.bezirk ?? null };
}

/**
 * Creates the user's café, or updates it when they already have one (spec 02 §4: at most one per user).
 * @returns the café's id and whether it was created
 * @throws AppError BAD_REQUEST for unreadable opening hours
 */
export async function saveOwnCafe(
  db: Db,
  userId: string,
  values: CafeValues,
): Promise<{ id: string; created: boolean }> {
  checkOpeningHours(values);
  const [row] = await db
    .insert(cafeProfiles)
    .values({ ...profileValues(values), user_id: userId })
    .onConflictDoUpdate({
      target: cafeProfiles.user_id,
      set: { ...profileValues(values), updated_at: sql`now()` },
    })
    .returning({ id: cafeProfiles.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("café profile was not saved");
  return { id: row.id, created: row.created };
}

/**
 * Updates the caller's own café (checked by the route scope, cafes/owner-scope.ts).
 * @throws AppError BAD_REQUEST (opening hours)
 */
export async function updateCafe(db: Db, cafe: CafeRow, values: CafeValues): Promise<void> {
  checkOpeningHours(values);
  await db.update(cafeProfiles).set(profileValues(values)).where(eq(cafeProfiles.id, cafe.id));
}
