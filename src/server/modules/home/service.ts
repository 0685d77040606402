/**
 * The home page's data in one call (spec 01 §2 Home). Category rules from spec 01 §9 "Home category rules (by
 * keyword on type or features)": cafés — café or restaurant type, or a coffee feature; indoor — an indoor or
 * covered feature, or an indoor type; changing — a changing or diaper feature, or a changing table shown as
 * "yes" by the family facts (decision 016), those first. Today's weather orders the rows and, on a warm,
 * sunny day, adds playgrounds and parks with water play and shade first (decision 044).
 */
import { and, asc, desc, inArray, not, or, sql, type SQL } from "drizzle-orm";
import { HOME_CAFE_TYPES, HOME_OUTDOOR_TYPES, homeRowOrder } from "#shared/home-rows.js";
import { hamburgToday } from "#shared/berlin-time.js";
import { LIMITS } from "#shared/constants.js";
import type { THomeData, TToday } from "#shared/schemas/home.js";
import type { TodaySuits } from "#shared/weather.js";
import type { Db } from "#server/db/client.js";
import { courses, places } from "#server/db/schema.js";
import { defineReadCache, READ_CACHE_TTL_MS } from "#server/plugins/read-cache.js";
import type { Storage } from "#server/plugins/storage.js";
import { courseCardColumns, courseIsCurrent, toCourseCard } from "../courses/service.js";
import { hasFactSql, isCheckedByParentsSql } from "../facts/service.js";
import { findCardExtras, isListed, placeCardColumns, toPlaceCard } from "../places/service.js";
import { findPosts } from "../posts/service.js";

/**
 * Place types that are indoors by nature (spec 01 §9 "indoor type"); Familienbildung (Elternschulen,
 * Eltern-Kind-Zentren) meets indoors too (decision 044).
 */
const INDOOR_TYPES = [
  "kindercafe",
  "library",
  "museum",
  "activity_center",
  "family_education",
  "shopping_center",
];

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

/**
 * Water first (a water play area parents confirmed, or "Wasserspiel"/"Planschbecken" in the name or a
 * swimming feature), then shade parents confirmed.
 */
const waterThenShade = sql`(case when ${or(
  hasFactSql("playground:water"),
  hasFeatureLike("%swim%", "%water%"),
  sql`${places.name} ilike any (array['%wasserspiel%', '%plansch%'])`,
)} then 2 else 0 end) + (case when ${hasFactSql("shade")} then 1 else 0 end)`;

/** The home's rows for what suits today; the rows a day does not show are not read. */
export async function getHomeData(
  db: Db,
  storage: Storage,
  suits: TodaySuits,
): Promise<Omit<THomeData, "today">> {
  const confirmedChangingTable = hasFactSql("changing_table");
  const [cafes, indoor, changing, outdoor, courseRows, tips, extras] = await Promise.all([
    section(db, or(inArray(places.type, HOME_CAFE_TYPES), hasFeatureLike("%coffee%"))),
    // Venues that are indoors by type come first: a café is indoors too, but the café section has those.
    section(
      db,
      or(inArray(places.type, INDOOR_TYPES), hasFeatureLike("%indoor%", "%covered%")),
      inArray(places.type, INDOOR_TYPES),
    ),
    // Decision 016: a changing table parents confirmed (first), or one the place's features name.
    section(db, or(confirmedChangingTable, hasFeatureLike("%changing%", "%diaper%")), confirmedChangingTable),
    // An indoor playground is a playground too, but not for a sunny day.
    suits === "outdoor"
      ? section(
          db,
          and(inArray(places.type, HOME_OUTDOOR_TYPES), not(hasFeatureLike("%indoor%", "%covered%"))),
          waterThenShade,
        )
      : [],
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
    outdoor: outdoor.map((row) => toPlaceCard(row, extras)),
    courses: courseRows.map((row) => toCourseCard(row)),
    tips: tips.items,
    rows: homeRowOrder(suits),
  };
}

/** Home shows places, courses, tips and tags: every topic empties it. */
const homeData = defineReadCache({
  topics: ["home", "places", "courses", "posts", "tags"],
  ttlMs: READ_CACHE_TTL_MS,
  // One home per kind of day (indoor, outdoor, as always).
  max: 3,
});

/**
 * `getHomeData` for `today`'s weather through a read cache (plugins/read-cache.ts): the same for every
 * visitor, so the server-rendered `/` answers from memory; a write to what it shows empties it, so a new
 * tip shows on home at once, on every instance (decision 025).
 */
export const readHomeData = async (db: Db, storage: Storage, today: TToday | null): Promise<THomeData> => {
  const suits = today?.suits ?? null;
  const rows = await homeData(db).get(`home:${suits}`, () => getHomeData(db, storage, suits));
  return { ...rows, today };
};
