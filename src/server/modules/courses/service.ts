/**
 * Course queries (spec 01 §7 "Read courses"; decision 008): a paged, filtered list ordered by title, and one
 * course by id.
 */
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lte,
  not,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { MonthRange } from "#shared/age-groups.js";
import { hamburgToday, weekdayOf } from "#shared/berlin-time.js";
import { countCourseDates, nextCourseDates, type CourseCalendar } from "#shared/course-dates.js";
import { COURSE_AGE_GROUPS } from "#shared/constants.js";
import { queryList } from "#shared/schemas/common.js";
import {
  COURSE_FILTER_TYPE_MATCHES,
  type TCourse,
  type TCourseCard,
  type TCourseList,
  type TCourseListQuery,
} from "#shared/schemas/courses.js";
import type { Db } from "#server/db/client.js";
import { courses, providerCourseSkippedDates, providerCourses, providerProfiles } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { holidayNamed } from "#server/modules/holidays/service.js";
import { buildSearchIndex, type SearchField, type SearchIndex } from "#server/lib/search-index.js";
import { byRelevance, firstWithResults, withTextSearch, type QueryPlan } from "#server/lib/text-search.js";
import { defineReadCache, READ_CACHE_TTL_MS } from "#server/plugins/read-cache.js";
import { cardTagsSql, resolveTagNames } from "../tags/service.js";
import { courseCapacitySql } from "./capacity.js";

// A course's iCalendar events, for a parent's feed of booked courses (bookings/calendar-feed.ts).
export { addCourseEvent, calendarText, newCourseCalendar } from "./calendar.js";

/** Columns a course card is made of (toCourseCard): its fields and what its next date is computed from. */
export const courseCardColumns = {
  id: courses.id,
  title: courses.title,
  type: courses.type,
  age_group: courses.age_group,
  location: courses.location,
  schedule: courses.schedule,
  image_url: courses.image_url,
  /** Card tags: active badge tags in display order (tags/service.ts). */
  tags: cardTagsSql(courses.tags),
  weekdays: courses.weekdays,
  term_start: courses.term_start,
  term_end: courses.term_end,
  skipped_dates: courses.skipped_dates,
  /** Places of a course booked in Lütt, for the cards' badge (./capacity.ts). */
  capacity: courseCapacitySql,
};

type CourseCardRow = Omit<TCourseCard, "next_date"> &
  Omit<CourseCalendar, "weekdays"> & {
    weekdays: number[] | null;
  };

/** When a course takes place, from its row. */
const calendarOf = (row: Pick<CourseCardRow, keyof CourseCalendar>): CourseCalendar => ({
  weekdays: row.weekdays ?? [],
  term_start: row.term_start,
  term_end: row.term_end,
  skipped_dates: row.skipped_dates,
});

/** A course card from its row (courseCardColumns), with its next date from `today` (Hamburg) on. */
export function toCourseCard(row: CourseCardRow, today: string = hamburgToday()): TCourseCard {
  const { weekdays: _weekdays, term_start: _start, term_end: _end, skipped_dates: _skipped, ...card } = row;
  return { ...card, next_date: nextCourseDates(calendarOf(row), today, 1)[0] ?? null };
}

/** Courses still to come on `today` ("YYYY-MM-DD"): those without a term or whose term has not ended. */
export const courseIsCurrent = (today: string): SQL =>
  or(isNull(courses.term_end), gte(courses.term_end, today))!;

/**
 * Courses that take place on `date` ("YYYY-MM-DD"): on its weekday, within their term, and not on one
 * of their skipped dates (decision 021; the same rule as takesPlaceOn in shared/course-dates.ts).
 */
export const courseTakesPlaceOn = (date: string): SQL =>
  and(
    arrayContains(courses.weekdays, [weekdayOf(date)]),
    or(isNull(courses.term_start), lte(courses.term_start, date)),
    or(isNull(courses.term_end), gte(courses.term_end, date)),
    not(arrayContains(courses.skipped_dates, [date])),
  )!;

/**
 * What a course's search document holds and how each part counts, as the database's search document
 * did (migration 0004): the title (weight A); type words, tags, age group (B); location (C), schedule
 * and description (C). Typos are tolerated in the title, type words, tags and location.
 */
const COURSE_SEARCH_FIELDS = {
  title: { weight: 1, typos: true },
  labels: { weight: 0.4, typos: true },
  ages: { weight: 0.4, typos: false },
  location: { weight: 0.2, typos: true },
  about: { weight: 0.2, typos: false },
} satisfies Record<string, SearchField>;

/**
 * The courses' search index, one per app, used for this long past its time to live while a new one is
 * built, so no search waits for a build unless a write to courses or tags came first.
 */
const courseIndex = defineReadCache({
  topics: ["courses", "tags"],
  ttlMs: READ_CACHE_TTL_MS,
  max: 1,
  staleMs: 60 * 60_000,
});

/** The courses' search index (lib/search-index.ts; decision 015), over every course. */
async function loadCourseIndex(db: Db): Promise<SearchIndex> {
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      /** "Schwimmen Swimming" for Swimming, so the type is found by its words (migration 0004). */
      type_words: sql<string>`luett_course_type_words(${courses.type})`,
      tags: courses.tags,
      age_group: courses.age_group,
      location: courses.location,
      schedule: courses.schedule,
      description: courses.description,
    })
    .from(courses);
  return await buildSearchIndex(
    COURSE_SEARCH_FIELDS,
    rows.map((row) => ({
      id: row.id,
      text: {
        title: row.title,
        labels: [row.type_words, ...row.tags].join(" "),
        ages: row.age_group ?? "",
        location: row.location ?? "",
        about: [row.schedule, row.description].join(" "),
      },
      boost: 1,
      tieBreak: row.title,
    })),
  );
}

/**
 * Courses whose age range overlaps any of the ranges (both inclusive, in months). Courses whose age
 * group could not be read (no range) are left out, since nothing says they suit the child.
 */
export const courseSuitsAges = (ranges: readonly MonthRange[]): SQL =>
  or(
    ...ranges.map(([min, max]) => and(lte(courses.age_min_months, max), gte(courses.age_max_months, min))!),
  )!;

/**
 * The SQL of the course filters (spec 01 §5 "Filter logic": any type, any age group, any tag), one plan
 * per way of matching the search text (text-search.ts); the search index is built once per write to
 * courses (courseIndex).
 * @throws AppError BAD_REQUEST for an unknown tag
 */
export async function coursePlans(
  db: Db,
  query: Pick<TCourseListQuery, "type" | "age" | "tag" | "q" | "provider">,
): Promise<Iterable<QueryPlan>> {
  const conditions: SQL[] = [courseIsCurrent(hamburgToday())];
  if (query.provider) {
    // Only an approved provider's weekly courses have a row in `courses` (sync-courses.ts).
    conditions.push(
      inArray(
        courses.provider_course_id,
        db
          .select({ id: providerCourses.id })
          .from(providerCourses)
          .where(eq(providerCourses.provider_id, query.provider)),
      ),
    );
  }
  const tagNames = await resolveTagNames(db, "courses", queryList(query.tag));
  if (tagNames.length > 0) {
    // The course tags seeded from the spec's course types carry the type's name (seed-tags.ts: "PEKiP",
    // Musik = "Music"), so a course of that type matches its tag without carrying it (decision 030).
    conditions.push(or(arrayOverlaps(courses.tags, tagNames), inArray(courses.type, tagNames))!);
  }
  const types = queryList(query.type).flatMap((type) => COURSE_FILTER_TYPE_MATCHES[type]);
  if (types.length > 0) conditions.push(inArray(courses.type, types));
  const ages = queryList(query.age);
  if (ages.length > 0) conditions.push(courseSuitsAges(ages.map((age) => COURSE_AGE_GROUPS[age])));
  if (!query.q) return withTextSearch(conditions, null);
  const index = await courseIndex(db).get("courses:search", () => loadCourseIndex(db));
  return withTextSearch(conditions, { ways: index.matches(query.q), id: courses.id });
}

/**
 * Lists courses matching the filters, by title (spec 01 §7) or, with `q`, best match first.
 * @returns the page and the total number of matches, with `provider` the provider it is of
 * @throws AppError BAD_REQUEST for an unknown tag
 */
export async function findCourses(db: Db, query: TCourseListQuery): Promise<TCourseList> {
  const [list, provider] = await Promise.all([findCoursePage(db, query), listedProvider(db, query.provider)]);
  return provider === undefined ? list : { ...list, provider };
}

/** The approved provider `id` names, or null; undefined without an id. */
async function listedProvider(db: Db, id: string | undefined) {
  if (!id) return undefined;
  const [row] = await db
    .select({ id: providerProfiles.id, name: providerProfiles.name })
    .from(providerProfiles)
    .where(and(eq(providerProfiles.id, id), eq(providerProfiles.approval_status, "approved")));
  return row ?? null;
}

async function findCoursePage(db: Db, query: TCourseListQuery): Promise<TCourseList> {
  return firstWithResults(await coursePlans(db, query), async (plan) => {
    const where = plan.conditions.length > 0 ? and(...plan.conditions) : undefined;
    const order = plan.matches ? [byRelevance(plan.matches, courses.id)] : [asc(courses.title)];
    const [rows, totals] = await Promise.all([
      db
        .select(courseCardColumns)
        .from(courses)
        .where(where)
        .orderBy(...order, courses.id)
        .limit(query.limit)
        .offset(query.offset),
      db.select({ total: count() }).from(courses).where(where),
    ]);
    const today = hamburgToday();
    return { items: rows.map((row) => toCourseCard(row, today)), total: totals[0]?.total ?? 0 };
  });
}

/** Loads course cards by id, in the given order (ids that no longer exist are skipped). */
export async function findCourseCardsByIds(db: Db, ids: readonly string[]): Promise<TCourseCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(courseCardColumns)
    .from(courses)
    .where(inArray(courses.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const today = hamburgToday();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCourseCard(row, today)] : [];
  });
}

const { updated_at: _updatedAt, ...courseColumns } = getTableColumns(courses);

/**
 * One course by id, with the provider whose weekly course it is (`provider`, decisions/009) and the
 * room and sign-up text of that weekly course, its next dates from today (Hamburg) on, its term, skipped dates with their reasons, price and month range.
 * @throws AppError NOT_FOUND with the spec's text 'Course not found.' (spec 01 §8)
 */
export async function getCourse(db: Db, id: string): Promise<TCourse> {
  const [[row], skipped] = await Promise.all([
    db
      .select({
        ...courseColumns,
        provider_id: providerProfiles.id,
        provider_name: providerProfiles.name,
        provider_description: providerProfiles.short_description,
        room_info: providerCourses.room_info,
        floor_info: providerCourses.floor_info,
        booking_info: providerCourses.booking_info,
        capacity: courseCapacitySql,
      })
      .from(courses)
      .leftJoin(providerCourses, eq(providerCourses.id, courses.provider_course_id))
      .leftJoin(providerProfiles, eq(providerProfiles.id, providerCourses.provider_id))
      .where(eq(courses.id, id))
      .limit(1),
    db
      .select({ date: providerCourseSkippedDates.date, reason: providerCourseSkippedDates.reason })
      .from(providerCourseSkippedDates)
      .innerJoin(courses, eq(courses.provider_course_id, providerCourseSkippedDates.provider_course_id))
      .where(eq(courses.id, id))
      .orderBy(asc(providerCourseSkippedDates.date)),
  ]);
  if (!row) throw new AppError("NOT_FOUND", "Course not found.");
  const today = hamburgToday();
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    age_group: row.age_group,
    age_min_months: row.age_min_months,
    age_max_months: row.age_max_months,
    location: row.location,
    schedule: row.schedule,
    description: row.description,
    image_url: row.image_url,
    tags: row.tags,
    booking_url: row.booking_url,
    place_id: row.place_id,
    weekdays: row.weekdays ?? [],
    provider:
      row.provider_id !== null && row.provider_name !== null
        ? { id: row.provider_id, name: row.provider_name, description: row.provider_description }
        : null,
    room: [row.room_info, row.floor_info].filter(Boolean).join(", ") || null,
    booking_info: row.booking_info,
    created_at: row.created_at.toISOString(),
    next_dates: nextCourseDates(calendarOf(row), today),
    upcoming_date_count: countCourseDates(calendarOf(row), today),
    term: row.term_start || row.term_end ? { start: row.term_start, end: row.term_end } : null,
    skipped_dates: skipped.map((day) => ({ ...day, holiday: holidayNamed(day.date, day.reason) })),
    price: row.price_cents === null ? null : { cents: row.price_cents, per: row.price_per },
    age_months:
      row.age_min_months !== null && row.age_max_months !== null
        ? { min: row.age_min_months, max: row.age_max_months }
        : null,
    capacity: row.capacity,
  };
}
