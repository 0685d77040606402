import { describe, expect, it } from "vitest";
import { textMatches, toPrefixQuery } from "./text-search.js";
import { places } from "../db/schema.js";

describe("toPrefixQuery", () => {
  it("turns words into prefix terms that must all match", () => {
    expect(toPrefixQuery("Spielplatz Eimsb")).toBe("Spielplatz:* & Eimsb:*");
    expect(toPrefixQuery("  Café,  Grüner-Hof ")).toBe("Café:* & Grüner:* & Hof:*");
  });

  it("lets no tsquery operator through", () => {
    expect(toPrefixQuery("a & b | !c <-> (d):*")).toBe("a:* & b:* & c:* & d:*");
    expect(toPrefixQuery("!!! ()")).toBeNull();
  });

  it("uses at most eight words", () => {
    expect(toPrefixQuery("a b c d e f g h i j")?.split(" & ")).toHaveLength(8);
  });
});

describe("textMatches", () => {
  const columns = { document: places.search_document, text: places.search_text };

  it("tries full text first, then trigrams for the words long enough to compare", () => {
    expect(textMatches(columns, "Spielplatz Eimsbütel")).toHaveLength(2);
    // "am" is too short for trigrams, "Park" is not: still two ways.
    expect(textMatches(columns, "am Park")).toHaveLength(2);
    expect(textMatches(columns, "am")).toHaveLength(1);
    expect(textMatches(columns, "???")).toEqual([]);
  });
});
