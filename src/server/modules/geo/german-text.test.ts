import { describe, expect, it } from "vitest";
import { germanSpellings, matchScore, MATCH_THRESHOLD, prepareQuery, prepareTarget } from "./german-text.js";

const score = (query: string, text: string) => matchScore(prepareQuery(query), prepareTarget(text));

describe("germanSpellings", () => {
  it("folds case, umlauts both ways, ß and street abbreviations", () => {
    expect(germanSpellings("Mühlenkamp")).toEqual(["muehlenkamp", "muhlenkamp"]);
    expect(germanSpellings("Große Bergstraße 12")).toEqual(["grosse bergstr 12"]);
    expect(germanSpellings("Osterstr. 5")).toEqual(["osterstr 5"]);
    expect(germanSpellings("Sankt Pauli")).toEqual(germanSpellings("St. Pauli"));
    expect(germanSpellings("Café Élysée")).toEqual(["cafe elysee"]);
  });
});

describe("matchScore", () => {
  it.each([
    ["eimsbuettel", "Eimsbüttel"],
    ["EIMSBÜTTEL", "Eimsbüttel"],
    ["Eimsbuttel", "Eimsbüttel"],
    ["grosse bergstrasse", "Große Bergstraße 12, 22767 Hamburg"],
    ["Osterstr", "Osterstraße 12, 20259 Hamburg"],
    ["St Pauli", "St. Pauli"],
    ["sankt georg", "St. Georg"],
  ])("'%s' starts '%s'", (query, text) => {
    expect(score(query, text)).toBe(1);
  });

  it("matches the beginnings of words in any position", () => {
    expect(score("berg 12", "Große Bergstraße 12")).toBe(0.9);
    expect(score("pauli st", "St. Pauli")).toBe(0.9);
  });

  it("still finds a name with a typo by trigrams, but not unrelated text", () => {
    expect(score("Eimsbütel", "Eimsbüttel")).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(score("Blankenees", "Blankenese")).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(score("Wilhelmsburg", "Eimsbüttel")).toBeLessThan(MATCH_THRESHOLD);
    expect(score("xy", "Altona-Altstadt")).toBeLessThan(MATCH_THRESHOLD);
  });
});
