/**
 * Fixed option lists and business constants from the product specification.
 * Sources: spec 01 §3 "Offered option lists" and §9 "Business constants and limits";
 * spec 02 §3 "Fixed lists" and §9. Imports nothing from Node or the DOM.
 */

/** Product name, used in titles, the share title and local-storage key prefixes (spec 01 §3, §9). */
export const PRODUCT_NAME = "Lütt";

/** The three roles (spec 01 §6). */
export const USER_ROLES = ["parent", "provider", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Place types. The spec names two lists (filter: café, restaurant, playground, park, activity center,
 * library, kindercafé; forms: Café … Other); we store one key per type, the union of both, and label
 * them in the locale files. `ice_cream` (Eisdiele) is ours: data/hamburg/SOURCE.md "Catalogue rules" gives
 * ice-cream parlours their own type instead of "café".
 */
export const PLACE_TYPES = [
  "cafe",
  "ice_cream",
  "kindercafe",
  "restaurant",
  "playground",
  "park",
  "activity_center",
  "family_education",
  "library",
  "museum",
  "shopping_center",
  "sports_facility",
  "other",
] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

/**
 * Types offered by the /places filter, in the spec's order (spec 01 §3), ice cream after café
 * (data/hamburg/SOURCE.md "Catalogue rules").
 */
export const PLACE_FILTER_TYPES = [
  "cafe",
  "ice_cream",
  "restaurant",
  "playground",
  "park",
  "activity_center",
  // Not in spec 01 §3's list: Elternschulen and Eltern-Kind-Zentren (decisions/020).
  "family_education",
  "library",
  "kindercafe",
] as const satisfies readonly PlaceType[];

/** Types offered in suggestion and admin forms (spec 01 §3, spec 02 §3). */
export const PLACE_FORM_TYPES = [
  "cafe",
  "restaurant",
  "playground",
  "park",
  "library",
  "museum",
  "shopping_center",
  "sports_facility",
  "other",
] as const satisfies readonly PlaceType[];

/** Place features offered in forms; stored verbatim as text (spec 01 §3). */
export const PLACE_FEATURES = [
  "High chairs available",
  "Changing table",
  "Kid-friendly menu",
  "Play area",
  "Outdoor seating",
  "Parking available",
  "Stroller accessible",
  "Quiet environment",
  "Free WiFi",
  "Family bathroom",
] as const;

/** Place age groups (filter, spec 01 §3). */
export const PLACE_AGE_GROUPS = ["0-2 years", "2-5 years", "5+ years", "all ages"] as const;

/** Course types offered by the filter, lowercase (spec 01 §3). */
export const COURSE_FILTER_TYPES = ["music", "movement", "yoga", "swimming", "dance"] as const;

/** Course types offered in forms (spec 01 §3, spec 02 §3). */
export const COURSE_FORM_TYPES = [
  "Music",
  "Yoga",
  "PEKiP",
  "Swimming",
  "Dance",
  "Art & Crafts",
  "Languages",
  "Sports",
  "Educational",
  "Parent-Child",
  "Other",
] as const;
export type CourseFormType = (typeof COURSE_FORM_TYPES)[number];

/** Course age groups (filter, spec 01 §3), with their month ranges [min, max] (inclusive). */
export const COURSE_AGE_GROUPS = {
  "0-12 months": [0, 12],
  "3-12 months": [3, 12],
  "6-18 months": [6, 18],
  "18 months-3 years": [18, 36],
  "2-4 years": [24, 48],
} as const satisfies Record<string, readonly [number, number]>;
export type CourseAgeGroup = keyof typeof COURSE_AGE_GROUPS;

/** Home search age groups (spec 01 §3), German labels verbatim. */
export const SEARCH_AGE_GROUPS = [
  "6-12 Monate",
  "1-2 Jahre",
  "2-3 Jahre",
  "3-4 Jahre",
  "4-5 Jahre",
  "5-6 Jahre",
  "6+ Jahre",
] as const;

/** District suggestions in the home search (spec 01 §3). */
export const DISTRICT_SUGGESTIONS = [
  "Mitte",
  "Altona",
  "Eimsbüttel",
  "Wandsbek",
  "Bergedorf",
  "Harburg",
  "Hamburg-Nord",
  "Rotherbaum",
  "Winterhude",
  "Eppendorf",
] as const;

/** Post types (spec 01 §3). */
export const POST_TYPES = ["tip", "review", "question"] as const;
export type PostType = (typeof POST_TYPES)[number];

/** Suggestion statuses (spec 02 §9). */
export const SUGGESTION_STATUSES = ["pending", "reviewed", "imported"] as const;

/** Tag display types and applies-to values (spec 02 §9). */
export const TAG_DISPLAY_TYPES = ["badge", "detail"] as const;
export const TAG_APPLIES_TO = ["places", "courses"] as const;

/** Survey options (spec 01 §3). */
export const SURVEY_OPTIONS = [
  "More places",
  "Search by age group",
  "Event calendar",
  "Messaging or comments",
  "Map view",
  "Better course filtering",
  "User reviews",
  "Offline access",
] as const;

/** Provider age-group options (spec 02 §3). */
export const PROVIDER_AGE_GROUPS = [
  "0-6 Monate",
  "6-12 Monate",
  "1-2 Jahre",
  "2-3 Jahre",
  "3-4 Jahre",
  "4-5 Jahre",
  "5-6 Jahre",
  "Schulkinder",
] as const;

/** Limits and sizes (spec 01 §9, spec 02 §9). */
export const LIMITS = {
  homePlaces: 10,
  homeCourses: 10,
  homeTipPosts: 3,
  homeSectionPlaces: 8,
  homeSectionCourses: 6,
  homeSectionPosts: 4,
  cardTags: 3,
  /**
   * /places, /courses and /search load their cards in pages of these sizes ("Load more"). Twelve fill a
   * grid of one to four columns, and on a phone four screens: each card more is more markup to send and
   * lay out.
   */
  placesPageSize: 12,
  coursesPageSize: 12,
  searchPageSize: 12,
  maxPageSize: 100,
  suggestionImageBytes: 5 * 1024 * 1024,
  adminUploadBytes: 10 * 1024 * 1024,
  postContentChars: 5000,
  /** Post images (spec 01 §5 "any image file type"; our limit, as for admin media). */
  postImageBytes: 10 * 1024 * 1024,
  postsPageSize: 12,
  commentContentChars: 2000,
  commentsPageSize: 50,
  reportDetailsChars: 1000,
  profileNameChars: 100,
  profileLocationChars: 200,
  profileBioChars: 1000,
  childEntryChars: 100,
  maxChildren: 20,
  /** Café gallery (spec 02 §9: 10 photos plus a logo). */
  cafePhotos: 10,
  cafeImageBytes: 10 * 1024 * 1024,
  /** Café menu, a PDF or an image (spec 02 §2.16). */
  cafeMenuBytes: 10 * 1024 * 1024,
  /** Reviews shown on a café page (spec 02 §9). */
  cafeReviewsShown: 3,
  /** A review's text (decision 017). */
  reviewTextChars: 2000,
  reviewsPageSize: 20,
  /** Photos one parent may add to one place (decision 018). */
  placePhotosPerUser: 10,
  /** Characters of a place photo's caption (as a café photo's, spec 02 §3 "Café photo"). */
  placePhotoCaptionChars: 200,
  placePhotoBytes: 10 * 1024 * 1024,
} as const;

/**
 * The 6 family-friendly features of a café (spec 02 §2.15, §3), in the spec's order: the profile's
 * boolean column and the feature text its place carries in discovery (decisions/010).
 */
export const CAFE_FEATURES = [
  { key: "baby_changing_table", feature: "Changing table" },
  { key: "kids_play_corner", feature: "Play area" },
  { key: "kid_friendly_menu", feature: "Kid-friendly menu" },
  { key: "wheelchair_accessible", feature: "Wheelchair accessible" },
  { key: "stroller_parking", feature: "Stroller parking" },
  { key: "family_friendly", feature: "Family-friendly" },
] as const;
export type CafeFeatureKey = (typeof CAFE_FEATURES)[number]["key"];

/** Why a post, comment, review or photo is reported (decisions 017, 018). */
export const REPORT_REASONS = [
  "spam",
  "inappropriate",
  "harassment",
  "misinformation",
  "other",
  /** A photo shows a child's face (decision 018): the photo is hidden until an admin decides. */
  "child_face",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What can be reported. */
export const REPORT_TARGET_TYPES = ["post", "comment", "review", "photo"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
