/**
 * The home page's data in one call (issue "Foundation" §9). Category rules from spec 01 §9 "Home category
 * rules (by keyword on type or features)": cafés — café or restaurant type, or a coffee feature; indoor —
 * an indoor or covered feature, or an indoor type; changing — a changing or diaper feature, or a
 * changing table shown as "yes" by the family facts (issue 20 §3), those first.
 */
import { and, asc, desc, inArray, or, sql, type SQL } from "drizzle-orm";
import { HOME_CAFE_TYPES } from "#shared/home-rows.js";
import { hamburgToday } from "#shared/berlin-time.js";
import { LIMITS } from "#shared/constants.js";
import type { THomeData } from "#shared/schemas/home.js";
import type { Db } from "#server/db/client.js";
import { courses, places } from "#server/db/schema.js";
import { defineReadCache, READ_CACHE_TTL_MS } from "#server/plugins/read-cache.js";
import type { Storage } from "#server/plugins/storage.js";
import { courseCardColumns, courseIsCurrent, toCourseCard } from "../courses/service.js";
import { hasFactSql, isCheckedByParentsSql } from "../facts/service.js";
import { isListed } from "../places/filters.js";
import { findCardExtras, placeCardColumns, toPlaceCard } from "../places/service.js";
import { findPosts } from "../posts/service.js";

/** Place types that are indoors by nature (spec 01 §9 "indoor type"). */
const INDOOR_TYPES = ["kindercafe", "library", "museum", "activity_center", "shopping_center"];

const hasFeatureLike = (...patterns: string[]): SQL =>
  sql`exists (select 1 from unnest(${places.features}) as feature where ${sql.join(
    patterns.map((pattern) => sql`feature ilike ${pattern}`),
    sql` or `,
  )})`;

/** Richer places first: checked by parents, then with more features, then by name. */
const byRichness = [
  desc(isCheckedByParentsSql),
  desc(sql`cardinality(${places.features})`),
  asc(places.name),
];

const section = (db: Db, where: SQL | undefined, preferFirst?: SQL) =>
  db
    .select(placeCardColumns)
    .from(places)
    .where(and(isListed, where))
    .orderBy(...(preferFirst ? [desc(preferFirst)] : []), ...byRichness)
    .limit(LIMITS.homeSectionPlaces);

export async function getHomeData(db: Db, storage: Storage): Promise<THomeData> {
  const confirmedChangingTable = hasFactSql("changing_table");
  const [cafes, indoor, changing, courseRows, tips, extras] = await Promise.all([
    section(db, or(inArray(places.type, HOME_CAFE_TYPES), hasFeatureLike("%coffee%"))),
    // Venues that are indoors by type come first: a café is indoors too, but the café section has those.
    section(
      db,
      or(inArray(places.type, INDOOR_TYPES), hasFeatureLike("%indoor%", "%covered%")),
      inArray(places.type, INDOOR_TYPES),
    ),
    // Issue 20 §3: a changing table parents confirmed (first), or one the place's features name.
    section(db, or(confirmedChangingTable, hasFeatureLike("%changing%", "%diaper%")), confirmedChangingTable),
    db
      .select(courseCardColumns)
      .from(courses)
      .where(courseIsCurrent(hamburgToday()))
      .orderBy(asc(courses.title))
      .limit(LIMITS.homeSectionCourses),
    // Spec 01 §7 "Read feed_posts: type equals tip, newest first, limit 3 (home)".
    findPosts(db, { storage, query: { type: "tip", limit: LIMITS.homeTipPosts, offset: 0 } }),
    findCardExtras(db),
  ]);
  return {
    cafes: cafes.map((row) => toPlaceCard(row, extras)),
    indoor: indoor.map((row) => toPlaceCard(row, extras)),
    changing: changing.map((row) => toPlaceCard(row, extras)),
    courses: courseRows.map((row) => toCourseCard(row)),
    tips: tips.items,
  };
}

/** Home shows places, courses, tips and tags: every topic empties it. */
const homeData = defineReadCache({
  topics: ["home", "places", "courses", "posts", "tags"],
  ttlMs: READ_CACHE_TTL_MS,
  max: 1,
});

/**
 * `getHomeData` through a read cache (plugins/read-cache.ts): the same for every visitor, so the
 * server-rendered `/` answers from memory; a write to what it shows empties it, so a new tip shows on
 * home at once (issue "Community" §7), on every instance (decision 025).
 */
export const readHomeData = (db: Db, storage: Storage): Promise<THomeData> =>
  homeData(db).get("home", () => getHomeData(db, storage));
