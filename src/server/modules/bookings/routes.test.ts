/**
 * Course bookings through the API (decision 024): who may book what, the age check, one
 * booking per child, capacity held by the database under 20 concurrent bookings for 8 places (also on
 * PostgreSQL, where the requests really run in parallel), cancelling with the waitlist moving up and the
 * mails that tell the parents, and the parent's own list.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decodeQuotedPrintable,
  headerOf,
  startSmtpServer,
  type TestSmtpServer,
} from "#tests/support/mail.js";
import { createApprovedProvider, createProviderCourse } from "#tests/support/provider-courses.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { TEST_COURSES } from "#tests/support/test-courses.js";
import { errorOf } from "#tests/support/call.js";
import type { TBookingResult, TMyBookingList } from "#shared/schemas/bookings.js";
import type { TCourse, TCourseList } from "#shared/schemas/courses.js";
import { courseBookings, providerCourses } from "#server/db/schema.js";

let t: TestApp;
let smtp: TestSmtpServer;
let owner: TestUser;
let providerId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  owner = await signIn(t, { role: "provider" });
  providerId = await createApprovedProvider(t, {
    userId: owner.id,
    name: "Elternschule Eimsbüttel",
    address: "Doormannsweg 12, 20259 Hamburg",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const createCourse = (options: {
  title: string;
  places: number | null;
  isBookable?: boolean;
  ages?: [number, number];
}) =>
  createProviderCourse(t, providerId, {
    title: options.title,
    places: options.places,
    bookable: options.isBookable ?? true,
    ...(options.ages ? { ages: options.ages } : {}),
  });

const book = (courseId: string, user: TestUser | null, body: Record<string, unknown>, language?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/courses/${courseId}/bookings`,
    headers: {
      ...(user?.headers ?? { origin: t.config.publicUrl }),
      ...(language ? { "accept-language": language } : {}),
    },
    payload: body,
  });

const cancel = (bookingId: string, user: TestUser | null) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/bookings/${bookingId}`,
    headers: user?.headers ?? { origin: t.config.publicUrl },
  });

const myBookings = async (user: TestUser) =>
  (await t.app.inject({ url: "/api/me/bookings", headers: user.headers })).json<TMyBookingList>();

const participantsOf = async (providerCourseId: string) => {
  const [row] = await t.database.db
    .select({ current: providerCourses.current_participants })
    .from(providerCourses)
    .where(eq(providerCourses.id, providerCourseId));
  return row!.current;
};

/**
 * The decoded text of the mail to `to` that contains `phrase` (the subject is MIME-encoded, as "Lütt"
 * is not ASCII, so tests look for words of the body), waiting for it.
 */
async function mailText(to: string, phrase: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = smtp.messages
      .filter((message) => message.to.includes(to.toLowerCase()))
      .map((message) => decodeQuotedPrintable(message.raw))
      .find((text) => text.includes(phrase));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail with "${phrase}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A course of the test data (tests/support/test-courses.ts), as an admin enters one: no provider's. */
async function courseNotFromProvider() {
  const title = TEST_COURSES[0]!.title;
  const listed = await t.app.inject({ url: `/api/courses?q=${encodeURIComponent(title)}` });
  return listed.json<TCourseList>().items.find((course) => course.title === title)!;
}

describe("course bookings", () => {
  it("refuses signed-out visitors, unknown courses, courses not from a provider and courses booked elsewhere", async () => {
    const parent = await signIn(t);
    const { courseId } = await createCourse({ title: "PEKiP am Dienstag", places: 4 });
    expect((await book(courseId, null, { child_age_months: 5 })).statusCode).toBe(401);
    expect(
      (await book("00000000-0000-4000-8000-000000000000", parent, { child_age_months: 5 })).statusCode,
    ).toBe(404);

    const notFromProvider = await courseNotFromProvider();
    const adminCourseBooking = await book(notFromProvider.id, parent, { child_age_months: 5 });
    expect(adminCourseBooking.statusCode).toBe(409);
    expect(errorOf(adminCourseBooking).key).toBe("COURSE_NOT_BOOKABLE");

    const elsewhere = await createCourse({ title: "Babyschwimmen (extern)", places: 10, isBookable: false });
    const external = await book(elsewhere.courseId, parent, { child_age_months: 5 });
    expect(external.statusCode).toBe(409);
    expect(errorOf(external).key).toBe("COURSE_NOT_BOOKABLE");

    for (const age of [-1, 2.5, 200, "5"]) {
      const bad = await book(courseId, parent, { child_age_months: age });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toContain("Alter deines Kindes in Monaten");
    }
    expect((await t.app.inject({ url: "/api/me/bookings" })).statusCode).toBe(401);
    expect(await myBookings(parent)).toEqual({ items: [], total: 0 });
  });

  it("checks the child's age against the course's months", async () => {
    const parent = await signIn(t, { children: ["6 Monate", "1 Jahr"] });
    const { courseId } = await createCourse({ title: "Krabbelgruppe 6–12 Monate", places: 6, ages: [6, 12] });
    for (const age of [5, 13]) {
      const refused = await book(courseId, parent, { child_age_months: age });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).key).toBe("BOOKING_AGE_OUT_OF_RANGE");
    }
    for (const [age, name] of [
      [6, "Ida"],
      [12, "Ole"],
    ] as const) {
      expect((await book(courseId, parent, { child_age_months: age, child_name: name })).statusCode).toBe(
        201,
      );
    }
  });

  it("books one place per child, mails the parent, and lists the booking", async () => {
    const parent = await signIn(t, { name: "Maren", children: ["9 Monate", "2½ Jahre"] });
    const { courseId, providerCourseId } = await createCourse({ title: "Musikgarten Dienstag", places: 3 });
    const first = await book(courseId, parent, { child_age_months: 9, child_name: " Mila " });
    expect(first.statusCode).toBe(201);
    expect(first.json<TBookingResult>()).toMatchObject({ status: "booked", waitlist_position: null });
    const again = await book(courseId, parent, { child_age_months: 9, child_name: "mila" });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).key).toBe("ALREADY_BOOKED");
    expect((await book(courseId, parent, { child_age_months: 30, child_name: "Jonte" })).statusCode).toBe(
      201,
    );
    expect(await participantsOf(providerCourseId)).toBe(2);

    const mail = await mailText(parent.email, "im Kurs „Musikgarten Dienstag“");
    expect(mail).toContain("Hallo Maren,");
    expect(mail).toContain(
      "du hast einen Platz für Mila im Kurs „Musikgarten Dienstag“ bei Elternschule Eimsbüttel gebucht.",
    );
    expect(mail).toContain("Wann: Dienstag 09:30–10:30, ab 03.09.2030");
    expect(mail).toContain("http://localhost:3000/profile#bookings");
    // Every booking mail can be turned off without signing in (decision 023;
    // modules/mail-preferences/service.ts).
    expect(headerOf(mail, "List-Unsubscribe")).toMatch(
      /^<http:\/\/localhost:3000\/unsubscribe\?token=booking_updates\./,
    );
    expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    const list = await myBookings(parent);
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.child_name)).toEqual(["Jonte", "Mila"]);
    expect(list.items[1]).toMatchObject({
      id: first.json<TBookingResult>().id,
      status: "booked",
      waitlist_position: null,
      child_age_months: 9,
      cancelled_at: null,
      course: {
        id: courseId,
        title: "Musikgarten Dienstag",
        schedule: "Dienstag 09:30–10:30",
        term_start: "2030-09-03",
        term_end: "2030-12-17",
        next_date: "2030-09-03",
        provider: { id: providerId, name: "Elternschule Eimsbüttel" },
      },
    });
  });

  it("books no more places per parent than children on their profile, one without any, even at the same moment", async () => {
    const { courseId, providerCourseId } = await createCourse({ title: "Babymassage Freitag", places: 8 });
    // Without children on the profile: one place, whatever names are given.
    const single = await signIn(t);
    const attempts = await Promise.all(
      ["Mia", "Lea", "Emma", "Noah", "Ben"].map((name) =>
        book(courseId, single, { child_age_months: 4, child_name: name }),
      ),
    );
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = attempts.find((response) => response.statusCode === 409)!;
    expect(errorOf(refused)).toMatchObject({ code: "CONFLICT", key: "BOOKING_LIMIT_REACHED" });
    // Two children on the profile: two places, never the same child twice.
    const twins = await signIn(t, { children: ["4 Monate", "4 Monate"] });
    expect((await book(courseId, twins, { child_age_months: 4, child_name: "Ida" })).statusCode).toBe(201);
    expect(errorOf(await book(courseId, twins, { child_age_months: 4, child_name: "ida" })).key).toBe(
      "ALREADY_BOOKED",
    );
    expect((await book(courseId, twins, { child_age_months: 4, child_name: "Ole" })).statusCode).toBe(201);
    expect(errorOf(await book(courseId, twins, { child_age_months: 4, child_name: "Tom" })).key).toBe(
      "BOOKING_LIMIT_REACHED",
    );
    expect(await participantsOf(providerCourseId)).toBe(3);
    // A cancelled booking gives the child's place back to the parent's allowance.
    const mine = (await myBookings(single)).items[0]!;
    expect((await cancel(mine.id, single)).statusCode).toBe(204);
    expect((await book(courseId, single, { child_age_months: 4 })).statusCode).toBe(201);
  });

  it("gives 8 places to exactly 8 of 20 parents booking at the same moment; the others wait in order", async () => {
    const { courseId, providerCourseId } = await createCourse({ title: "PEKiP Donnerstag", places: 8 });
    const parents = await Promise.all(Array.from({ length: 20 }, () => signIn(t)));
    const responses = await Promise.all(
      parents.map((parent) => book(courseId, parent, { child_age_months: 4 })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const results = responses.map((response) => response.json<TBookingResult>());
    expect(results.filter((result) => result.status === "booked")).toHaveLength(8);
    const waiting = results.filter((result) => result.status === "waitlisted");
    expect(waiting).toHaveLength(12);
    expect(waiting.map((result) => result.waitlist_position).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    expect(await participantsOf(providerCourseId)).toBe(8);
    const rows = await t.database.db
      .select({ status: courseBookings.status })
      .from(courseBookings)
      .where(eq(courseBookings.provider_course_id, providerCourseId));
    expect(rows.filter((row) => row.status === "booked")).toHaveLength(8);
    expect(rows.filter((row) => row.status === "waitlisted")).toHaveLength(12);

    // The course page and the course cards show the places (`capacity`).
    const detail = (await t.app.inject({ url: `/api/courses/${courseId}` })).json<TCourse>();
    expect(detail.capacity).toEqual({ places: 8, booked: 8, waitlist: 12 });
    const cards = (
      await t.app.inject({ url: "/api/courses?q=PEKiP%20Donnerstag&limit=50" })
    ).json<TCourseList>();
    expect(cards.items.find((card) => card.id === courseId)?.capacity).toEqual({
      places: 8,
      booked: 8,
      waitlist: 12,
    });
  });

  it("shows no capacity for courses not from a provider and courses booked elsewhere", async () => {
    const notFromProvider = await courseNotFromProvider();
    expect(notFromProvider.capacity).toBeNull();
    expect(
      (await t.app.inject({ url: `/api/courses/${notFromProvider.id}` })).json<TCourse>().capacity,
    ).toBeNull();
    const { courseId } = await createCourse({
      title: "Kinderturnen (Anmeldung per Telefon)",
      places: 12,
      isBookable: false,
    });
    expect((await t.app.inject({ url: `/api/courses/${courseId}` })).json<TCourse>().capacity).toBeNull();
  });

  it("frees the place on cancel: the first on the waitlist moves up and is told by e-mail", async () => {
    const { courseId, providerCourseId } = await createCourse({ title: "Babymassage Montag", places: 1 });
    const [anna, ben, clara, stranger] = await Promise.all([
      signIn(t, { name: "Anna" }),
      signIn(t, { name: "Ben" }),
      signIn(t, { name: "Clara" }),
      signIn(t),
    ]);
    const annaBooking = (await book(courseId, anna!, { child_age_months: 3 })).json<TBookingResult>();
    const benBooking = (
      await book(courseId, ben!, { child_age_months: 3 }, "en-GB,en;q=0.9")
    ).json<TBookingResult>();
    const claraBooking = (await book(courseId, clara!, { child_age_months: 3 })).json<TBookingResult>();
    expect([annaBooking.status, benBooking.status, claraBooking.status]).toEqual([
      "booked",
      "waitlisted",
      "waitlisted",
    ]);
    expect([benBooking.waitlist_position, claraBooking.waitlist_position]).toEqual([1, 2]);
    const waitMail = await mailText(
      ben!.email,
      "“Babymassage Montag” by Elternschule Eimsbüttel is fully booked",
    );
    expect(waitMail).toContain("You are number 1 on the waiting list.");

    expect((await cancel(annaBooking.id, stranger!)).statusCode).toBe(403);
    expect((await cancel(annaBooking.id, null)).statusCode).toBe(401);
    expect((await cancel("00000000-0000-4000-8000-000000000000", anna!)).statusCode).toBe(404);

    expect((await cancel(annaBooking.id, anna!)).statusCode).toBe(204);
    expect(await participantsOf(providerCourseId)).toBe(1);
    const movedUp = await mailText(ben!.email, "a place in “Babymassage Montag”");
    expect(movedUp).toContain("Hi Ben,");
    expect(movedUp).toContain("it is yours now");
    await mailText(anna!.email, "deine Buchung für „Babymassage Montag“");
    expect(
      smtp.messages.some(
        (message) =>
          message.to.includes(clara!.email) && decodeQuotedPrintable(message.raw).includes("frei geworden"),
      ),
    ).toBe(false);

    expect((await myBookings(ben!)).items[0]).toMatchObject({ status: "booked", waitlist_position: null });
    expect((await myBookings(clara!)).items[0]).toMatchObject({ status: "waitlisted", waitlist_position: 1 });
    expect((await myBookings(anna!)).items[0]).toMatchObject({
      status: "cancelled",
      cancelled_at: expect.any(String),
    });
    const twice = await cancel(annaBooking.id, anna!);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).key).toBe("BOOKING_ALREADY_CANCELLED");

    // A waitlisted parent who gives up leaves the places as they are; the booked one's place goes to Clara.
    expect((await cancel(benBooking.id, ben!)).statusCode).toBe(204);
    expect((await myBookings(clara!)).items[0]).toMatchObject({ status: "booked" });
    await mailText(
      clara!.email,
      "Im Kurs „Babymassage Montag“ bei Elternschule Eimsbüttel ist ein Platz frei geworden",
    );
    expect(await participantsOf(providerCourseId)).toBe(1);
    // Anna may book again after cancelling; the course is full, so she waits.
    expect((await book(courseId, anna!, { child_age_months: 3 })).json<TBookingResult>()).toMatchObject({
      status: "waitlisted",
      waitlist_position: 1,
    });
  });

  it("moves the waitlist up when the provider adds places", async () => {
    const parents = await Promise.all([signIn(t), signIn(t), signIn(t)]);
    const { courseId, providerCourseId } = await createCourse({ title: "Eltern-Kind-Turnen", places: 1 });
    for (const parent of parents) await book(courseId, parent, { child_age_months: 20 });
    await t.database.db
      .update(providerCourses)
      .set({ max_participants: 2 })
      .where(eq(providerCourses.id, providerCourseId));
    expect(await participantsOf(providerCourseId)).toBe(2);
    expect((await myBookings(parents[1]!)).items[0]?.status).toBe("booked");
    expect((await myBookings(parents[2]!)).items[0]).toMatchObject({
      status: "waitlisted",
      waitlist_position: 1,
    });
    // Fewer places than bookings would overbook: the database refuses.
    await expect(
      t.database.db
        .update(providerCourses)
        .set({ max_participants: 1 })
        .where(eq(providerCourses.id, providerCourseId)),
    ).rejects.toThrow();
  });
});
