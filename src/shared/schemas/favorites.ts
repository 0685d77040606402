import { z } from "zod";
import { ZCourseCard } from "./courses.js";
import { ZPlaceCard } from "./places.js";

/** What can be saved (spec 01 §3 "profile": saved_places, saved_courses). */
export const FAVORITE_KINDS = ["places", "courses"] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

/** `PUT|DELETE /api/favorites/:kind/:id`. */
export const ZFavoriteParams = z.object({ kind: z.enum(FAVORITE_KINDS), id: z.uuid() });
export type TFavoriteParams = z.infer<typeof ZFavoriteParams>;

/** The saved ids, oldest first, as stored on the profile; every toggle answers with them. */
export const ZFavoriteIds = z.object({ places: z.array(z.uuid()), courses: z.array(z.uuid()) });
export type TFavoriteIds = z.infer<typeof ZFavoriteIds>;

/** `GET /api/favorites`: the saved places and courses as cards, most recently saved first. */
export const ZFavorites = z.object({ places: z.array(ZPlaceCard), courses: z.array(ZCourseCard) });
export type TFavorites = z.infer<typeof ZFavorites>;
