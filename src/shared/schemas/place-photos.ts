import { z } from "zod";
import { LIMITS } from "../constants.js";
import { optionalText } from "./common.js";

/**
 * Parents' photos of any place (decision 018): uploaded to the `place-photos` bucket first (sniffed,
 * re-encoded, metadata stripped), then added to the place with `POST /api/places/:id/photos`.
 */

/** The German error for an 11th photo of one parent at one place (decision 018: up to 10 per user). */
export const tooManyPlacePhotosMessage = (limit: number): string =>
  `Du kannst höchstens ${limit} Fotos zu diesem Ort hinzufügen. Lösche zuerst eines deiner Fotos.`;

/**
 * One photo as the place's gallery shows it: `url` is the detail size (≤ 1200 px), `card_url` the card
 * size (≤ 480 px) for thumbnails. Part of the public place detail, so nothing about the viewer.
 */
export const ZPlacePhoto = z.object({
  id: z.uuid(),
  url: z.string(),
  card_url: z.string(),
  caption: z.string().nullable(),
  like_count: z.number().int(),
  created_at: z.string(),
});
export type TPlacePhoto = z.infer<typeof ZPlacePhoto>;

/** `POST /api/places/:id/photos`: claims one of the user's `place-photos` uploads, with an optional caption. */
export const ZAddPlacePhoto = z.object({
  upload_id: z.uuid(),
  caption: optionalText(
    LIMITS.placePhotoCaptionChars,
    `Die Bildunterschrift darf höchstens ${LIMITS.placePhotoCaptionChars} Zeichen lang sein.`,
  ),
});
export type TAddPlacePhoto = z.input<typeof ZAddPlacePhoto>;

/** `…/photos/:photoId` routes. */
export const ZPlacePhotoParams = z.object({ id: z.uuid(), photoId: z.uuid() });

/** `PUT`/`DELETE /api/places/:id/photos/:photoId/like`: the photo's count after the change. */
export const ZPlacePhotoLike = z.object({ like_count: z.number().int(), is_liked: z.boolean() });
export type TPlacePhotoLike = z.infer<typeof ZPlacePhotoLike>;

/**
 * `GET /api/places/:id/photos/mine` (signed in, never cached): which of the place's photos the viewer
 * liked, added and reported, and the viewer's own photos that are hidden while an admin looks at a
 * report (the public gallery leaves them out).
 */
export const ZMyPlacePhotos = z.object({
  liked_ids: z.array(z.uuid()),
  own_ids: z.array(z.uuid()),
  reported_ids: z.array(z.uuid()),
  hidden: z.array(ZPlacePhoto),
});
export type TMyPlacePhotos = z.infer<typeof ZMyPlacePhotos>;
