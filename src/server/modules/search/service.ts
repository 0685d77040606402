/**
 * The home search's results (spec 01 §2 Home "Search block", §3 "search criteria"; DESIGN.md "The home
 * search runs a real search"): places in or near a district that suit the child's age and are open that day
 * (and, when asked, have the family facts, decision 016), and courses for that age on that weekday.
 */
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { placeAgeGroupsFor, SEARCH_AGE_RANGES } from "#shared/age-groups.js";
import type { FactFilter } from "#shared/family-facts.js";
import { queryList } from "#shared/schemas/common.js";
import { resolveDistrict, type ResolvedDistrict } from "#shared/districts.js";
import type { TPlacePoint, TPlacePoints } from "#shared/schemas/places.js";
import type { TSearchCriteria, TSearchQuery, TSearchResults } from "#shared/schemas/search.js";
import type { Db } from "#server/db/client.js";
import { courses, places } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { hamburgToday, isCalendarDate, weekdayOf } from "#shared/berlin-time.js";
import { isOpenOnDay } from "#server/lib/opening-hours.js";
import { defineReadCache, READ_CACHE_TTL_MS } from "#server/plugins/read-cache.js";
import {
  courseCardColumns,
  courseIsCurrent,
  courseSuitsAges,
  courseTakesPlaceOn,
  toCourseCard,
} from "../courses/service.js";
import { loadStadtteile } from "../geo/service.js";
import {
  findCardsByIds,
  isListed,
  MAP_POINTS_MAX,
  nearestFirst,
  placePlans,
  suitsAgeGroups,
  withinMetres,
} from "../places/service.js";

/** "Near" a Stadtteil: within this distance of its centre, even across the border. */
export const NEAR_DISTRICT_METRES = 1500;
/** Candidates read per search (nearest first); opening hours are checked on these in JavaScript. */
export const SEARCH_CANDIDATES_MAX = 2000;
/** Courses shown at most. */
const COURSES_MAX = 50;

/** A matching place: a marker when it has coordinates (all imported places have). */
type Candidate = Omit<TPlacePoint, "latitude" | "longitude"> & {
  latitude: number | null;
  longitude: number | null;
};
type Criteria = {
  district: ResolvedDistrict | null;
  date: string | null;
  childAge: NonNullable<TSearchQuery["childAge"]> | null;
  /** Family facts the places must have (all of them); they do not narrow the courses. */
  facts: FactFilter[];
};

/**
 * Checks and resolves the criteria.
 * @throws AppError BAD_REQUEST without any criterion, for an unknown district, a date that is no real
 *   day, or a date before today in Hamburg
 */
export function resolveCriteria(
  query: Pick<TSearchQuery, "district" | "date" | "childAge" | "fact">,
): Criteria {
  if (!query.district && !query.date && !query.childAge) {
    throw new AppError("BAD_REQUEST", "Choose a district, a date or your child's age to search.");
  }
  const district = query.district ? resolveDistrict(query.district) : null;
  if (query.district && !district) {
    throw new AppError(
      "BAD_REQUEST",
      `Unknown district "${query.district}". Choose one of Hamburg's Stadtteile or Bezirke.`,
    );
  }
  if (query.date !== undefined) {
    if (!isCalendarDate(query.date))
      throw new AppError("BAD_REQUEST", `"${query.date}" is not a calendar day.`);
    if (query.date < hamburgToday()) {
      throw new AppError("BAD_REQUEST", "The date is in the past. Choose today or a later day.");
    }
  }
  return {
    district,
    date: query.date ?? null,
    childAge: query.childAge ?? null,
    facts: queryList(query.fact),
  };
}

/**
 * The representative point of a Stadtteil (its centre in the boundary data), to rank by distance from.
 * A Bezirk has none: a distance from the middle of a whole Bezirk says nothing about the
 * way there ("Altona" showed Osdorf's parks at "600 m"), so a Bezirk is searched whole, by Stadtteil.
 */
function centreOf(district: ResolvedDistrict): [number, number] | null {
  if (!district.stadtteil) return null;
  const match = loadStadtteile().find((stadtteil) => stadtteil.name === district.stadtteil);
  return match ? [match.center[0], match.center[1]] : null;
}

/** The places matching a search's criteria (findCandidates), emptied by writes to places or tags. */
const searchCandidates = defineReadCache({ topics: ["places", "tags"], ttlMs: READ_CACHE_TTL_MS, max: 500 });

/**
 * The matching places as markers, nearest to the Stadtteil's centre first, a Bezirk's by Stadtteil and
 * name (newest first without a district), at most SEARCH_CANDIDATES_MAX; kept (searchCandidates) so
 * paging and the map reuse them.
 */
function findCandidates(db: Db, criteria: Criteria) {
  const key = `search:${JSON.stringify([
    criteria.district?.name ?? null,
    criteria.date,
    criteria.childAge,
    [...criteria.facts].sort(),
  ])}`;
  return searchCandidates(db).get(key, () => loadCandidates(db, criteria));
}

async function loadCandidates(
  db: Db,
  criteria: Criteria,
): Promise<{ candidates: Candidate[]; centre: [number, number] | null }> {
  const conditions: SQL[] = [isListed];
  const centre = criteria.district ? centreOf(criteria.district) : null;
  if (criteria.district) {
    const { stadtteil, bezirk } = criteria.district;
    conditions.push(
      or(
        ...(stadtteil ? [eq(places.stadtteil, stadtteil)] : []),
        ...(bezirk ? [eq(places.bezirk, bezirk)] : []),
        ...(stadtteil && centre ? [withinMetres(centre[0], centre[1], NEAR_DISTRICT_METRES)] : []),
      )!,
    );
  }
  if (criteria.childAge)
    conditions.push(suitsAgeGroups(placeAgeGroupsFor(SEARCH_AGE_RANGES[criteria.childAge])));
  if (criteria.facts.length > 0) {
    // The /places fact filter itself (no text, so one plan), so both lists agree on what "has it" means.
    const [plan] = await placePlans(db, { fact: criteria.facts });
    conditions.push(...plan!.conditions);
  }
  const rows = await db
    .select({
      id: places.id,
      name: places.name,
      type: places.type,
      latitude: places.latitude,
      longitude: places.longitude,
      opening_hours: places.opening_hours,
    })
    .from(places)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(
      ...(centre
        ? [nearestFirst(centre[0], centre[1])]
        : criteria.district
          ? [asc(places.stadtteil), asc(places.name), places.id]
          : [desc(places.created_at), places.id]),
    )
    .limit(SEARCH_CANDIDATES_MAX);
  // Open that day, or hours unknown (most parks and playgrounds have none and are always open).
  const candidates = rows
    .filter((row) => !criteria.date || isOpenOnDay(row.opening_hours, criteria.date) !== false)
    .map(({ opening_hours: _hours, ...row }) => ({ ...row, type: row.type as Candidate["type"] }));
  return { candidates, centre };
}

function criteriaOf(criteria: Criteria): TSearchCriteria {
  return {
    district: criteria.district,
    date: criteria.date,
    weekday: criteria.date ? weekdayOf(criteria.date) : null,
    childAge: criteria.childAge,
    facts: criteria.facts,
  };
}

/**
 * Courses held in a district: the Stadtteil or Bezirk the course's point lies in (`courses.stadtteil`,
 * `courses.bezirk`: a provider's address, a picked location; decision 032), so "Altona" in an Eimsbüttel
 * course's text does not make it an Altona course. Used to order the home search's courses and to
 * filter course alerts (modules/course-alerts/digest.ts).
 * @returns undefined when the district names neither
 */
export function courseInDistrict(district: ResolvedDistrict): SQL | undefined {
  const conditions = [
    district.stadtteil ? eq(courses.stadtteil, district.stadtteil) : undefined,
    district.bezirk ? eq(courses.bezirk, district.bezirk) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length > 0 ? or(...conditions) : undefined;
}

/** Courses for the age on the date's weekday; those held in the district first, then by title. */
async function findMatchingCourses(db: Db, criteria: Criteria) {
  const conditions: SQL[] = [];
  if (criteria.childAge) conditions.push(courseSuitsAges([SEARCH_AGE_RANGES[criteria.childAge]]));
  conditions.push(criteria.date ? courseTakesPlaceOn(criteria.date) : courseIsCurrent(hamburgToday()));
  const inDistrict = criteria.district ? courseInDistrict(criteria.district) : undefined;
  const order = [asc(courses.title), courses.id];
  if (inDistrict) order.unshift(desc(sql`(${inDistrict})`));
  return db
    .select(courseCardColumns)
    .from(courses)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...order)
    .limit(COURSES_MAX);
}

/**
 * Runs the home search.
 * @returns the criteria as understood, a page of places (with distance from the district's centre)
 *   and the matching courses
 * @throws AppError BAD_REQUEST for bad criteria (see resolveCriteria)
 */
export async function searchFamilyDay(db: Db, { query }: { query: TSearchQuery }): Promise<TSearchResults> {
  const criteria = resolveCriteria(query);
  const [{ candidates, centre }, courseCards] = await Promise.all([
    findCandidates(db, criteria),
    findMatchingCourses(db, criteria),
  ]);
  const pageIds = candidates.slice(query.offset, query.offset + query.limit).map((candidate) => candidate.id);
  const from = centre ? { lat: centre[0], lng: centre[1] } : undefined;
  return {
    criteria: criteriaOf(criteria),
    places: { items: await findCardsByIds(db, pageIds, { from }), total: candidates.length },
    courses: courseCards.map((row) => toCourseCard(row)),
  };
}

/** The markers of a search's places (decision 008). */
export async function findSearchPoints(db: Db, { query }: { query: TSearchQuery }): Promise<TPlacePoints> {
  const { candidates } = await findCandidates(db, resolveCriteria(query));
  const located = candidates.flatMap(({ latitude, longitude, ...candidate }) =>
    latitude !== null && longitude !== null ? [{ ...candidate, latitude, longitude }] : [],
  );
  return {
    items: located.slice(0, MAP_POINTS_MAX),
    total: located.length,
    is_truncated: located.length > MAP_POINTS_MAX,
  };
}
