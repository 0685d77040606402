/**
 * The course API's words reach a page in the page's language (decisions/033): holidays come with their
 * names in German and English, a date cancelled for a holiday names that holiday in both, whichever
 * language the provider's form used, and a provider course's room is part of its location instead of a
 * German "Ort:" in its description.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApp, type CallArgs } from "#tests/support/call.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { addDays, hamburgToday, weekdayOf } from "#shared/berlin-time.js";
import type { TCourse } from "#shared/schemas/courses.js";
import type { THolidays } from "#shared/schemas/holidays.js";
import type { TProviderProfile } from "#shared/schemas/providers.js";

let t: TestApp;
let owner: TestUser;
let provider: TProviderProfile;

const call = (...args: CallArgs) => callApp(t, ...args);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const admin = await signIn(t, { role: "admin" });
  owner = await signIn(t);
  provider = (
    await call("PUT", "/api/providers/mine", owner, {
      name: "Elternschule Eimsbüttel",
      short_description: "Kurse rund um die Geburt.",
      address: "Doormannsweg 12, 20259 Hamburg",
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

/** Adds a provider course and returns its page's data (GET /api/courses/:id). */
async function addCourse(fields: Record<string, unknown>): Promise<TCourse> {
  const created = await call("POST", `/api/providers/${provider.id}/courses`, owner, {
    day_of_week: 1,
    start_time: "10:00",
    end_time: "11:00",
    ...fields,
  });
  expect(created.statusCode, created.body).toBe(201);
  const profile = (await call("GET", `/api/providers/${provider.id}`, null)).json<TProviderProfile>();
  const courseId = profile.courses.find((course) => course.title === fields.title)!.course_id!;
  return (await call("GET", `/api/courses/${courseId}`, null)).json<TCourse>();
}

describe("holidays in both languages", () => {
  it("GET /api/holidays names each holiday in German and English, from the holiday sources", async () => {
    const { items } = (
      await call("GET", "/api/holidays?from=2026-10-01&to=2026-10-31", null)
    ).json<THolidays>();
    expect(items.map((holiday) => holiday.name)).toEqual([
      { de: "Tag der Deutschen Einheit", en: "National Holiday" },
      { de: "Herbstferien", en: "Autumn Holidays" },
      { de: "Reformationstag", en: "Reformation Day" },
    ]);
  });

  it("a date cancelled for the holidays names them in both languages, whichever the form wrote", async () => {
    // The next school holidays at least a week away; the course runs on the weekday they start on.
    const from = addDays(hamburgToday(), 7);
    const { items } = (
      await call("GET", `/api/holidays?from=${from}&to=${addDays(from, 365)}`, null)
    ).json<THolidays>();
    const holidays = items.find((holiday) => holiday.kind === "school" && holiday.start >= from)!;
    const before = addDays(holidays.start, -7);
    const course = await addCourse({
      title: "PEKiP in den Ferien",
      day_of_week: weekdayOf(holidays.start),
      term_start: before,
      term_end: addDays(holidays.end, 14),
      skipped_dates: [
        { date: before, reason: "Fortbildung" },
        // As a German form and an English one fill it in.
        { date: holidays.start, reason: holidays.name.de },
        ...(addDays(holidays.start, 7) <= holidays.end
          ? [{ date: addDays(holidays.start, 7), reason: holidays.name.en }]
          : []),
      ],
    });
    expect(course.skipped_dates[0]).toEqual({ date: before, reason: "Fortbildung", holiday: null });
    for (const skipped of course.skipped_dates.slice(1)) expect(skipped.holiday).toEqual(holidays.name);
  });
});

describe("a provider course's room", () => {
  it("is part of where the course is, and the description holds no label of one language", async () => {
    const course = await addCourse({
      title: "Rückbildung",
      room_info: "Bewegungsraum",
      floor_info: "1. Stock",
      booking_info: "Anmeldung im Büro.",
    });
    expect(course.location).toBe(
      "Elternschule Eimsbüttel, Doormannsweg 12, 20259 Hamburg, Bewegungsraum, 1. Stock",
    );
    // The course's own words only (decision 030): no "Ort:" label, no provider blurb.
    expect(course.description).toBeNull();
  });
});
