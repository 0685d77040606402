/**
 * Course texts cannot start a property of their own in a calendar file (RFC 5545 §3.1, §3.3.11): the
 * course forms, the programme import, the admin course dialog and course suggestions refuse control
 * characters, and a title that reached the database before (imported data, older rows) is still written
 * escaped, so a calendar app reads it as the title and nothing else.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "#server/db/schema.js";
import { callApp, type CallArgs } from "#tests/support/call.js";
import { checkICalendar } from "#tests/support/icalendar.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TAdminCourse } from "#shared/schemas/admin-catalogue.js";
import { CONTROL_CHARACTERS_MESSAGE, TEXT_CONTROL_CHARACTERS_MESSAGE } from "#shared/schemas/common.js";
import { PROVIDER_MESSAGES, type TProviderProfile } from "#shared/schemas/providers.js";

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let provider: TProviderProfile;

const call = (...args: CallArgs) => callApp(t, ...args);
const messageOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { message: string } }>().error.message;

const weekly = { day_of_week: 2, start_time: "09:30", end_time: "10:15" };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await signIn(t, { role: "admin" });
  owner = await signIn(t);
  provider = (
    await call("PUT", "/api/providers/mine", owner, { name: "Elternschule Altona" })
  ).json<TProviderProfile>();
});
afterAll(async () => {
  await t?.close();
});

describe("course texts with control characters", () => {
  it("are refused in a provider's course, a line break only in its one-line fields", async () => {
    const path = `/api/providers/${provider.id}/courses`;
    for (const field of ["title", "room_info", "age_group"]) {
      const response = await call("POST", path, owner, {
        ...weekly,
        title: "PEKiP",
        [field]: "PEKiP\r\nX-INJECTED:ja",
      });
      expect(response.statusCode, field).toBe(400);
      expect(messageOf(response)).toContain(PROVIDER_MESSAGES.lineCharacters);
    }
    const nul = await call("POST", path, owner, { ...weekly, title: "PEKiP", description: "Mit\u0000Baby" });
    expect(nul.statusCode).toBe(400);
    expect(messageOf(nul)).toContain(PROVIDER_MESSAGES.textCharacters);
    const lines = await call("POST", path, owner, {
      ...weekly,
      title: "PEKiP",
      description: "Für Eltern mit Babys.\r\nBitte bringen Sie eine Decke mit.",
    });
    expect(lines.statusCode, lines.body).toBe(201);
  });

  it("are refused in a programme file, with the line they are on", async () => {
    const response = await call("POST", `/api/providers/${provider.id}/courses/import`, owner, {
      csv: 'titel;wochentag;beginn;ende\n"Babymassage\r\nX-INJECTED:ja";Di;09:30;10:15\n',
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(new RegExp(`^Zeile \\d: ${PROVIDER_MESSAGES.lineCharacters}$`));
  });

  it("are refused in the admin course dialog and in a course suggestion", async () => {
    const course = {
      title: "Babyschwimmen\nX-INJECTED:ja",
      description: "Wassergewöhnung mit Eltern.",
      age_group: "6-18 months",
      type: "Swimming",
      schedule: "Di 09:30–10:15",
      location: "Bismarckbad, Altona",
    };
    const byAdmin = await call("POST", "/api/admin/courses", admin, course);
    expect(byAdmin.statusCode).toBe(400);
    expect(messageOf(byAdmin)).toContain(CONTROL_CHARACTERS_MESSAGE);
    const suggested = await call("POST", "/api/course-suggestions", owner, {
      ...course,
      title: "Babyschwimmen",
      age_group: "0-12 months",
      description: "Im Wasser\u001b[2J",
    });
    expect(suggested.statusCode).toBe(400);
    expect(messageOf(suggested)).toContain(TEXT_CONTROL_CHARACTERS_MESSAGE);
  });
});

describe("a course's calendar file", () => {
  it("keeps a stored title with line breaks inside the calendar's name and the event's summary", async () => {
    const created = await call("POST", "/api/admin/courses", admin, {
      title: "Babyschwimmen",
      description: "Wassergewöhnung mit Eltern.",
      age_group: "6-18 months",
      type: "Swimming",
      schedule: "Di 09:30–10:15",
      location: "Bismarckbad, Altona",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<TAdminCourse>();
    // A title from before the schema refused control characters, written straight into the table.
    const title = "Babyschwimmen\r\nX-INJECTED:ja\nMETHOD:CANCEL\u2028TIMEZONE-ID:Pacific/Apia";
    await t.database.db.update(courses).set({ title }).where(eq(courses.id, id));

    const response = await call("GET", `/api/courses/${id}/calendar.ics`, null);
    expect(response.statusCode).toBe(200);
    const { unknown, calendar } = checkICalendar(response.body);
    expect(unknown).toEqual([]);
    expect(calendar.getFirstProperty("method")).toBeNull();
    const lines = response.body.split("\r\n");
    expect(lines.filter((line) => /^(X-INJECTED|METHOD|TIMEZONE-ID)/.test(line))).toEqual([]);
    // The whole title, a line break as TEXT's \n (RFC 5545 §3.3.11; ical.js decodes it in SUMMARY, and
    // hands NAME, RFC 7986's, over as written).
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("summary")).toBe(
      title.replace("\r\n", "\n"),
    );
    const escaped = title.replace(/\r\n|\n/g, "\\n");
    expect(calendar.getFirstPropertyValue("name")).toBe(escaped);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(escaped);
  });
});
