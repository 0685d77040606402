import { describe, expect, it } from "vitest";
import stadtteileDoc from "../../data/hamburg/stadtteile.json" with { type: "json" };
import {
  bboxContains,
  bboxOfMultiPolygon,
  distanceToBoundaryMetres,
  distanceToMultiPolygonMetres,
  haversineMetres,
  multiPolygonAreaSquareMetres,
  pointInMultiPolygon,
  representativePoint,
  roundMultiPolygon,
  roundPosition,
  simplifyMultiPolygon,
  type MultiPolygonCoords,
  type PolygonCoords,
  type Position,
  type Ring,
} from "./geo.js";

/** A square ring from (x0,y0) to (x1,y1), counter-clockwise, closed. */
function square(x0: number, y0: number, x1: number, y1: number): Ring {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ];
}

/** A 0.01° square "donut" near Hamburg with a hole in the middle. */
const donut: PolygonCoords = [square(10, 53.5, 10.01, 53.51), square(10.003, 53.503, 10.007, 53.507)];

/**
 * A U-shaped polygon (open to the north): its bbox centre (10.005, 53.505) lies in the notch, i.e.
 * outside the polygon — the case the representative point exists for.
 */
const uShape: PolygonCoords = [
  [
    [10, 53.5],
    [10.01, 53.5],
    [10.01, 53.51],
    [10.008, 53.51],
    [10.008, 53.502],
    [10.002, 53.502],
    [10.002, 53.51],
    [10, 53.51],
    [10, 53.5],
  ],
];

describe("haversineMetres", () => {
  it("measures one degree of latitude as ~111.2 km", () => {
    expect(haversineMetres([10, 53], [10, 54])).toBeCloseTo(111_195, -1);
  });

  it("is zero for the same point and symmetric", () => {
    const a: Position = [9.9937, 53.5511];
    const b: Position = [10.0069, 53.553];
    expect(haversineMetres(a, a)).toBe(0);
    expect(haversineMetres(a, b)).toBeCloseTo(haversineMetres(b, a), 9);
  });

  it("gives ~1 km from Hamburg Rathaus to Hauptbahnhof", () => {
    const d = haversineMetres([9.992, 53.5503], [10.0069, 53.553]);
    expect(d).toBeGreaterThan(950);
    expect(d).toBeLessThan(1100);
  });
});

describe("point in polygon", () => {
  it("excludes holes", () => {
    expect(pointInMultiPolygon([10.001, 53.501], [donut])).toBe(true);
    expect(pointInMultiPolygon([10.005, 53.505], [donut])).toBe(false);
    expect(pointInMultiPolygon([10.02, 53.505], [donut])).toBe(false);
  });

  it("accepts any polygon of a MultiPolygon", () => {
    const mp: MultiPolygonCoords = [donut, [square(11, 54, 11.01, 54.01)]];
    expect(pointInMultiPolygon([11.005, 54.005], mp)).toBe(true);
    expect(pointInMultiPolygon([10.005, 53.505], mp)).toBe(false);
  });

  it("computes bbox and containment", () => {
    const bbox = bboxOfMultiPolygon([uShape]);
    expect(bbox).toEqual([10, 53.5, 10.01, 53.51]);
    expect(bboxContains(bbox, [10.005, 53.505])).toBe(true);
    expect(bboxContains(bbox, [10.02, 53.505])).toBe(false);
  });
});

describe("areas and distances", () => {
  it("computes the area of a ~661 m × 1112 m square minus its hole", () => {
    const outer = multiPolygonAreaSquareMetres([[square(10, 53.5, 10.01, 53.51)]]);
    // 0.01° lon at 53.5° ≈ 661.5 m, 0.01° lat ≈ 1111.9 m
    expect(outer / 1e6).toBeCloseTo(0.7355, 2);
    const withHole = multiPolygonAreaSquareMetres([donut]);
    expect(withHole / outer).toBeCloseTo(1 - 0.16, 2);
  });

  it("is 0 inside and the edge distance outside", () => {
    expect(distanceToMultiPolygonMetres([10.001, 53.501], [donut])).toBe(0);
    // 0.001° east of the east edge ≈ 66 m
    expect(distanceToMultiPolygonMetres([10.011, 53.505], [donut])).toBeCloseTo(66.1, 0);
  });
});

describe("representativePoint", () => {
  it("lies inside a U-shape whose bbox centre is outside", () => {
    expect(pointInMultiPolygon([10.005, 53.505], [uShape])).toBe(false);
    const p = representativePoint([uShape]);
    expect(p).not.toBeNull();
    expect(pointInMultiPolygon(p!, [uShape])).toBe(true);
  });

  it("avoids the hole of a donut", () => {
    const p = representativePoint([donut]);
    expect(p).not.toBeNull();
    expect(pointInMultiPolygon(p!, [donut])).toBe(true);
  });

  it("lies as far from the edges in metres as the shape allows", () => {
    // 0.01° × 0.01° at 53.5°N is 662 m wide and 1112 m tall: the pole is the middle of the width, and
    // anywhere on the middle vertical between 331 m from the top and 331 m from the bottom.
    const p = representativePoint([[square(10, 53.5, 10.01, 53.51)]])!;
    expect(p[0]).toBeCloseTo(10.005, 4);
    expect(distanceToBoundaryMetres(p, [[square(10, 53.5, 10.01, 53.51)]])).toBeGreaterThan(325);
  });

  it("picks the largest polygon of a MultiPolygon", () => {
    const small = [square(11, 54, 11.001, 54.001)];
    const big = [square(10, 53.5, 10.01, 53.51)];
    const p = representativePoint([small, big]);
    expect(pointInMultiPolygon(p!, [big])).toBe(true);
  });

  it("is deterministic and null for degenerate input", () => {
    expect(representativePoint([uShape])).toEqual(representativePoint([uShape]));
    expect(representativePoint([])).toBeNull();
    expect(
      representativePoint([
        [
          [
            [10, 53],
            [10, 53],
            [10, 53],
            [10, 53],
          ],
        ],
      ]),
    ).toBeNull();
  });
});

describe("Douglas–Peucker with a tolerance in metres", () => {
  /** A closed ring: the bottom edge of the square with `bottom` in between its two corners. */
  const ringWith = (bottom: Position[]): MultiPolygonCoords => [
    [[[10, 53.5], ...bottom, [10.01, 53.5], [10.01, 53.51], [10, 53.51], [10, 53.5]]],
  ];

  it("drops collinear points and keeps the corners", () => {
    const mp = simplifyMultiPolygon(
      ringWith([
        [10.001, 53.5],
        [10.002, 53.5],
      ]),
      1,
    );
    expect(mp[0]![0]).toEqual(square(10, 53.5, 10.01, 53.51));
  });

  it("keeps a vertex that deviates more than the tolerance and drops one that deviates less", () => {
    // 0.0002° lat ≈ 22 m off the straight edge
    const mp = ringWith([[10.005, 53.4998]]);
    expect(simplifyMultiPolygon(mp, 10)[0]![0]).toHaveLength(6);
    expect(simplifyMultiPolygon(mp, 30)[0]![0]).toHaveLength(5);
  });

  it("keeps rings closed and valid, tiny holes included", () => {
    const tinyHole = square(10.005, 53.505, 10.00501, 53.50501); // ~1 m
    const mp = simplifyMultiPolygon([[square(10, 53.5, 10.01, 53.51), tinyHole]], 25);
    for (const ring of mp[0]!) {
      expect(ring.length).toBeGreaterThanOrEqual(4);
      expect(ring[0]).toEqual(ring[ring.length - 1]);
    }
  });

  it("rounds coordinates and removes repeated positions", () => {
    expect(roundPosition([9.9876549, 53.5503449], 5)).toEqual([9.98765, 53.55034]);
    const rounded = roundMultiPolygon(
      [
        [
          [
            [10.000001, 53.5],
            [10.000002, 53.5],
            [10.01, 53.5],
            [10.01, 53.51],
            [10.000001, 53.5],
          ],
        ],
      ],
      5,
    );
    expect(rounded[0]![0]).toHaveLength(4);
  });
});

/** The committed, simplified Stadtteil polygons (data/hamburg/stadtteile.json) as used at runtime. */
const stadtteile = (
  stadtteileDoc as unknown as {
    stadtteile: Array<{
      name: string;
      bezirk: string;
      center: [number, number];
      geometry: { coordinates: MultiPolygonCoords };
    }>;
  }
).stadtteile;

function stadtteilOf(p: Position): string | null {
  return stadtteile.find((s) => pointInMultiPolygon(p, s.geometry.coordinates))?.name ?? null;
}

describe("Hamburg Stadtteile (data/hamburg/stadtteile.json)", () => {
  it("has 104 Stadtteile with their centre inside", () => {
    expect(stadtteile).toHaveLength(104);
    for (const s of stadtteile) {
      expect(pointInMultiPolygon([s.center[1], s.center[0]], s.geometry.coordinates)).toBe(true);
    }
  });

  it.each([
    ["Rathaus", [9.992, 53.5503], "Hamburg-Altstadt"],
    ["Elbphilharmonie", [9.9841, 53.5413], "HafenCity"],
    ["Hauptbahnhof", [10.0069, 53.553], "St. Georg"],
    ["Jungfernstieg", [9.993, 53.553], "Neustadt"],
    ["Planten un Blomen, Rosengarten", [9.983, 53.5617], "St. Pauli"],
    ["Wallanlagen near Millerntor", [9.979, 53.557], "Neustadt"],
    ["Landungsbrücken", [9.97, 53.5455], "St. Pauli"],
    ["Fischmarkt", [9.953, 53.545], "Altona-Altstadt"],
    ["Hagenbecks Tierpark", [9.94, 53.5961], "Stellingen"],
    ["Planetarium (Stadtpark)", [10.0094, 53.5916], "Winterhude"],
    ["Süllberg", [9.805, 53.562], "Blankenese"],
    ["Harburger Rathaus", [9.9833, 53.4605], "Harburg"],
    ["Bergedorfer Schloss", [10.2116, 53.4883], "Bergedorf"],
    ["Neuwerk island", [8.4986, 53.9185], "Neuwerk"],
  ] as Array<[string, Position, string]>)("%s lies in %s", (_label, point, expected) => {
    expect(stadtteilOf(point)).toBe(expected);
  });

  it("puts Norderstedt (Schleswig-Holstein) and the enclave hole in Duvenstedt outside every Stadtteil", () => {
    expect(stadtteilOf([9.9913, 53.7063])).toBeNull();
    expect(stadtteilOf([10.115913, 53.714381])).toBeNull();
  });
});
