/**
 * Favourites (spec 01 §3 "profile": saved_places, saved_courses; §4 "Favourite toggle"; §7 "Update
 * profiles … saved_places (new full list)"). The lists live on the profile; each change is one atomic
 * UPDATE (add if absent, remove if present), so two quick taps on two devices cannot lose an id.
 */
import { eq, sql } from "drizzle-orm";
import type { FavoriteKind, TFavoriteIds, TFavorites } from "#shared/schemas/favorites.js";
import type { Db } from "#server/db/client.js";
import { courses, places, profiles } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { findCourseCardsByIds } from "../courses/service.js";
import { findCardsByIds } from "../places/service.js";
import { createProfile } from "#server/lib/create-profile.js";

/** Most items one list holds; keeps the favourites page and its request bounded. */
export const MAX_FAVORITES = 500;

type Account = { id: string; name: string | null | undefined; email: string };

const column = { places: profiles.saved_places, courses: profiles.saved_courses } as const;
const NOT_FOUND = { places: "Place not found", courses: "Course not found." } as const;

const idsOf = (row: { places: string[]; courses: string[] } | undefined): TFavoriteIds => ({
  places: row?.places ?? [],
  courses: row?.courses ?? [],
});

const returningIds = { places: profiles.saved_places, courses: profiles.saved_courses };

/** The saved ids of a user, oldest first (empty lists before the first save). */
export async function getFavoriteIds(db: Db, userId: string): Promise<TFavoriteIds> {
  const [row] = await db.select(returningIds).from(profiles).where(eq(profiles.user_id, userId)).limit(1);
  return idsOf(row);
}

async function exists(db: Db, kind: FavoriteKind, id: string): Promise<boolean> {
  const table = kind === "places" ? places : courses;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Adds a place or course to the user's favourites unless it is there already.
 * @returns the saved ids after the change
 * @throws AppError NOT_FOUND ('Place not found' / 'Course not found.') for an id that does not exist
 * @throws AppError CONFLICT when the list already holds MAX_FAVORITES items
 */
export async function addFavorite(
  db: Db,
  options: { account: Account; kind: FavoriteKind; id: string },
): Promise<TFavoriteIds> {
  const { account, kind, id } = options;
  if (!(await exists(db, kind, id))) throw new AppError("NOT_FOUND", NOT_FOUND[kind]);
  const list = column[kind];
  const update = () =>
    db
      .update(profiles)
      .set({
        [kind === "places" ? "saved_places" : "saved_courses"]:
          sql`CASE WHEN ${id}::uuid = ANY(${list}) THEN ${list} ELSE array_append(${list}, ${id}::uuid) END`,
      })
      .where(eq(profiles.user_id, account.id))
      .returning(returningIds);
  const current = await getFavoriteIds(db, account.id);
  if (!current[kind].includes(id) && current[kind].length >= MAX_FAVORITES) {
    throw new AppError("CONFLICT", `You can save up to ${MAX_FAVORITES} ${kind}.`);
  }
  let [row] = await update();
  if (!row) {
    // The profile is normally created at sign-up; make sure it exists before the first save.
    await createProfile({ db, user: account });
    [row] = await update();
  }
  return idsOf(row);
}

/**
 * Removes a place or course from the user's favourites (nothing happens when it is not there; ids of
 * deleted places can be removed too).
 * @returns the saved ids after the change
 */
export async function removeFavorite(
  db: Db,
  options: { account: Account; kind: FavoriteKind; id: string },
): Promise<TFavoriteIds> {
  const { account, kind, id } = options;
  const list = column[kind];
  const [row] = await db
    .update(profiles)
    .set({ [kind === "places" ? "saved_places" : "saved_courses"]: sql`array_remove(${list}, ${id}::uuid)` })
    .where(eq(profiles.user_id, account.id))
    .returning(returningIds);
  return idsOf(row);
}

/**
 * The saved places and courses as cards, most recently saved first (spec 01 §7 "Read places and
 * courses where id is in the saved id lists"); items deleted since are left out.
 */
export async function findFavorites(db: Db, userId: string): Promise<TFavorites> {
  const ids = await getFavoriteIds(db, userId);
  const [savedPlaces, savedCourses] = await Promise.all([
    findCardsByIds(db, [...ids.places].reverse()),
    findCourseCardsByIds(db, [...ids.courses].reverse()),
  ]);
  return { places: savedPlaces, courses: savedCourses };
}
