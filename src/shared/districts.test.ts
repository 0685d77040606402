import { describe, expect, it } from "vitest";
import { DISTRICT_SUGGESTIONS } from "./constants.js";
import { districtSuggestions, resolveDistrict } from "./districts.js";

describe("districtSuggestions", () => {
  it("lists the spec's ten first, then every other Stadtteil (104 in all)", () => {
    const all = districtSuggestions("");
    expect(all.slice(0, 10).map((item) => item.name)).toEqual([...DISTRICT_SUGGESTIONS]);
    const names = new Set(all.map((item) => item.name));
    expect(names.size).toBe(all.length);
    // Mitte, Altona and Hamburg-Nord are Bezirke only; the other 7 of the spec's list are Stadtteile too.
    expect(all.length).toBe(104 + 3);
  });

  it("filters case-insensitively by containment", () => {
    expect(districtSuggestions("BÜTTEL").map((item) => item.name)).toEqual([
      "Eimsbüttel",
      "Fuhlsbüttel",
      "Hummelsbüttel",
      "Poppenbüttel",
      "Wellingsbüttel",
    ]);
    expect(districtSuggestions("altona").map((item) => item.name)).toEqual([
      "Altona",
      "Altona-Altstadt",
      "Altona-Nord",
    ]);
    expect(districtSuggestions("xyz")).toEqual([]);
  });

  it("names the Bezirk of a Stadtteil", () => {
    expect(districtSuggestions("Ottensen")).toEqual([{ name: "Ottensen", bezirk: "Altona" }]);
  });
});

describe("resolveDistrict", () => {
  it.each([
    ["Ottensen", { name: "Ottensen", stadtteil: "Ottensen", bezirk: null }],
    ["eimsbuettel", { name: "Eimsbüttel", stadtteil: "Eimsbüttel", bezirk: "Eimsbüttel" }],
    ["Eimsbuttel", { name: "Eimsbüttel", stadtteil: "Eimsbüttel", bezirk: "Eimsbüttel" }],
    ["Mitte", { name: "Hamburg-Mitte", stadtteil: null, bezirk: "Hamburg-Mitte" }],
    ["hamburg-nord", { name: "Hamburg-Nord", stadtteil: null, bezirk: "Hamburg-Nord" }],
    ["Sankt Pauli", { name: "St. Pauli", stadtteil: "St. Pauli", bezirk: null }],
    ["  groß flottbek ", { name: "Groß Flottbek", stadtteil: "Groß Flottbek", bezirk: null }],
  ])("resolves %s", (text, expected) => {
    expect(resolveDistrict(text)).toEqual(expected);
  });

  it("returns null for text that names no Hamburg district", () => {
    expect(resolveDistrict("Berlin")).toBeNull();
    expect(resolveDistrict("")).toBeNull();
  });
});
