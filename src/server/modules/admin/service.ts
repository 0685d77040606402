/**
 * The admin dashboard (spec 02 §2.3; `GET /api/admin/dashboard`, ./routes.ts): every number of the dashboard
 * in one request and one database round trip. Totals count all places, courses and users; each submission
 * kind counts all items and those not yet reviewed (suggestions: status pending; feedback and feature
 * requests: reviewed_at empty); each other approval kind counts what waits for an admin's decision (provider
 * and café profiles and place claims: pending; content reports: open; "closed for good" reports in the
 * closures queue). Pending Reviews is the sum of every one of them (DESIGN.md: "Pending Reviews counts items
 * not yet reviewed"). "Orte ohne Fakten" (decisions/019) lists the most-viewed listed places without any
 * family-fact answer.
 */
import { and, desc, gt, isNull, sql, type SQL } from "drizzle-orm";
import { CONDITION_REPORT_DAYS } from "#shared/condition-reports.js";
import { DASHBOARD_PLACES_WITHOUT_FACTS, type TAdminDashboard } from "#shared/schemas/admin.js";
import type { Db } from "#server/db/client.js";
import {
  cafeProfiles,
  contentReports,
  courseBookings,
  courseSuggestions,
  courses,
  featureRequests,
  placeClaims,
  placeConditionReports,
  placeFactAnswers,
  placeSuggestions,
  places,
  providerProfiles,
  user,
  userFeedback,
} from "#server/db/schema.js";

const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/** Every count of the dashboard, computed by the database in one query. */
const countAll = (db: Db) =>
  db
    .select({
      places: count(sql`select count(*) from ${places}`),
      courses: count(sql`select count(*) from ${courses}`),
      users: count(sql`select count(*) from ${user}`),
      placeSuggestions: count(sql`select count(*) from ${placeSuggestions}`),
      placeSuggestionsPending: count(
        sql`select count(*) from ${placeSuggestions} where ${placeSuggestions.status} = 'pending'`,
      ),
      courseSuggestions: count(sql`select count(*) from ${courseSuggestions}`),
      courseSuggestionsPending: count(
        sql`select count(*) from ${courseSuggestions} where ${courseSuggestions.status} = 'pending'`,
      ),
      feedback: count(sql`select count(*) from ${userFeedback}`),
      feedbackPending: count(
        sql`select count(*) from ${userFeedback} where ${userFeedback.reviewed_at} is null`,
      ),
      featureRequests: count(sql`select count(*) from ${featureRequests}`),
      featureRequestsPending: count(
        sql`select count(*) from ${featureRequests} where ${featureRequests.reviewed_at} is null`,
      ),
      // Written out with table names: drizzle leaves a one-table select's columns unqualified.
      providerProfilesPending: count(
        sql`select count(*) from ${providerProfiles} where ${providerProfiles}.approval_status = 'pending'`,
      ),
      cafeProfilesPending: count(
        sql`select count(*) from ${cafeProfiles} where ${cafeProfiles}.approval_status = 'pending'`,
      ),
      placeClaimsPending: count(
        sql`select count(*) from ${placeClaims} where ${placeClaims}.status = 'pending'`,
      ),
      contentReportsOpen: count(
        sql`select count(*) from ${contentReports} where ${contentReports}.status = 'open'`,
      ),
      // As the closures queue lists them (condition-reports.ts): current reports, of a place's own row.
      closureReportsPending: count(
        sql`select count(*) from ${placeConditionReports} join ${places} on ${places}.id = ${placeConditionReports}.place_id where ${placeConditionReports}.kind = 'permanently_closed' and ${placeConditionReports}.confirmed_at > now() - make_interval(days => ${CONDITION_REPORT_DAYS})`,
      ),
      // decisions/024: bookings since Monday 00:00 in Hamburg (date_trunc's week starts on Monday, ISO 8601).
      bookingsThisWeek: count(
        sql`select count(*) from ${courseBookings} where ${courseBookings.created_at} >= (date_trunc('week', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin')`,
      ),
    })
    .from(sql`(select 1) as one`);

/** The most-viewed listed places that nobody has answered a family fact for (views: view-counter.ts). */
const findViewedPlacesWithoutFacts = (db: Db) =>
  db
    .select({ id: places.id, name: places.name, stadtteil: places.stadtteil, view_count: places.view_count })
    .from(places)
    .where(
      and(
        isNull(places.closed_at),
        gt(places.view_count, 0),
        // Written out with table names: drizzle leaves a one-table select's columns unqualified.
        sql`not exists (select 1 from ${placeFactAnswers} where ${placeFactAnswers}.place_id = ${places}.id)`,
      ),
    )
    .orderBy(desc(places.view_count), places.name)
    .limit(DASHBOARD_PLACES_WITHOUT_FACTS);

/** The dashboard: the counts and "Orte ohne Fakten". */
export async function loadDashboard(db: Db): Promise<TAdminDashboard> {
  const [[row], placesWithoutFacts] = await Promise.all([countAll(db), findViewedPlacesWithoutFacts(db)]);
  if (!row) throw new Error("dashboard counts returned no row");
  const submissions = {
    place_suggestions: { total: row.placeSuggestions, pending: row.placeSuggestionsPending },
    course_suggestions: { total: row.courseSuggestions, pending: row.courseSuggestionsPending },
    feedback: { total: row.feedback, pending: row.feedbackPending },
    feature_requests: { total: row.featureRequests, pending: row.featureRequestsPending },
  };
  const approvals = {
    provider_profiles: row.providerProfilesPending,
    cafe_profiles: row.cafeProfilesPending,
    place_claims: row.placeClaimsPending,
    content_reports: row.contentReportsOpen,
    closure_reports: row.closureReportsPending,
  };
  return {
    totals: { places: row.places, courses: row.courses, users: row.users },
    submissions,
    approvals,
    pending_reviews:
      Object.values(submissions).reduce((sum, kind) => sum + kind.pending, 0) +
      Object.values(approvals).reduce((sum, pending) => sum + pending, 0),
    bookings_this_week: row.bookingsThisWeek,
    places_without_facts: placesWithoutFacts,
  };
}
