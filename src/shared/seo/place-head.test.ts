import { describe, expect, it } from "vitest";
import type { TPlace } from "../schemas/places.js";
import { buildPlaceHead, schemaOpeningHours } from "./place-head.js";

const park: TPlace = {
  id: "0b5c8f3e-6a51-4c1e-9d3f-2f5e3c8a9b10",
  name: "Planten un Blomen",
  type: "park",
  rating: null,
  address: "Marseiller Str. 7, 20355 Hamburg",
  locality_hint: null,
  description: null,
  image_url: null,
  features: [],
  tags: [],
  age_recommendations: ["all ages"],
  offers_courses: false,
  latitude: null,
  longitude: null,
  stadtteil: "St. Pauli",
  bezirk: "Hamburg-Mitte",
  opening_hours: "Apr-Sep 07:00-23:00; Oct-Mar 07:00-20:00",
  website: "https://plantenunblomen.hamburg.de",
  phone: null,
  osm_id: null,
  source: "admin",
  licence: null,
  is_checked_by_parents: false,
  family_feature_count: null,
  cafe_id: null,
  created_at: "2026-01-01T00:00:00.000Z",
  closed_at: null,
};

describe("buildPlaceHead", () => {
  it("describes a place without a description by where it is, and links absolutely", () => {
    const head = buildPlaceHead(park, "https://luett.example");
    expect(head.title).toBe("Planten un Blomen");
    expect(head.description).toBe("Planten un Blomen in St. Pauli, Hamburg-Mitte.");
    expect(head.canonical).toBe(`https://luett.example/places/${park.id}`);
    expect(head.og["og:type"]).toBe("website");
    expect(head.jsonLd).toMatchObject({ "@type": "Park", sameAs: "https://plantenunblomen.hamburg.de" });
    // Seasonal hours are richer than schema.org's openingHours, so they are left out.
    expect(head.jsonLd).not.toHaveProperty("openingHours");
    expect(head.jsonLd).not.toHaveProperty("geo");
  });

  it("states the parents' rating as an AggregateRating, and none without reviews", () => {
    const rated = buildPlaceHead({ ...park, rating: { average: 4.3, count: 3 } }, "https://luett.example");
    expect(rated.jsonLd).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 3, bestRating: 5 },
    });
    expect(buildPlaceHead(park, "https://luett.example").jsonLd).not.toHaveProperty("aggregateRating");
  });

  it("cuts long descriptions at a word boundary", () => {
    const head = buildPlaceHead({ ...park, description: "Wort ".repeat(60) }, "https://luett.example");
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith("Wort…")).toBe(true);
  });
});

describe("buildPlaceHead's amenities", () => {
  it("states the features and the shown family facts, with the OSM wiki key where OSM has one", () => {
    const fact = {
      confirmations: 1,
      parent_confirmations: 1,
      last_confirmed_at: "2026-11-01T00:00:00.000Z",
      sources: ["parent" as const],
      decided_by: "majority" as const,
      is_stale: false,
      minority: [],
    };
    const head = buildPlaceHead(
      {
        ...park,
        features: ["Play area"],
        facts: [
          { ...fact, key: "changing_table", value: "no" },
          { ...fact, key: "shade", value: "yes" },
          { ...fact, key: "surface", value: "sand" },
          { ...fact, key: "highchair", value: "unclear" },
        ],
      },
      "https://luett.example",
    );
    expect(head.jsonLd.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Play area", value: true },
      {
        "@type": "LocationFeatureSpecification",
        name: "changing_table",
        propertyID: "https://wiki.openstreetmap.org/wiki/Key:changing_table",
        value: false,
      },
      { "@type": "LocationFeatureSpecification", name: "shade", value: true },
      {
        "@type": "LocationFeatureSpecification",
        name: "surface",
        propertyID: "https://wiki.openstreetmap.org/wiki/Key:surface",
        value: "sand",
      },
    ]);
  });
});

describe("schemaOpeningHours", () => {
  it("keeps simple weekly rules and drops anything richer", () => {
    expect(schemaOpeningHours("Mo-Fr 09:00-18:00; Sa,Su 10:00-16:00")).toEqual([
      "Mo-Fr 09:00-18:00",
      "Sa,Su 10:00-16:00",
    ]);
    expect(schemaOpeningHours("Mo-Fr 09:00-18:00; PH off")).toBeUndefined();
    expect(schemaOpeningHours(null)).toBeUndefined();
  });
});
