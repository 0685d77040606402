/**
 * Importing a course programme from CSV (decision 021): a spreadsheet's `;`-separated file with German
 * dates becomes dated courses, with description, course type and tags (decision 030); a file with bad
 * rows names each by its line and imports nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { COURSE_IMPORT_TEMPLATE } from "#shared/course-import.js";
import { PROVIDER_MESSAGES, type TProviderProfile } from "#shared/schemas/providers.js";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let provider: TProviderProfile;

beforeAll(async () => {
  // Seeded: the course tags a file may name.
  t = await createTestApp();
  [owner, other] = await Promise.all([signIn(t), signIn(t)]);
  provider = (
    await t.app.inject({
      method: "PUT",
      url: "/api/providers/mine",
      headers: owner.headers,
      payload: { name: "Elternschule Altona" },
    })
  ).json<TProviderProfile>();
});
afterAll(async () => {
  await t?.close();
});

const importCsv = (user: TestUser, csv: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/providers/${provider.id}/courses/import`,
    headers: user.headers,
    payload: { csv },
  });

// The provider is not approved: its courses are its owner's to see (docs/decisions/041).
const courses = async () =>
  (
    await t.app.inject({ url: `/api/providers/${provider.id}`, headers: owner.headers })
  ).json<TProviderProfile>().courses;

describe("POST /api/providers/:id/courses/import", () => {
  it("imports every row of a spreadsheet's CSV with German dates, prices and cancelled dates", async () => {
    const csv = [
      "Titel;Wochentag;Beginn;Ende;Kursbeginn;Kursende;Ausfalltermine;Preis;Preis_gilt;Alter_ab_monate;Alter_bis_monate;Plaetze;Buchung_in_luett",
      'PEKiP 1;Mo;9:30;11:00;05.10.2026;14.12.2026;"19.10.2026 Herbstferien; 26.10.2026 Herbstferien";89,50;kurs;2;6;8;ja',
      '"Babymassage; sanft";Donnerstag;10:00;11:00;;;;0;;0;6;;nein',
    ].join("\n");
    const response = await importCsv(owner, csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 2 });
    const saved = await courses();
    expect(saved).toContainEqual(
      expect.objectContaining({
        title: "PEKiP 1",
        day_of_week: 1,
        start_time: "09:30",
        end_time: "11:00",
        term_start: "2026-10-05",
        term_end: "2026-12-14",
        price_cents: 8950,
        price_per: "term",
        age_min_months: 2,
        age_max_months: 6,
        max_participants: 8,
        bookable: true,
      }),
    );
    expect(saved.find((course) => course.title === "PEKiP 1")?.skipped_dates).toEqual([
      { date: "2026-10-19", reason: "Herbstferien" },
      { date: "2026-10-26", reason: "Herbstferien" },
    ]);
    expect(saved).toContainEqual(
      expect.objectContaining({
        title: "Babymassage; sanft",
        day_of_week: 4,
        price_cents: 0,
        bookable: false,
      }),
    );
  });

  it("imports description, course type and tags in the template's columns, in German or English words", async () => {
    expect(COURSE_IMPORT_TEMPLATE.split("\n")[0]!.split(";")).toEqual(
      expect.arrayContaining(["beschreibung", "kursart", "schlagwoerter"]),
    );
    const csv = [
      "titel;beschreibung;kursart;schlagwoerter;wochentag;beginn;ende",
      "Kinderyoga;Atmen, strecken, entspannen.;Yoga;yoga, Drinnen;Mi;15:00;15:45",
      "Kritzelkunst;;Kunst & Basteln;;Fr;10:00;11:00",
      "Little Singers;;music;Music;Sa;10:00;10:45",
      "Krabbeltreff;;;;Di;10:00;11:00",
    ].join("\n");
    const response = await importCsv(owner, csv);
    expect(response.statusCode, response.body).toBe(201);
    const saved = (await courses()).map(({ title, description, type, tags }) => ({
      title,
      description,
      type,
      tags,
    }));
    expect(saved).toEqual(
      expect.arrayContaining([
        {
          title: "Kinderyoga",
          description: "Atmen, strecken, entspannen.",
          type: "Yoga",
          tags: ["Yoga", "Drinnen"],
        },
        { title: "Kritzelkunst", description: null, type: "Art & Crafts", tags: [] },
        { title: "Little Singers", description: null, type: "Music", tags: ["Musik"] },
        { title: "Krabbeltreff", description: null, type: "Parent-Child", tags: [] },
      ]),
    );
  });

  it("names a course type outside the list and a tag that is no course tag by their line", async () => {
    const before = (await courses()).length;
    const csv = [
      "titel;kursart;schlagwoerter;wochentag;beginn;ende",
      "Zumba Kids;Zumba;;Mo;16:00;17:00",
      "Wickelkurs;;Wickeltisch;Di;16:00;17:00",
    ].join("\n");
    const response = await importCsv(owner, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message.split("\n")).toEqual([
      `Zeile 2: ${PROVIDER_MESSAGES.courseType}`,
      `Zeile 3: ${PROVIDER_MESSAGES.unknownTag("Wickeltisch")}`,
    ]);
    expect(await courses()).toHaveLength(before);
  });

  it("names every bad row by its line and imports nothing", async () => {
    const before = (await courses()).length;
    const csv = [
      "titel,wochentag,beginn,ende,plaetze,buchung_in_luett",
      "Krabbelgruppe,Di,10:00,11:00,,",
      "Eltern-Café,Mi,11:00,10:00,,",
      ",Fr,09:00,10:00,,",
      "Babyschwimmen,Sa,09:00,10:00,,ja",
    ].join("\n");
    const response = await importCsv(owner, csv);
    expect(response.statusCode).toBe(400);
    const message = response.json<{ error: { message: string } }>().error.message;
    expect(message.split("\n")).toEqual([
      `Zeile 3: ${PROVIDER_MESSAGES.endBeforeStart}`,
      `Zeile 4: ${PROVIDER_MESSAGES.title}`,
      `Zeile 5: ${PROVIDER_MESSAGES.bookableNeedsPlaces}`,
    ]);
    expect(await courses()).toHaveLength(before);
  });

  it("refuses unknown columns and other people's profiles", async () => {
    const unknown = await importCsv(owner, "titel;tag\nYoga;Mo");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { message: string } }>().error.message).toContain("Unbekannte Spalten: tag");
    expect((await importCsv(other, "titel;wochentag;beginn;ende\nYoga;Mo;10:00;11:00")).statusCode).toBe(403);
  });
});
