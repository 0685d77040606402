/**
 * A parent's private bookings calendar (decision 021): the courses they have a place in, at an address
 * calendar apps read without a session; a new address or a revoke makes the old one stop working.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApp, type CallArgs } from "#tests/support/call.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { checkICalendar } from "#tests/support/icalendar.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { addDays, hamburgToday, weekdayOf } from "#shared/berlin-time.js";
import type { TCalendarFeed } from "#shared/schemas/bookings.js";
import type { TProviderProfile } from "#shared/schemas/providers.js";

let t: TestApp;
let parent: TestUser;
let courseId: string;

const call = (...args: CallArgs) => callApp(t, ...args);

let first = addDays(hamburgToday(), 3);
while (weekdayOf(first) !== 5) first = addDays(first, 1);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const [admin, owner] = [await signIn(t, { role: "admin" }), await signIn(t)];
  parent = await signIn(t);
  const provider = (
    await call("PUT", "/api/providers/mine", owner, { name: "Eltern-Kind-Zentrum Wilhelmsburg" })
  ).json<TProviderProfile>();
  await call("POST", `/api/admin/profile-approvals/provider/${provider.id}`, admin, { decision: "approved" });
  const created = await call("POST", `/api/providers/${provider.id}/courses`, owner, {
    title: "Krabbelgruppe",
    day_of_week: 5,
    start_time: "15:00",
    end_time: "16:30",
    term_start: first,
    term_end: addDays(first, 14),
    skipped_dates: [{ date: addDays(first, 7), reason: "Brückentag" }],
    max_participants: 6,
    bookable: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  const profile = (await call("GET", `/api/providers/${provider.id}`, null)).json<TProviderProfile>();
  courseId = profile.courses[0]!.course_id!;
  const booking = await call("POST", `/api/courses/${courseId}/bookings`, parent, {
    child_age_months: 10,
    child_name: "Mila",
  });
  expect(booking.statusCode, booking.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

const feedPath = (url: string) => new URL(url).pathname;

describe("the parent's bookings calendar", () => {
  it("has no address until asked for, then lists the booked course at its times without session", async () => {
    expect((await call("GET", "/api/me/calendar-feed", parent)).json<TCalendarFeed>()).toEqual({ url: null });
    const { url } = (await call("POST", "/api/me/calendar-feed", parent)).json<TCalendarFeed>();
    expect(url).toMatch(/\/api\/calendar\/[\w-]{32}\.ics$/);
    const response = await call("GET", feedPath(url!), null);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/calendar");
    const { unknown, calendar } = checkICalendar(response.body);
    expect(unknown).toEqual([]);
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe("Krabbelgruppe (Mila)");
    const expansion = new ICAL.RecurExpansion({ component: vevent, dtstart: event.startDate });
    const dates: string[] = [];
    for (let next = expansion.next(); next && dates.length < 10; next = expansion.next()) {
      dates.push(next.toString().slice(0, 16).replace("T", " "));
    }
    expect(dates).toEqual([`${first} 15:00`, `${addDays(first, 14)} 15:00`]);
  });

  it("stops answering at the old address after a new one, and at any after revoking", async () => {
    const old = (await call("GET", "/api/me/calendar-feed", parent)).json<TCalendarFeed>().url!;
    const renewed = (await call("POST", "/api/me/calendar-feed", parent)).json<TCalendarFeed>().url!;
    expect(renewed).not.toBe(old);
    expect((await call("GET", feedPath(old), null)).statusCode).toBe(404);
    expect((await call("GET", feedPath(renewed), null)).statusCode).toBe(200);
    expect((await call("DELETE", "/api/me/calendar-feed", parent)).statusCode).toBe(204);
    expect((await call("GET", feedPath(renewed), null)).statusCode).toBe(404);
    expect((await call("GET", "/api/me/calendar-feed", parent)).json<TCalendarFeed>()).toEqual({ url: null });
  });

  it("is only for signed-in parents", async () => {
    expect((await call("POST", "/api/me/calendar-feed", null)).statusCode).toBe(401);
  });
});
