import { describe, expect, it } from "vitest";
import { bboxOfMultiPolygon, type MultiPolygonCoords, type Position } from "#shared/geo.js";
import type { Stadtteil } from "./boundaries.js";
import {
  buildPlaces,
  dedupeByNameAndDistance,
  formatAddress,
  nearestPlace,
  nearestStreet,
  websiteOf,
  type ImportInput,
} from "./build-places.js";
import {
  classifyCafe,
  classifyCommunityCentre,
  classifyPoi,
  classifySportsCentre,
  isChildrensTheatre,
  isPublicLibrary,
  isTeenYouthCentre,
} from "./classify.js";
import { describePlace, joinGerman } from "./describe.js";
import { ageRecommendations, featuresFromTags, playgroundEquipment, sortFeatures } from "./features.js";
import {
  isEquipmentName,
  landmarkName,
  playgroundNameCandidates,
  streetWithoutNumber,
  uniquePlaygroundNames,
  withStadtteilIfGeneric,
  type NameCandidate,
} from "./naming.js";
import { catalogueCounts } from "./output.js";
import {
  assembleRings,
  dedupeParks2016,
  elementGeometry,
  matchParks2016,
  mergeSameNameParks,
  type OsmPark,
} from "./parks.js";
import { poisFromExtracts, rawTagsStillValid, streetOf, type PoiElement } from "./pois.js";
import type { CsvCategory, CsvPoi, OsmNode, OverpassElement, Park2016, SourceCategory } from "./sources.js";
import { normaliseName, similarNames } from "./text.js";

describe("playground names", () => {
  const base = { street: null, parkName: null, stadtteil: "Ottensen" };
  const names = (input: Parameters<typeof playgroundNameCandidates>[0]) =>
    playgroundNameCandidates(input).map((c) => `${c.source}: ${c.name}`);

  it("own name first, and then only that", () => {
    expect(names({ ...base, ownName: "Waldspielplatz", nearbyStreet: "Heidhörn" })).toEqual([
      "own name: Waldspielplatz",
    ]);
    expect(names({ ...base, ownName: "Grashüpfer" })).toEqual(["own name: Spielplatz Grashüpfer"]);
    expect(names({ ...base, ownName: "Tala300", indoor: true })).toEqual([
      "own name: Indoor-Spielplatz Tala300",
    ]);
  });

  it("unnamed: own street, park it lies in or next to, nearest street, nearest named place, then the Stadtteil", () => {
    expect(
      names({
        ...base,
        ownName: "Kinderspielplatz",
        street: "Bornheide 99",
        parkName: "Wohlers Park",
        besidePark: "Jenischpark",
        nearbyStreet: "Heidhörn",
        nearbyPlace: "Kita Zwergennest",
      }),
    ).toEqual([
      "own street: Spielplatz Bornheide",
      "park: Spielplatz im Wohlers Park",
      "beside park: Spielplatz am Jenischpark",
      "nearby street: Spielplatz Heidhörn",
      "nearby place: Spielplatz bei Kita Zwergennest",
      "stadtteil: Spielplatz in Ottensen",
    ]);
    expect(names({ ...base, ownName: "", nearbyStreet: "Heidhörn" })[0]).toBe(
      "nearby street: Spielplatz Heidhörn",
    );
    expect(names({ ...base, ownName: "", nearbyPlace: "Antonipark" })[0]).toBe(
      "nearby place: Spielplatz bei Antonipark",
    );
    expect(names({ ...base, ownName: "" })).toEqual(["stadtteil: Spielplatz in Ottensen"]);
  });

  it("treats devices and art as generic names", () => {
    expect(isEquipmentName("Tanzglockenspiel")).toBe(true);
    expect(isEquipmentName("Trampoline")).toBe(true);
    expect(isEquipmentName("Spielplatz Grootmoor")).toBe(false);
    expect(names({ ...base, ownName: "Metallspielzeug" })).toEqual(["stadtteil: Spielplatz in Ottensen"]);
  });

  it("strips house numbers", () => {
    expect(streetWithoutNumber("Spielbudenplatz 27-28")).toBe("Spielbudenplatz");
    expect(streetWithoutNumber("Glückstädter Weg 70a")).toBe("Glückstädter Weg");
    expect(streetWithoutNumber("Bei der Reitbahn")).toBe("Bei der Reitbahn");
  });

  it("finds the nearest POI street and named place within 150 m only", () => {
    const at: Position = [9.93, 53.555];
    // 0.001° latitude ≈ 111 m, 0.002° ≈ 222 m
    const streets = [
      { position: [9.93, 53.557] as Position, street: "Fernstraße" },
      { position: [9.93, 53.556] as Position, street: "Heidhörn" },
    ];
    expect(nearestStreet(at, streets)).toBe("Heidhörn");
    expect(nearestStreet(at, streets.slice(0, 1))).toBeNull();
    const pois = [{ position: [9.93, 53.5559] as Position, name: "Kita Zwergennest" }];
    expect(nearestPlace(at, [], [], pois)).toBe("Kita Zwergennest");
    expect(nearestPlace([9.93, 53.553], [], [], pois)).toBeNull();
  });

  it("makes names unique without compass sectors: next candidate, then a number", () => {
    const c = (source: NameCandidate["source"], name: string): NameCandidate => ({ source, name });
    const ottensen = c("stadtteil", "Spielplatz in Ottensen");
    const item = (key: string, position: Position, candidates: NameCandidate[]) => ({
      key,
      position,
      candidates,
    });
    const names = uniquePlaygroundNames(
      [
        // three in one park: a and b can move to their own street, c has nothing else and keeps the park
        item(
          "a",
          [9.93, 53.566],
          [c("park", "Spielplatz Wohlers Park"), c("nearby street", "Spielplatz Heidhörn"), ottensen],
        ),
        item(
          "b",
          [9.93, 53.565],
          [
            c("park", "Spielplatz Wohlers Park"),
            c("nearby street", "Spielplatz Heidhörn"),
            c("nearby place", "Spielplatz bei Kita Zwergennest"),
            ottensen,
          ],
        ),
        item("c", [9.93, 53.564], [c("park", "Spielplatz Wohlers Park"), ottensen]),
        // three with only the Stadtteil: numbered north → south
        item("d", [9.93, 53.556], [ottensen]),
        item("e", [9.93, 53.558], [ottensen]),
        item("f", [9.931, 53.556], [ottensen]),
        // unique: unchanged; a name another place has is numbered
        item("g", [10.1, 53.6], [c("own name", "Spielplatz Grootmoor")]),
        item("h", [10.1, 53.61], [c("own name", "Abenteuerspielplatz")]),
      ],
      new Set(["Abenteuerspielplatz"]),
    );
    const byKey = Object.fromEntries([...names].map(([key, v]) => [key, `${v.source}: ${v.name}`]));
    expect(byKey).toEqual({
      a: "nearby street: Spielplatz Heidhörn",
      b: "nearby place: Spielplatz bei Kita Zwergennest",
      c: "park: Spielplatz Wohlers Park",
      e: "stadtteil: Spielplatz in Ottensen (1)",
      d: "stadtteil: Spielplatz in Ottensen (2)",
      f: "stadtteil: Spielplatz in Ottensen (3)",
      g: "own name: Spielplatz Grootmoor",
      h: "own name: Abenteuerspielplatz (1)",
    });
    for (const name of names.values()) {
      expect(name.name).not.toMatch(/\((Nord|Süd|Ost|West|Mitte)/);
    }
  });

  it("labels generic names with the Stadtteil and prefixes Kitas", () => {
    expect(withStadtteilIfGeneric("Bücherhalle", "Osdorf")).toBe("Bücherhalle (Osdorf)");
    expect(withStadtteilIfGeneric("Bücherhalle Altona", "Altona-Altstadt")).toBe("Bücherhalle Altona");
    expect(landmarkName("kindergartens", "Zwergennest")).toBe("Kita Zwergennest");
    expect(landmarkName("kindergartens", "Kita Finkenau")).toBe("Kita Finkenau");
    expect(landmarkName("cafes", "Junge")).toBeNull();
    // not landmarks: adult venues and libraries parents cannot use
    expect(landmarkName("cinemas", "Kino No. 5", { cinema: "erotic", min_age: "18" })).toBeNull();
    expect(landmarkName("libraries", "Bibliothek, Hanseatisches Oberlandesgericht")).toBeNull();
    expect(landmarkName("libraries", "Bücherhalle Altona")).toBe("Bücherhalle Altona");
  });
});

describe("features and ages", () => {
  it("maps family tags to the spec's feature strings in a fixed order", () => {
    const f = featuresFromTags(
      {
        highchair: "2",
        changing_table: "yes",
        kids_area: "yes",
        wheelchair: "yes",
        outdoor_seating: "terrace",
        internet_access: "wlan",
        "internet_access:fee": "customers",
      },
      { type: "cafe", indoor: true, iceCream: false },
    );
    expect(f).toEqual([
      "High chairs available",
      "Changing table",
      "Play area",
      "Outdoor seating",
      "Stroller accessible",
      "Free WiFi",
      "Indoor",
      "Wheelchair accessible",
    ]);
  });

  it("does not infer features from 'no' values or paid WiFi", () => {
    const f = featuresFromTags(
      {
        highchair: "no",
        changing_table: "no",
        outdoor_seating: "no",
        internet_access: "wlan",
        "internet_access:fee": "yes",
      },
      { type: "cafe", indoor: false, iceCream: false },
    );
    expect(f).toEqual([]);
  });

  it("maps playground equipment (playground=* and playground:*=yes)", () => {
    expect(playgroundEquipment({ playground: "swing" })).toEqual(["Swing"]);
    expect(
      playgroundEquipment({
        "playground:slide": "yes",
        "playground:sandpit": "yes",
        "playground:seesaw": "no",
        "playground:baby_swing": "yes",
        "playground:water": "yes",
      }),
    ).toEqual(["Baby swing", "Slide", "Sandpit", "Water play"]);
    const f = featuresFromTags(
      { "playground:springy": "yes", sport: "swimming" },
      { type: "playground", indoor: false, iceCream: false },
    );
    expect(f).toEqual(["Play area", "Swimming", "Springy"]);
  });

  it("sorts and de-duplicates features", () => {
    expect(sortFeatures(["Ice cream", "Indoor", "Ice cream", "Changing table"])).toEqual([
      "Changing table",
      "Indoor",
      "Ice cream",
    ]);
  });

  it("derives age groups only from data", () => {
    expect(ageRecommendations({ min_age: "3", max_age: "14" }, [])).toEqual(["2-5 years", "5+ years"]);
    expect(ageRecommendations({ max_age: "3" }, [])).toEqual(["0-2 years", "2-5 years"]);
    expect(ageRecommendations({ min_age: "0" }, [])).toEqual(["all ages"]);
    expect(ageRecommendations({}, ["Baby swing"])).toEqual(["0-2 years", "all ages"]);
    expect(ageRecommendations({ "community_centre:for": "child;juvenile" }, [])).toEqual(["5+ years"]);
    expect(ageRecommendations({ "community_centre:for": "family;child" }, [])).toEqual(["all ages"]);
    expect(ageRecommendations({}, [])).toEqual(["all ages"]);
  });
});

describe("classification", () => {
  it("keeps public libraries only", () => {
    expect(isPublicLibrary("Bücherhalle Barmbek", {})).toBe(true);
    expect(
      isPublicLibrary("Zentralbibliothek", { operator: "Stiftung Hamburger Öffentliche Bücherhallen" }),
    ).toBe(true);
    expect(isPublicLibrary("Kinderbibliothek", {})).toBe(true);
    expect(isPublicLibrary("Zentralbibliothek Recht", { operator: "Universität Hamburg" })).toBe(false);
    expect(isPublicLibrary("Bibliothek, Institut für Geographie", {})).toBe(false);
    expect(isPublicLibrary("Bücherhalle", { access: "private" })).toBe(false);
  });

  it("keeps children's theatres only", () => {
    expect(isChildrensTheatre("Hamburger Puppentheater", {})).toBe(true);
    expect(isChildrensTheatre("Fundus-Theater", {})).toBe(true);
    expect(isChildrensTheatre("Thalia Theater", { "theatre:genre": "drama" })).toBe(false);
  });

  it("keeps family community centres and drops senior, teen and venue ones", () => {
    expect(
      classifyCommunityCentre("Eltern-Kind-Zentrum Lurup", { "community_centre:for": "family" }).keep,
    ).toBe(true);
    expect(classifyCommunityCentre("Bürgerhaus Langenhorn", {}).keep).toBe(true);
    expect(classifyCommunityCentre("AWO Senioren-Treff", { "community_centre:for": "senior" }).keep).toBe(
      false,
    );
    expect(classifyCommunityCentre("Jugendclub Meiendorf", { "community_centre:for": "juvenile" }).keep).toBe(
      false,
    );
    expect(classifyCommunityCentre("LiLa Schanze", { community_centre: "events_venue" }).keep).toBe(false);
    expect(classifyCommunityCentre("Taha e.V.", {}).keep).toBe(false);
  });

  it("drops youth centres for teenagers, keeps children's and family centres (SOURCE.md catalogue rules)", () => {
    // tags as in the 2024 extract
    const dropped = {
      "Haus der Jugend Dulsberg": { "community_centre:for": "juvenile" },
      "Haus der Jugend Mümmelmannsberg": {
        community_centre: "youth_centre",
        "community_centre:for": "child;juvenile",
      },
      "Jugendcafé Osdorf": { community_centre: "youth_centre", "community_centre:for": "child;juvenile" },
      "Spielhaus Katenweide": { "community_centre:for": "child;juvenile" },
      "Kinder- und Jugendtagesstätte Silbersack": {},
      "Jugendclub Meiendorf": {},
    };
    for (const [name, tags] of Object.entries(dropped)) {
      expect(isTeenYouthCentre(name, tags), name).toBe(true);
      expect(classifyCommunityCentre(name, tags), name).toEqual({
        keep: false,
        reason: "community centre: youth centre for school children and teenagers",
      });
    }
    const kept = {
      "KiFaZ Lurup": { community_centre: "family_centre", "community_centre:for": "family;child;juvenile" },
      "Neuwiedenthal Aktiv": { "community_centre:for": "child;juvenile;family" },
      "Stadtteilprojekt Sonnenland": { "community_centre:for": "child;juvenile;migrant;neighbourhood" },
      "Jugend- und Stadtteilzentrum Stephanstraße (JUST)": {},
      "Spielhaus Alsenpark": { community_centre: "youth_centre", "community_centre:for": "child" },
    };
    for (const [name, tags] of Object.entries(kept)) {
      expect(isTeenYouthCentre(name, tags), name).toBe(false);
      expect(classifyCommunityCentre(name, tags).keep, name).toBe(true);
    }
    // children only: kept, but not for the youngest
    expect(ageRecommendations({ "community_centre:for": "child" }, [])).toEqual(["5+ years"]);
  });

  it("keeps sports centres only with a family offer (SOURCE.md catalogue rules)", () => {
    const reason = "sports centre: sports club, studio or hall without a family offer in the tags";
    for (const [name, tags] of [
      ["Hot Yoga Hamburg Süd", { sport: "yoga", wheelchair: "yes" }],
      ["Flying Yogi", { sport: "gymnastics" }],
      ["Kim Kong Sports", { sport: "muay_thai" }],
      ["Squash Point", {}],
      ["TSG Sportforum", { wheelchair: "yes" }],
      ["Kanuclub Hanseat Hamburg V.f.W e.V.", { sport: "canoe" }],
    ] as const) {
      expect(classifySportsCentre(name, tags), name).toEqual({ keep: false, reason });
    }
    for (const [name, tags] of [
      ["Sprung.Raum", { sport: "trampoline" }],
      ["SWYM-Bad", { sport: "swimming;yoga" }],
      ["urban apes Hamburg West", { sport: "climbing" }],
      ["TH-Eilbeck e.V.", { sport: "multi;handball;kinderturnen" }],
      ["Boulderwelt Hamburg", {}],
      ["Turnhalle Ost", { min_age: "3" }],
    ] as const) {
      expect(classifySportsCentre(name, tags), name).toMatchObject({ keep: true, type: "sports_facility" });
    }
    expect(classifySportsCentre("Fitness First", { sport: "fitness" }).keep).toBe(false);
  });

  it("drops adult venues by their tags, whatever their name (SOURCE.md catalogue rules)", () => {
    // "Kino No. 5" and "Sparta Junior" as tagged in the 2024 extract
    expect(
      classifyPoi("cinemas", "Kino No. 5", { amenity: "cinema", cinema: "erotic", min_age: "18" }),
    ).toEqual({
      keep: false,
      reason: "adult venue",
    });
    expect(
      classifyPoi("cinemas", "Sparta Junior", { amenity: "cinema", min_age: "18", shop: "erotic" }),
    ).toEqual({
      keep: false,
      reason: "adult venue",
    });
    expect(classifyPoi("cinemas", "Jugendkino", { min_age: "12" })).toEqual({
      keep: false,
      reason: "min_age above 6 (not for 0–6-year-olds)",
    });
    expect(classifyPoi("cinemas", "Hansa-Filmstudio", { min_age: "0" }).keep).toBe(true);
  });

  it("types ice-cream parlours as ice_cream; family cafés stay cafés (SOURCE.md catalogue rules)", () => {
    expect(classifyPoi("ice-cream-parlours", "Eis Warneke", { amenity: "ice_cream" })).toEqual({
      keep: true,
      type: "ice_cream",
      indoor: false,
      iceCream: true,
    });
    expect(classifyCafe("Eiscafé Jacobs", { cuisine: "ice_cream" })).toMatchObject({
      keep: true,
      type: "ice_cream",
      iceCream: true,
    });
    // stroller=yes alone does not make an ice-cream café a family café
    expect(classifyCafe("Eisbüttel", { cuisine: "ice_cream", stroller: "yes" })).toMatchObject({
      type: "ice_cream",
    });
    // high chairs and a play corner do, also when it sells ice cream
    expect(
      classifyCafe("Mrs. Waffel", { cuisine: "ice_cream", highchair: "1", kids_area: "yes" }),
    ).toMatchObject({
      keep: true,
      type: "cafe",
      iceCream: true,
    });
    expect(classifyCafe("Café Irma", { highchair: "yes" })).toMatchObject({ type: "cafe", iceCream: false });
    expect(classifyCafe("Café Schiebe", { stroller: "yes" })).toMatchObject({ type: "cafe" });
  });

  it("keeps cafés only with a family signal or ice cream", () => {
    expect(classifyCafe("Café Irma", { highchair: "yes" })).toMatchObject({ keep: true, type: "cafe" });
    expect(classifyCafe("Lille Kinder Buchhandel und Café", {})).toMatchObject({
      keep: true,
      type: "kindercafe",
    });
    expect(classifyCafe("Eiscafé Venezia", { cuisine: "ice_cream;coffee" })).toMatchObject({
      keep: true,
      type: "ice_cream",
      iceCream: true,
    });
    expect(classifyCafe("Strandkind", {}).keep).toBe(false);
    expect(classifyCafe("Café X", { highchair: "yes", kids: "not_welcome" }).keep).toBe(false);
  });

  it("drops adult venues and non-public playgrounds", () => {
    expect(classifyPoi("cinemas", "Erotixx", {}).keep).toBe(false);
    expect(classifyPoi("museums", "Erotic Art Museum", {}).keep).toBe(false);
    expect(classifyPoi("playgrounds", "", { access: "private" }).keep).toBe(false);
    expect(classifyPoi("playgrounds", "", { access: "customers" }).keep).toBe(false);
    expect(classifyPoi("playgrounds", "", {})).toMatchObject({ keep: true, type: "playground" });
    expect(classifyPoi("cinemas", "Abaton-Kino", {})).toMatchObject({
      keep: true,
      type: "activity_center",
      indoor: true,
    });
  });
});

describe("names, addresses, descriptions", () => {
  it("normalises apostrophes away, so chain names spelt both ways are one name", () => {
    expect(normaliseName("Luicella’s Ice Cream")).toBe(normaliseName("Luicellas Ice Cream"));
    expect(normaliseName("Hadi´s Eiscafé")).toBe("hadis eiscafe");
    expect(normaliseName("Eis-Café-Höft")).toBe("eis cafe hoft");
  });

  it("compares names tolerant of spelling", () => {
    expect(similarNames("Wohlerspark", "Wohlers Park")).toBe(true);
    expect(similarNames("Suttnerpark", "Bertha-von-Suttner-Park")).toBe(true);
    expect(similarNames("Lohmühlengrünzug", "Lohmühlenpark")).toBe(true);
    expect(similarNames("Hammer Park", "Stadtpark")).toBe(false);
  });

  it("formats addresses", () => {
    expect(formatAddress("Bornheide 99", "22549", "Osdorf")).toBe("Bornheide 99, 22549 Hamburg");
    expect(formatAddress("Bornheide 99", null, "Osdorf")).toBe("Bornheide 99, Osdorf, Hamburg");
    expect(formatAddress(null, "22549", "Osdorf")).toBe("Osdorf, Hamburg");
    expect(formatAddress(null, null, "Hamburg-Altstadt")).toBe("Hamburg-Altstadt");
    expect(streetOf("", { "addr:street": "Bornheide", "addr:housenumber": "99" })).toBe("Bornheide 99");
    expect(websiteOf({ website: "www.example.org;https://other" })).toBe("https://www.example.org");
  });

  it("writes honest German descriptions from tags", () => {
    expect(
      describePlace({
        type: "playground",
        category: "playgrounds",
        name: "Spielplatz in Ottensen",
        tags: { access: "yes", "playground:slide": "yes", operator: "Bezirksamt Altona" },
        stadtteil: "Ottensen",
        bezirk: "Altona",
        features: ["Play area", "Slide"],
      }),
    ).toBe(
      "Öffentlicher Spielplatz in Ottensen (Bezirk Altona). Betrieben von: Bezirksamt Altona, mit Rutsche (laut OpenStreetMap).",
    );
    expect(
      describePlace({
        type: "museum",
        category: "museums",
        name: "X",
        tags: { operator: "Breit, Franz" },
        stadtteil: "Neustadt",
        bezirk: "Hamburg-Mitte",
        features: [],
      }),
    ).toBe("Museum in Neustadt (Bezirk Hamburg-Mitte).");
    expect(joinGerman(["a", "b", "c"])).toBe("a, b und c");
  });

  it("ignores 2024 tags of a node that was renamed or moved", () => {
    const row: CsvPoi = {
      category: "cafes",
      id: "1",
      name: "Neues Café",
      street: "",
      postcode: "",
      lat: 53.55,
      lon: 9.93,
      quarterId: "02204213",
    };
    expect(rawTagsStillValid(row, { id: "1", lat: 53.55, lon: 9.93, tags: { name: "Altes Bistro" } })).toBe(
      false,
    );
    expect(rawTagsStillValid(row, { id: "1", lat: 53.55, lon: 9.93, tags: { name: "Neues Cafe" } })).toBe(
      true,
    );
    expect(rawTagsStillValid(row, { id: "1", lat: 53.56, lon: 9.93, tags: { name: "Neues Café" } })).toBe(
      false,
    );
  });
});

describe("dedup", () => {
  it("merges the same name within the radius and keeps the heavier record", () => {
    const r = dedupeByNameAndDistance(
      [
        { key: "node/1", name: "Eis Warneke", position: [9.99, 53.55], weight: 1 },
        { key: "node/2", name: "Eis-Warneke", position: [9.9901, 53.5501], weight: 5 }, // ~13 m
        { key: "node/3", name: "Eis Warneke", position: [10.03, 53.58], weight: 9 }, // far away
        { key: "node/4", name: "Bücherhalle", position: [9.99, 53.55], weight: 0 },
      ],
      30,
    );
    expect(r.kept.sort()).toEqual(["node/2", "node/3", "node/4"]);
    expect(r.dropped).toEqual([{ kept: "node/2", dropped: "node/1", name: "Eis Warneke" }]);
  });

  it("without chaining, merges only into a kept place within the radius", () => {
    // 0.0004° latitude ≈ 44 m: a–b and b–c are within 50 m, a–c (89 m) is not
    const items = [
      { key: "a", name: "Spielplatz in Eidelstedt", position: [9.9, 53.6] as Position, weight: 2 },
      { key: "b", name: "Spielplatz in Eidelstedt", position: [9.9, 53.6004] as Position, weight: 1 },
      { key: "c", name: "Spielplatz in Eidelstedt", position: [9.9, 53.6008] as Position, weight: 0 },
    ];
    expect(dedupeByNameAndDistance(items, 50).dropped.map((d) => d.dropped)).toEqual(["b", "c"]);
    const r = dedupeByNameAndDistance(items, 50, { transitive: false });
    expect(r.kept).toEqual(["a", "c"]);
    expect(r.dropped).toEqual([{ kept: "a", dropped: "b", name: "Spielplatz in Eidelstedt" }]);
  });
});

describe("parks", () => {
  const p = (lon: number, lat: number) => ({ lat, lon });

  it("assembles split member ways into closed rings (reversing when needed)", () => {
    const { rings, open } = assembleRings([
      [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
      [
        [0, 0],
        [0, 1],
        [1, 1],
      ],
      [
        [5, 5],
        [6, 5],
      ],
    ]);
    expect(open).toBe(1);
    expect(rings).toHaveLength(1);
    expect(rings[0]).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ]);
  });

  it("builds multipolygons with holes from relations", () => {
    const rel: OverpassElement = {
      type: "relation",
      id: 1,
      tags: { name: "Testpark" },
      members: [
        { type: "way", ref: 1, role: "outer", geometry: [p(10, 53.5), p(10.01, 53.5), p(10.01, 53.51)] },
        { type: "way", ref: 2, role: "outer", geometry: [p(10.01, 53.51), p(10, 53.51), p(10, 53.5)] },
        {
          type: "way",
          ref: 3,
          role: "inner",
          geometry: [
            p(10.004, 53.504),
            p(10.006, 53.504),
            p(10.006, 53.506),
            p(10.004, 53.506),
            p(10.004, 53.504),
          ],
        },
      ],
    };
    const g = elementGeometry(rel)!;
    expect(g).toHaveLength(1);
    expect(g[0]).toHaveLength(2);
  });

  const park = (osmId: string, name: string, ring: Position[]): OsmPark => {
    const geometry: MultiPolygonCoords = [[ring]];
    const [minLon, minLat, maxLon, maxLat] = bboxOfMultiPolygon(geometry);
    return {
      osmId,
      name,
      tags: {},
      geometry,
      point: [(minLon + maxLon) / 2, (minLat + maxLat) / 2],
      areaSquareMetres: (maxLon - minLon) * (maxLat - minLat) * 7e9,
      mergedOsmIds: [],
    };
  };
  const sq = (x: number, y: number, d: number): Position[] => [
    [x, y],
    [x + d, y],
    [x + d, y + d],
    [x, y + d],
    [x, y],
  ];

  it("merges same-name parts and matches 2016 parks by name first, then by containment", () => {
    const merged = mergeSameNameParks([
      park("way/1", "Wohlers Park", sq(9.95, 53.56, 0.002)),
      park("way/2", "Wohlers Park", sq(9.9525, 53.56, 0.001)),
      park("way/3", "Am Weiher", sq(9.959, 53.577, 0.002)),
      park("way/4", "Wohlers Park", sq(10.2, 53.6, 0.001)), // same name, far away: separate
    ]);
    expect(merged.map((m) => m.osmId)).toEqual(["way/1", "way/3", "way/4"]);
    expect(merged[0]!.mergedOsmIds).toEqual(["way/2"]);

    const p2016: Park2016[] = [
      { gmlId: "A", name: "Wohlerspark", beschreibung: "Alter Friedhof.", lat: 53.5612, lon: 9.9512 },
      { gmlId: "B", name: "Eimsbütteler Park", beschreibung: "Landschaftspark.", lat: 53.578, lon: 9.96 },
      { gmlId: "C", name: "Grothpark", beschreibung: "", lat: 53.55, lon: 9.9 },
      { gmlId: "D", name: "Große Moorweide ", beschreibung: "x", lat: 53.5626, lon: 9.9922 },
      { gmlId: "E", name: "Große Moorweide", beschreibung: "x", lat: 53.5626, lon: 9.9923 },
    ];
    const { kept, dropped } = dedupeParks2016(p2016);
    expect(dropped).toBe(1);
    const { matches, unmatched } = matchParks2016(merged, kept);
    expect(matches.map((m) => [m.park2016.gmlId, m.osm.osmId, m.how])).toEqual([
      ["A", "way/1", "name"],
      ["B", "way/3", "inside"],
    ]);
    expect(unmatched.map((u) => u.gmlId)).toEqual(["C", "D"]);
  });
});

describe("buildPlaces on a tiny fixture", () => {
  // One square "Stadtteil" of ~1.3 × 2.2 km.
  const geometry: MultiPolygonCoords = [
    [
      [
        [9.92, 53.55],
        [9.94, 53.55],
        [9.94, 53.57],
        [9.92, 53.57],
        [9.92, 53.55],
      ],
    ],
  ];
  const teststadt: Stadtteil = {
    id: "0204",
    name: "Ottensen",
    bezirk: "Altona",
    bezirkId: "02",
    geometry,
    bbox: bboxOfMultiPolygon(geometry),
  };
  const inside = (p: Position) => p[0] > 9.92 && p[0] < 9.94 && p[1] > 53.55 && p[1] < 53.57;
  const row = (
    category: CsvCategory,
    id: string,
    name: string,
    lon: number,
    lat: number,
    quarterId = "02204213",
  ): CsvPoi => ({
    category,
    id,
    name,
    street: "",
    postcode: "",
    lat,
    lon,
    quarterId,
  });
  const node = (id: string, lon: number, lat: number, tags: Record<string, string>): [string, OsmNode] => [
    id,
    { id, lon, lat, tags },
  ];
  const csv = new Map<CsvCategory, CsvPoi[]>([
    [
      "playgrounds",
      [
        row("playgrounds", "1", "", 9.925, 53.555),
        row("playgrounds", "2", "", 9.9251, 53.5551), // ~13 m from 1: same playground
        row("playgrounds", "3", "", 9.935, 53.565),
        row("playgrounds", "4", "", 9.93, 53.56),
        row("playgrounds", "5", "", 9.5, 53.7, "0"), // outside Hamburg
      ],
    ],
    [
      "cafes",
      [row("cafes", "10", "Café Irma", 9.93, 53.556), row("cafes", "11", "Café Ohne", 9.931, 53.556)],
    ],
    [
      "libraries",
      [
        row("libraries", "20", "Bücherhalle", 9.932, 53.561),
        row("libraries", "21", "Institutsbibliothek", 9.933, 53.561),
      ],
    ],
  ]);
  const raw = new Map<SourceCategory, Map<string, OsmNode>>([
    [
      "playgrounds",
      new Map([
        node("1", 9.925, 53.555, { leisure: "playground" }),
        node("2", 9.9251, 53.5551, { leisure: "playground", "playground:slide": "yes", access: "yes" }),
        node("4", 9.93, 53.56, { leisure: "playground", access: "private" }),
      ]),
    ],
    ["cafes", new Map([node("10", 9.93, 53.556, { highchair: "yes" })])],
  ]);
  /** The fixture's CSV rows and raw nodes as elements (the offline join of pois.ts). */
  const poisOf = (
    rows: ReadonlyMap<CsvCategory, readonly CsvPoi[]>,
    nodes: ReadonlyMap<SourceCategory, ReadonlyMap<string, OsmNode>>,
  ): PoiElement[] => poisFromExtracts(rows, nodes).pois;
  const input: ImportInput = {
    pois: poisOf(csv, raw),
    osmParks: [
      {
        type: "way",
        id: 99,
        tags: { leisure: "park", name: "Testpark" },
        geometry: [
          { lat: 53.564, lon: 9.934 },
          { lat: 53.564, lon: 9.936 },
          { lat: 53.566, lon: 9.936 },
          { lat: 53.566, lon: 9.934 },
          { lat: 53.564, lon: 9.934 },
        ],
      },
    ],
    parks2016: [
      { gmlId: "G1", name: "Testpark", beschreibung: "Ein amtlicher Text.", lat: 53.565, lon: 9.9355 },
    ],
    landmarkStreets: [],
    landmarkPois: [],
    locate: (p) => (inside(p) ? teststadt : null),
    inCity: inside,
    quarterToStadtteil: new Map([["02204213", "0204"]]),
    snapshotDates: { pois: "2024-06-14", parks: "2026-02-01" },
  };

  it("imports, names, merges and describes as specified", () => {
    const { places, stats } = buildPlaces(input);
    const byName = new Map(places.map((p) => [p.name, p]));
    expect([...byName.keys()]).toEqual([
      "Café Irma",
      "Spielplatz im Testpark",
      "Spielplatz in Ottensen",
      "Testpark",
      "Bücherhalle (Ottensen)",
    ]);

    const merged = byName.get("Spielplatz in Ottensen")!;
    expect(merged.osm_id).toBe("node/2"); // more tags wins
    expect(merged.features).toEqual(["Play area", "Slide"]);
    expect(merged.description).toBe(
      "Öffentlicher Spielplatz in Ottensen (Bezirk Altona). Mit Rutsche (laut OpenStreetMap).",
    );
    expect(merged.address).toBe("Ottensen, Hamburg");

    expect(byName.get("Spielplatz im Testpark")!.description).toContain("in der Grünanlage „Testpark“");
    const testpark = byName.get("Testpark")!;
    expect(testpark).toMatchObject({
      osm_id: "way/99",
      type: "park",
      description: "Ein amtlicher Text.",
      description_source: "hamburg-parkanlagen-2016",
      source: "openstreetmap",
      licence: "ODbL-1.0",
      features: ["Play area"],
    });
    expect(byName.get("Café Irma")!.features).toEqual(["High chairs available", "Indoor"]);

    expect(stats.dropped["outside Hamburg (CSV geojson_feature_id 0)"]).toBe(1);
    expect(stats.dropped["playground: access=private"]).toBe(1);
    expect(stats.dropped["café: no family signal in the data"]).toBe(1);
    expect(stats.parks.matchedByName).toBe(1);
    for (const p of places) expect(inside([p.longitude, p.latitude])).toBe(true);
  });

  it("adds the family facts right after wheelchair, from the place's own OSM tags", () => {
    const { places } = buildPlaces(input);
    const byName = new Map(places.map((p) => [p.name, p]));
    const irma = byName.get("Café Irma")!;
    const keys = Object.keys(irma);
    expect(keys.slice(keys.indexOf("wheelchair"), keys.indexOf("wheelchair") + 3)).toEqual([
      "wheelchair",
      "facts",
      "facts_date",
    ]);
    // 2024 raw tags without check_date → the raw snapshot date
    expect(irma).toMatchObject({ facts: [{ key: "highchair", value: "yes" }], facts_date: "2024-06-14" });
    // no fact-bearing tags (OSM park; library and playground without tags) → [] and null
    for (const name of ["Testpark", "Bücherhalle (Ottensen)", "Spielplatz im Testpark"]) {
      expect(byName.get(name)).toMatchObject({ facts: [], facts_date: null });
    }
    for (const p of places) expect(p.facts.length === 0).toBe(p.facts_date === null);
  });

  it("combines merged playground nodes (conflicts dropped), dates by check_date, parks by their snapshot", () => {
    const rawNodes = new Map(raw);
    rawNodes.set(
      "playgrounds",
      new Map([
        node("1", 9.925, 53.555, {
          leisure: "playground",
          surface: "sand",
          fenced: "yes",
          check_date: "2023-04",
        }),
        node("2", 9.9251, 53.5551, {
          leisure: "playground",
          "playground:slide": "yes",
          access: "yes",
          surface: "grass",
          wheelchair: "limited",
          playground: "sandpit",
        }),
        node("3", 9.935, 53.565, { leisure: "playground", fenced: "no", "survey:date": "2022-08-01" }),
        node("4", 9.93, 53.56, { leisure: "playground", access: "private" }),
      ]),
    );
    const osmParks = input.osmParks.map((p) => ({ ...p, tags: { ...p.tags, wheelchair: "yes" } }));
    const { places, stats } = buildPlaces({ ...input, pois: poisOf(csv, rawNodes), osmParks });
    const byName = new Map(places.map((p) => [p.name, p]));

    const merged = byName.get("Spielplatz in Ottensen")!;
    expect(merged.osm_id).toBe("node/2");
    expect(merged.facts).toEqual([
      { key: "wheelchair", value: "limited" },
      { key: "fenced", value: "yes" },
      { key: "playground:sandpit", value: "yes" },
    ]);
    // oldest date of the nodes stating a kept fact: node 1's check_date (2023-04 → 1st of month)
    expect(merged.facts_date).toBe("2023-04-01");
    expect(stats.factConflicts).toEqual([{ osmId: "node/2", key: "surface" }]);

    expect(byName.get("Spielplatz im Testpark")).toMatchObject({
      facts: [{ key: "fenced", value: "no" }],
      facts_date: "2022-08-01",
    });
    expect(byName.get("Testpark")).toMatchObject({
      facts: [{ key: "wheelchair", value: "yes" }],
      facts_date: "2026-02-01",
    });
    expect(stats.factsDateSource).toMatchObject({
      "node/2": "check_date",
      "node/3": "survey:date",
      "way/99": "snapshot 2026-02-01",
      "node/10": "snapshot 2024-06-14",
    });
  });

  it("names unnamed playgrounds after the nearest street or named place, with that street in the address", () => {
    const rows = new Map(csv);
    rows.set("playgrounds", [
      ...csv.get("playgrounds")!,
      row("playgrounds", "6", "", 9.925, 53.565), // a POI address 56 m away → "Spielplatz Heidhörn"
      row("playgrounds", "7", "", 9.9255, 53.5662), // the same street 100 m away, a Kita 67 m away
      row("playgrounds", "8", "", 9.938, 53.552), // only a Kita 89 m away → "Spielplatz bei …"
      row("playgrounds", "9", "", 9.9215, 53.5685), // nothing within 150 m → Stadtteil
    ]);
    const { places, stats } = buildPlaces({
      ...input,
      pois: poisOf(rows, raw),
      landmarkStreets: [
        { position: [9.9255, 53.5653], street: "Heidhörn" },
        { position: [9.925, 53.562], street: "Fernweg" }, // 333 m from 6: too far
      ],
      landmarkPois: [
        { position: [9.9255, 53.5668], name: "Kita Zwergennest" },
        { position: [9.9388, 53.5526], name: "Kita Finkenau" },
      ],
    });
    const byId = new Map(places.map((p) => [p.osm_id, p]));
    expect(byId.get("node/6")).toMatchObject({
      name: "Spielplatz Heidhörn",
      street: "Heidhörn",
      postcode: null,
      address: "Heidhörn, Ottensen, Hamburg",
    });
    // 7 would share the name with 6; north of it, it moves on to its next candidate, the Kita
    expect(byId.get("node/7")).toMatchObject({ name: "Spielplatz bei Kita Zwergennest", street: "Heidhörn" });
    expect(byId.get("node/8")).toMatchObject({ name: "Spielplatz bei Kita Finkenau", street: null });
    // two with only the Stadtteil: numbered north → south
    expect(byId.get("node/9")!.name).toBe("Spielplatz in Ottensen (1)");
    expect(byId.get("node/2")!.name).toBe("Spielplatz in Ottensen (2)");
    expect(stats.playgroundNameSources).toMatchObject({
      park: 1,
      "nearby street": 1,
      "nearby place": 2,
      stadtteil: 2,
    });
    expect(stats.playgroundNearbyStreets).toBe(2);
    const counts = catalogueCounts(places);
    expect(counts.compassNames).toBe(0);
    expect(counts.numberedPlaygrounds).toBe(2);
  });

  it("types ice cream, merges the same name within 50 m (facts combined), keeps branches farther apart", () => {
    const rows = new Map(csv);
    rows.set("ice-cream-parlours", [
      row("ice-cream-parlours", "30", "Luicella’s Ice Cream", 9.93, 53.565),
      row("ice-cream-parlours", "32", "Luicella’s Ice Cream", 9.93, 53.568), // 334 m: a second branch
    ]);
    rows.set("cafes", [
      ...csv.get("cafes")!,
      { ...row("cafes", "31", "Luicellas Ice Cream", 9.9304, 53.5652), street: "Heidhörn 3" }, // 35 m from 30
    ]);
    const rawNodes = new Map(raw);
    rawNodes.set(
      "ice-cream-parlours",
      new Map([
        node("30", 9.93, 53.565, {
          amenity: "ice_cream",
          wheelchair: "yes",
          outdoor_seating: "yes",
          opening_hours: "Mo-Su 12:00-19:00",
          website: "https://example.org",
        }),
        node("32", 9.93, 53.568, { amenity: "ice_cream" }),
      ]),
    );
    rawNodes.set(
      "cafes",
      new Map([
        ...raw.get("cafes")!,
        node("31", 9.9304, 53.5652, {
          amenity: "cafe",
          cuisine: "ice_cream",
          highchair: "no",
          check_date: "2023-05-01",
        }),
      ]),
    );
    const { places, stats } = buildPlaces({ ...input, pois: poisOf(rows, rawNodes) });
    const ice = places.filter((p) => p.type === "ice_cream");
    expect(ice.map((p) => p.osm_id)).toEqual(["node/30", "node/32"]);
    expect(ice[0]).toMatchObject({
      name: "Luicella’s Ice Cream",
      street: "Heidhörn 3", // the merged record's address
      facts: [
        { key: "highchair", value: "no" },
        { key: "wheelchair", value: "yes" },
      ],
      facts_date: "2023-05-01",
    });
    expect(ice[0]!.features).toContain("Ice cream");
    // one spelling for the chain first ("Luicellas Ice Cream" → "Luicella’s Ice Cream"), then merged
    expect(stats.mergedDuplicates).toContainEqual({
      kept: "node/30",
      dropped: "node/31",
      name: "Luicella’s Ice Cream",
    });
    expect(stats.chains).toEqual([
      { name: "Luicella’s Ice Cream", spellings: ["Luicella’s Ice Cream", "Luicellas Ice Cream"], places: 3 },
    ]);
    expect(ice[0]!.merged_osm_ids).toEqual(["node/31"]);
    expect(places.find((p) => p.name === "Café Irma")!.type).toBe("cafe");
  });

  it("is deterministic", () => {
    expect(JSON.stringify(buildPlaces(input).places)).toBe(JSON.stringify(buildPlaces(input).places));
  });
});
