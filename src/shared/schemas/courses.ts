import { z } from "zod";
import type { COURSE_FORM_TYPES } from "../constants.js";
import { COURSE_AGE_GROUPS, COURSE_FILTER_TYPES } from "../constants.js";
import { PRICE_PER } from "../course-dates.js";
import { ZCourseCapacity } from "./bookings.js";
import { ZHolidayName } from "./holidays.js";
import { ZPageQuery, zPage, zQueryList, ZSearchText } from "./common.js";

/** A course (spec 01 §3 "course"). */
export const ZCourse = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.string(),
  age_group: z.string(),
  age_min_months: z.number().int().nullable(),
  age_max_months: z.number().int().nullable(),
  location: z.string(),
  schedule: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  tags: z.array(z.string()),
  booking_url: z.string().nullable(),
  place_id: z.uuid().nullable(),
  /** Weekdays the schedule names, 0 = Sunday … 6 = Saturday (computed from `schedule`). */
  weekdays: z.array(z.number().int().min(0).max(6)),
  /**
   * The provider whose weekly course this is (decisions/009), for /provider/{id}, with its own short
   * description, which the page shows, labelled as the provider's, where the course has none
   * (decision 030); null for other courses.
   */
  provider: z.object({ id: z.uuid(), name: z.string(), description: z.string().nullable() }).nullable(),
  /** Where in the building a provider's course is held (room, floor); null where not said. */
  room: z.string().nullable(),
  /** How to sign up for a provider's course, in the provider's words; null where not said. */
  booking_info: z.string().nullable(),
  created_at: z.string(),
  /** The next dates it takes place, today (Hamburg) or later, "YYYY-MM-DD", at most NEXT_DATES_MAX. */
  next_dates: z.array(z.string()),
  /**
   * How many dates it has from today (Hamburg) to its term's last day, `next_dates` among them, so the
   * page can say how many more there are; null where it runs on without a last day.
   */
  upcoming_date_count: z.number().int().nullable(),
  /** Its term, first and last day ("YYYY-MM-DD"); null where it runs on without one (decision 021). */
  term: z.object({ start: z.string().nullable(), end: z.string().nullable() }).nullable(),
  /**
   * Dates within the term it does not take place, with the reason the provider gave ("Fortbildung"),
   * and the holiday's name in both languages where the reason names the Hamburg holiday on that date.
   */
  skipped_dates: z.array(
    z.object({ date: z.string(), reason: z.string(), holiday: ZHolidayName.nullable() }),
  ),
  /** Price in euro cents (0 = free) per term or session; null where not stated. */
  price: z.object({ cents: z.number().int(), per: z.enum(PRICE_PER).nullable() }).nullable(),
  /** The child's age in months, inclusive; null where the age group could not be read. */
  age_months: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Places of a course booked in Lütt; null for external booking or none. */
  capacity: ZCourseCapacity.nullable(),
});
export type TCourse = z.infer<typeof ZCourse>;

export const ZCourseCard = ZCourse.pick({
  id: true,
  title: true,
  type: true,
  age_group: true,
  location: true,
  schedule: true,
  image_url: true,
  tags: true,
}).extend({
  /** The next date it takes place ("YYYY-MM-DD"), or null when none is coming. */
  next_date: z.string().nullable(),
  /** Places of a course booked in Lütt, for the "Ausgebucht" / "Noch 2 Plätze" badge; else null. */
  capacity: ZCourseCapacity.nullable(),
});
export type TCourseCard = z.infer<typeof ZCourseCard>;

/**
 * What each filter type (spec 01 §3 "Course types (filter, lowercase)") matches among the stored types
 * (the form types, spec 01 §3 "Course types (suggestion form)"). "movement" covers the movement courses
 * for babies and toddlers that have no filter of their own: PEKiP (Prager Eltern-Kind-Programm, play and
 * movement) and Sports (Eltern-Kind-Turnen and similar); dance keeps its own filter. See
 * docs/decisions/005-discovery-search.md.
 */
export const COURSE_FILTER_TYPE_MATCHES: Record<
  (typeof COURSE_FILTER_TYPES)[number],
  readonly (typeof COURSE_FORM_TYPES)[number][]
> = {
  music: ["Music"],
  movement: ["PEKiP", "Sports"],
  yoga: ["Yoga"],
  swimming: ["Swimming"],
  dance: ["Dance"],
};

/**
 * `GET /api/courses`: filter types (mapped by COURSE_FILTER_TYPE_MATCHES), filter age groups (a course
 * matches when its month range overlaps the group's), tags, text search, one provider, paging; ordered
 * by title (spec 01 §7). Several values of one filter widen it (any), different filters narrow (all).
 */
export const ZCourseListQuery = ZPageQuery.extend({
  type: zQueryList(z.enum(COURSE_FILTER_TYPES)),
  age: zQueryList(z.enum(Object.keys(COURSE_AGE_GROUPS) as [keyof typeof COURSE_AGE_GROUPS])),
  /** An active course tag's German name; a course matches when its tags carry it in either language. */
  tag: zQueryList(z.string().trim().min(1).max(60)),
  q: ZSearchText.optional(),
  /**
   * A provider profile's id: only its weekly courses (decisions/009), for the link under the first
   * PROVIDER_LIMITS.publicCourses of them on /provider/{id}.
   */
  provider: z.uuid().optional(),
});
export type TCourseListQuery = z.infer<typeof ZCourseListQuery>;

export const ZCourseList = zPage(ZCourseCard).extend({
  /**
   * With `provider`: the approved provider the list is of, named for its filter chip; null when there is
   * no such approved provider (the list is then empty).
   */
  provider: z.object({ id: z.uuid(), name: z.string() }).nullable().optional(),
});
export type TCourseList = z.infer<typeof ZCourseList>;
