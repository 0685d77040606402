import { describe, expect, it } from "vitest";
import { osmMapUrl, osmObjectUrl, provenanceOf } from "./provenance";

describe("provenance", () => {
  it("links OpenStreetMap places to their OSM object", () => {
    expect(provenanceOf({ source: "openstreetmap", osm_id: "way/4242", licence: "ODbL-1.0" })).toEqual({
      kind: "openstreetmap",
      objectUrl: "https://www.openstreetmap.org/way/4242",
    });
  });

  it("has no object link without a well-formed OSM id", () => {
    expect(osmObjectUrl(null)).toBeUndefined();
    expect(osmObjectUrl("javascript:alert(1)")).toBeUndefined();
    expect(provenanceOf({ source: "openstreetmap", osm_id: null, licence: null })).toEqual({
      kind: "openstreetmap",
      objectUrl: undefined,
    });
  });

  it("credits the Hamburg 2016 park register with its licence", () => {
    expect(
      provenanceOf({ source: "hamburg-parkanlagen-2016", osm_id: null, licence: "dl-de/by-2-0" }),
    ).toEqual({
      kind: "hamburg-parkanlagen-2016",
      licence: "dl-de/by-2-0",
    });
  });

  it("builds a map link with a marker", () => {
    expect(osmMapUrl(53.551086, 9.993682)).toBe(
      "https://www.openstreetmap.org/?mlat=53.55109&mlon=9.99368#map=17/53.55109/9.99368",
    );
  });
});
