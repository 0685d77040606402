/**
 * Course alerts (decision 023) through the API and the digest job: saving, listing and deleting alerts
 * (signed in only), the daily digest with only new, real, matching courses, one mail per day, a child's
 * age that advances with its birth month, and the unsubscribe link that works without a session (page,
 * form and RFC 8058 one-click) and stops the next digest.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decodeQuotedPrintable,
  headerOf,
  startSmtpServer,
  subjectOf,
  type TestSmtpServer,
} from "#tests/support/mail.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { addDays, hamburgToday } from "#shared/berlin-time.js";
import type { TCourseAlert, TCourseAlertList } from "#shared/schemas/course-alerts.js";
import type { TProviderProfile } from "#shared/schemas/providers.js";
import { courseAlerts, courses, mailOptOuts } from "#server/db/schema.js";
import { locatePoint } from "../geo/service.js";
import { sendCourseAlertDigests } from "./digest.js";

let t: TestApp;
let smtp: TestSmtpServer;
let parent: TestUser;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Method = "GET" | "POST" | "DELETE" | "PUT";
const call = (method: Method, url: string, user: TestUser | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

const runDigest = (now: Date) =>
  sendCourseAlertDigests({ db: t.database.db, userMail: t.app.userMail, publicUrl: t.config.publicUrl, now });

/** Where the test courses are held (each in the Stadtteil it is named after). */
const POINTS = {
  eimsbuettel: [53.5761, 9.9532],
  altonaAltstadt: [53.5497, 9.9445],
  ottensen: [53.5537, 9.9265],
  winterhude: [53.584, 10.0],
} as const;

/**
 * A course row as an import or a provider's approval writes it, held at `at` (its Stadtteil worked out
 * as every writer does), created at `createdAt`.
 */
async function addCourse(values: {
  title: string;
  location: string;
  at: keyof typeof POINTS;
  ages: [number, number];
  createdAt: Date;
  termEnd?: string;
}): Promise<string> {
  const [latitude, longitude] = POINTS[values.at];
  const [row] = await t.database.db
    .insert(courses)
    .values({
      title: values.title,
      type: "Parent-Child",
      age_group: `${values.ages[0]}–${values.ages[1]} Monate`,
      age_min_months: values.ages[0],
      age_max_months: values.ages[1],
      location: values.location,
      ...locatePoint(latitude, longitude),
      schedule: "Dienstag 09:30–10:30",
      term_end: values.termEnd ?? null,
      created_at: values.createdAt,
    })
    .returning({ id: courses.id });
  return row!.id;
}

/** The messages to `to` received from index `after` on. */
const mailsTo = (to: string, after = 0) =>
  smtp.messages.slice(after).filter((message) => message.to.includes(to.toLowerCase()));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url } });
  parent = await signIn(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("saving, listing and deleting course alerts", () => {
  it("needs an account: 401 signed out", async () => {
    expect((await call("GET", "/api/me/course-alerts", null)).statusCode).toBe(401);
    expect((await call("POST", "/api/me/course-alerts", null, { stadtteil: "Eimsbüttel" })).statusCode).toBe(
      401,
    );
    expect(
      (await call("DELETE", "/api/me/course-alerts/7c6f1f7e-54b5-4a6b-9d34-0a4f2b1d0c11", null)).statusCode,
    ).toBe(401);
  });

  it("saves district and age range, keeps one alert for the same search, and lists them", async () => {
    const user = await signIn(t);
    const input = { stadtteil: "eimsbuettel", age_months: { min: 8, max: 12 } };
    const created = await call("POST", "/api/me/course-alerts", user, input);
    expect(created.statusCode, created.body).toBe(201);
    const alert = created.json<TCourseAlert>();
    expect(alert).toMatchObject({
      stadtteil: "Eimsbüttel",
      age_months: { min: 8, max: 12 },
      birth_month: null,
      last_sent_at: null,
    });
    const again = await call("POST", "/api/me/course-alerts", user, input);
    expect(again.statusCode).toBe(200);
    expect(again.json<TCourseAlert>().id).toBe(alert.id);

    const forChild = await call("POST", "/api/me/course-alerts", user, { age_months: 5 });
    expect(forChild.statusCode).toBe(201);
    // "My child is 5 months old" is kept as a birth month, so the age advances.
    expect(forChild.json<TCourseAlert>()).toMatchObject({
      stadtteil: null,
      age_months: null,
      child_age_months: 5,
    });
    expect(forChild.json<TCourseAlert>().birth_month).toMatch(/^\d{4}-\d{2}$/);

    const list = (await call("GET", "/api/me/course-alerts", user)).json<TCourseAlertList>();
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.id)).toEqual([alert.id, forChild.json<TCourseAlert>().id]);
    // Nobody else sees them.
    expect((await call("GET", "/api/me/course-alerts", parent)).json<TCourseAlertList>().total).toBe(0);
  });

  it("refuses an unknown district, a future birth month, age and birth month together, and child_id", async () => {
    const user = await signIn(t);
    const post = (payload: Record<string, unknown>) => call("POST", "/api/me/course-alerts", user, payload);
    expect((await post({ stadtteil: "Atlantis" })).statusCode).toBe(400);
    const nextYear = `${Number(hamburgToday().slice(0, 4)) + 1}-01`;
    expect((await post({ birth_month: nextYear })).statusCode).toBe(400);
    expect((await post({ birth_month: "2025-13" })).statusCode).toBe(400);
    expect((await post({ age_months: 4, birth_month: "2025-01" })).statusCode).toBe(400);
    expect((await post({ age_months: { min: 12, max: 8 } })).statusCode).toBe(400);
    expect((await post({ child_id: "abc" })).statusCode).toBe(400);
  });

  it("deletes only the parent's own alert", async () => {
    const user = await signIn(t);
    const other = await signIn(t);
    const alert = (
      await call("POST", "/api/me/course-alerts", user, { stadtteil: "Altona" })
    ).json<TCourseAlert>();
    expect((await call("DELETE", `/api/me/course-alerts/${alert.id}`, other)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/me/course-alerts/${alert.id}`, user)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/me/course-alerts/${alert.id}`, user)).statusCode).toBe(404);
    expect((await call("GET", "/api/me/course-alerts", user)).json<TCourseAlertList>().total).toBe(0);
  });
});

describe("the daily digest", () => {
  // The digest's clock: 11:00 or 12:00 in Hamburg tomorrow, so every course below was created "since the
  // last digest" and two runs two hours apart fall on the same Hamburg day.
  const [year, month, day] = hamburgToday().split("-").map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1, day + 1, 10));
  let unsubscribeLink: string;
  let oneClickUrl: string;
  let providerCourseTitle: string;

  beforeAll(async () => {
    // Only this parent's alert takes part (the alerts saved above would get digests of their own).
    await t.database.db.delete(courseAlerts);
    const created = await call("POST", "/api/me/course-alerts", parent, {
      stadtteil: "Eimsbüttel",
      age_months: { min: 8, max: 12 },
    });
    expect(created.statusCode).toBe(201);
    const soon = new Date(start.getTime() - HOUR / 2);
    // Found by where it is held: its text names no district.
    await addCourse({
      title: "PEKiP am Eppendorfer Weg",
      location: "Familienzentrum, Eppendorfer Weg 20",
      at: "eimsbuettel",
      ages: [6, 12],
      createdAt: soon,
    });
    // Not found by its text: "Eimsbütteler" in the name of a course held in Ottensen.
    await addCourse({
      title: "Spielkreis des Eimsbütteler Elternvereins",
      location: "Eimsbütteler Elternverein, Gaußstraße 1",
      at: "ottensen",
      ages: [6, 12],
      createdAt: soon,
    });
    await addCourse({
      title: "Babyschwimmen Altona",
      location: "Altona, Museumstraße 1",
      at: "altonaAltstadt",
      ages: [6, 12],
      createdAt: soon,
    });
    await addCourse({
      title: "Kleinkindturnen Eimsbüttel",
      location: "Eimsbüttel",
      at: "eimsbuettel",
      ages: [24, 36],
      createdAt: soon,
    });
    await addCourse({
      title: "Vorbei: Krabbelgruppe Eimsbüttel",
      location: "Eimsbüttel",
      at: "eimsbuettel",
      ages: [6, 12],
      createdAt: soon,
      termEnd: addDays(hamburgToday(), -1),
    });
    await addCourse({
      title: "Alt: Musikgarten Eimsbüttel",
      location: "Eimsbüttel",
      at: "eimsbuettel",
      ages: [6, 12],
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    // A provider's course, listed when an admin approves the provider (sync-courses.ts).
    const admin = await signIn(t, { role: "admin" });
    const owner = await signIn(t);
    const provider = (
      await call("PUT", "/api/providers/mine", owner, {
        name: "Elternschule am Doormannsweg",
        address: "Doormannsweg 12, 20259 Hamburg",
        latitude: 53.5703,
        longitude: 9.9551,
      })
    ).json<TProviderProfile>();
    providerCourseTitle = "Krabbelkurs am Doormannsweg";
    const course = await call("POST", `/api/providers/${provider.id}/courses`, owner, {
      title: providerCourseTitle,
      day_of_week: 3,
      start_time: "10:00",
      end_time: "11:00",
      age_min_months: 9,
      age_max_months: 14,
    });
    expect(course.statusCode, course.body).toBe(201);
    const approved = await call("POST", `/api/admin/profile-approvals/provider/${provider.id}`, admin, {
      decision: "approved",
    });
    expect(approved.statusCode).toBe(200);
  });

  it("sends one mail with the new matching courses, not others or ended ones", async () => {
    const before = smtp.messages.length;
    const run = await runDigest(start);
    expect(run.mailsSent).toBe(1);
    const mails = mailsTo(parent.email, before);
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw;
    const body = decodeQuotedPrintable(raw);
    expect(body).toContain("PEKiP am Eppendorfer Weg");
    expect(body).toContain(providerCourseTitle);
    for (const absent of [
      "Spielkreis des Eimsbütteler Elternvereins",
      "Babyschwimmen Altona",
      "Kleinkindturnen Eimsbüttel",
      "Vorbei: Krabbelgruppe",
      "Alt: Musikgarten",
    ]) {
      expect(body).not.toContain(absent);
    }
    expect(body).toContain("Neue Kurse für 8–12 Monate in Eimsbüttel");
    expect(subjectOf(raw)).toBe("Lütt: Neue Kurse für 8–12 Monate in Eimsbüttel");

    // RFC 8058 one-click unsubscribe headers, and the same link in the text.
    const listUnsubscribe = headerOf(raw, "List-Unsubscribe");
    expect(listUnsubscribe).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=[\w.-]+>$/);
    expect(headerOf(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    oneClickUrl = listUnsubscribe!.slice(1, -1);
    const link = /https?:\/\/[^\s"'<>]+\/unsubscribe\?token=[\w.-]+/.exec(body);
    expect(link).not.toBeNull();
    unsubscribeLink = link![0];
    expect(unsubscribeLink).toBe(oneClickUrl);

    const [alert] = await t.database.db
      .select()
      .from(courseAlerts)
      .where(eq(courseAlerts.user_id, parent.id));
    expect(alert!.last_sent_at?.getTime()).toBe(start.getTime());
  });

  it("sends nothing the second time the same day, and the new course the next day", async () => {
    await addCourse({
      title: "Babymassage Eimsbüttel",
      location: "Eimsbüttel",
      at: "eimsbuettel",
      ages: [0, 12],
      createdAt: new Date(start.getTime() + HOUR),
    });
    const before = smtp.messages.length;
    const sameDay = await runDigest(new Date(start.getTime() + 2 * HOUR));
    expect(sameDay.mailsSent).toBe(0);
    expect(mailsTo(parent.email, before)).toHaveLength(0);

    const nextDay = await runDigest(new Date(start.getTime() + DAY + 2 * HOUR));
    expect(nextDay.mailsSent).toBe(1);
    const body = decodeQuotedPrintable(mailsTo(parent.email, before)[0]!.raw);
    expect(body).toContain("Babymassage Eimsbüttel");
    expect(body).not.toContain("PEKiP am Eppendorfer Weg");
  });

  it("unsubscribes from the mail's link without a session, and the next digest skips the parent", async () => {
    const url = new URL(unsubscribeLink);
    const page = await t.app.inject({ url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Neue Kurse zu deinen Kursalarmen");
    expect(page.body).toContain('method="post"');
    // Opening the page changes nothing (mail scanners open links).
    expect(
      await t.database.db.select().from(mailOptOuts).where(eq(mailOptOuts.user_id, parent.id)),
    ).toHaveLength(0);

    const done = await t.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "action=unsubscribe",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Du bekommst diese E-Mails nicht mehr");

    await addCourse({
      title: "Eltern-Kind-Café Eimsbüttel",
      location: "Eimsbüttel",
      at: "eimsbuettel",
      ages: [8, 10],
      createdAt: new Date(start.getTime() + 2 * DAY),
    });
    const before = smtp.messages.length;
    const run = await runDigest(new Date(start.getTime() + 2 * DAY + 2 * HOUR));
    expect(run.mailsSent).toBe(0);
    expect(run.skipped).toBe(1);
    expect(mailsTo(parent.email, before)).toHaveLength(0);
  });

  it("can be turned on again on the page, and one-click unsubscribes without cookies or Origin", async () => {
    const url = new URL(oneClickUrl);
    const back = await t.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "action=resubscribe",
    });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain("Du bekommst diese E-Mails wieder");
    expect(
      await t.database.db.select().from(mailOptOuts).where(eq(mailOptOuts.user_id, parent.id)),
    ).toHaveLength(0);

    const oneClick = await t.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: undefined },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    const rows = await t.database.db.select().from(mailOptOuts).where(eq(mailOptOuts.user_id, parent.id));
    expect(rows.map((row) => row.kind)).toEqual(["course_alerts"]);
  });

  it("refuses a forged or broken token with a page, in English when asked", async () => {
    const url = new URL(unsubscribeLink);
    const token = url.searchParams.get("token")!;
    const forged = `${token.slice(0, -3)}${token.endsWith("AAA") ? "BBB" : "AAA"}`;
    const response = await t.app.inject({
      method: "POST",
      url: `/unsubscribe?token=${encodeURIComponent(forged)}&lang=en`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "action=unsubscribe",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("This link does not work");
    // Another user's id under the same signature is refused too.
    const [kind, , signature] = token.split(".");
    const other = `${kind}.${Buffer.from("someone-else").toString("base64url")}.${signature}`;
    expect((await t.app.inject({ url: `/unsubscribe?token=${other}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/unsubscribe" })).statusCode).toBe(400);
  });
});

describe("an alert for a child", () => {
  it("follows the birth month: 8 months old now, a 9–12 month course matches three months later", async () => {
    const user = await signIn(t);
    const now = new Date(Date.now() + HOUR);
    const created = await call("POST", "/api/me/course-alerts", user, {
      age_months: 8,
      stadtteil: "Winterhude",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<TCourseAlert>().child_age_months).toBe(8);

    // Today the child is 8 months old: a new course for 9–12 months is not for them yet.
    await addCourse({
      title: "Zu früh: Krabbeln Winterhude",
      location: "Winterhude",
      at: "winterhude",
      ages: [9, 12],
      createdAt: now,
    });
    const before = smtp.messages.length;
    await runDigest(new Date(now.getTime() + HOUR));
    expect(mailsTo(user.email, before)).toHaveLength(0);

    // About three months later the same kind of course is just right.
    const later = new Date(now.getTime() + 92 * DAY);
    await addCourse({
      title: "Krabbelgruppe Winterhude",
      location: "Winterhude, Jarrestraße 5",
      at: "winterhude",
      ages: [9, 12],
      createdAt: new Date(later.getTime() - DAY),
    });
    const run = await runDigest(later);
    expect(run.mailsSent).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(user.email, before);
    expect(mails).toHaveLength(1);
    const body = decodeQuotedPrintable(mails[0]!.raw);
    expect(body).toContain("Krabbelgruppe Winterhude");
    expect(body).not.toContain("Zu früh");
    expect(body).toMatch(/Neue Kurse für dein Kind \((11|12) Monate\) in Winterhude/);
  });
});
