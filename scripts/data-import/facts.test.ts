import { describe, expect, it } from "vitest";
import {
  combineFacts,
  elementFactsDate,
  factsFromTags,
  mergePlaceFacts,
  parseOsmDate,
  placeFacts,
  snapshotDate,
  type PlaceFact,
} from "./facts.js";
import { OSM_PARKS_PROVENANCE, RAW_OVERPASS_PROVENANCE, type Tags } from "./sources.js";

const venue = { playground: false };
const playground = { playground: true };
/** The value of one key, or undefined when no fact. */
const fact = (tags: Tags, key: string, ctx = venue) => factsFromTags(tags, ctx).find((f) => f.key === key);
const value = (tags: Tags, key: string, ctx = venue) => fact(tags, key, ctx)?.value;

describe("family facts from OSM tags", () => {
  it("changing_table: yes, positive number, no; other values give nothing", () => {
    expect(value({ changing_table: "yes" }, "changing_table")).toBe("yes");
    expect(value({ changing_table: " YES " }, "changing_table")).toBe("yes");
    expect(value({ changing_table: "2" }, "changing_table")).toBe("yes");
    expect(value({ changing_table: "no" }, "changing_table")).toBe("no");
    expect(value({ changing_table: "0" }, "changing_table")).toBeUndefined();
    expect(value({ changing_table: "limited" }, "changing_table")).toBeUndefined();
    expect(value({ changing_table: "yes;no" }, "changing_table")).toBeUndefined();
    expect(value({ changing_table: "yes;1" }, "changing_table")).toBe("yes");
    // a location alone states no changing table
    expect(fact({ "changing_table:location": "female_toilet" }, "changing_table")).toBeUndefined();
  });

  it("changing_table location: only the allowed values, in fixed order, only on yes", () => {
    expect(
      fact(
        { changing_table: "yes", "changing_table:location": "dedicated_room; Female_Toilet;room;sales_area" },
        "changing_table",
      ),
    ).toEqual({ key: "changing_table", value: "yes", location: ["female_toilet", "dedicated_room"] });
    // none left → no location field at all
    const onlyRoom = fact({ changing_table: "yes", "changing_table:location": "room" }, "changing_table");
    expect(onlyRoom).toEqual({ key: "changing_table", value: "yes" });
    expect(onlyRoom && "location" in onlyRoom).toBe(false);
    expect(
      fact({ changing_table: "no", "changing_table:location": "male_toilet" }, "changing_table"),
    ).toEqual({ key: "changing_table", value: "no" });
  });

  it("changing_table: falls back to the deprecated diaper key only when changing_table is absent", () => {
    expect(value({ diaper: "yes" }, "changing_table")).toBe("yes");
    expect(value({ diaper: "3" }, "changing_table")).toBe("yes");
    expect(value({ diaper: "no" }, "changing_table")).toBe("no");
    expect(value({ diaper: "room" }, "changing_table")).toBeUndefined();
    expect(value({ changing_table: "no", diaper: "yes" }, "changing_table")).toBe("no");
    expect(value({ changing_table: "limited", diaper: "yes" }, "changing_table")).toBeUndefined();
    expect(
      fact({ diaper: "yes", "changing_table:location": "unisex_toilet" }, "changing_table")?.location,
    ).toEqual(["unisex_toilet"]);
  });

  it("highchair: yes or a positive count → yes, no → no", () => {
    expect(value({ highchair: "yes" }, "highchair")).toBe("yes");
    expect(value({ highchair: "4" }, "highchair")).toBe("yes");
    expect(value({ highchair: "no" }, "highchair")).toBe("no");
    expect(value({ highchair: "0" }, "highchair")).toBeUndefined();
    expect(value({ highchair: "some" }, "highchair")).toBeUndefined();
  });

  it("wheelchair and stroller: yes|limited|no, designated → yes", () => {
    for (const key of ["wheelchair", "stroller"]) {
      expect(value({ [key]: "yes" }, key)).toBe("yes");
      expect(value({ [key]: "Limited" }, key)).toBe("limited");
      expect(value({ [key]: "no" }, key)).toBe("no");
      expect(value({ [key]: "designated" }, key)).toBe("yes");
      expect(value({ [key]: "unknown" }, key)).toBeUndefined();
      expect(value({ [key]: "yes;limited" }, key)).toBeUndefined();
    }
  });

  it("baby_feeding: yes or room → yes, no → no", () => {
    expect(value({ baby_feeding: "yes" }, "baby_feeding")).toBe("yes");
    expect(value({ baby_feeding: "room" }, "baby_feeding")).toBe("yes");
    expect(value({ baby_feeding: "no" }, "baby_feeding")).toBe("no");
    expect(value({ baby_feeding: "bench" }, "baby_feeding")).toBeUndefined();
  });

  it("kids_area: yes|no only", () => {
    expect(value({ kids_area: "yes" }, "kids_area")).toBe("yes");
    expect(value({ kids_area: "no" }, "kids_area")).toBe("no");
    expect(value({ kids_area: "indoor" }, "kids_area")).toBeUndefined();
    expect(value({ "kids_area:indoor": "yes" }, "kids_area")).toBeUndefined();
  });

  it("toilets: yes/customers/customer → yes, no → no", () => {
    expect(value({ toilets: "yes" }, "toilets")).toBe("yes");
    expect(value({ toilets: "customers" }, "toilets")).toBe("yes");
    expect(value({ toilets: "customer" }, "toilets")).toBe("yes");
    expect(value({ toilets: "no" }, "toilets")).toBe("no");
    expect(value({ toilets: "nearby" }, "toilets")).toBeUndefined();
    expect(value({ "toilets:wheelchair": "yes" }, "toilets")).toBeUndefined();
  });

  it("fenced: yes|no, only on playgrounds", () => {
    expect(value({ fenced: "yes" }, "fenced", playground)).toBe("yes");
    expect(value({ fenced: "no" }, "fenced", playground)).toBe("no");
    expect(value({ fenced: "partial" }, "fenced", playground)).toBeUndefined();
    expect(value({ fenced: "yes" }, "fenced", venue)).toBeUndefined();
  });

  it("shade: from shade, else covered (yes/no only), only on playgrounds", () => {
    expect(value({ shade: "yes" }, "shade", playground)).toBe("yes");
    expect(value({ covered: "no" }, "shade", playground)).toBe("no");
    expect(value({ shade: "no", covered: "yes" }, "shade", playground)).toBe("no");
    expect(value({ shade: "partial", covered: "yes" }, "shade", playground)).toBe("yes");
    expect(value({ shade: "partial" }, "shade", playground)).toBeUndefined();
    expect(value({ shade: "yes" }, "shade", venue)).toBeUndefined();
  });

  it("playground:sandpit from the playground list or the key; conflicts give nothing", () => {
    for (const p of ["sandpit", "sand_pit", "sandbox", "swing;Sandpit"]) {
      expect(value({ playground: p }, "playground:sandpit", playground)).toBe("yes");
    }
    expect(value({ "playground:sandpit": "yes" }, "playground:sandpit", playground)).toBe("yes");
    expect(value({ "playground:sandpit": "no" }, "playground:sandpit", playground)).toBe("no");
    expect(
      value({ playground: "sandpit", "playground:sandpit": "no" }, "playground:sandpit", playground),
    ).toBeUndefined();
    expect(value({ playground: "swing" }, "playground:sandpit", playground)).toBeUndefined();
    expect(value({ "playground:sandpit": "2" }, "playground:sandpit", playground)).toBeUndefined();
  });

  it("playground:water from the playground list or the key", () => {
    for (const p of ["water", "water_play", "splash_pad", "pump", "water_pump"]) {
      expect(value({ playground: p }, "playground:water", playground)).toBe("yes");
    }
    expect(value({ "playground:water": "yes" }, "playground:water", playground)).toBe("yes");
    expect(value({ "playground:water": "no" }, "playground:water", playground)).toBe("no");
    expect(value({ playground: "slide" }, "playground:water", playground)).toBeUndefined();
  });

  it("min_age / max_age: plain integers 0–18 only", () => {
    expect(value({ min_age: "0" }, "min_age")).toBe("0");
    expect(value({ min_age: " 3 " }, "min_age")).toBe("3");
    expect(value({ min_age: "03" }, "min_age")).toBe("3");
    expect(value({ max_age: "18" }, "max_age")).toBe("18");
    for (const bad of ["19", "-1", "2.5", "0,5", "6 years", "6 months", "3-6", ""]) {
      expect(value({ min_age: bad, max_age: bad }, "min_age")).toBeUndefined();
      expect(value({ min_age: bad, max_age: bad }, "max_age")).toBeUndefined();
    }
  });

  it("surface: the playground surfaces only, only on playgrounds", () => {
    expect(value({ surface: "sand" }, "surface", playground)).toBe("sand");
    expect(value({ surface: "Woodchips" }, "surface", playground)).toBe("woodchips");
    expect(value({ surface: "artificial_turf" }, "surface", playground)).toBe("artificial_turf");
    expect(value({ surface: "unpaved" }, "surface", playground)).toBeUndefined();
    expect(value({ surface: "sand;grass" }, "surface", playground)).toBeUndefined();
    expect(value({ surface: "grass" }, "surface", venue)).toBeUndefined();
  });

  it("emits the keys in fixed order and nothing for unrelated tags", () => {
    const tags = {
      surface: "sand",
      max_age: "12",
      min_age: "2",
      "playground:water": "no",
      playground: "sandpit",
      shade: "yes",
      fenced: "yes",
      toilets: "no",
      kids_area: "yes",
      baby_feeding: "room",
      stroller: "limited",
      wheelchair: "designated",
      highchair: "no",
      changing_table: "yes",
      name: "X",
      leisure: "playground",
    };
    expect(factsFromTags(tags, playground)).toEqual([
      { key: "changing_table", value: "yes" },
      { key: "highchair", value: "no" },
      { key: "wheelchair", value: "yes" },
      { key: "stroller", value: "limited" },
      { key: "baby_feeding", value: "yes" },
      { key: "kids_area", value: "yes" },
      { key: "toilets", value: "no" },
      { key: "fenced", value: "yes" },
      { key: "shade", value: "yes" },
      { key: "playground:sandpit", value: "yes" },
      { key: "playground:water", value: "no" },
      { key: "min_age", value: "2" },
      { key: "max_age", value: "12" },
      { key: "surface", value: "sand" },
    ]);
    expect(
      factsFromTags({ name: "Café", amenity: "cafe", opening_hours: "Mo-Fr 08:00-18:00" }, venue),
    ).toEqual([]);
  });
});

describe("merged elements", () => {
  it("keeps agreeing keys and drops conflicting ones", () => {
    const a: PlaceFact[] = [
      { key: "wheelchair", value: "yes" },
      { key: "fenced", value: "yes" },
      { key: "surface", value: "sand" },
    ];
    const b: PlaceFact[] = [
      { key: "wheelchair", value: "yes" },
      { key: "surface", value: "grass" },
      { key: "min_age", value: "3" },
    ];
    expect(combineFacts([a, b])).toEqual([
      { key: "wheelchair", value: "yes" },
      { key: "fenced", value: "yes" },
      { key: "min_age", value: "3" },
    ]);
    expect(combineFacts([])).toEqual([]);
  });

  it("unites the locations of agreeing changing tables", () => {
    expect(
      combineFacts([
        [{ key: "changing_table", value: "yes", location: ["male_toilet"] }],
        [{ key: "changing_table", value: "yes", location: ["female_toilet"] }],
        [{ key: "changing_table", value: "yes" }],
      ]),
    ).toEqual([{ key: "changing_table", value: "yes", location: ["female_toilet", "male_toilet"] }]);
    expect(
      combineFacts([
        [{ key: "changing_table", value: "yes", location: ["male_toilet"] }],
        [{ key: "changing_table", value: "no" }],
      ]),
    ).toEqual([]);
  });

  it("placeFacts: conflicts are reported, the date is the oldest of the nodes with a kept fact", () => {
    const result = placeFacts(
      [
        { surface: "sand", wheelchair: "yes", check_date: "2023-05-01" },
        { surface: "grass", check_date: "2022-01-01" }, // states only the dropped key: its date is not used
        { fenced: "yes" }, // no check_date: the snapshot date
      ],
      playground,
      "2024-06-14",
    );
    expect(result).toEqual({
      facts: [
        { key: "wheelchair", value: "yes" },
        { key: "fenced", value: "yes" },
      ],
      facts_date: "2023-05-01",
      factsDateSource: "check_date",
      conflicts: ["surface"],
    });
  });

  it("placeFacts: no facts → empty list and null date, even with a check_date", () => {
    expect(placeFacts([{ name: "X", check_date: "2023-05-01" }], venue, "2024-06-14")).toEqual({
      facts: [],
      facts_date: null,
      factsDateSource: null,
      conflicts: [],
    });
    expect(placeFacts([], venue, "2024-06-14").facts_date).toBeNull();
    expect(placeFacts([{ surface: "sand" }, { surface: "grass" }], playground, "2024-06-14")).toMatchObject({
      facts: [],
      facts_date: null,
      conflicts: ["surface"],
    });
  });

  it("mergePlaceFacts: places merged as duplicates combine their facts like merged elements", () => {
    const kept = { facts: [{ key: "wheelchair", value: "yes" }] as PlaceFact[], facts_date: "2024-06-14" };
    const other = {
      facts: [
        { key: "highchair", value: "yes" },
        { key: "wheelchair", value: "yes" },
      ] as PlaceFact[],
      facts_date: "2023-04-01",
    };
    expect(mergePlaceFacts([kept, other])).toEqual({
      facts: [
        { key: "highchair", value: "yes" },
        { key: "wheelchair", value: "yes" },
      ],
      facts_date: "2023-04-01",
      conflicts: [],
    });
    // a conflicting key is dropped; the date comes only from places stating a kept fact
    const conflicting = {
      facts: [{ key: "wheelchair", value: "no" }] as PlaceFact[],
      facts_date: "2020-01-01",
    };
    expect(mergePlaceFacts([other, conflicting])).toEqual({
      facts: [{ key: "highchair", value: "yes" }],
      facts_date: "2023-04-01",
      conflicts: ["wheelchair"],
    });
    expect(mergePlaceFacts([kept, { facts: [], facts_date: null }])).toMatchObject({
      facts_date: "2024-06-14",
    });
    expect(
      mergePlaceFacts([
        { facts: [], facts_date: null },
        { facts: [], facts_date: null },
      ]),
    ).toEqual({
      facts: [],
      facts_date: null,
      conflicts: [],
    });
  });
});

describe("facts_date", () => {
  it("parses real dates and YYYY-MM, rejects everything else", () => {
    expect(parseOsmDate("2023-06-07")).toBe("2023-06-07");
    expect(parseOsmDate(" 2024-02-29 ")).toBe("2024-02-29");
    expect(parseOsmDate("2023-06")).toBe("2023-06-01");
    for (const bad of [
      "2023-02-29",
      "2023-13-01",
      "2023-00-10",
      "2023-06-31",
      "2023",
      "07.06.2023",
      "2023-06-07T10:00:00Z",
      "2023-06-07;2024-01-01",
      "yes",
      "",
    ]) {
      expect(parseOsmDate(bad)).toBeNull();
    }
    expect(parseOsmDate(undefined)).toBeNull();
  });

  it("check_date before survey:date before the snapshot; invalid and future dates ignored", () => {
    const snap = "2024-06-14";
    expect(elementFactsDate({ check_date: "2023-05-01", "survey:date": "2022-01-01" }, snap)).toEqual({
      date: "2023-05-01",
      source: "check_date",
    });
    expect(elementFactsDate({ "survey:date": "2022-04" }, snap)).toEqual({
      date: "2022-04-01",
      source: "survey:date",
    });
    expect(elementFactsDate({ check_date: "2023-02-30", "survey:date": "2022-04-24" }, snap)).toEqual({
      date: "2022-04-24",
      source: "survey:date",
    });
    expect(elementFactsDate({ check_date: "soon" }, snap)).toEqual({ date: snap, source: "snapshot" });
    expect(elementFactsDate({ check_date: "2025-01-01" }, snap)).toEqual({ date: snap, source: "snapshot" });
    expect(elementFactsDate({ check_date: snap }, snap)).toEqual({ date: snap, source: "check_date" });
    expect(elementFactsDate({}, snap)).toEqual({ date: snap, source: "snapshot" });
    // only the element's own check_date, not that of one tag
    expect(elementFactsDate({ "check_date:opening_hours": "2023-01-01" }, snap).source).toBe("snapshot");
  });

  it("snapshot dates come from the provenance entries", () => {
    expect(snapshotDate(RAW_OVERPASS_PROVENANCE.snapshot)).toBe("2024-06-14");
    expect(snapshotDate(OSM_PARKS_PROVENANCE.snapshot)).toBe("2026-02-01");
    expect(() => snapshotDate("no date here")).toThrow();
  });
});
