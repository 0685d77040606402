import { z } from "zod";
import {
  COURSE_AGE_GROUPS,
  COURSE_FORM_TYPES,
  PLACE_FEATURES,
  PLACE_FORM_TYPES,
  SUGGESTION_STATUSES,
} from "../constants.js";
import {
  CONTROL_CHARACTERS_MESSAGE,
  isCleanName,
  isCleanText,
  TEXT_CONTROL_CHARACTERS_MESSAGE,
  webAddressField,
  zPage,
} from "./common.js";

/**
 * Suggestions of places and courses by signed-in users (spec 01 §2 "/suggest-place and
 * /suggest-course", §3, §5, §7 "Insert place_suggestions / course_suggestions"). The same schemas
 * validate the web forms and the API.
 */

/** Spec 01 §8: the one message for every missing required field. */
export const MISSING_FIELDS_MESSAGE = "Please fill in all required fields.";
/** Our message for a booking link that is not a web address (spec 01 §5 "URL-shaped"). */
export const INVALID_URL_MESSAGE = "Please enter a valid web address, e.g. https://example.de.";

export const SUGGESTION_LIMITS = {
  nameChars: 120,
  descriptionChars: 2000,
  addressChars: 300,
  scheduleChars: 300,
  urlChars: 500,
} as const;

/**
 * A required text of at most `max` characters: one line without control characters (common.ts), or
 * with `lines: "several"` (descriptions) line breaks allowed.
 */
export const requiredText = (max: number, lines: "one" | "several" = "one") =>
  z
    .string(MISSING_FIELDS_MESSAGE)
    .trim()
    .min(1, MISSING_FIELDS_MESSAGE)
    .max(max)
    .refine(
      lines === "one" ? isCleanName : isCleanText,
      lines === "one" ? CONTROL_CHARACTERS_MESSAGE : TEXT_CONTROL_CHARACTERS_MESSAGE,
    );

/**
 * An http(s) address with a host that has a dot ("URL-shaped"); "www.kurs.de" without a scheme gets
 * https:// in front, as people often paste it that way. Empty means "no link".
 */
export const ZBookingUrl = webAddressField(SUGGESTION_LIMITS.urlChars, INVALID_URL_MESSAGE);

/** Coordinates of the address picked in the address search; both or neither. */
const ZPickedCoordinates = z.object({
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});

const bothOrNeither = (value: { latitude: number | null; longitude: number | null }) =>
  (value.latitude === null) === (value.longitude === null);

/** The fields a person fills in on /suggest-place (the form validates with this schema). */
export const ZPlaceSuggestionFields = z.object({
  name: requiredText(SUGGESTION_LIMITS.nameChars),
  description: requiredText(SUGGESTION_LIMITS.descriptionChars, "several"),
  type: z.enum(PLACE_FORM_TYPES, MISSING_FIELDS_MESSAGE),
  features: z
    .array(z.enum(PLACE_FEATURES))
    .max(PLACE_FEATURES.length)
    .default([])
    .transform((features) => [...new Set(features)]),
  address: requiredText(SUGGESTION_LIMITS.addressChars),
});

/** `POST /api/place-suggestions`. The photo is uploaded first (bucket suggestion-images) and claimed. */
export const ZCreatePlaceSuggestionRequest = ZPlaceSuggestionFields.extend({
  image_upload_id: z.uuid().nullable().default(null),
  ...ZPickedCoordinates.shape,
}).refine(bothOrNeither, { message: "Send latitude and longitude together.", path: ["latitude"] });
export type TCreatePlaceSuggestionRequest = z.input<typeof ZCreatePlaceSuggestionRequest>;

/** The fields a person fills in on /suggest-course. */
export const ZCourseSuggestionFields = z.object({
  title: requiredText(SUGGESTION_LIMITS.nameChars),
  description: requiredText(SUGGESTION_LIMITS.descriptionChars, "several"),
  age_group: z.enum(
    Object.keys(COURSE_AGE_GROUPS) as [keyof typeof COURSE_AGE_GROUPS, ...(keyof typeof COURSE_AGE_GROUPS)[]],
    MISSING_FIELDS_MESSAGE,
  ),
  type: z.enum(COURSE_FORM_TYPES, MISSING_FIELDS_MESSAGE),
  location: requiredText(SUGGESTION_LIMITS.addressChars),
  schedule: requiredText(SUGGESTION_LIMITS.scheduleChars),
  booking_url: ZBookingUrl.default(""),
});

/** `POST /api/course-suggestions`. */
export const ZCreateCourseSuggestionRequest = ZCourseSuggestionFields.extend(ZPickedCoordinates.shape).refine(
  bothOrNeither,
  { message: "Send latitude and longitude together.", path: ["latitude"] },
);
export type TCreateCourseSuggestionRequest = z.input<typeof ZCreateCourseSuggestionRequest>;

/** Where a suggestion stands (spec 02 §4): waiting, looked at, or taken into the catalogue. */
export const ZSuggestionStatus = z.enum(SUGGESTION_STATUSES);
export type TSuggestionStatus = z.infer<typeof ZSuggestionStatus>;

/** What the submitter sees of a place suggestion (their own list and the create answer). */
export const ZPlaceSuggestion = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  features: z.array(z.string()),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  stadtteil: z.string().nullable(),
  bezirk: z.string().nullable(),
  image_url: z.string().nullable(),
  submitted_by_name: z.string().nullable(),
  status: ZSuggestionStatus,
  created_at: z.string(),
});
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestion>;

export const ZCourseSuggestion = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  age_group: z.string(),
  type: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  stadtteil: z.string().nullable(),
  bezirk: z.string().nullable(),
  schedule: z.string(),
  booking_url: z.string().nullable(),
  submitted_by_name: z.string().nullable(),
  status: ZSuggestionStatus,
  created_at: z.string(),
});
export type TCourseSuggestion = z.infer<typeof ZCourseSuggestion>;

export const ZPlaceSuggestionList = zPage(ZPlaceSuggestion);
export type TPlaceSuggestionList = z.infer<typeof ZPlaceSuggestionList>;
export const ZCourseSuggestionList = zPage(ZCourseSuggestion);
export type TCourseSuggestionList = z.infer<typeof ZCourseSuggestionList>;
