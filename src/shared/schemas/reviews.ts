import { z } from "zod";
import { LIMITS } from "../constants.js";
import { optionalText } from "./common.js";

/**
 * Reviews of any place (decision 017; spec 02 §2.15 'Bewertungen' for cafés, whose reviews are these
 * same reviews of the café's place): 1–5 stars and an optional text, one per user and place.
 */

/** A place's parents' rating: the average to one decimal and how many reviews it is made of. */
export const ZRating = z.object({ average: z.number(), count: z.number().int().min(1) });
export type TRating = z.infer<typeof ZRating>;

export const ZReview = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  /** The author's display name; null once their account is deleted. */
  author_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TReview = z.infer<typeof ZReview>;

/** `GET /api/places/:id/reviews`: newest first, with the signed-in viewer's own review to edit. */
export const ZReviewList = z.object({
  items: z.array(ZReview),
  total: z.number().int(),
  mine: ZReview.nullable(),
});
export type TReviewList = z.infer<typeof ZReviewList>;

export const ZReviewListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.reviewsPageSize),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** The German message for stars outside 1–5 (the review form's language, as the café pages). */
export const REVIEW_STARS_MESSAGE = "Bitte vergib 1 bis 5 Sterne.";

/** `POST /api/places/:id/reviews`: writes or edits the caller's review (one per user and place). */
export const ZReviewInput = z.object({
  rating: z
    .number({ message: REVIEW_STARS_MESSAGE })
    .int(REVIEW_STARS_MESSAGE)
    .min(1, REVIEW_STARS_MESSAGE)
    .max(5, REVIEW_STARS_MESSAGE),
  text: optionalText(
    LIMITS.reviewTextChars,
    `Die Bewertung darf höchstens ${LIMITS.reviewTextChars.toLocaleString("de-DE")} Zeichen lang sein.`,
  ),
});
export type TReviewInput = z.input<typeof ZReviewInput>;
