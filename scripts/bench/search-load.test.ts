import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distinctSearchTexts, placeNameWords, typoOf } from "./search-load.js";

/** A repeatable stand-in for Math.random: the values in turn, over and over. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe("typoOf", () => {
  it("drops, doubles or swaps one inner letter", () => {
    // The letter at 1 + ⌊r₁ · (length − 2)⌋; dropped, doubled or swapped by ⌊r₂ · 3⌋.
    expect(typoOf("spielplatz", sequence(0.5, 0))).toBe("spiellatz");
    expect(typoOf("spielplatz", sequence(0.5, 0.5))).toBe("spielpplatz");
    expect(typoOf("spielplatz", sequence(0.5, 0.9))).toBe("spiellpatz");
    expect(typoOf("spielplatz", sequence(0, 0))).toBe("sielplatz");
  });
});

describe("distinctSearchTexts", () => {
  it("never hands out the same text twice, and builds every text from the words", () => {
    const words = ["spielplatz", "eimsbüttel", "kindercafé"];
    const texts = distinctSearchTexts(words);
    const handedOut = Array.from({ length: 200 }, () => texts.next());
    expect(new Set(handedOut).size).toBe(200);
    expect(texts.seen.size).toBe(200);
    // One or two words, each a word of the list or a typo of one (same first letter, length ± 1).
    for (const text of handedOut) {
      const typed = text.split(" ");
      expect(typed.length).toBeLessThanOrEqual(2);
      for (const word of typed) {
        expect(words.some((real) => real[0] === word[0] && Math.abs(real.length - word.length) <= 1)).toBe(
          true,
        );
      }
    }
    expect(handedOut.some((text) => text.includes(" "))).toBe(true);
    expect(handedOut.some((text) => !text.split(" ").every((word) => words.includes(word)))).toBe(true);
  });
});

describe("placeNameWords", () => {
  // 130 places: the second page (from 100 on) holds the only café.
  const names = Array.from({ length: 130 }, (_, index) =>
    index < 120 ? `Spielplatz am Park ${index}` : "Kindercafé Wolke",
  );
  let server: http.Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const url = new URL(request.url!, "http://localhost");
      const offset = Number(url.searchParams.get("offset"));
      const limit = Number(url.searchParams.get("limit"));
      const items = names.slice(offset, offset + limit).map((name) => ({ name }));
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ items, total: names.length }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("reads every page of the place list and keeps each word of four letters or more once", async () => {
    const words = await placeNameWords(baseUrl);
    expect(words).toEqual(["spielplatz", "park", "kindercafé", "wolke"]);
  });
});
