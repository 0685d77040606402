import { z } from "zod";
import type { CAFE_FEATURES } from "../constants.js";
import { LIMITS } from "../constants.js";
import { isCleanName, optionalText, phoneNumberField, webAddressField } from "./common.js";
import { ZOpeningHoursWeek } from "./places.js";
import { ZReview } from "./reviews.js";

/**
 * Café profiles (spec 02 §2.14–§2.16, §3 "Café profile", "Café photo", "Café review"). The
 * café interface is German, so validation messages are German too.
 */

/** Default name of a café saved without one (spec 02 §5 "Café edit"). */
export const DEFAULT_CAFE_NAME = "Unbenanntes Café";

/** The café form's words for a web address or phone number that is none (decision 014). */
export const CAFE_CONTACT_MESSAGES = {
  website: "Bitte eine gültige Webadresse angeben, z. B. https://mein-cafe.de.",
  phone: "Bitte eine gültige Telefonnummer angeben, z. B. 040 123 45 67.",
} as const;

/** The 6 family features as booleans (spec 02 §3). */
const featureShape = {
  baby_changing_table: z.boolean(),
  kids_play_corner: z.boolean(),
  kid_friendly_menu: z.boolean(),
  wheelchair_accessible: z.boolean(),
  stroller_parking: z.boolean(),
  family_friendly: z.boolean(),
} satisfies Record<(typeof CAFE_FEATURES)[number]["key"], z.ZodBoolean>;

/**
 * `POST /api/cafes` (create or update the caller's own café) and `PUT /api/cafes/:id` (update by id,
 * owner only). An empty name becomes 'Unbenanntes Café'. `opening_hours` is OpenStreetMap syntax, checked
 * on the server with the opening_hours library. Coordinates come from the address search, both or none.
 */
export const ZCafeInput = z
  .object({
    name: z
      .string()
      .trim()
      .max(120, "Der Name darf höchstens 120 Zeichen lang sein.")
      .refine(isCleanName, "Bitte schreibe den Namen ohne Zeilenumbrüche oder Steuerzeichen.")
      .transform((name) => name || DEFAULT_CAFE_NAME),
    description: optionalText(2000, "Die Beschreibung darf höchstens 2000 Zeichen lang sein."),
    address: optionalText(300, "Die Adresse darf höchstens 300 Zeichen lang sein."),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    phone_number: phoneNumberField(50, CAFE_CONTACT_MESSAGES.phone)
      .nullable()
      .optional()
      .transform((value) => value || null),
    website_url: webAddressField(300, CAFE_CONTACT_MESSAGES.website)
      .nullable()
      .optional()
      .transform((value) => value || null),
    ...featureShape,
    special_notes: optionalText(2000, "Die Hinweise dürfen höchstens 2000 Zeichen lang sein."),
    opening_hours: optionalText(500, "Die Öffnungszeiten dürfen höchstens 500 Zeichen lang sein."),
  })
  .refine((input) => (input.latitude == null) === (input.longitude == null), {
    message: "Breiten- und Längengrad gehören zusammen.",
    path: ["latitude"],
  });
export type TCafeInput = z.input<typeof ZCafeInput>;

export const ZCafePhoto = z.object({
  id: z.uuid(),
  image_url: z.string(),
  caption: z.string().nullable(),
  is_cover_photo: z.boolean(),
  display_order: z.number().int(),
});
export type TCafePhoto = z.infer<typeof ZCafePhoto>;

/** A café profile as its page shows it, for any visitor (spec 02 §2.15). */
export const ZCafe = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The Hamburg Stadtteil and Bezirk of the coordinates, null without them or outside Hamburg. */
  stadtteil: z.string().nullable(),
  bezirk: z.string().nullable(),
  phone_number: z.string().nullable(),
  website_url: z.string().nullable(),
  ...featureShape,
  /** How many of the 6 features are on ('n/6 Features'). */
  feature_count: z.number().int().min(0).max(6),
  special_notes: z.string().nullable(),
  menu_pdf_url: z.string().nullable(),
  menu_image_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  opening_hours: z.string().nullable(),
  /** This week's opening hours in Hamburg, when the library reads them (as for places). */
  opening_hours_week: ZOpeningHoursWeek.nullable(),
  approval_status: z.enum(["pending", "approved", "rejected"]),
  /** The café's place in discovery while approved (favourites save this place). */
  place_id: z.uuid().nullable(),
  photos: z.array(ZCafePhoto),
  /** The newest reviews of the café's place, at most LIMITS.cafeReviewsShown (spec 02 §9; decision 017). */
  reviews: z.array(ZReview),
  review_count: z.number().int(),
  /** Average of all ratings to one decimal; null without reviews. */
  review_average: z.number().nullable(),
  /** The signed-in visitor's own review, to edit it. */
  my_review: ZReview.nullable(),
  /** The signed-in visitor owns this café (spec 02 §4 "Owner detection"). */
  is_owner: z.boolean(),
  updated_at: z.string(),
});
export type TCafe = z.infer<typeof ZCafe>;

/** `POST /api/cafes/:id/photos`: claims a `cafe-photos` upload as the next photo. */
export const ZAddCafePhoto = z.object({
  upload_id: z.uuid(),
  caption: optionalText(200, "Die Bildunterschrift darf höchstens 200 Zeichen lang sein."),
});
export type TAddCafePhoto = z.input<typeof ZAddCafePhoto>;

/** `PUT /api/cafes/:id/photos/order`: every photo id of the café in the new order. */
export const ZCafePhotoOrder = z.object({ photo_ids: z.array(z.uuid()).max(LIMITS.cafePhotos) });

/**
 * `PUT /api/cafes/:id/logo` (a `cafe-photos` upload) and `PUT /api/cafes/:id/menu` (a `cafe-menus`
 * upload, PDF or image): claims the upload.
 */
export const ZClaimCafeUpload = z.object({ upload_id: z.uuid() });

export const ZCafePhotoParams = z.object({ id: z.uuid(), photoId: z.uuid() });
