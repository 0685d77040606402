/**
 * The home by today's weather (decision 044): `GET /api/home` with a local server answering recorded
 * Bright Sky JSON (tests/support/bright-sky.ts) — rain brings indoor places to the top, sun and warmth
 * playgrounds and parks with shade first — and a weather service that is down or hangs, which leaves
 * the home as it always is, in time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HAMBURG_CENTRE } from "#server/modules/geo/service.js";
import { placeFactAnswers } from "#server/db/schema.js";
import type { THomeData } from "#shared/schemas/home.js";
import { RAIN, SUN } from "#tests/support/bright-sky.js";
import { closeStub, json, startStub, type HttpStub } from "#tests/support/http-stub.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";

const INDOOR_TYPES = [
  "kindercafe",
  "library",
  "museum",
  "activity_center",
  "family_education",
  "shopping_center",
];
const AS_ALWAYS = ["cafes", "indoor", "changing"];

const readHome = async (t: TestApp) => {
  const response = await t.app.inject({ url: "/api/home" });
  expect(response.statusCode).toBe(200);
  return response.json<THomeData>();
};

/** The place rows' ids, to compare two homes. */
const rowIds = (home: THomeData) =>
  Object.fromEntries(AS_ALWAYS.map((row) => [row, home[row as "cafes"].map((place) => place.id)]));

let withoutWeather: TestApp;
beforeAll(async () => {
  withoutWeather = await createTestApp();
});
afterAll(async () => {
  await withoutWeather.close();
});

describe("a rainy, cold day", () => {
  let stub: HttpStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStub((_request, response) => json(response, RAIN));
    t = await createTestApp({ env: { WEATHER_URL: stub.url } });
  });
  afterAll(async () => {
    await t.close();
    await closeStub(stub);
  });

  it("asks Bright Sky for Hamburg's current weather and puts the indoor row first", async () => {
    const home = await readHome(t);
    expect(stub.requests[0]?.url).toBe(
      `/current_weather?lat=${HAMBURG_CENTRE.lat}&lon=${HAMBURG_CENTRE.lng}`,
    );
    expect(home.today).toEqual({ icon: "rain", temperature: 8, suits: "indoor" });
    expect(home.rows).toEqual(["indoor", "cafes", "changing"]);
    expect(home.indoor.length).toBeGreaterThan(0);
    expect(INDOOR_TYPES).toContain(home.indoor[0]!.type);
    expect(home.outdoor).toEqual([]);
  });

  it("keeps the weather: the next homes do not ask again", async () => {
    await readHome(t);
    await readHome(t);
    expect(stub.requests).toHaveLength(1);
  });
});

describe("a warm, sunny day", () => {
  let stub: HttpStub;
  let t: TestApp;
  let shaded: string;
  beforeAll(async () => {
    stub = await startStub((_request, response) => json(response, SUN));
    t = await createTestApp({ env: { WEATHER_URL: stub.url } });
    // An answer that this playground has shade: it leads the row over those nobody answered for.
    const { outdoor } = await readHome(t);
    shaded = outdoor.at(-1)!.id;
    await t.database.db
      .insert(placeFactAnswers)
      .values({ place_id: shaded, key: "shade", value: "yes", source: "openstreetmap" });
    t.app.invalidate(["places"]);
  });
  afterAll(async () => {
    await t.close();
    await closeStub(stub);
  });

  it("opens with playgrounds and parks, shade first, and moves the indoor row to the end", async () => {
    const home = await readHome(t);
    expect(home.today).toEqual({ icon: "clear-day", temperature: 24, suits: "outdoor" });
    expect(home.rows).toEqual(["outdoor", "cafes", "changing", "indoor"]);
    expect(home.outdoor.length).toBeGreaterThan(1);
    for (const place of home.outdoor) {
      expect(["playground", "park"]).toContain(place.type);
      expect(place.features).not.toContain("Indoor");
    }
    expect(home.outdoor[0]!.id).toBe(shaded);
  });
});

describe("a weather service that is down or slow", () => {
  let down: HttpStub;
  let hanging: HttpStub;
  let whenDown: TestApp;
  let whenSlow: TestApp;
  let unreachable: TestApp;
  beforeAll(async () => {
    down = await startStub((_request, response) => {
      response.writeHead(503, { "content-type": "text/plain" });
      response.end("Service Unavailable");
    });
    // Accepts the request and never answers.
    hanging = await startStub(() => undefined);
    whenDown = await createTestApp({ env: { WEATHER_URL: down.url } });
    whenSlow = await createTestApp({ env: { WEATHER_URL: hanging.url, GEOCODER_TIMEOUT_MS: "600" } });
    // Nothing listens on port 9 (discard) here.
    unreachable = await createTestApp({ env: { WEATHER_URL: "http://127.0.0.1:9" } });
  });
  afterAll(async () => {
    await whenDown.close();
    await whenSlow.close();
    await unreachable.close();
    await closeStub(down);
    await closeStub(hanging);
  });

  it("shows the home as it always is, without an error, when the service answers 503 or cannot be reached", async () => {
    const usual = await readHome(withoutWeather);
    expect(usual.today).toBeNull();
    expect(usual.rows).toEqual(AS_ALWAYS);
    for (const t of [whenDown, unreachable]) {
      const home = await readHome(t);
      expect(home.today).toBeNull();
      expect(home.rows).toEqual(AS_ALWAYS);
      expect(home.outdoor).toEqual([]);
      expect(rowIds(home)).toEqual(rowIds(usual));
    }
  });

  it("answers within the time limit when the service hangs, and does not wait for it again", async () => {
    const started = Date.now();
    const home = await readHome(whenSlow);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(home.today).toBeNull();
    expect(home.rows).toEqual(AS_ALWAYS);
    expect(rowIds(home)).toEqual(rowIds(await readHome(withoutWeather)));
    const again = Date.now();
    await readHome(whenSlow);
    expect(Date.now() - again).toBeLessThan(600);
    expect(hanging.requests).toHaveLength(1);
  });
});
