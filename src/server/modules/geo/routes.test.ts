/**
 * Address search through `/api/geo/*` (spec 01 §7 "Function: google-places"; decision 006): the local
 * gazetteer on the seeded data, the Photon, Nominatim and Google providers against local stand-in
 * servers, and a geocoder that hangs (it must fail fast so the form falls back to free text).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeStub, json, startStub } from "#tests/support/http-stub.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TAutocompleteResponse, TPlaceDetailsResponse } from "#shared/schemas/geo.js";
import { GEO_RATE_LIMITS } from "./routes.js";

const sessionToken = "0b9c6f3e-5a51-4d8e-9a43-2f1f2f0a8c11";

const autocomplete = (t: TestApp, input: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url: "/api/geo/autocomplete", payload: { input, sessionToken, ...extra } });
const details = (t: TestApp, placeId: string) =>
  t.app.inject({ method: "POST", url: "/api/geo/details", payload: { input: placeId, sessionToken } });

describe("GEOCODER=local (default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(["Eimsbüttel", "eimsbuettel", "EIMSBUTTEL", "Eimsbütel"])(
    "finds the Stadtteil Eimsbüttel for '%s' first, in the spec's shape",
    async (input) => {
      const response = await autocomplete(t, input);
      expect(response.statusCode).toBe(200);
      const { predictions } = response.json<TAutocompleteResponse>();
      expect(predictions.length).toBeGreaterThan(0);
      expect(predictions.length).toBeLessThanOrEqual(5);
      expect(predictions[0]).toEqual({
        place_id: expect.stringMatching(/^stadtteil:/),
        description: "Eimsbüttel, Eimsbüttel, Hamburg",
        structured_formatting: { main_text: "Eimsbüttel", secondary_text: "Eimsbüttel, Hamburg" },
      });
    },
  );

  it("finds seeded street addresses with ß written as ss and Str. abbreviated", async () => {
    const { predictions } = (await autocomplete(t, "Blankeneser Bahnhofstr")).json<TAutocompleteResponse>();
    expect(predictions[0]?.description).toBe("Blankeneser Bahnhofstraße 1, 22587 Hamburg");
    const spelled = (await autocomplete(t, "blankeneser bahnhofstrasse 1")).json<TAutocompleteResponse>();
    expect(spelled.predictions[0]?.place_id).toBe(predictions[0]?.place_id);
  });

  it("finds seeded places by name, and details give the place's coordinates and Stadtteil", async () => {
    const { predictions } = (await autocomplete(t, "Beizini")).json<TAutocompleteResponse>();
    const place = predictions.find((prediction) => prediction.place_id.startsWith("place:"));
    expect(place?.structured_formatting.main_text).toBe("Beizini - Die Eismanufaktur");
    const response = await details(t, place!.place_id);
    expect(response.statusCode).toBe(200);
    const { result } = response.json<TPlaceDetailsResponse>();
    expect(result).toMatchObject({
      place_id: place!.place_id,
      name: "Beizini - Die Eismanufaktur",
      formatted_address: "Beim Grünen Jäger 13, 20359 Hamburg",
      stadtteil: "St. Pauli",
      bezirk: "Hamburg-Mitte",
    });
    expect(result.geometry.location.lat).toBeCloseTo(53.5578, 3);
  });

  it("gives a Stadtteil's details with a point inside it", async () => {
    const { predictions } = (await autocomplete(t, "Ottensen")).json<TAutocompleteResponse>();
    const { result } = (await details(t, predictions[0]!.place_id)).json<TPlaceDetailsResponse>();
    expect(result).toMatchObject({
      name: "Ottensen",
      formatted_address: "Ottensen, Hamburg",
      stadtteil: "Ottensen",
    });
  });

  it("answers an empty list for text that matches nothing", async () => {
    const { predictions } = (await autocomplete(t, "qqxxzz")).json<TAutocompleteResponse>();
    expect(predictions).toEqual([]);
  });

  it.each([
    ["one character", { input: "E", sessionToken }],
    ["blank input", { input: "   ", sessionToken }],
    ["no session token", { input: "Eimsbüttel" }],
  ])("refuses %s with 400", async (_label, payload) => {
    const response = await t.app.inject({ method: "POST", url: "/api/geo/autocomplete", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe("BAD_REQUEST");
  });

  it.each(["place:not-a-uuid", "place:00000000-0000-4000-8000-000000000000", "stadtteil:9999", "nonsense"])(
    "answers 404 'Address not found' for the unknown id %s",
    async (placeId) => {
      const response = await details(t, placeId);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { message: string } }>().error.message).toBe("Address not found");
    },
  );

  it(`limits autocomplete to ${GEO_RATE_LIMITS.autocomplete} requests a minute per client`, async () => {
    const from = { remoteAddress: "203.0.113.7" };
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/geo/autocomplete",
        payload: { input: "Al", sessionToken },
        ...from,
      });
    const statuses: number[] = [];
    // One after the other, as a person types (concurrent bursts share one counter snapshot).
    for (let index = 0; index <= GEO_RATE_LIMITS.autocomplete; index++)
      statuses.push((await send()).statusCode);
    expect(statuses.slice(0, GEO_RATE_LIMITS.autocomplete).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await autocomplete(t, "Al")).statusCode).toBe(200);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});

describe("GEOCODER=photon", () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStub((_request, response) =>
      json(response, {
        features: [
          {
            geometry: { coordinates: [9.9533, 53.5781] },
            properties: { street: "Osterstraße", housenumber: "12", postcode: "20259", city: "Hamburg" },
          },
        ],
      }),
    );
    t = await createTestApp({ seed: false, env: { GEOCODER: "photon", GEOCODER_URL: stub.url } });
  });
  afterAll(async () => {
    await t.close();
    await closeStub(stub);
  });

  it("asks Photon near Hamburg and carries the result through to the details", async () => {
    const response = await autocomplete(t, "Osterstr 12");
    expect(response.statusCode).toBe(200);
    const { predictions } = response.json<TAutocompleteResponse>();
    expect(predictions).toHaveLength(1);
    expect(predictions[0]!.description).toBe("Osterstraße 12, 20259 Hamburg");
    const asked = new URL(stub.requests[0]!.url, stub.url);
    expect(asked.pathname).toBe("/api");
    expect(asked.searchParams.get("q")).toBe("Osterstr 12");
    expect(asked.searchParams.get("lat")).toBe("53.5503");

    const before = stub.requests.length;
    const { result } = (await details(t, predictions[0]!.place_id)).json<TPlaceDetailsResponse>();
    expect(stub.requests.length).toBe(before);
    expect(result).toMatchObject({
      formatted_address: "Osterstraße 12, 20259 Hamburg",
      geometry: { location: { lat: 53.5781, lng: 9.9533 } },
      stadtteil: "Eimsbüttel",
    });
  });

  it("refuses a forged id", async () => {
    expect((await details(t, "osm:bm9wZQ")).statusCode).toBe(404);
  });
});

describe("GEOCODER=nominatim", () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStub((_request, response) =>
      json(response, [
        {
          lat: "53.5413",
          lon: "9.9841",
          name: "Elbphilharmonie",
          display_name: "Elbphilharmonie, Platz der Deutschen Einheit, HafenCity, Hamburg",
          address: {
            road: "Platz der Deutschen Einheit",
            house_number: "1",
            postcode: "20457",
            city: "Hamburg",
          },
        },
      ]),
    );
    t = await createTestApp({ seed: false, env: { GEOCODER: "nominatim", GEOCODER_URL: stub.url } });
  });
  afterAll(async () => {
    await t.close();
    await closeStub(stub);
  });

  it("identifies itself, and shapes the hit as main and secondary text", async () => {
    const { predictions } = (await autocomplete(t, "Elbphilharmonie")).json<TAutocompleteResponse>();
    expect(predictions[0]!.structured_formatting).toEqual({
      main_text: "Elbphilharmonie",
      secondary_text: "Platz der Deutschen Einheit 1, 20457 Hamburg",
    });
    expect(stub.requests[0]!.headers["user-agent"]).toMatch(/^Luett\//);
    const { result } = (await details(t, predictions[0]!.place_id)).json<TPlaceDetailsResponse>();
    expect(result.stadtteil).toBe("HafenCity");
  });
});

describe("GEOCODER=google", () => {
  const apiKey = "test-google-places-key-123";
  let stub: Awaited<ReturnType<typeof startStub>>;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStub((request, response) => {
      if (request.url?.startsWith("/v1/places:autocomplete")) {
        json(response, {
          suggestions: [
            {
              placePrediction: {
                placeId: "ChIJuRMYfoNhsUcRoDrWe_I9JgQ",
                text: { text: "Jungfernstieg, Hamburg, Deutschland" },
                structuredFormat: {
                  mainText: { text: "Jungfernstieg" },
                  secondaryText: { text: "Hamburg, Deutschland" },
                },
              },
            },
          ],
        });
      } else {
        json(response, {
          id: "ChIJuRMYfoNhsUcRoDrWe_I9JgQ",
          displayName: { text: "Jungfernstieg" },
          formattedAddress: "Jungfernstieg, 20354 Hamburg, Deutschland",
          location: { latitude: 53.553, longitude: 9.993 },
        });
      }
    });
    t = await createTestApp({
      seed: false,
      env: { GEOCODER: "google", GEOCODER_URL: stub.url, GOOGLE_PLACES_API_KEY: apiKey },
    });
  });
  afterAll(async () => {
    await t.close();
    await closeStub(stub);
  });

  it("sends the key and session token only to Google and answers in the google-places shape", async () => {
    const response = await autocomplete(t, "Jungfernst");
    expect(response.body).not.toContain(apiKey);
    expect(response.json<TAutocompleteResponse>().predictions).toEqual([
      {
        place_id: "ChIJuRMYfoNhsUcRoDrWe_I9JgQ",
        description: "Jungfernstieg, Hamburg, Deutschland",
        structured_formatting: { main_text: "Jungfernstieg", secondary_text: "Hamburg, Deutschland" },
      },
    ]);
    const asked = stub.requests[0]!;
    expect(asked.headers["x-goog-api-key"]).toBe(apiKey);
    expect(JSON.parse(asked.body)).toMatchObject({ input: "Jungfernst", sessionToken });

    const detailsResponse = await details(t, "ChIJuRMYfoNhsUcRoDrWe_I9JgQ");
    expect(detailsResponse.body).not.toContain(apiKey);
    expect(detailsResponse.json<TPlaceDetailsResponse>().result).toMatchObject({
      name: "Jungfernstieg",
      formatted_address: "Jungfernstieg, 20354 Hamburg, Deutschland",
      stadtteil: "Neustadt",
    });
    const detailsRequest = stub.requests[1]!;
    expect(detailsRequest.url).toContain(`sessionToken=${sessionToken}`);
    expect(detailsRequest.headers["x-goog-fieldmask"]).toContain("location");
  });
});

describe("a geocoder that is down or hangs", () => {
  let hanging: Awaited<ReturnType<typeof startStub>>;
  let t: TestApp;
  let down: TestApp;
  beforeAll(async () => {
    // Accepts the request and never answers.
    hanging = await startStub(() => undefined);
    t = await createTestApp({
      seed: false,
      env: { GEOCODER: "photon", GEOCODER_URL: hanging.url, GEOCODER_TIMEOUT_MS: "600" },
    });
    // Nothing listens on port 9 (discard) here.
    down = await createTestApp({
      seed: false,
      env: { GEOCODER: "nominatim", GEOCODER_URL: "http://127.0.0.1:9" },
    });
  });
  afterAll(async () => {
    await t.close();
    await down.close();
    await closeStub(hanging);
  });

  it("gives up after the time limit with 503 and a message that says to type the address", async () => {
    const started = Date.now();
    const response = await autocomplete(t, "Osterstraße");
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json<{ error: { code: string; message: string } }>().error).toEqual({
      code: "UNAVAILABLE",
      message: "Address search is unavailable right now. Please type the address.",
    });
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(elapsed).toBeLessThan(3000);
  });

  it("answers 503 at once when the geocoder cannot be reached", async () => {
    const response = await autocomplete(down, "Osterstraße");
    expect(response.statusCode).toBe(503);
  });
});
