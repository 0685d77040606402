/**
 * The catalogue rules of restaurants and snack bars, names after parks, chains, merged park parts and
 * the distinguishing line (data/hamburg/SOURCE.md "Catalogue rules").
 */
import { describe, expect, it } from "vitest";
import { bboxOfMultiPolygon, type MultiPolygonCoords, type Position } from "#shared/geo.js";
import type { Stadtteil } from "./boundaries.js";
import { buildPlaces, nearestParkBeside, type ImportInput } from "./build-places.js";
import { chainKey, chainSpellings } from "./chains.js";
import { classifyPoi, classifyRestaurant } from "./classify.js";
import { localityHints, type HintPlace } from "./locality-hints.js";
import { parkPreposition, playgroundNameCandidates } from "./naming.js";
import { buildOsmParks, mergeSameNameParks, parkGapMetres, type OsmPark } from "./parks.js";
import { landmarksOf, poisFromExtracts, type PoiElement } from "./pois.js";
import type { OsmNode, OverpassElement } from "./sources.js";

/** A square way of `size` degrees with its south-west corner at `lon`, `lat`. */
const squareWay = (id: number, name: string, lon: number, lat: number, size = 0.002): OverpassElement => ({
  type: "way",
  id,
  tags: { leisure: "park", name },
  geometry: [
    { lat, lon },
    { lat, lon: lon + size },
    { lat: lat + size, lon: lon + size },
    { lat: lat + size, lon },
    { lat, lon },
  ],
});
const parksOf = (elements: OverpassElement[]): OsmPark[] => buildOsmParks(elements).parks;

describe("restaurants and snack bars", () => {
  it("keeps them only with a changing table, high chairs, a kids' area or a family word in the name", () => {
    expect(classifyRestaurant("restaurants", "LOsteria", { changing_table: "yes" })).toEqual({
      keep: true,
      type: "restaurant",
      indoor: true,
      iceCream: false,
    });
    expect(classifyRestaurant("restaurants", "Peter Pane", { highchair: "2" })).toMatchObject({
      keep: true,
      type: "restaurant",
    });
    expect(classifyPoi("fast-food-restaurants", "McDonalds", { kids_area: "yes" })).toMatchObject({
      keep: true,
      type: "restaurant",
    });
    expect(
      classifyRestaurant("fast-food-restaurants", "Virginia Burger", { "kids_area:outdoor": "yes" }),
    ).toMatchObject({ keep: true });
    expect(classifyRestaurant("restaurants", "Familiencafé Krümel", {})).toMatchObject({ keep: true });
    expect(classifyRestaurant("restaurants", "Kinderbistro Rübe", {})).toMatchObject({ keep: true });
  });

  it("drops those without a family signal, with a 'no', or where children are not welcome", () => {
    expect(classifyRestaurant("restaurants", "Zum Anker", { wheelchair: "yes" })).toEqual({
      keep: false,
      reason: "restaurant: no family signal in the data",
    });
    expect(classifyRestaurant("restaurants", "Surf", { changing_table: "no", highchair: "no" }).keep).toBe(
      false,
    );
    // a French name, a supermarket's fish counter, a city of antiquity: no family words
    for (const name of ["La Famille", "famila Fisch", "Babylon"]) {
      expect(classifyRestaurant("fast-food-restaurants", name, {})).toEqual({
        keep: false,
        reason: "snack bar: no family signal in the data",
      });
    }
    expect(classifyRestaurant("restaurants", "X", { highchair: "yes", kids: "no" }).keep).toBe(false);
    expect(classifyRestaurant("restaurants", "X", { highchair: "yes", access: "private" }).keep).toBe(false);
  });

  it("reads the raw-only categories from the 2024 extract, with their addresses as landmarks", () => {
    const node = (id: string, lon: number, tags: Record<string, string>): [string, OsmNode] => [
      id,
      { id, lat: 53.55, lon, tags },
    ];
    const { pois } = poisFromExtracts(
      new Map(),
      new Map([
        [
          "restaurants",
          new Map([
            node("1", 9.93, {
              name: "LOsteria",
              changing_table: "yes",
              "addr:street": "Winterhuder Marktplatz",
            }),
            node("2", 10.5, { name: "Draußen", "addr:street": "Dorfstraße" }),
          ]),
        ],
        ["fast-food-restaurants", new Map([node("3", 9.94, { name: " Imbiss Eck " })])],
      ]),
    );
    expect(pois).toEqual([
      {
        osmId: "node/1",
        category: "restaurants",
        name: "LOsteria",
        position: [9.93, 53.55],
        street: "",
        postcode: "",
        tags: { name: "LOsteria", changing_table: "yes", "addr:street": "Winterhuder Marktplatz" },
      },
      expect.objectContaining({ osmId: "node/2", category: "restaurants" }),
      expect.objectContaining({ osmId: "node/3", category: "fast-food-restaurants", name: "Imbiss Eck" }),
    ]);
    // only inside the city polygon (no CSV flag): node 2 lies outside
    const landmarks = landmarksOf(pois, (p) => p[0] < 10);
    expect(landmarks.streets).toEqual([{ position: [9.93, 53.55], street: "Winterhuder Marktplatz" }]);
  });
});

describe("names after parks", () => {
  it("says 'im' and 'am' only where the park's name stays as it is", () => {
    expect(parkPreposition("Jenischpark", "inside")).toBe("im");
    expect(parkPreposition("Wohlers Park", "inside")).toBe("im");
    expect(parkPreposition("Hamburger Stadtpark", "beside")).toBe("am");
    expect(parkPreposition("Park Fiefstücken", "inside")).toBe("im");
    expect(parkPreposition("Grünzug Eilbek", "inside")).toBe("im");
    // "im Japanischen Garten", "im Alten Elbpark": the name would change
    expect(parkPreposition("Japanischer Garten", "inside")).toBeNull();
    expect(parkPreposition("Alter Elbpark", "beside")).toBeNull();
    expect(parkPreposition("von Dratelnscher Park", "inside")).toBeNull();
    expect(parkPreposition("Am Weiher", "beside")).toBeNull();
    // one plays on a square, not in it
    expect(parkPreposition("Beselerplatz", "inside")).toBeNull();
    expect(parkPreposition("Beselerplatz", "beside")).toBe("am");
    expect(parkPreposition("Planten un Blomen", "inside")).toBeNull();
  });

  it("names a playground after the park it lies in, else after the park next to it", () => {
    const names = (input: Partial<Parameters<typeof playgroundNameCandidates>[0]>) =>
      playgroundNameCandidates({
        ownName: "",
        street: null,
        parkName: null,
        stadtteil: "Othmarschen",
        ...input,
      })
        .map((c) => `${c.source}: ${c.name}`)
        .slice(0, 2);
    expect(names({ parkName: "Jenischpark", nearbyStreet: "Elbchaussee" })).toEqual([
      "park: Spielplatz im Jenischpark",
      "nearby street: Spielplatz Elbchaussee",
    ]);
    expect(names({ parkName: "Planten un Blomen" })[0]).toBe("park: Spielplatz Planten un Blomen");
    // next to a park comes before the nearest street: the name parents use
    expect(names({ besidePark: "Wohlers Park", nearbyStreet: "Eggerstedtstraße" })).toEqual([
      "beside park: Spielplatz am Wohlers Park",
      "nearby street: Spielplatz Eggerstedtstraße",
    ]);
    expect(names({ besidePark: "Grüne Mitte" })[0]).toBe("beside park: Spielplatz bei Grüne Mitte");
  });

  it("finds the park next to a playground: an OSM polygon or an official 2016 park within 150 m", () => {
    const parks = parksOf([squareWay(1, "Wohlers Park", 9.95, 53.56), squareWay(2, "Fernpark", 9.97, 53.56)]);
    // 0.001° of latitude ≈ 111 m south of the park's edge
    expect(nearestParkBeside([9.951, 53.559], null, parks, [])).toBe("Wohlers Park");
    // inside it: that is the park it lies in, not one next to it
    expect(nearestParkBeside([9.951, 53.561], "Wohlers Park", parks, [])).toBeNull();
    expect(nearestParkBeside([9.951, 53.557], null, parks, [])).toBeNull();
    const park2016 = { gmlId: "G1", name: "Sternschanzenpark ", beschreibung: "", lat: 53.5, lon: 9.9 };
    expect(nearestParkBeside([9.9, 53.501], null, [], [park2016])).toBe("Sternschanzenpark");
  });

  it("merges the parts of one named green corridor up to 1 km apart, but not namesakes farther away", () => {
    const parts = parksOf([
      squareWay(10, "Grünzug Wilhelmsburger Dove-Elbe", 10.0, 53.5, 0.005),
      // 0.012° of longitude ≈ 790 m east of the first part's edge
      squareWay(11, "Grünzug Wilhelmsburger Dove-Elbe", 10.017, 53.5, 0.002),
      squareWay(20, "Rosengarten", 9.9, 53.54),
      squareWay(21, "Rosengarten", 9.86, 53.56),
    ]);
    expect(Math.round(parkGapMetres(parts[0]!, parts[1]!))).toBeGreaterThan(700);
    const merged = mergeSameNameParks(parts);
    expect(merged.map((p) => [p.osmId, p.mergedOsmIds])).toEqual([
      ["way/10", ["way/11"]],
      ["way/20", []],
      ["way/21", []],
    ]);
  });
});

describe("one spelling per chain", () => {
  it("gives every branch the spelling most use, by name and type", () => {
    const items = [
      ...["1", "2", "3"].map((key) => ({ key, name: "Luicella’s Ice Cream", type: "ice_cream" })),
      { key: "4", name: "Luicellas Ice Cream", type: "ice_cream" },
      { key: "5", name: "Luicellas", type: "ice_cream" },
      { key: "6", name: "Luicella´s ice cream", type: "ice_cream" },
      // another type is another business
      { key: "7", name: "Luicellas", type: "cafe" },
      // umlauts tell words apart: an ice bear is no ice bar
      { key: "8", name: "EisBar", type: "ice_cream" },
      { key: "9", name: "Eisbär", type: "ice_cream" },
    ];
    const { names, chains } = chainSpellings(items);
    expect(Object.fromEntries(names)).toEqual({
      "4": "Luicella’s Ice Cream",
      "5": "Luicella’s Ice Cream",
      "6": "Luicella’s Ice Cream",
    });
    expect(chains).toEqual([
      {
        name: "Luicella’s Ice Cream",
        spellings: ["Luicella’s Ice Cream", "Luicellas Ice Cream", "Luicella´s ice cream", "Luicellas"],
        places: 6,
      },
    ]);
    expect(chainKey("Eiscafė Venezia")).toBe(chainKey("Eiscafé Venezia"));
    expect(chainKey("Eis")).toBe("eis");
  });
});

describe("the distinguishing line", () => {
  const at = (name: string, lon: number, lat: number, street: string | null = null): HintPlace => ({
    name,
    street,
    address: street ? `${street}, Ottensen, Hamburg` : "Ottensen, Hamburg",
    latitude: lat,
    longitude: lon,
  });
  // 0.001° of latitude ≈ 111 m
  const streets = [
    { position: [9.93, 53.551] as Position, street: "Gaußstraße" },
    { position: [9.93, 53.5545] as Position, street: "Bahrenfelder Straße" },
    { position: [9.93, 53.5525] as Position, street: "Gaußstraße" },
  ];
  const landmarks = {
    streets,
    parks: [],
    pois: [{ position: [9.94, 53.553] as Position, name: "Kita Zwergennest" }],
  };

  it("tells places of one name and address apart: each landmark goes to the place nearest to it", () => {
    const hints = localityHints(
      [
        at("Spielplatz in Ottensen (1)", 9.93, 53.555),
        at("Spielplatz in Ottensen (2)", 9.93, 53.552),
        at("Spielplatz in Ottensen (3)", 9.9315, 53.5522),
        at("Spielplatz in Ottensen (4)", 9.99, 53.55),
      ],
      landmarks,
    );
    expect(hints).toEqual([
      { kind: "street", name: "Bahrenfelder Straße" },
      { kind: "street", name: "Gaußstraße" },
      // Gaußstraße is nearer to (2): (3) takes its next nearest landmark, not Gaußstraße again
      { kind: "place", name: "Kita Zwergennest" },
      // nothing within 750 m: no line rather than an invented one
      null,
    ]);
  });

  it("gives a place without a street its nearest landmark, never what its name or address already says", () => {
    expect(
      localityHints(
        [
          at("Spielplatz Gaußstraße", 9.93, 53.5512),
          at("Bücherhalle Ottensen", 9.93, 53.5512, "Gaußstraße 1"),
          at("Spielplatz Friedensallee (1)", 9.93, 53.5546, "Friedensallee"),
          at("Spielplatz Friedensallee (2)", 9.9301, 53.5511, "Friedensallee"),
        ],
        landmarks,
      ),
    ).toEqual([
      { kind: "street", name: "Bahrenfelder Straße" },
      // has a street of its own, and no namesake at that address: its card says enough
      null,
      { kind: "street", name: "Bahrenfelder Straße" },
      { kind: "street", name: "Gaußstraße" },
    ]);
  });
});

describe("buildPlaces: restaurants, merged parts and the line", () => {
  const geometry: MultiPolygonCoords = [
    [
      [
        [9.92, 53.55],
        [9.96, 53.55],
        [9.96, 53.57],
        [9.92, 53.57],
        [9.92, 53.55],
      ],
    ],
  ];
  const ottensen: Stadtteil = {
    id: "0204",
    name: "Ottensen",
    bezirk: "Altona",
    bezirkId: "02",
    geometry,
    bbox: bboxOfMultiPolygon(geometry),
  };
  const inside = (p: Position) => p[0] > 9.92 && p[0] < 9.96 && p[1] > 53.55 && p[1] < 53.57;
  const poi = (
    osmId: string,
    category: PoiElement["category"],
    name: string,
    lon: number,
    lat: number,
    tags = {},
  ) => ({
    osmId,
    category,
    name,
    position: [lon, lat] as Position,
    street: "",
    postcode: "",
    tags,
  });
  const input: ImportInput = {
    pois: [
      poi("node/1", "restaurants", "LOsteria", 9.93, 53.555, {
        changing_table: "yes",
        "addr:street": "Bahrenfelder Straße",
        "addr:housenumber": "9",
      }),
      poi("node/2", "restaurants", "Zum Anker", 9.931, 53.555, { wheelchair: "yes" }),
      poi("node/3", "playgrounds", "", 9.9475, 53.5595),
      poi("node/4", "playgrounds", "", 9.925, 53.565),
    ],
    osmParks: [
      squareWay(7, "Bonnepark", 9.94, 53.559, 0.004),
      squareWay(8, "Bonnepark", 9.945, 53.559, 0.001),
    ],
    parks2016: [],
    landmarkStreets: [{ position: [9.9255, 53.5655], street: "Gaußstraße" }],
    landmarkPois: [{ position: [9.9475, 53.5585], name: "Kita Bonnekinder" }],
    locate: (p) => (inside(p) ? ottensen : null),
    inCity: inside,
    snapshotDates: { pois: "2024-06-14", parks: "2026-02-01" },
  };

  it("imports a family restaurant with its facts, merges park parts and adds the distinguishing line", () => {
    const { places, stats } = buildPlaces(input);
    expect(places.map((p) => [p.osm_id, p.type, p.name, p.locality_hint, p.merged_osm_ids])).toEqual([
      ["node/1", "restaurant", "LOsteria", null, []],
      // next to the park (99 m), which its name says: the line names the Kita instead
      ["node/3", "playground", "Spielplatz am Bonnepark", "Kita Bonnekinder", []],
      // named after the street 60 m away, which its address shows: no line needed
      ["node/4", "playground", "Spielplatz Gaußstraße", null, []],
      ["way/7", "park", "Bonnepark", "Kita Bonnekinder", ["way/8"]],
    ]);
    const losteria = places[0]!;
    expect(losteria).toMatchObject({
      address: "Bahrenfelder Straße 9, Ottensen, Hamburg",
      features: ["Changing table", "Indoor"],
      facts: [{ key: "changing_table", value: "yes" }],
      facts_date: "2024-06-14",
      description: "Restaurant in Ottensen (Bezirk Altona). Mit Wickeltisch (laut OpenStreetMap).",
    });
    expect(stats.dropped["restaurant: no family signal in the data"]).toBe(1);
    expect(stats.playgroundNameSources).toMatchObject({ "beside park": 1, "nearby street": 1 });
    expect(stats.localityHints).toEqual({ street: 0, park: 0, place: 2 });
  });
});
