import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { places } from "#server/db/schema.js";
import { hamburgToday, weekdayOf } from "#shared/berlin-time.js";

let t: TestApp;
const added: Record<string, string> = {};

/** The next given weekday (0 = Sunday) after today in Hamburg, as YYYY-MM-DD. */
function next(weekday: number): string {
  const [year, month, day] = hamburgToday().split("-").map(Number);
  for (let offset = 1; offset <= 7; offset++) {
    const date = new Date(Date.UTC(year!, month! - 1, day! + offset)).toISOString().slice(0, 10);
    if (weekdayOf(date) === weekday) return date;
  }
  throw new Error("unreachable");
}
const TUESDAY = next(2);

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(places)
    .values([
      {
        name: "Dienstags zu",
        type: "cafe",
        address: "Osterstraße 10, 20259 Hamburg",
        stadtteil: "Eimsbüttel",
        bezirk: "Eimsbüttel",
        latitude: 53.5755,
        longitude: 9.952,
        opening_hours: "Mo,We-Su 09:00-18:00",
      },
      {
        name: "Dienstags offen",
        type: "cafe",
        address: "Osterstraße 12, 20259 Hamburg",
        stadtteil: "Eimsbüttel",
        bezirk: "Eimsbüttel",
        latitude: 53.5756,
        longitude: 9.9521,
        opening_hours: "Tu 09:00-18:00",
      },
      {
        name: "Jugendtreff ab 5",
        type: "activity_center",
        address: "Osterstraße 14, 20259 Hamburg",
        stadtteil: "Eimsbüttel",
        bezirk: "Eimsbüttel",
        latitude: 53.5757,
        longitude: 9.9522,
        age_recommendations: ["5+ years"],
      },
    ])
    .returning({ id: places.id, name: places.name });
  for (const row of rows) added[row.name] = row.id;
});
afterAll(async () => {
  await t.close();
});

type Card = { id: string; name: string; stadtteil: string | null; distance_m?: number };
type Results = {
  criteria: {
    district: { name: string; stadtteil: string | null; bezirk: string | null } | null;
    weekday: number;
  };
  places: { items: Card[]; total: number };
  courses: { title: string; schedule: string; age_group: string }[];
};

const search = async (query: string): Promise<Results> => {
  const response = await t.app.inject({ url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Results>();
};

describe("GET /api/search", () => {
  it("finds places in and near the Stadtteil that suit the age and open that day, nearest first", async () => {
    const results = await search(`district=Eimsb%C3%BCttel&date=${TUESDAY}&childAge=1-2%20Jahre&limit=100`);
    expect(results.criteria.district).toEqual({
      name: "Eimsbüttel",
      stadtteil: "Eimsbüttel",
      bezirk: "Eimsbüttel",
    });
    expect(results.criteria.weekday).toBe(2);
    const names = results.places.items.map((item) => item.name);
    expect(names).toContain("Dienstags offen");
    expect(names).not.toContain("Dienstags zu");
    expect(names).not.toContain("Jugendtreff ab 5");
    expect(results.places.total).toBeGreaterThan(20);
    const distances = results.places.items.map((item) => item.distance_m!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it("searches a whole Bezirk by Stadtteil, without a distance from its middle", async () => {
    const results = await search("district=Altona&limit=100");
    expect(results.criteria.district).toEqual({ name: "Altona", stadtteil: null, bezirk: "Altona" });
    const items = results.places.items;
    expect(items.length).toBeGreaterThan(20);
    expect(items.every((item) => item.distance_m === undefined)).toBe(true);
    // Grouped by Stadtteil: each one's places come together (the database's collation orders them).
    const quarters = items.map((item) => item.stadtteil ?? "");
    const runs = quarters.filter((quarter, index) => quarter !== quarters[index - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    expect(runs.length).toBeGreaterThan(3);
  });

  it("lists courses for that age on that weekday", async () => {
    const results = await search(`date=${TUESDAY}&childAge=1-2%20Jahre`);
    const titles = results.courses.map((course) => course.title);
    expect(titles).toEqual(expect.arrayContaining(["Malen mit Fingerfarben", "PEKiP-Gruppe am Vormittag"]));
    expect(titles).not.toContain("Kinderturnen"); // Tuesday, but 2-4 years
    expect(titles).not.toContain("Babymassage"); // 0-12 months, but Monday
    expect(results.courses.every((course) => course.schedule.startsWith("Di"))).toBe(true);
  });

  it("understands a Bezirk from the spec's suggestions ('Mitte')", async () => {
    const results = await search("district=Mitte&limit=50");
    expect(results.criteria.district).toEqual({
      name: "Hamburg-Mitte",
      stadtteil: null,
      bezirk: "Hamburg-Mitte",
    });
    expect(results.places.total).toBeGreaterThan(50);
  });

  it("pages through the places with a stable total", async () => {
    const first = await search("district=Altona&limit=10");
    const second = await search("district=Altona&limit=10&offset=10");
    expect(second.places.total).toBe(first.places.total);
    const firstIds = new Set(first.places.items.map((item) => item.id));
    expect(second.places.items.some((item) => firstIds.has(item.id))).toBe(false);
  });

  it.each([
    ["no criterion", "", "Choose a district, a date or your child's age to search."],
    [
      "an unknown district",
      "district=Atlantis",
      `Unknown district "Atlantis". Choose one of Hamburg's Stadtteile or Bezirke.`,
    ],
    ["a date in the past", "date=2020-01-07", "The date is in the past. Choose today or a later day."],
    ["a day that does not exist", "date=2030-02-30", '"2030-02-30" is not a calendar day.'],
  ])("answers 400 with a clear message for %s", async (_label, query, message) => {
    const response = await t.app.inject({ url: `/api/search?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: "BAD_REQUEST", message } });
  });

  it.each([
    ["a malformed date", "date=next-tuesday"],
    ["an unknown age group", "childAge=14%20Monate"],
  ])("answers 400 for %s", async (_label, query) => {
    const response = await t.app.inject({ url: `/api/search?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe("BAD_REQUEST");
  });

  it("accepts today", async () => {
    await search(`date=${hamburgToday()}`);
  });
});

describe("GET /api/search?fact=", () => {
  const eimsbuettel = `district=Eimsb%C3%BCttel&limit=100`;
  const namesOf = (results: Results) => results.places.items.map((item) => item.name).sort();

  beforeAll(async () => {
    const parent = await signIn(t);
    const answer = async (name: string, body: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/places/${added[name]}/facts`,
        payload: body,
        headers: { ...parent.headers, "content-type": "application/json" },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    // stroller_parking is Lütt's own fact (no OpenStreetMap import), so only these answers give it.
    await search(`${eimsbuettel}&fact=stroller_parking`); // cached before the answers: writes must clear it
    await answer("Dienstags zu", { key: "stroller_parking", value: "yes" });
    await answer("Dienstags offen", { key: "stroller_parking", value: "yes" });
    await answer("Jugendtreff ab 5", { key: "stroller_parking", value: "no" });
    await answer("Dienstags offen", { key: "changing_table", value: "yes", location: ["male_toilet"] });
    await answer("Dienstags zu", { key: "changing_table", value: "yes", location: ["unisex_toilet"] });
  });

  it("keeps only places whose fact is shown as yes, and says so in the criteria", async () => {
    const all = await search(eimsbuettel);
    const results = await search(`${eimsbuettel}&fact=stroller_parking`);
    expect(namesOf(results)).toEqual(["Dienstags offen", "Dienstags zu"]);
    expect(results.places.total).toBe(2);
    expect(all.places.total).toBeGreaterThan(2);
    expect(results.criteria).toMatchObject({ facts: ["stroller_parking"] });
    expect(all.criteria).toMatchObject({ facts: [] });
  });

  it("narrows with every further fact (all must hold), together with the other criteria", async () => {
    const both = await search(`${eimsbuettel}&fact=stroller_parking&fact=changing_table`);
    expect(namesOf(both)).toEqual(["Dienstags offen", "Dienstags zu"]);
    const withDate = await search(`${eimsbuettel}&date=${TUESDAY}&fact=stroller_parking&fact=changing_table`);
    expect(namesOf(withDate)).toEqual(["Dienstags offen"]);
  });

  it("finds the changing table in the men's room or in a unisex toilet ('Wickeltisch auch bei den Herren')", async () => {
    const men = await search(`${eimsbuettel}&fact=stroller_parking&fact=changing_table:male_toilet`);
    expect(namesOf(men)).toEqual(["Dienstags offen"]);
    const unisex = await search(`${eimsbuettel}&fact=stroller_parking&fact=changing_table%3Aunisex_toilet`);
    expect(namesOf(unisex)).toEqual(["Dienstags zu"]);
    const atBoth = await search(
      `${eimsbuettel}&fact=changing_table:male_toilet&fact=changing_table:unisex_toilet&fact=stroller_parking`,
    );
    expect(atBoth.places.total).toBe(0);
  });

  it("shows the same places on the map", async () => {
    const response = await t.app.inject({
      url: `/api/search/map?district=Eimsb%C3%BCttel&fact=stroller_parking&fact=changing_table:male_toilet`,
    });
    expect(response.statusCode).toBe(200);
    const points = response.json<{ items: { id: string }[]; total: number }>();
    expect(points.items.map((item) => item.id)).toEqual([added["Dienstags offen"]]);
    expect(points.total).toBe(1);
  });

  it.each([
    ["an unknown fact", "fact=jacuzzi"],
    ["a fact that is never yes", "fact=min_age"],
    ["an unknown changing-table location", "fact=changing_table:kitchen"],
  ])("answers 400 for %s", async (_label, query) => {
    const response = await t.app.inject({ url: `/api/search?district=Altona&${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe("BAD_REQUEST");
  });

  it("still needs a district, a date or an age: facts alone are no search", async () => {
    const response = await t.app.inject({ url: "/api/search?fact=highchair" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: "BAD_REQUEST", message: "Choose a district, a date or your child's age to search." },
    });
  });
});

describe("GET /api/search/map", () => {
  it("returns a marker for every place of the search", async () => {
    const query = `district=Ottensen&date=${TUESDAY}`;
    const results = await search(`${query}&limit=1`);
    const response = await t.app.inject({ url: `/api/search/map?${query}` });
    expect(response.statusCode).toBe(200);
    const points = response.json<{ items: { id: string }[]; total: number }>();
    expect(points.total).toBe(results.places.total);
    expect(points.items[0]?.id).toBe(results.places.items[0]?.id);
  });
});
