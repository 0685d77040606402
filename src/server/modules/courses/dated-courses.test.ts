/**
 * Dated provider courses (decision 021) through the API: a provider gives a term, dates that are
 * cancelled (holidays, with a reason), a price and an age range in months; the course page lists the
 * next dates without the cancelled ones, cards show the next date, the home search's date filters by
 * the real dates, a finished course leaves the lists, and Hamburg's holidays are offered for the form.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApp, type CallArgs, errorOf } from "#tests/support/call.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { checkICalendar } from "#tests/support/icalendar.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { addDays, hamburgToday, weekdayOf } from "#shared/berlin-time.js";
import type { TCourse, TCourseList } from "#shared/schemas/courses.js";
import type { THolidays } from "#shared/schemas/holidays.js";
import { PROVIDER_MESSAGES, type TProviderProfile } from "#shared/schemas/providers.js";
import type { TSearchResults } from "#shared/schemas/search.js";

let t: TestApp;
let owner: TestUser;
let provider: TProviderProfile;

const call = (...args: CallArgs) => callApp(t, ...args);

/** The first day on `weekday` at least `days` days from today (Hamburg). */
function weekdayFrom(days: number, weekday: number): string {
  let day = addDays(hamburgToday(), days);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

// A Wednesday course for five weeks, starting at least a week from now; its second week is cancelled.
const first = weekdayFrom(7, 3);
const term = { term_start: first, term_end: addDays(first, 28) };
const cancelled = addDays(first, 7);
const datedCourse = {
  title: "PEKiP Herbstkurs",
  day_of_week: 3,
  start_time: "10:00",
  end_time: "11:30",
  ...term,
  skipped_dates: [{ date: cancelled, reason: "Fortbildung" }],
  price_cents: 8950,
  price_per: "term",
  age_min_months: 4,
  age_max_months: 8,
  max_participants: 8,
  bookable: true,
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const admin = await signIn(t, { role: "admin" });
  owner = await signIn(t);
  provider = (
    await call("PUT", "/api/providers/mine", owner, {
      name: "Elternschule Eimsbüttel",
      address: "Doormannsweg 12, 20259 Hamburg",
      latitude: 53.5703,
      longitude: 9.9551,
    })
  ).json<TProviderProfile>();
  const approved = await call("POST", `/api/admin/profile-approvals/provider/${provider.id}`, admin, {
    decision: "approved",
  });
  expect(approved.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe("a dated course", () => {
  let courseId: string;

  it("is saved with its term, cancelled dates, price, ages and booking in Lütt", async () => {
    const created = await call("POST", `/api/providers/${provider.id}/courses`, owner, datedCourse);
    expect(created.statusCode, created.body).toBe(201);
    const profile = (await call("GET", `/api/providers/${provider.id}`, null)).json<TProviderProfile>();
    const [saved] = profile.courses;
    expect(saved).toMatchObject({
      ...term,
      skipped_dates: [{ date: cancelled, reason: "Fortbildung" }],
      price_cents: 8950,
      price_per: "term",
      age_min_months: 4,
      age_max_months: 8,
      bookable: true,
    });
    courseId = saved!.course_id!;
  });

  it("lists its next dates without the cancelled one, with term, price and ages in months", async () => {
    const course = (await call("GET", `/api/courses/${courseId}`, null)).json<TCourse>();
    expect(course.next_dates).toEqual([first, addDays(first, 14), addDays(first, 21), addDays(first, 28)]);
    expect(course.term).toEqual({ start: term.term_start, end: term.term_end });
    expect(course.skipped_dates).toEqual([{ date: cancelled, reason: "Fortbildung", holiday: null }]);
    expect(course.price).toEqual({ cents: 8950, per: "term" });
    expect(course.age_months).toEqual({ min: 4, max: 8 });
    expect(course.age_group).toBe("4–8 Monate");
    expect(course.upcoming_date_count).toBe(4);
  });

  it("counts the dates of a long term past the ten it lists", async () => {
    // Fourteen Wednesdays in a row: the eleventh to fourteenth are counted, not dropped.
    const created = await call("POST", `/api/providers/${provider.id}/courses`, owner, {
      title: "Babyschwimmen Frühjahr",
      day_of_week: 3,
      start_time: "15:00",
      end_time: "15:45",
      term_start: first,
      term_end: addDays(first, 7 * 13),
    });
    expect(created.statusCode, created.body).toBe(201);
    const profile = (await call("GET", `/api/providers/${provider.id}`, null)).json<TProviderProfile>();
    const long = profile.courses.find((entry) => entry.title === "Babyschwimmen Frühjahr")!;
    const course = (await call("GET", `/api/courses/${long.course_id}`, null)).json<TCourse>();
    expect(course.next_dates).toHaveLength(10);
    expect(course.upcoming_date_count).toBe(14);
    // The tests after this one read the provider's first course.
    const deleted = await call("DELETE", `/api/providers/${provider.id}/courses/${long.id}`, owner);
    expect(deleted.statusCode).toBe(204);
  });

  it("is a valid iCalendar feed: weekly at 10:00 Berlin time from its first to its last date, without the cancelled one", async () => {
    const response = await call("GET", `/api/courses/${courseId}/calendar.ics`, null);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/calendar");
    // Only RFC 5545 properties and X- extensions: the zone is named by X-WR-TIMEZONE, not TIMEZONE-ID.
    const { unknown, calendar } = checkICalendar(response.body);
    expect(unknown).toEqual([]);
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Europe/Berlin");
    const vtimezone = calendar.getFirstSubcomponent("vtimezone");
    expect(vtimezone?.getFirstPropertyValue("tzid")).toBe("Europe/Berlin");
    ICAL.TimezoneService.register(vtimezone!);
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(datedCourse.title);
    expect(event.startDate.zone?.tzid).toBe("Europe/Berlin");
    // The recurrence as a calendar app expands it: RRULE with COUNT, minus EXDATE.
    const expansion = new ICAL.RecurExpansion({ component: vevent, dtstart: event.startDate });
    const dates: string[] = [];
    for (let next = expansion.next(); next && dates.length < 20; next = expansion.next()) {
      dates.push(next.toString().slice(0, 16).replace("T", " "));
    }
    expect(dates).toEqual(
      [first, addDays(first, 14), addDays(first, 21), addDays(first, 28)].map((date) => `${date} 10:00`),
    );
  });

  it("shows the next date on its card", async () => {
    const list = (await call("GET", "/api/courses?q=PEKiP%20Herbstkurs", null)).json<TCourseList>();
    expect(list.items).toContainEqual(expect.objectContaining({ id: courseId, next_date: first }));
  });

  it("is found by the home search on its dates only: not on the cancelled one, nor after the term", async () => {
    const titlesOn = async (date: string) =>
      (await call("GET", `/api/search?date=${date}`, null))
        .json<TSearchResults>()
        .courses.map((course) => course.title);
    expect(await titlesOn(first)).toContain(datedCourse.title);
    expect(await titlesOn(cancelled)).not.toContain(datedCourse.title);
    expect(await titlesOn(addDays(first, 35))).not.toContain(datedCourse.title);
    expect(await titlesOn(addDays(first, 1))).not.toContain(datedCourse.title);
  });

  it("leaves the lists once its term has ended", async () => {
    const ended = await call("POST", `/api/providers/${provider.id}/courses`, owner, {
      ...datedCourse,
      title: "PEKiP Frühjahrskurs",
      term_start: addDays(hamburgToday(), -60),
      term_end: addDays(hamburgToday(), -1),
      skipped_dates: [],
    });
    expect(ended.statusCode).toBe(201);
    const titles = (await call("GET", "/api/courses?q=PEKiP", null))
      .json<TCourseList>()
      .items.map((course) => course.title);
    expect(titles).toContain(datedCourse.title);
    expect(titles).not.toContain("PEKiP Frühjahrskurs");
  });
});

describe("a course booked in Lütt, edited by its provider", () => {
  it("keeps its booked places whatever number the form sends, and refuses fewer places than bookings", async () => {
    const created = await call("POST", `/api/providers/${provider.id}/courses`, owner, {
      ...datedCourse,
      title: "Babymassage Winter",
      skipped_dates: [],
      max_participants: 2,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const profile = (await call("GET", `/api/providers/${provider.id}`, null)).json<TProviderProfile>();
    const courseId = profile.courses.find((course) => course.id === id)!.course_id!;
    for (const parent of [await signIn(t), await signIn(t)]) {
      const booking = await call("POST", `/api/courses/${courseId}/bookings`, parent, {
        child_age_months: 5,
      });
      expect(booking.json()).toMatchObject({ status: "booked" });
    }
    const edit = (fields: Record<string, unknown>) =>
      call("PUT", `/api/providers/${provider.id}/courses/${id}`, owner, {
        ...datedCourse,
        title: "Babymassage Winter",
        skipped_dates: [],
        ...fields,
      });
    expect((await edit({ max_participants: 3, current_participants: 0 })).statusCode).toBe(204);
    const course = (await call("GET", `/api/courses/${courseId}`, null)).json<TCourse>();
    expect(course.capacity).toEqual({ places: 3, booked: 2, waitlist: 0 });
    const fewer = await edit({ max_participants: 1, current_participants: 0 });
    expect(fewer.statusCode).toBe(400);
    expect(errorOf(fewer).message).toBe(PROVIDER_MESSAGES.maxBelowBooked);
  });
});

describe("bad input", () => {
  it("refuses an end before the start, cancelled dates outside the term, a price without its unit and booking without places", async () => {
    const post = (fields: Record<string, unknown>) =>
      call("POST", `/api/providers/${provider.id}/courses`, owner, { ...datedCourse, ...fields });
    const cases: [Record<string, unknown>, string][] = [
      [{ term_end: addDays(first, -1) }, PROVIDER_MESSAGES.termEndBeforeStart],
      [
        { skipped_dates: [{ date: addDays(first, 60), reason: "Ferien" }] },
        PROVIDER_MESSAGES.skippedOutsideTerm,
      ],
      [{ skipped_dates: [{ date: cancelled, reason: " " }] }, PROVIDER_MESSAGES.skippedReason],
      [{ price_per: null }, PROVIDER_MESSAGES.pricePer],
      [{ price_cents: -5 }, PROVIDER_MESSAGES.price],
      [{ age_min_months: 12, age_max_months: 6 }, PROVIDER_MESSAGES.ageMaxBelowMin],
      [{ max_participants: null }, PROVIDER_MESSAGES.bookableNeedsPlaces],
      [{ term_start: "2026-02-30" }, PROVIDER_MESSAGES.date],
    ];
    for (const [fields, message] of cases) {
      const response = await post(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorOf(response).message).toContain(message);
    }
  });
});

describe("GET /api/holidays", () => {
  it("gives Hamburg's school and public holidays touching the days asked for", async () => {
    const response = await call("GET", "/api/holidays?from=2026-10-01&to=2026-10-31", null);
    expect(response.statusCode).toBe(200);
    expect(
      response.json<THolidays>().items.map(({ start, end, name, kind }) => [start, end, name.de, kind]),
    ).toEqual([
      ["2026-10-03", "2026-10-03", "Tag der Deutschen Einheit", "public"],
      ["2026-10-19", "2026-10-30", "Herbstferien", "school"],
      ["2026-10-31", "2026-10-31", "Reformationstag", "public"],
    ]);
    expect((await call("GET", "/api/holidays?from=2026-10-31&to=2026-10-01", null)).statusCode).toBe(400);
    expect((await call("GET", "/api/holidays?from=2026-01-01&to=2036-01-01", null)).statusCode).toBe(400);
  });
});
