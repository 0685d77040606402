/**
 * Course queries (spec 01 §7 "Read courses"; issue "Discovery" §2, §4): a paged, filtered list ordered
 * by title, and one course by id.
 */
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  or,
  type SQL,
} from "drizzle-orm";
import type { MonthRange } from "../../../shared/age-groups.js";
import { COURSE_AGE_GROUPS } from "../../../shared/constants.js";
import { queryList } from "../../../shared/schemas/common.js";
import {
  COURSE_FILTER_TYPE_MATCHES,
  type TCourse,
  type TCourseCard,
  type TCourseList,
  type TCourseListQuery,
} from "../../../shared/schemas/courses.js";
import type { Db } from "../../db/client.js";
import { courses, providerCourses, providerProfiles } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { firstWithResults, withTextSearch, type QueryPlan } from "../../lib/text-search.js";
import type { ReadCache } from "../../plugins/read-cache.js";
import { cardTagsSql, resolveTagNames } from "../tags/service.js";

/** Columns a course card needs. */
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
  is_example: courses.is_example,
};

const searchColumns = { document: courses.search_document, text: courses.search_text };

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
 * per way of matching the search text (text-search.ts). `cache` (the read cache) saves the tag lookup.
 * @throws AppError BAD_REQUEST for an unknown tag
 */
export async function coursePlans(
  db: Db,
  query: Pick<TCourseListQuery, "type" | "age" | "tag" | "q">,
  cache?: ReadCache,
): Promise<QueryPlan[]> {
  const conditions: SQL[] = [];
  const tagNames = await resolveTagNames(db, "courses", queryList(query.tag), cache);
  if (tagNames.length > 0) conditions.push(arrayOverlaps(courses.tags, tagNames));
  const types = queryList(query.type).flatMap((type) => COURSE_FILTER_TYPE_MATCHES[type]);
  if (types.length > 0) conditions.push(inArray(courses.type, types));
  const ages = queryList(query.age);
  if (ages.length > 0) conditions.push(courseSuitsAges(ages.map((age) => COURSE_AGE_GROUPS[age])));
  return withTextSearch(conditions, searchColumns, query.q);
}

/**
 * Lists courses matching the filters, by title (spec 01 §7) or, with `q`, best match first.
 * @returns the page and the total number of matches
 * @throws AppError BAD_REQUEST for an unknown tag
 */
export async function findCourses(db: Db, query: TCourseListQuery, cache?: ReadCache): Promise<TCourseList> {
  return firstWithResults(await coursePlans(db, query, cache), async (plan) => {
    const where = plan.conditions.length > 0 ? and(...plan.conditions) : undefined;
    const order = plan.rank ? [desc(plan.rank), asc(courses.title)] : [asc(courses.title)];
    const [items, totals] = await Promise.all([
      db
        .select(courseCardColumns)
        .from(courses)
        .where(where)
        .orderBy(...order, courses.id)
        .limit(query.limit)
        .offset(query.offset),
      db.select({ total: count() }).from(courses).where(where),
    ]);
    return { items, total: totals[0]?.total ?? 0 };
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
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const {
  search_document: _document,
  search_text: _text,
  updated_at: _updatedAt,
  ...courseColumns
} = getTableColumns(courses);

/**
 * One course by id, with the provider whose weekly course it is (`provider`, decisions/009).
 * @throws AppError NOT_FOUND with the spec's text 'Course not found.' (spec 01 §8)
 */
export async function getCourse(db: Db, id: string): Promise<TCourse> {
  const [row] = await db
    .select({ ...courseColumns, provider_id: providerProfiles.id, provider_name: providerProfiles.name })
    .from(courses)
    .leftJoin(providerCourses, eq(providerCourses.id, courses.provider_course_id))
    .leftJoin(providerProfiles, eq(providerProfiles.id, providerCourses.provider_id))
    .where(eq(courses.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Course not found.");
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
    is_example: row.is_example,
    weekdays: row.weekdays ?? [],
    provider:
      row.provider_id !== null && row.provider_name !== null
        ? { id: row.provider_id, name: row.provider_name }
        : null,
    created_at: row.created_at.toISOString(),
  };
}
