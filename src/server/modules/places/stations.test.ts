import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZPlaceDetail, ZPlaceList } from "#shared/schemas/places.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { places } from "#server/db/schema.js";

let t: TestApp;
const ids: Record<string, string> = {};

/** U Feldstraße (Heiligengeistfeld) in data/hamburg/stations.json: OSM wheelchair=yes. */
const FELDSTRASSE = { latitude: 53.556913, longitude: 9.968671 };
const METRES_PER_DEGREE = 111_195;
const west = (metres: number) =>
  FELDSTRASSE.longitude - metres / METRES_PER_DEGREE / Math.cos((FELDSTRASSE.latitude * Math.PI) / 180);

beforeAll(async () => {
  t = await createTestApp();
  const place = (name: string, latitude: number, longitude: number) => ({
    name,
    type: "kindercafe",
    address: "Hamburg",
    latitude,
    longitude,
  });
  const rows = await t.database.db
    .insert(places)
    .values([
      place(
        "200 m north of Feldstraße",
        FELDSTRASSE.latitude + 200 / METRES_PER_DEGREE,
        FELDSTRASSE.longitude,
      ),
      place("370 m west of Feldstraße", FELDSTRASSE.latitude, west(370)),
      place("400 m west of Feldstraße", FELDSTRASSE.latitude, west(400)),
      place("In Kirchwerder", 53.42, 10.2),
    ])
    .returning({ id: places.id, name: places.name });
  for (const row of rows) ids[row.name] = row.id;
});
afterAll(async () => {
  await t.close();
});

const detail = async (name: string) => {
  const response = await t.app.inject({ url: `/api/places/${ids[name]}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZPlaceDetail.parse(response.json());
};

describe("stations near a place", () => {
  it("names the nearest U-Bahn, then S-Bahn station with the estimated walk and OSM wheelchair", async () => {
    const place = await detail("200 m north of Feldstraße");
    // 200 m straight × 1.3 = 260 m, up to 300 m; S Sternschanze 572 m × 1.3 = 744 m, up to 750 m.
    expect(place.stations).toEqual([
      {
        osm_id: "node/5228160283",
        name: "Feldstraße (Heiligengeistfeld)",
        station: "subway",
        wheelchair: "yes",
        walking_distance_m: 300,
      },
      {
        osm_id: "node/3129651718",
        name: "Sternschanze (Messe)",
        station: "light_rail",
        wheelchair: "yes",
        walking_distance_m: 750,
      },
    ]);
  });

  it("names no station when none is within a 1.5 km walk", async () => {
    expect((await detail("In Kirchwerder")).stations).toEqual([]);
  });

  it("filters the list to places with a step-free station within a 500 m walk", async () => {
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/places?type=kindercafe&limit=100${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return ZPlaceList.parse(response.json()).items.map((card) => card.name);
    };
    const all = await list("");
    expect(all).toEqual(expect.arrayContaining(Object.keys(ids)));
    const stepFree = await list("&station_wheelchair=yes");
    // 370 m × 1.3 = 481 m, shown as 500 m: in; 400 m × 1.3 = 520 m, shown as 550 m: out.
    expect(stepFree).toEqual(
      expect.arrayContaining(["200 m north of Feldstraße", "370 m west of Feldstraße"]),
    );
    expect(stepFree).not.toContain("400 m west of Feldstraße");
    expect(stepFree).not.toContain("In Kirchwerder");
    expect((await detail("400 m west of Feldstraße")).stations[0]?.walking_distance_m).toBe(550);
  });

  it("keeps the filter together with a search text", async () => {
    const response = await t.app.inject({
      url: "/api/places?q=Feldstra%C3%9Fe&station_wheelchair=yes&limit=100",
    });
    expect(response.statusCode, response.body).toBe(200);
    const names = ZPlaceList.parse(response.json()).items.map((card) => card.name);
    expect(names).toEqual(expect.arrayContaining(["200 m north of Feldstraße", "370 m west of Feldstraße"]));
    expect(names).not.toContain("400 m west of Feldstraße");
  });

  it("refuses a value other than yes", async () => {
    const response = await t.app.inject({ url: "/api/places?station_wheelchair=no" });
    expect(response.statusCode).toBe(400);
  });
});
