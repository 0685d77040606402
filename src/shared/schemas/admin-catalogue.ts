/**
 * Admin management of places, courses and tags (spec 02 §2.6, §2.7, §2.10, §5, §7 "Admin updates and
 * deletes"). The same schemas validate the admin forms and `/api/admin/...`.
 */
import { z } from "zod";
import {
  COURSE_AGE_GROUPS,
  COURSE_FORM_TYPES,
  PLACE_TYPES,
  TAG_APPLIES_TO,
  TAG_DISPLAY_TYPES,
} from "../constants.js";
import { CONTROL_CHARACTERS_MESSAGE, isCleanName, ZPageQuery, zPage, ZSearchText } from "./common.js";
import { ZPlace } from "./places.js";
import { MISSING_FIELDS_MESSAGE, requiredText, ZBookingUrl } from "./suggestions.js";

export const CATALOGUE_LIMITS = {
  nameChars: 120,
  descriptionChars: 4000,
  addressChars: 300,
  scheduleChars: 300,
  ageGroupChars: 60,
  labelChars: 60,
  maxLabels: 30,
  tagNameChars: 60,
} as const;

/** Spec 02 §5 "Tag form". */
export const TAG_NAME_REQUIRED_MESSAGE = "German name is required";
export const TAG_CATEGORY_REQUIRED_MESSAGE = "Please select at least one category";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === "" ? null : value));

/** Features and tags: trimmed, blanks dropped, each at most once (case-insensitive), in the given order. */
const ZLabelList = z
  .array(z.string().trim().max(CATALOGUE_LIMITS.labelChars).refine(isCleanName, CONTROL_CHARACTERS_MESSAGE))
  .max(CATALOGUE_LIMITS.maxLabels)
  .default([])
  .transform((labels) => {
    const seen = new Set<string>();
    return labels.filter((label) => {
      const key = label.toLowerCase();
      if (!label || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** A new upload (id from `POST /api/uploads/<bucket>`), keep the current image, or remove it. */
const ZImageChange = {
  /** An upload to claim as the new image; null keeps the current one (or none on create). */
  image_upload_id: z.uuid().nullable().default(null),
  /** True removes the current image (ignored when a new upload is given). */
  is_image_removed: z.boolean().default(false),
};

// -------------------------------------------------------------------------------------------------
// Places

/** The fields of the Add Place / edit dialog (spec 02 §2.6). */
export const ZAdminPlaceFields = z.object({
  name: requiredText(CATALOGUE_LIMITS.nameChars),
  description: requiredText(CATALOGUE_LIMITS.descriptionChars, "several"),
  address: requiredText(CATALOGUE_LIMITS.addressChars),
  type: z.enum(PLACE_TYPES, MISSING_FIELDS_MESSAGE),
  features: ZLabelList,
  tags: ZLabelList,
  /** Confirmed by parents (the card badge, decision 016). */
  is_checked_by_parents: z.boolean().default(false),
});

/** Coordinates of the address picked in the address search; both or neither. */
const ZCoordinates = {
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
};
const bothOrNeither = (value: { latitude: number | null; longitude: number | null }) =>
  (value.latitude === null) === (value.longitude === null);
const coordinatesMessage = { message: "Send latitude and longitude together.", path: ["latitude"] };

/** `POST /api/admin/places`, `PUT /api/admin/places/:id`. The Stadtteil is computed by the server. */
export const ZAdminPlaceRequest = ZAdminPlaceFields.extend({ ...ZCoordinates, ...ZImageChange }).refine(
  bothOrNeither,
  coordinatesMessage,
);
export type TAdminPlaceRequest = z.input<typeof ZAdminPlaceRequest>;

/** A place row in the admin table and dialog. */
export const ZAdminPlace = ZPlace.pick({
  id: true,
  name: true,
  description: true,
  address: true,
  image_url: true,
  features: true,
  tags: true,
  rating: true,
  latitude: true,
  longitude: true,
  stadtteil: true,
  bezirk: true,
  is_checked_by_parents: true,
  created_at: true,
}).extend({ type: z.string() });
export type TAdminPlace = z.infer<typeof ZAdminPlace>;

/**
 * `GET /api/admin/places`: newest first; `q` matches name or address, `type` one place type,
 * `position=missing` only places without a map position.
 */
export const ZAdminPlaceListQuery = ZPageQuery.extend({
  q: ZSearchText.optional(),
  type: z.enum(PLACE_TYPES).optional(),
  position: z.enum(["missing"]).optional(),
});
export type TAdminPlaceListQuery = z.output<typeof ZAdminPlaceListQuery>;
export const ZAdminPlaceList = zPage(ZAdminPlace);
export type TAdminPlaceList = z.infer<typeof ZAdminPlaceList>;

/** `POST /api/admin/places/:id/merge`: the place that `:id` becomes part of. */
export const ZAdminPlaceMergeRequest = z.object({ into: z.uuid() });
export type TAdminPlaceMergeRequest = z.infer<typeof ZAdminPlaceMergeRequest>;

/** What a merge moved to the kept place, per kind of record (dropped: the older of two conflicting rows). */
export const ZAdminPlaceMergeCounts = z.object({
  reviews: z.number().int(),
  fact_answers: z.number().int(),
  fact_dismissals: z.number().int(),
  photos: z.number().int(),
  condition_reports: z.number().int(),
  courses: z.number().int(),
  favourites: z.number().int(),
  /** Provider claims of the place (approved: its owner). */
  claims: z.number().int(),
  redirects: z.number().int(),
});
export type TAdminPlaceMergeCounts = z.infer<typeof ZAdminPlaceMergeCounts>;

/** The merge's answer: the kept place, the merged (now deleted, redirecting) id and what happened. */
export const ZAdminPlaceMergeResult = z.object({
  id: z.uuid(),
  merged_id: z.uuid(),
  moved: ZAdminPlaceMergeCounts,
  dropped: ZAdminPlaceMergeCounts,
  /** The kept place's empty fields filled from the merged place, e.g. ["website", "coordinates"]. */
  filled: z.array(z.string()),
});
export type TAdminPlaceMergeResult = z.infer<typeof ZAdminPlaceMergeResult>;

// -------------------------------------------------------------------------------------------------
// Courses

const COURSE_AGE_GROUP_NAMES = Object.keys(COURSE_AGE_GROUPS) as [
  keyof typeof COURSE_AGE_GROUPS,
  ...(keyof typeof COURSE_AGE_GROUPS)[],
];

/** The fields of the course dialog (spec 02 §2.7). age_group is text ("6-18 months", "ab 2 Jahren"). */
export const ZAdminCourseFields = z.object({
  title: requiredText(CATALOGUE_LIMITS.nameChars),
  description: requiredText(CATALOGUE_LIMITS.descriptionChars, "several"),
  age_group: requiredText(CATALOGUE_LIMITS.ageGroupChars),
  type: z.enum(COURSE_FORM_TYPES, MISSING_FIELDS_MESSAGE),
  schedule: requiredText(CATALOGUE_LIMITS.scheduleChars),
  location: requiredText(CATALOGUE_LIMITS.addressChars),
  booking_url: ZBookingUrl.default(""),
  tags: ZLabelList,
});

/**
 * `POST /api/admin/courses`, `PUT /api/admin/courses/:id`. The coordinates are those of the location
 * picked in the address search; the server computes the course's Stadtteil from them.
 */
export const ZAdminCourseRequest = ZAdminCourseFields.extend({ ...ZCoordinates, ...ZImageChange }).refine(
  bothOrNeither,
  coordinatesMessage,
);
export type TAdminCourseRequest = z.input<typeof ZAdminCourseRequest>;

export const ZAdminCourse = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  age_group: z.string(),
  type: z.string(),
  schedule: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  stadtteil: z.string().nullable(),
  bezirk: z.string().nullable(),
  booking_url: z.string().nullable(),
  image_url: z.string().nullable(),
  tags: z.array(z.string()),
  created_at: z.string(),
});
export type TAdminCourse = z.infer<typeof ZAdminCourse>;

/** `GET /api/admin/courses`: newest first; `q` matches title or location; type; age overlaps the group. */
export const ZAdminCourseListQuery = ZPageQuery.extend({
  q: ZSearchText.optional(),
  type: z.enum(COURSE_FORM_TYPES).optional(),
  age: z.enum(COURSE_AGE_GROUP_NAMES).optional(),
});
export type TAdminCourseListQuery = z.output<typeof ZAdminCourseListQuery>;
export const ZAdminCourseList = zPage(ZAdminCourse);
export type TAdminCourseList = z.infer<typeof ZAdminCourseList>;

// -------------------------------------------------------------------------------------------------
// Tags

/** The tag dialog (spec 02 §2.10, §5 "Tag form"). */
export const ZAdminTagRequest = z.object({
  name_de: z
    .string(TAG_NAME_REQUIRED_MESSAGE)
    .trim()
    .min(1, TAG_NAME_REQUIRED_MESSAGE)
    .max(CATALOGUE_LIMITS.tagNameChars),
  /** Trimmed; empty is stored as null. */
  name_en: optionalText(CATALOGUE_LIMITS.tagNameChars).nullable().default(null),
  applies_to: z
    .array(z.enum(TAG_APPLIES_TO), TAG_CATEGORY_REQUIRED_MESSAGE)
    .min(1, TAG_CATEGORY_REQUIRED_MESSAGE)
    .transform((values) => TAG_APPLIES_TO.filter((value) => values.includes(value))),
  display_type: z.enum(TAG_DISPLAY_TYPES).default("badge"),
  is_active: z.boolean().default(true),
});
export type TAdminTagRequest = z.input<typeof ZAdminTagRequest>;

/** A tag as the admin sees it (inactive ones included). */
export const ZAdminTag = z.object({
  id: z.uuid(),
  name_de: z.string(),
  name_en: z.string().nullable(),
  applies_to: z.array(z.enum(TAG_APPLIES_TO)),
  display_type: z.enum(TAG_DISPLAY_TYPES),
  is_active: z.boolean(),
  display_order: z.number().int(),
});
export type TAdminTag = z.infer<typeof ZAdminTag>;

/** `GET /api/admin/tags`: every tag by display_order ascending (spec 02 §7). */
export const ZAdminTagList = z.object({ items: z.array(ZAdminTag) });
export type TAdminTagList = z.infer<typeof ZAdminTagList>;

/** `PUT /api/admin/tags/order`: every tag id once, in the new order (display_order = position). */
export const ZAdminTagOrderRequest = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, "Each tag may appear only once."),
});
export type TAdminTagOrderRequest = z.infer<typeof ZAdminTagOrderRequest>;
