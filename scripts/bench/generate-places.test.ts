import { describe, expect, it } from "vitest";
import type { ImportedPlace } from "#server/modules/places/import-sync.js";
import { generatedPlace } from "./generate-places.js";

const base: ImportedPlace = {
  osm_id: "node/1",
  name: "Spielplatz Osterstraße",
  type: "playground",
  description: "Spielplatz in Eimsbüttel.",
  address: "Osterstraße, Hamburg",
  locality_hint: null,
  latitude: 53.575,
  longitude: 9.953,
  stadtteil: "Eimsbüttel",
  bezirk: "Eimsbüttel",
  features: ["Play area"],
  age_recommendations: ["all ages"],
  opening_hours: null,
  website: null,
  phone: null,
  source: "openstreetmap",
  licence: "ODbL-1.0",
  facts: [],
  facts_date: null,
  merged_osm_ids: [],
};

describe("generatedPlace", () => {
  it("copies a real place under a new name, moved at most ~1.5 km, without its OpenStreetMap id", () => {
    const values = [0, 1];
    const copy = generatedPlace(base, 41, () => values.shift() ?? 0.5);
    expect(copy.name).toBe("Spielplatz Osterstraße 42");
    expect(copy).not.toHaveProperty("osm_id");
    expect(copy.source).toBe("bench-generated");
    expect(Math.abs(copy.latitude - base.latitude)).toBeCloseTo(0.0135, 6);
    expect(Math.abs(copy.longitude - base.longitude)).toBeLessThan(0.025);
    expect(copy.features).toEqual(["Play area"]);
  });
});
