/**
 * `GET /api/admin/bookings?limit&offset` (decisions/024: the bookings overview, counts per provider): one row
 * per provider that has at least one course booked in Lütt (`provider_courses.bookable`) or bookings
 * left from one, with the number of such courses, bookings holding a place, families on a waitlist, and
 * bookings cancelled in the last 30 days; most bookings first. One query: the counts come from one
 * grouped pass over the provider's courses and their bookings (index course_bookings_course_idx).
 * Answer: `{ items: [{ provider: { id, name }, courses, booked, waitlisted, cancelled_30_days }], total }`.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ZAdminBookingOverview,
  ZAdminBookingOverviewQuery,
  type TAdminBookingOverview,
} from "#shared/schemas/booking-management.js";
import { ZErrorBody } from "#shared/schemas/common.js";
import type { Db } from "#server/db/client.js";
import { courseBookings, providerCourses, providerProfiles } from "#server/db/schema.js";

const int = (query: ReturnType<typeof sql>) => sql<number>`${query}`.mapWith(Number);

/** The overview page by page (see the module comment). */
export async function findBookingOverview(
  db: Db,
  options: { limit: number; offset: number },
): Promise<TAdminBookingOverview> {
  const booked = int(sql`count(*) filter (where ${courseBookings.status} = 'booked')`);
  const rows = await db
    .select({
      id: providerProfiles.id,
      name: providerProfiles.name,
      courses: int(sql`count(distinct ${providerCourses.id}) filter (where ${providerCourses.bookable})`),
      booked,
      waitlisted: int(sql`count(*) filter (where ${courseBookings.status} = 'waitlisted')`),
      cancelled_30_days: int(
        sql`count(*) filter (where ${courseBookings.status} = 'cancelled' and ${courseBookings.cancelled_at} >= now() - interval '30 days')`,
      ),
      total: int(sql`count(*) over ()`),
    })
    .from(providerProfiles)
    .innerJoin(providerCourses, eq(providerCourses.provider_id, providerProfiles.id))
    .leftJoin(courseBookings, eq(courseBookings.provider_course_id, providerCourses.id))
    .groupBy(providerProfiles.id, providerProfiles.name)
    .having(sql`bool_or(${providerCourses.bookable}) or count(${courseBookings.id}) > 0`)
    .orderBy(desc(booked), providerProfiles.name, providerProfiles.id)
    .limit(options.limit)
    .offset(options.offset);
  return {
    items: rows.map(({ id, name, total: _total, ...counts }) => ({ provider: { id, name }, ...counts })),
    total: rows[0]?.total ?? (options.offset > 0 ? await countProviders(db) : 0),
  };
}

/** How many providers the overview lists (for a page past the last row). */
async function countProviders(db: Db): Promise<number> {
  const [row] = await db.select({ total: int(sql`count(*)`) }).from(
    db
      .select({ id: providerProfiles.id })
      .from(providerProfiles)
      .innerJoin(providerCourses, eq(providerCourses.provider_id, providerProfiles.id))
      .leftJoin(courseBookings, eq(courseBookings.provider_course_id, providerCourses.id))
      .groupBy(providerProfiles.id)
      .having(sql`bool_or(${providerCourses.bookable}) or count(${courseBookings.id}) > 0`)
      .as("listed"),
  );
  return row?.total ?? 0;
}

export const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/bookings",
    {
      schema: {
        tags: ["admin"],
        querystring: ZAdminBookingOverviewQuery,
        response: { 200: ZAdminBookingOverview, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return findBookingOverview(app.db, request.query);
    },
  );
};
