import { describe, expect, it } from "vitest";
import { withRandomPosition } from "./load.js";

describe("withRandomPosition", () => {
  it("puts a position inside Hamburg into the path, a different one each time", () => {
    const path = "/api/places?lat={lat}&lng={lng}&sort=distance";
    const first = new URL(withRandomPosition(path), "http://localhost");
    const lat = Number(first.searchParams.get("lat"));
    const lng = Number(first.searchParams.get("lng"));
    expect(lat).toBeGreaterThan(53.39);
    expect(lat).toBeLessThan(53.75);
    expect(lng).toBeGreaterThan(9.7);
    expect(lng).toBeLessThan(10.33);
    expect(withRandomPosition(path)).not.toBe(withRandomPosition(path));
  });

  it("spans the city: the lowest and highest draws give its corners", () => {
    expect(withRandomPosition("{lat},{lng}", () => 0)).toBe("53.45000,9.75000");
    expect(withRandomPosition("{lat},{lng}", () => 1)).toBe("53.65000,10.20000");
  });
});
