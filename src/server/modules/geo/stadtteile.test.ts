import { describe, expect, it } from "vitest";
import { pointInMultiPolygon } from "#shared/geo.js";
import { loadStadtteile, locateStadtteil } from "./stadtteile.js";

const stadtteile = loadStadtteile();
const nameAt = (lat: number, lng: number) => locateStadtteil(stadtteile, lat, lng)?.name ?? null;
const isInsideAny = (lat: number, lng: number) =>
  stadtteile.some((stadtteil) => pointInMultiPolygon([lng, lat], stadtteil.geometry.coordinates));

describe("locateStadtteil", () => {
  it("names the Stadtteil a point lies in, with its Bezirk", () => {
    expect(stadtteile).toHaveLength(104);
    expect(nameAt(53.5503, 9.992)).toBe("Hamburg-Altstadt");
    expect(nameAt(53.5781, 9.9533)).toBe("Eimsbüttel");
    expect(locateStadtteil(stadtteile, 53.5526, 9.9358)?.bezirk).toBe("Altona");
  });

  it("falls back to the nearest Stadtteil for a point just outside every polygon", () => {
    const neuwerk = stadtteile.find((stadtteil) => stadtteil.name === "Neuwerk")!;
    // About 220 m north of the island: in the Wadden Sea, inside no polygon.
    const [lat, lng] = [neuwerk.bbox[3] + 0.002, neuwerk.center[1]];
    expect(isInsideAny(lat, lng)).toBe(false);
    expect(nameAt(lat, lng)).toBe("Neuwerk");
    // Two kilometres out it is simply not Hamburg.
    expect(nameAt(neuwerk.bbox[3] + 0.02, lng)).toBeNull();
  });

  it("returns null well outside Hamburg (Norderstedt, Munich)", () => {
    expect(nameAt(53.7063, 9.9913)).toBeNull();
    expect(nameAt(48.137, 11.575)).toBeNull();
  });
});
