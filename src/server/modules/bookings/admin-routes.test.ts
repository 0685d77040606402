/**
 * The admin's view of course bookings (decisions/024): `GET /api/admin/bookings` counts per provider
 * (courses booked in Lütt, booked, waitlisted, cancelled in the last 30 days), and the dashboard's
 * "bookings this week" counts bookings made since Monday 00:00 Hamburg time. Admins only.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { addDays, hamburgToday, weekdayOf } from "#shared/berlin-time.js";
import type { TAdminDashboard } from "#shared/schemas/admin.js";
import type { TAdminBookingOverview } from "#shared/schemas/booking-management.js";
import { courseBookings, providerCourses, providerProfiles } from "#server/db/schema.js";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, { role: "admin" });
});
afterAll(async () => {
  await t.close();
});

/** A provider with courses; `places` per course, null for a course booked elsewhere. */
async function createProvider(name: string, places: (number | null)[]) {
  const db = t.database.db;
  const owner = await signIn(t, { role: "provider" });
  const [provider] = await db
    .insert(providerProfiles)
    .values({ user_id: owner.id, name, approval_status: "approved" })
    .returning({ id: providerProfiles.id });
  const courseIds: string[] = [];
  for (const [index, max] of places.entries()) {
    const [course] = await db
      .insert(providerCourses)
      .values({
        provider_id: provider!.id,
        title: `${name} Kurs ${index + 1}`,
        day_of_week: 3,
        start_time: "10:00",
        end_time: "11:00",
        max_participants: max ?? 10,
        bookable: max !== null,
      })
      .returning({ id: providerCourses.id });
    courseIds.push(course!.id);
  }
  return { id: provider!.id, courseIds };
}

/** A booking added straight to the table (the triggers decide booked or waitlisted). */
const addBooking = async (courseId: string, name: string) => {
  const [row] = await t.database.db
    .insert(courseBookings)
    .values({ provider_course_id: courseId, contact_name: name, child_age_months: 6 })
    .returning({ id: courseBookings.id });
  return row!.id;
};

const overview = async (user: TestUser = admin) =>
  t.app.inject({ url: "/api/admin/bookings?limit=100", headers: user.headers });

const dashboard = async () =>
  (await t.app.inject({ url: "/api/admin/dashboard", headers: admin.headers })).json<TAdminDashboard>();

describe("admin bookings overview", () => {
  it("counts per provider: bookable courses, booked, waitlisted and cancelled in the last 30 days", async () => {
    const busy = await createProvider("Elternschule Barmbek", [1, 2, null]);
    const quiet = await createProvider("Familienzentrum Wilhelmsburg", [3]);
    await createProvider("Bücherhalle ohne Buchungen", [null]);
    const [first] = busy.courseIds;
    await addBooking(first!, "A"); // booked
    await addBooking(first!, "B"); // waitlisted
    await addBooking(first!, "C"); // waitlisted
    const second = busy.courseIds[1]!;
    await addBooking(second, "D");
    const cancelledNow = await addBooking(second, "E");
    const cancelledLongAgo = await addBooking(second, "F");
    await t.database.db
      .update(courseBookings)
      .set({ status: "cancelled" })
      .where(eq(courseBookings.id, cancelledNow));
    await t.database.db
      .update(courseBookings)
      .set({ status: "cancelled", cancelled_at: sql`now() - interval '31 days'` })
      .where(eq(courseBookings.id, cancelledLongAgo));
    // The first course: A booked, B and C waiting; the second: D booked, E and F cancelled (F long ago).

    const response = await overview();
    expect(response.statusCode).toBe(200);
    const body = response.json<TAdminBookingOverview>();
    const rowOf = (id: string) => body.items.find((row) => row.provider.id === id);
    expect(rowOf(busy.id)).toEqual({
      provider: { id: busy.id, name: "Elternschule Barmbek" },
      courses: 2,
      booked: 2,
      waitlisted: 2,
      cancelled_30_days: 1,
    });
    expect(rowOf(quiet.id)).toEqual({
      provider: { id: quiet.id, name: "Familienzentrum Wilhelmsburg" },
      courses: 1,
      booked: 0,
      waitlisted: 0,
      cancelled_30_days: 0,
    });
    expect(body.items.some((row) => row.provider.name === "Bücherhalle ohne Buchungen")).toBe(false);
    expect(body.total).toBe(body.items.length);
    // Most bookings first.
    expect(body.items.map((row) => row.booked)).toEqual(
      [...body.items.map((row) => row.booked)].sort((a, b) => b - a),
    );
    const paged = (
      await t.app.inject({ url: "/api/admin/bookings?limit=1&offset=1", headers: admin.headers })
    ).json<TAdminBookingOverview>();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(body.total);

    const [parent, provider] = await Promise.all([signIn(t), signIn(t, { role: "provider" })]);
    expect((await overview(parent)).statusCode).toBe(403);
    expect((await overview(provider)).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/admin/bookings" })).statusCode).toBe(401);
  });

  it("shows on the dashboard the bookings made since Monday 00:00 in Hamburg", async () => {
    const { courseIds } = await createProvider("Elternschule Harburg", [1]);
    const before = (await dashboard()).bookings_this_week;
    await addBooking(courseIds[0]!, "Booked");
    const waitlisted = await addBooking(courseIds[0]!, "Waitlisted");
    const cancelled = await addBooking(courseIds[0]!, "Cancelled later");
    await t.database.db
      .update(courseBookings)
      .set({ status: "cancelled" })
      .where(eq(courseBookings.id, cancelled));
    // A minute before this week's Monday midnight in Hamburg: last week.
    const today = hamburgToday();
    const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
    const lastWeek = await addBooking(courseIds[0]!, "Last week");
    await t.database.db
      .update(courseBookings)
      .set({
        created_at: sql`(${monday}::date + time '00:00') at time zone 'Europe/Berlin' - interval '1 minute'`,
      })
      .where(eq(courseBookings.id, lastWeek));
    expect(waitlisted).toBeTruthy();
    expect((await dashboard()).bookings_this_week).toBe(before + 3);
  });
});
