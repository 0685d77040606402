import { z } from "zod";
import { MAX_AGE_MONTHS } from "../age-groups.js";
import { isCalendarDate } from "../berlin-time.js";
import { COURSE_FORM_TYPES, PROVIDER_AGE_GROUPS } from "../constants.js";
import { PRICE_PER } from "../course-dates.js";
import { COURSE_IMPORT_MAX_CHARS, GERMAN_COURSE_TYPES } from "../course-import.js";
import { isCleanName, isCleanText, webAddressField } from "./common.js";

/**
 * Provider profiles and everything on them (spec 02 §2.11–§2.13, §3, §4, §5, §9). The same
 * schemas validate the web forms and the API. Messages are German: the provider area speaks German
 * (spec 02 §1).
 */

/** Spec 02 §5: on create an empty name becomes this. */
export const UNNAMED_PROVIDER = "Unbenannt";

export const PROVIDER_LIMITS = {
  nameChars: 200,
  shortTextChars: 500,
  longTextChars: 4000,
  urlChars: 500,
  /** Photos and videos together (spec 02 §9: "10 photos and videos for providers"). */
  maxMedia: 10,
  maxParticipants: 1000,
  /** Tags of one course (the active course tags number about a dozen). */
  maxCourseTags: 20,
  /**
   * Courses one programme file may add, and courses one provider may have (docs/decisions/041): a
   * family education centre's term has a few dozen; the limits stop one account from filling the
   * course list, the database and every page that shows its courses.
   */
  importRows: 200,
  coursesPerProvider: 500,
  /** Courses a visitor's answer of `GET /api/providers/:id` carries at most (its owner gets all). */
  publicCourses: 50,
} as const;

/** The German messages for the bad inputs of provider profiles and their courses. */
export const PROVIDER_MESSAGES = {
  tooManyMedia: `Es sind höchstens ${PROVIDER_LIMITS.maxMedia} Fotos und Videos pro Anbieter möglich. Bitte löschen Sie zuerst ein Foto oder Video.`,
  endBeforeStart: "Die Endzeit muss nach der Startzeit liegen.",
  maxBelowCurrent: "Die maximale Teilnehmerzahl darf nicht unter der aktuellen Teilnehmerzahl liegen.",
  priority: "Die Priorität muss 1, 2 oder 3 sein.",
  time: "Bitte geben Sie eine Uhrzeit im Format HH:MM an.",
  title: "Bitte geben Sie einen Titel an.",
  name: "Bitte geben Sie einen Namen an.",
  nameCharacters: "Bitte schreiben Sie den Namen ohne Zeilenumbrüche oder Steuerzeichen.",
  lineCharacters: "Bitte schreiben Sie Titel und kurze Angaben ohne Zeilenumbrüche oder Steuerzeichen.",
  textCharacters: "Bitte schreiben Sie den Text ohne Steuerzeichen.",
  url: "Bitte geben Sie eine gültige Webadresse an, z. B. https://example.de.",
  notOwner: "Nur der Inhaber dieses Profils kann es bearbeiten.",
  roleRequired:
    "Anbieterprofile bearbeiten nur Anbieter. Bitte wählen Sie in Ihrem Profil wieder die Rolle „Anbieter“.",
  notFound: "Anbieter nicht gefunden",
  mediaMissing: "Bitte laden Sie ein Foto hoch oder geben Sie einen Video-Link an.",
  date: "Bitte geben Sie ein Datum an.",
  termEndBeforeStart: "Das Kursende darf nicht vor dem Kursbeginn liegen.",
  price: "Bitte geben Sie einen Preis in Euro an, z. B. 12,50 (0 für kostenlos).",
  pricePer: "Bitte wählen Sie, ob der Preis pro Kurs oder pro Termin gilt.",
  ageMonths: `Bitte geben Sie ein Alter zwischen 0 und ${MAX_AGE_MONTHS} Monaten an.`,
  ageMaxBelowMin: "Das Höchstalter darf nicht unter dem Mindestalter liegen.",
  bookableNeedsPlaces: "Für Buchungen in Lütt geben Sie bitte die Zahl der Plätze an.",
  maxBelowBooked:
    "Es sind schon mehr Plätze gebucht. Bitte stornieren Sie zuerst Buchungen oder lassen Sie mehr Plätze zu.",
  skippedReason: "Bitte geben Sie einen Grund an, z. B. Herbstferien.",
  skippedOutsideTerm: "Ausfalltermine müssen im Kurszeitraum liegen.",
  tooManySkipped: "Es sind höchstens 100 Ausfalltermine pro Kurs möglich.",
  tooManyImportRows: `Eine Datei darf höchstens ${PROVIDER_LIMITS.importRows} Kurse enthalten. Bitte teilen Sie Ihr Programm auf mehrere Dateien auf.`,
  tooManyCourses: `Ein Anbieter kann höchstens ${PROVIDER_LIMITS.coursesPerProvider} Kurse anlegen. Bitte löschen Sie zuerst Kurse, die nicht mehr stattfinden.`,
  fileTooLarge: `Die Datei ist zu groß: höchstens ${COURSE_IMPORT_MAX_CHARS.toLocaleString("de-DE")} Zeichen.`,
  courseType: `Bitte wählen Sie eine Kursart: ${Object.values(GERMAN_COURSE_TYPES).join(", ")}.`,
  unknownTag: (name: string) =>
    `„${name}“ ist kein Schlagwort für Kurse. Bitte wählen Sie Schlagwörter aus der Liste.`,
} as const;

/** Optional free text: trimmed, empty becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));

/** A course's single-line text (a title, a room): no line breaks or control characters (common.ts). */
const courseLine = (max: number) =>
  z.string().trim().max(max).refine(isCleanName, PROVIDER_MESSAGES.lineCharacters);
/** optionalText of one line, as courseLine. */
const optionalCourseLine = (max: number) =>
  optionalText(max).refine((value) => value === null || isCleanName(value), PROVIDER_MESSAGES.lineCharacters);
/** optionalText of several lines: line breaks kept, other control characters refused (common.ts). */
const optionalCourseText = (max: number) =>
  optionalText(max).refine((value) => value === null || isCleanText(value), PROVIDER_MESSAGES.textCharacters);

/** An optional http(s) address (shared/contact.ts); "www.x.de" gets https:// in front; empty becomes null. */
const optionalUrl = webAddressField(PROVIDER_LIMITS.urlChars, PROVIDER_MESSAGES.url)
  .nullable()
  .default(null)
  .transform((value) => value || null);

const bothOrNeither = (value: { latitude: number | null; longitude: number | null }) =>
  (value.latitude === null) === (value.longitude === null);

/** The fields of /provider/edit (spec 02 §2.13). An empty name is saved as 'Unbenannt' (spec 02 §5). */
export const ZProviderProfileFields = z.object({
  name: z
    .string()
    .trim()
    .max(PROVIDER_LIMITS.nameChars)
    .refine(isCleanName, PROVIDER_MESSAGES.nameCharacters)
    .default(""),
  short_description: optionalText(PROVIDER_LIMITS.longTextChars),
  video_url: optionalUrl,
  address: optionalText(PROVIDER_LIMITS.shortTextChars),
  stroller_parking: z.boolean().default(false),
  transport_info: optionalText(PROVIDER_LIMITS.longTextChars),
  car_parking_info: optionalText(PROVIDER_LIMITS.longTextChars),
  bike_parking_info: optionalText(PROVIDER_LIMITS.longTextChars),
  kitchen_available: z.boolean().default(false),
  breakfast_offered: z.boolean().default(false),
  breakfast_details: optionalText(PROVIDER_LIMITS.longTextChars),
  outdoor_space: z.boolean().default(false),
  outdoor_space_details: optionalText(PROVIDER_LIMITS.longTextChars),
  target_age_groups: z
    .array(z.enum(PROVIDER_AGE_GROUPS))
    .max(PROVIDER_AGE_GROUPS.length)
    .default([])
    .transform((groups) => [...new Set(groups)]),
  special_notes: optionalText(PROVIDER_LIMITS.longTextChars),
});

/** `PUT /api/providers/mine`: create or update the caller's one provider profile. */
export const ZSaveProviderProfileRequest = ZProviderProfileFields.extend({
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
}).refine(bothOrNeither, { message: "Send latitude and longitude together.", path: ["latitude"] });
export type TSaveProviderProfileRequest = z.input<typeof ZSaveProviderProfileRequest>;

export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export const ZApprovalStatus = z.enum(APPROVAL_STATUSES);
export type TApprovalStatus = z.infer<typeof ZApprovalStatus>;

/**
 * A photo (uploaded, re-encoded), an uploaded video (MP4/MOV, `image_url` ends in .mp4/.mov, see
 * `isVideoUrl`) or a video link in the gallery, in display order.
 */
export const ZProviderMedia = z.object({
  id: z.uuid(),
  media_type: z.enum(["photo", "video"]),
  /** Detail-size image, the uploaded video file, or the video link. */
  image_url: z.string(),
  /** Card-size image; null for videos. */
  thumbnail_url: z.string().nullable(),
  caption: z.string().nullable(),
  is_cover_photo: z.boolean(),
  display_order: z.number().int(),
});
export type TProviderMedia = z.infer<typeof ZProviderMedia>;

/** `POST /api/providers/:id/media`: an upload (bucket provider-media: photo or video) or a video link. */
export const ZCreateProviderMediaRequest = z
  .object({
    upload_id: z.uuid().nullable().default(null),
    video_url: optionalUrl,
    caption: optionalText(PROVIDER_LIMITS.shortTextChars),
  })
  .refine((value) => (value.upload_id === null) !== (value.video_url === null), {
    message: PROVIDER_MESSAGES.mediaMissing,
    path: ["upload_id"],
  });
export type TCreateProviderMediaRequest = z.input<typeof ZCreateProviderMediaRequest>;

/** `PATCH /api/providers/:id/media/:itemId`: only the fields sent change (an empty caption clears it). */
export const ZUpdateProviderMediaRequest = z.object({
  caption: z
    .string()
    .trim()
    .max(PROVIDER_LIMITS.shortTextChars)
    .nullable()
    .transform((value) => value || null)
    .optional(),
  is_cover_photo: z.literal(true).optional(),
});
export type TUpdateProviderMediaRequest = z.input<typeof ZUpdateProviderMediaRequest>;

/** `PUT /api/providers/:id/{media,team}/order`: every id of the list, in the new order. */
export const ZReorderRequest = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
export type TReorderRequest = z.input<typeof ZReorderRequest>;

export const ZTeamMemberFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, PROVIDER_MESSAGES.name)
    .max(PROVIDER_LIMITS.nameChars)
    .refine(isCleanName, PROVIDER_MESSAGES.nameCharacters),
  role: optionalText(PROVIDER_LIMITS.nameChars),
  bio: optionalText(PROVIDER_LIMITS.longTextChars),
});

/** `POST /api/providers/:id/team`, `PATCH …/team/:memberId`; `photo_upload_id` replaces the photo. */
export const ZSaveTeamMemberRequest = ZTeamMemberFields.extend({
  photo_upload_id: z.uuid().nullable().default(null),
  remove_photo: z.boolean().default(false),
});
export type TSaveTeamMemberRequest = z.input<typeof ZSaveTeamMemberRequest>;

export const ZTeamMember = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.string().nullable(),
  bio: z.string().nullable(),
  photo_url: z.string().nullable(),
  display_order: z.number().int(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, PROVIDER_MESSAGES.time);

const ZCalendarDate = z.string().refine(isCalendarDate, PROVIDER_MESSAGES.date);
/** An optional "YYYY-MM-DD"; an empty field becomes null. */
const optionalDate = z
  .union([z.literal("").transform(() => null), ZCalendarDate])
  .nullable()
  .default(null);
const optionalAgeMonths = z.coerce
  .number(PROVIDER_MESSAGES.ageMonths)
  .int(PROVIDER_MESSAGES.ageMonths)
  .min(0, PROVIDER_MESSAGES.ageMonths)
  .max(MAX_AGE_MONTHS, PROVIDER_MESSAGES.ageMonths)
  .nullable()
  .default(null);

/** A date a course does not take place, with the reason parents see (decision 021). */
export const ZSkippedDate = z.object({
  date: ZCalendarDate,
  reason: courseLine(PROVIDER_LIMITS.nameChars).min(1, PROVIDER_MESSAGES.skippedReason),
});
export type TSkippedDate = z.infer<typeof ZSkippedDate>;

/**
 * The fields of a weekly course: end after start and max ≥ current; a term, a
 * price in cents per term or session, an age range in months, skipped dates inside the term, and
 * whether parents book in Lütt (then the number of places is needed) or by an external link (decision 021).
 */
export const ZProviderCourseFields = z
  .object({
    title: courseLine(PROVIDER_LIMITS.nameChars).min(1, PROVIDER_MESSAGES.title),
    /** The course page's "Über den Kurs"; without one it shows the provider's own description. */
    description: optionalCourseText(PROVIDER_LIMITS.longTextChars),
    /** Spec 02 §3 "Course types offered"; /courses filters by it (COURSE_FILTER_TYPE_MATCHES). */
    type: z.enum(COURSE_FORM_TYPES, PROVIDER_MESSAGES.courseType).default("Parent-Child"),
    /**
     * Active course tags by German name (tags.name_de), each once; the server refuses names that are no
     * active course tag (weekly-courses.ts).
     */
    tags: z
      .array(courseLine(PROVIDER_LIMITS.nameChars).min(1))
      .max(PROVIDER_LIMITS.maxCourseTags)
      .default([])
      .transform((tags) => [...new Set(tags)]),
    /** 0 = Sunday … 6 = Saturday (spec 02 §3). */
    day_of_week: z.coerce.number().int().min(0).max(6),
    start_time: ZTime,
    end_time: ZTime,
    age_group: optionalCourseLine(PROVIDER_LIMITS.nameChars),
    room_info: optionalCourseLine(PROVIDER_LIMITS.nameChars),
    floor_info: optionalCourseLine(PROVIDER_LIMITS.nameChars),
    elevator_access: z.boolean().default(false),
    booking_info: optionalCourseText(PROVIDER_LIMITS.longTextChars),
    max_participants: z.coerce
      .number()
      .int()
      .min(1)
      .max(PROVIDER_LIMITS.maxParticipants)
      .nullable()
      .default(null),
    current_participants: z.coerce.number().int().min(0).max(PROVIDER_LIMITS.maxParticipants).default(0),
    term_start: optionalDate,
    term_end: optionalDate,
    price_cents: z.coerce
      .number(PROVIDER_MESSAGES.price)
      .int(PROVIDER_MESSAGES.price)
      .min(0, PROVIDER_MESSAGES.price)
      .max(1_000_000, PROVIDER_MESSAGES.price)
      .nullable()
      .default(null),
    price_per: z.enum(PRICE_PER, PROVIDER_MESSAGES.pricePer).nullable().default(null),
    age_min_months: optionalAgeMonths,
    age_max_months: optionalAgeMonths,
    bookable: z.boolean().default(false),
    booking_url: optionalUrl,
    skipped_dates: z.array(ZSkippedDate).max(100, PROVIDER_MESSAGES.tooManySkipped).default([]),
  })
  .refine((value) => value.end_time > value.start_time, {
    message: PROVIDER_MESSAGES.endBeforeStart,
    path: ["end_time"],
  })
  .refine(
    (value) => value.max_participants === null || value.max_participants >= value.current_participants,
    {
      message: PROVIDER_MESSAGES.maxBelowCurrent,
      path: ["max_participants"],
    },
  )
  .refine((value) => !value.term_start || !value.term_end || value.term_end >= value.term_start, {
    message: PROVIDER_MESSAGES.termEndBeforeStart,
    path: ["term_end"],
  })
  .refine((value) => value.price_cents === null || value.price_cents === 0 || value.price_per !== null, {
    message: PROVIDER_MESSAGES.pricePer,
    path: ["price_per"],
  })
  .refine(
    (value) =>
      value.age_min_months === null ||
      value.age_max_months === null ||
      value.age_max_months >= value.age_min_months,
    { message: PROVIDER_MESSAGES.ageMaxBelowMin, path: ["age_max_months"] },
  )
  .refine((value) => !value.bookable || value.max_participants !== null, {
    message: PROVIDER_MESSAGES.bookableNeedsPlaces,
    path: ["max_participants"],
  })
  .refine(
    (value) =>
      value.skipped_dates.every(
        ({ date }) =>
          (!value.term_start || date >= value.term_start) && (!value.term_end || date <= value.term_end),
      ),
    { message: PROVIDER_MESSAGES.skippedOutsideTerm, path: ["skipped_dates"] },
  );
export type TProviderCourseFields = z.input<typeof ZProviderCourseFields>;

/** `POST /api/providers/:id/courses/import` (decision 021): a course programme as CSV text (course-import.ts). */
export const ZCourseImportRequest = z.object({
  csv: z.string().min(1, "Die Datei ist leer.").max(COURSE_IMPORT_MAX_CHARS, PROVIDER_MESSAGES.fileTooLarge),
});
export const ZCourseImportResult = z.object({ imported: z.number().int() });

export const ZProviderCourse = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(COURSE_FORM_TYPES),
  tags: z.array(z.string()),
  day_of_week: z.number().int(),
  /** "HH:MM". */
  start_time: z.string(),
  end_time: z.string(),
  age_group: z.string().nullable(),
  room_info: z.string().nullable(),
  floor_info: z.string().nullable(),
  elevator_access: z.boolean(),
  booking_info: z.string().nullable(),
  max_participants: z.number().int().nullable(),
  current_participants: z.number().int(),
  term_start: z.string().nullable(),
  term_end: z.string().nullable(),
  price_cents: z.number().int().nullable(),
  price_per: z.enum(PRICE_PER).nullable(),
  age_min_months: z.number().int().nullable(),
  age_max_months: z.number().int().nullable(),
  bookable: z.boolean(),
  booking_url: z.string().nullable(),
  skipped_dates: z.array(ZSkippedDate),
  /** The row under /courses once the provider is approved (docs/decisions/009). */
  course_id: z.uuid().nullable(),
});
export type TProviderCourse = z.infer<typeof ZProviderCourse>;

export const ANNOUNCEMENT_TYPES = ["closure", "event", "other"] as const;

/** The fields of an announcement; priority 1–3 (3 most urgent); `valid_until` a day (YYYY-MM-DD). */
export const ZAnnouncementFields = z.object({
  title: z.string().trim().min(1, PROVIDER_MESSAGES.title).max(PROVIDER_LIMITS.nameChars),
  content: optionalText(PROVIDER_LIMITS.longTextChars),
  announcement_type: z.enum(ANNOUNCEMENT_TYPES).default("other"),
  priority: z.coerce
    .number(PROVIDER_MESSAGES.priority)
    .int(PROVIDER_MESSAGES.priority)
    .min(1, PROVIDER_MESSAGES.priority)
    .max(3, PROVIDER_MESSAGES.priority),
  valid_until: z.iso
    .date()
    .nullable()
    .default(null)
    .or(z.literal("").transform(() => null)),
});
export type TAnnouncementFields = z.input<typeof ZAnnouncementFields>;

export const ZAnnouncement = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string().nullable(),
  announcement_type: z.enum(ANNOUNCEMENT_TYPES),
  priority: z.number().int(),
  created_at: z.string(),
  /** End of validity (ISO instant); the announcement is hidden once it has passed. */
  valid_until: z.string().nullable(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

/** Everything /provider/{id} shows (spec 02 §2.12), for any visitor. */
export const ZProviderProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  short_description: z.string().nullable(),
  video_url: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  stroller_parking: z.boolean(),
  transport_info: z.string().nullable(),
  car_parking_info: z.string().nullable(),
  bike_parking_info: z.string().nullable(),
  kitchen_available: z.boolean(),
  breakfast_offered: z.boolean(),
  breakfast_details: z.string().nullable(),
  outdoor_space: z.boolean(),
  outdoor_space_details: z.string().nullable(),
  target_age_groups: z.array(z.string()),
  special_notes: z.string().nullable(),
  approval_status: ZApprovalStatus,
  /** Spec 02 §4 "Owner detection": the signed-in user's id equals the profile's user_id. */
  is_owner: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  media: z.array(ZProviderMedia),
  team: z.array(ZTeamMember),
  /**
   * Ordered by day_of_week, then start_time (spec 02 §7): all for the owner and admins, else at most
   * PROVIDER_LIMITS.publicCourses, and none while the provider is not approved (docs/decisions/041).
   */
  courses: z.array(ZProviderCourse),
  /** How many courses there are for this reader, `courses` being the first of them. */
  course_count: z.number().int(),
  /** Current ones only (expired hidden), by priority descending, then newest first (spec 02 §7). */
  announcements: z.array(ZAnnouncement),
});
export type TProviderProfile = z.infer<typeof ZProviderProfile>;

export const ZProviderIdParam = z.object({ id: z.uuid() });
export const ZProviderItemParam = z.object({ id: z.uuid(), itemId: z.uuid() });
