/**
 * `GET /api/admin/dashboard` (spec 02 §2.3; issue "Admin" §2): every number of the dashboard in one
 * request and one database round trip. Totals count all places, courses and users; each submission kind
 * counts all items and those not yet reviewed (suggestions: status pending; feedback and feature
 * requests: reviewed_at empty). Pending Reviews is the sum of the not-yet-reviewed counts. "Orte ohne
 * Fakten" (issue 20 §9) lists the most-viewed listed places without any family-fact answer.
 */
import { and, desc, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DASHBOARD_PLACES_WITHOUT_FACTS,
  ZAdminDashboard,
  type TAdminDashboard,
} from "#shared/schemas/admin.js";
import { ZErrorBody } from "#shared/schemas/common.js";
import type { Db } from "#server/db/client.js";
import {
  cafeProfiles,
  courseBookings,
  courseSuggestions,
  courses,
  featureRequests,
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
      // Provider and café profiles waiting for approval (issue 7).
      profileApprovalsPending: count(
        sql`select (select count(*) from ${providerProfiles} where ${providerProfiles.approval_status} = 'pending') + (select count(*) from ${cafeProfiles} where ${cafeProfiles.approval_status} = 'pending')`,
      ),
      // Issue 21 §7: bookings since Monday 00:00 in Hamburg (date_trunc's week starts on Monday, ISO 8601).
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
  return {
    totals: { places: row.places, courses: row.courses, users: row.users },
    submissions,
    pending_reviews: Object.values(submissions).reduce((sum, kind) => sum + kind.pending, 0),
    profile_approvals_pending: row.profileApprovalsPending,
    bookings_this_week: row.bookingsThisWeek,
    places_without_facts: placesWithoutFacts,
  };
}

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["admin"],
        response: { 200: ZAdminDashboard, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return loadDashboard(app.db);
    },
  );
};
