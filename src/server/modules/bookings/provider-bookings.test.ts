/**
 * The provider's side of course bookings through the API (decision 024): the bookings list and its
 * CSV export (owner and admins only), bookings added by hand going through the same capacity rule,
 * cancelling with a message that reaches the family while the first on the waitlist moves up with a
 * mail, "Nachricht an alle Teilnehmenden" (one mail per family, rate-limited), more places in the course
 * form mailing the families that moved up, and the provider's own "new booking" mail.
 */
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decodeQuotedPrintable,
  headerOf,
  startSmtpServer,
  subjectOf,
  type TestSmtpServer,
} from "#tests/support/mail.js";
import { createApprovedProvider, createProviderCourse } from "#tests/support/provider-courses.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { errorOf } from "#tests/support/call.js";
import type {
  TManualBookingResult,
  TParticipantMessageResult,
  TProviderBookingList,
} from "#shared/schemas/booking-management.js";
import type { TBookingResult } from "#shared/schemas/bookings.js";
import { providerCourses, providerProfiles } from "#server/db/schema.js";

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
    name: "Familienzentrum Altona",
    address: "Max-Brauer-Allee 24, 22765 Hamburg",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A Tuesday course of the test provider; its /courses id and its provider course id. */
const createCourse = async (title: string, places: number, bookable = true) => {
  const { courseId, providerCourseId } = await createProviderCourse(t, providerId, {
    title,
    places,
    bookable,
  });
  return { courseId, itemId: providerCourseId };
};

const base = (itemId: string, id = providerId) => `/api/providers/${id}/courses/${itemId}/bookings`;

const book = async (courseId: string, user: TestUser, body: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/courses/${courseId}/bookings`,
    headers: user.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TBookingResult>();
};

const listAs = (itemId: string, user: TestUser | null) =>
  t.app.inject({ url: base(itemId), headers: user?.headers ?? {} });

const addManual = (itemId: string, body: Record<string, unknown>, user: TestUser = owner) =>
  t.app.inject({ method: "POST", url: base(itemId), headers: user.headers, payload: body });

const cancelAsProvider = (itemId: string, bookingId: string, body: Record<string, unknown>, user = owner) =>
  t.app.inject({
    method: "POST",
    url: `${base(itemId)}/${bookingId}/cancel`,
    headers: user.headers,
    payload: body,
  });

/** Posts a message to all; `remoteAddress` other than loopback (exempt outside production) is limited. */
const messageAll = (
  itemId: string,
  body: Record<string, unknown>,
  user = owner,
  remoteAddress = "127.0.0.1",
) =>
  t.app.inject({
    method: "POST",
    url: `${base(itemId)}/message`,
    headers: user.headers,
    payload: body,
    remoteAddress,
  });

/** The decoded mails to `to` (subject first, then the decoded raw message). */
const mailsTo = (to: string): string[] =>
  smtp.messages
    .filter((message) => message.to.includes(to.toLowerCase()))
    .map((message) => `${subjectOf(message.raw)}\n${decodeQuotedPrintable(message.raw)}`);

/** The decoded mail to `to` that contains `phrase`, waiting for it. */
async function mailText(to: string, phrase: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = mailsTo(to).find((text) => text.includes(phrase));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail with "${phrase}" to ${to}:\n${mailsTo(to).join("\n---\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Lets background mails go out, then checks nothing with `phrase` reached `to`. */
async function expectNoMail(to: string, phrase: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(mailsTo(to).some((text) => text.includes(phrase))).toBe(false);
}

describe("the provider's bookings list", () => {
  it("shows the owner every booking with contact, child and status, as JSON and as CSV; others get 403", async () => {
    const { courseId, itemId } = await createCourse("PEKiP Altona", 2);
    const [anna, ben, clara] = await Promise.all([
      signIn(t, { name: "Anna Schulz" }),
      signIn(t, { name: "Ben" }),
      signIn(t, { name: "Clara" }),
    ]);
    await book(courseId, anna!, { child_age_months: 5, child_name: "Mila" });
    await book(courseId, ben!, { child_age_months: 7 });
    const manual = await addManual(itemId, {
      contact_name: '=HYPERLINK("x");Meier',
      child_name: "Ole",
      child_age_months: 6,
      contact_phone: "040 123456",
    });
    expect(manual.statusCode, manual.body).toBe(201);
    await book(courseId, clara!, { child_age_months: 4 });

    const response = await listAs(itemId, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const list = response.json<TProviderBookingList>();
    expect(list.course).toEqual({
      id: itemId,
      title: "PEKiP Altona",
      schedule: "Dienstag 09:30–10:30",
      places: 2,
      booked: 2,
      waitlisted: 2,
      cancelled: 0,
    });
    expect(list.total).toBe(4);
    expect(
      list.items.map((item) => [item.contact_name, item.status, item.waitlist_position, item.is_manual]),
    ).toEqual([
      ["Anna Schulz", "booked", null, false],
      ["Ben", "booked", null, false],
      ['=HYPERLINK("x");Meier', "waitlisted", 1, true],
      ["Clara", "waitlisted", 2, false],
    ]);
    expect(list.items[0]).toMatchObject({
      contact_email: anna!.email,
      contact_phone: null,
      child_name: "Mila",
      child_age_months: 5,
      created_at: expect.any(String),
      cancelled_at: null,
    });
    expect(list.items[2]).toMatchObject({ contact_email: null, contact_phone: "040 123456" });
    expect(list.items[0]).not.toHaveProperty("user_id");

    const csv = await t.app.inject({ url: `${base(itemId)}.csv`, headers: owner.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="buchungen-pekip-altona.csv"');
    expect(csv.body.startsWith("\uFEFFStatus;Wartelistenplatz;Kontaktperson;Kind;Alter (Monate);")).toBe(
      true,
    );
    expect(csv.body).toContain("\r\n");
    const records = parse(csv.body, { bom: true, delimiter: ";", columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(4);
    expect(records[0]).toMatchObject({
      Status: "Gebucht",
      Kontaktperson: "Anna Schulz",
      Kind: "Mila",
      "Alter (Monate)": "5",
      "E-Mail": anna!.email,
      Eingetragen: "online",
    });
    expect(records[0]!["Gebucht am"]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    // Quoted because of ; and ", and kept from running as a formula in a spreadsheet.
    expect(records[2]).toMatchObject({
      Status: "Warteliste",
      Wartelistenplatz: "1",
      Kontaktperson: `'=HYPERLINK("x");Meier`,
      Telefon: "040 123456",
      "E-Mail": "",
      Eingetragen: "vom Anbieter",
    });

    const [stranger, parent, admin] = await Promise.all([
      signIn(t, { role: "provider" }),
      signIn(t),
      signIn(t, { role: "admin" }),
    ]);
    for (const user of [stranger, parent]) {
      expect((await listAs(itemId, user)).statusCode).toBe(403);
      expect((await t.app.inject({ url: `${base(itemId)}.csv`, headers: user.headers })).statusCode).toBe(
        403,
      );
    }
    expect((await listAs(itemId, null)).statusCode).toBe(401);
    // Admins may read (to help a provider), not change.
    expect((await listAs(itemId, admin)).json<TProviderBookingList>().total).toBe(4);
    expect((await addManual(itemId, { contact_name: "X", child_age_months: 3 }, admin)).statusCode).toBe(403);
    // A course of another provider under this provider's id is not found.
    const [otherProvider] = await t.database.db
      .insert(providerProfiles)
      .values({ user_id: stranger.id, name: "Andere Elternschule" })
      .returning({ id: providerProfiles.id });
    expect(
      (await t.app.inject({ url: base(itemId, otherProvider!.id), headers: stranger.headers })).statusCode,
    ).toBe(404);
  });
});

describe("bookings the provider adds by hand", () => {
  it("take a free place, then go to the waitlist when the course is full, through the same rule", async () => {
    const { itemId } = await createCourse("Babymassage Ottensen", 1);
    const first = await addManual(itemId, {
      contact_name: "Jana Kröger",
      child_name: "Paul",
      child_age_months: 3,
      contact_email: "Jana.Kroeger@Example.org",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<TManualBookingResult>()).toMatchObject({ status: "booked", waitlist_position: null });
    const second = await addManual(itemId, { contact_name: "Tom Weber", child_age_months: 4 });
    expect(second.json<TManualBookingResult>()).toMatchObject({ status: "waitlisted", waitlist_position: 1 });
    const [row] = await t.database.db
      .select({ current: providerCourses.current_participants })
      .from(providerCourses)
      .where(eq(providerCourses.id, itemId));
    expect(row!.current).toBe(1);

    // The family given with an address gets the confirmation, without a "My bookings" button.
    const mail = await mailText("jana.kroeger@example.org", "Platz gebucht");
    expect(mail).toContain("Hallo Jana Kröger,");
    expect(mail).toContain("sag bitte Familienzentrum Altona Bescheid");
    expect(mail).not.toContain("/profile#bookings");

    // Without an account, the family turns these mails off with the link alone (one click, RFC 8058).
    const unsubscribe = /^<(.+)>$/.exec(headerOf(mail, "List-Unsubscribe") ?? "")?.[1];
    expect(unsubscribe).toMatch(/\/unsubscribe\?token=booking_updates\./);
    const clicked = await t.app.inject({
      method: "POST",
      url: new URL(unsubscribe!).pathname + new URL(unsubscribe!).search,
    });
    expect(clicked.statusCode).toBe(200);
    const before = smtp.messages.length;
    const cancelled = await cancelAsProvider(itemId, first.json<TManualBookingResult>().id, {});
    expect(cancelled.statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      smtp.messages.slice(before).some((message) => message.to.includes("jana.kroeger@example.org")),
    ).toBe(false);

    for (const bad of [
      { contact_name: "", child_age_months: 3 },
      { contact_name: "A", child_age_months: 300 },
      { contact_name: "A", child_age_months: 3, contact_email: "not-an-address" },
      // The one phone rule (shared/contact.ts) and no control characters in names.
      { contact_name: "A", child_age_months: 3, contact_phone: "ruf mich an" },
      { contact_name: "A", child_age_months: 3, contact_phone: "040 123456; +49 40 999999" },
      { contact_name: "Jana\r\nBcc: x@example.org", child_age_months: 3 },
      { contact_name: "A", child_name: "Paul\nX", child_age_months: 3 },
    ]) {
      const refused = await addManual(itemId, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const phoned = await addManual(itemId, {
      contact_name: "Tel",
      child_age_months: 3,
      contact_phone: "040 123 45 67",
    });
    expect(phoned.statusCode, phoned.body).toBe(201);
    const { itemId: external } = await createCourse("Turnen (Anmeldung per Link)", 10, false);
    const notBookable = await addManual(external, { contact_name: "A", child_age_months: 3 });
    expect(notBookable.statusCode).toBe(409);
    expect(errorOf(notBookable).key).toBe("COURSE_NOT_BOOKABLE");
    const stranger = await signIn(t, { role: "provider" });
    expect((await addManual(itemId, { contact_name: "A", child_age_months: 3 }, stranger)).statusCode).toBe(
      403,
    );
  });
});

describe("cancelling as the provider", () => {
  it("mails the family the cancellation with the message, and the first on the waitlist moves up with a mail", async () => {
    const { courseId, itemId } = await createCourse("Musikgarten Bahrenfeld", 1);
    const [anna, ben, clara] = await Promise.all([
      signIn(t, { name: "Anna" }),
      signIn(t, { name: "Ben" }),
      signIn(t, { name: "Clara" }),
    ]);
    const annaBooking = await book(courseId, anna!, { child_age_months: 10, child_name: "Mila" });
    await book(courseId, ben!, { child_age_months: 11 });
    await book(courseId, clara!, { child_age_months: 12 });
    const stranger = await signIn(t, { role: "provider" });
    expect((await cancelAsProvider(itemId, annaBooking.id, {}, stranger)).statusCode).toBe(403);
    expect((await cancelAsProvider(itemId, annaBooking.id, {}, anna!)).statusCode).toBe(403);
    const { itemId: otherCourse } = await createCourse("Anderer Kurs", 3);
    expect((await cancelAsProvider(otherCourse, annaBooking.id, {})).statusCode).toBe(404);

    const message = "Mila ist für den Kurs leider noch zu jung.\n\nIm Frühjahr gibt es einen neuen Kurs.";
    const cancelled = await cancelAsProvider(itemId, annaBooking.id, { message });
    expect(cancelled.statusCode, cancelled.body).toBe(204);

    const annaMail = await mailText(anna!.email, "Buchung storniert");
    expect(annaMail).toContain(
      "Familienzentrum Altona hat deine Buchung für Mila für „Musikgarten Bahrenfeld“ storniert.",
    );
    expect(annaMail).toContain("Nachricht von Familienzentrum Altona:");
    expect(annaMail).toContain("Mila ist für den Kurs leider noch zu jung.");
    expect(annaMail).toContain("Im Frühjahr gibt es einen neuen Kurs.");
    const benMail = await mailText(ben!.email, "ist ein Platz frei geworden");
    expect(benMail).toContain("Hallo Ben,");
    await expectNoMail(clara!.email, "frei geworden");

    const list = (await listAs(itemId, owner)).json<TProviderBookingList>();
    expect(list.items.map((item) => [item.contact_name, item.status, item.waitlist_position])).toEqual([
      ["Ben", "booked", null],
      ["Clara", "waitlisted", 1],
      ["Anna", "cancelled", null],
    ]);
    expect(list.items[0]!.promoted_at).not.toBeNull();
    const twice = await cancelAsProvider(itemId, annaBooking.id, {});
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).key).toBe("BOOKING_ALREADY_CANCELLED");
    // A cancellation without a message says so plainly.
    const benBooking = list.items[0]!;
    expect((await cancelAsProvider(itemId, benBooking.id, { message: "  " })).statusCode).toBe(204);
    const benCancelled = await mailText(
      ben!.email,
      "hat deine Buchung für „Musikgarten Bahrenfeld“ storniert",
    );
    expect(benCancelled).not.toContain("Nachricht von");
    await mailText(clara!.email, "ist ein Platz frei geworden");
  });
});

describe("Nachricht an alle Teilnehmenden", () => {
  it("reaches each booked family once, the waitlist only when asked, and is limited per hour", async () => {
    const { courseId, itemId } = await createCourse("Krabbelgruppe Eimsbüttel", 2);
    const [anna, ben, clara] = await Promise.all([
      signIn(t, { name: "Anna", children: ["10 Monate", "10 Monate"] }),
      signIn(t, { name: "Ben" }),
      signIn(t, { name: "Clara" }),
    ]);
    await book(courseId, anna!, { child_age_months: 10, child_name: "Mila" });
    await book(courseId, anna!, { child_age_months: 10, child_name: "Ida" });
    expect((await addManual(itemId, { contact_name: "Ohne Adresse", child_age_months: 9 })).statusCode).toBe(
      201,
    );
    await book(courseId, ben!, { child_age_months: 9 });
    await book(courseId, clara!, { child_age_months: 9 });
    // Booked: Anna (two children); waitlisted: the manual booking, Ben, Clara.

    const sent = await messageAll(itemId, {
      subject: "Raumänderung",
      text: "Ab nächster Woche treffen wir uns im Gartenraum.\nBitte Hausschuhe mitbringen.",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<TParticipantMessageResult>()).toEqual({ recipients: 1, without_email: 0 });
    const annaMail = await mailText(anna!.email, "Gartenraum");
    expect(annaMail).toContain("Raumänderung (Krabbelgruppe Eimsbüttel)");
    expect(annaMail).toContain(
      "Familienzentrum Altona schreibt allen Teilnehmenden von „Krabbelgruppe Eimsbüttel“:",
    );
    expect(annaMail).toContain("Bitte Hausschuhe mitbringen.");
    await expectNoMail(ben!.email, "Gartenraum");
    expect(mailsTo(anna!.email).filter((mail) => mail.includes("Gartenraum"))).toHaveLength(1);

    const withWaitlist = await messageAll(itemId, {
      subject: "Neue Termine",
      text: "Im Januar kommen neue Termine.",
      include_waitlist: true,
    });
    expect(withWaitlist.json<TParticipantMessageResult>()).toEqual({ recipients: 3, without_email: 1 });
    for (const parent of [anna!, ben!, clara!])
      await mailText(parent.email, "Im Januar kommen neue Termine.");
    // Each mail names one family only: no shared recipient list.
    const one = smtp.messages.find((message) => decodeQuotedPrintable(message.raw).includes("Im Januar"))!;
    expect(one.to).toHaveLength(1);
    expect(headerOf(one.raw, "Bcc")).toBeNull();

    expect((await messageAll(itemId, { subject: "", text: "x" })).statusCode).toBe(400);
    const stranger = await signIn(t, { role: "provider" });
    expect((await messageAll(itemId, { subject: "Hallo", text: "x" }, stranger)).statusCode).toBe(403);
    // Five per course, client address and hour (loopback is exempt outside production; a real address
    // is not).
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await messageAll(
        itemId,
        { subject: "Erinnerung", text: "Bis Dienstag!" },
        owner,
        "192.0.2.7",
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("more places in the course form", () => {
  it("move the waitlist up and mail each family that got a place", async () => {
    const { courseId, itemId } = await createCourse("Eltern-Kind-Turnen Altona", 1);
    const [anna, ben, clara] = await Promise.all([
      signIn(t, { name: "Anna" }),
      signIn(t, { name: "Ben" }),
      signIn(t, { name: "Clara" }),
    ]);
    await book(courseId, anna!, { child_age_months: 20 });
    await book(courseId, ben!, { child_age_months: 20 });
    await book(courseId, clara!, { child_age_months: 20 });
    const updated = await t.app.inject({
      method: "PUT",
      url: `/api/providers/${providerId}/courses/${itemId}`,
      headers: owner.headers,
      payload: {
        title: "Eltern-Kind-Turnen Altona",
        day_of_week: 2,
        start_time: "09:30",
        end_time: "10:30",
        max_participants: 2,
        bookable: true,
        term_start: "2030-09-03",
        term_end: "2030-12-17",
      },
    });
    expect(updated.statusCode, updated.body).toBe(204);
    const benMail = await mailText(ben!.email, "ist ein Platz frei geworden");
    expect(benMail).toContain("Im Kurs „Eltern-Kind-Turnen Altona“ bei Familienzentrum Altona");
    await expectNoMail(clara!.email, "frei geworden");
    await expectNoMail(anna!.email, "frei geworden");
  });
});

describe("the provider's new-booking mail", () => {
  it("tells the provider of each parent's booking, with the unsubscribe link; not of their own manual ones", async () => {
    const { courseId, itemId } = await createCourse("Babyschwimmen Altona", 1);
    const before = mailsTo(owner.email).length;
    const parent = await signIn(t, { name: "Maren" });
    await book(courseId, parent, { child_age_months: 6, child_name: "Lotta" });
    const mail = await mailText(owner.email, "Neue Buchung: Babyschwimmen Altona");
    expect(mail).toContain(
      "Maren hat einen Platz in „Babyschwimmen Altona“ (Dienstag 09:30–10:30) gebucht (Lotta, 6 Monate).",
    );
    expect(mail).toContain("Belegt: 1 von 1 Plätzen.");
    expect(mail).toContain("http://localhost:3000/provider/edit#provider-courses-edit");
    const raw = smtp.messages.find(
      (message) =>
        message.to.includes(owner.email.toLowerCase()) &&
        subjectOf(message.raw).includes("Neue Buchung: Babyschwimmen Altona"),
    )!.raw;
    expect(headerOf(raw, "List-Unsubscribe")).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=/);

    const second = await signIn(t, { name: "Nils" });
    await book(courseId, second, { child_age_months: 7 });
    await mailText(owner.email, "Neu auf der Warteliste: Babyschwimmen Altona");
    await addManual(itemId, { contact_name: "Telefonbuchung", child_age_months: 5 });
    await expectNoMail(owner.email, "Telefonbuchung");
    expect(mailsTo(owner.email).length - before).toBe(2);
  });
});
