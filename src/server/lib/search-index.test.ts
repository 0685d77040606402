import { describe, expect, it } from "vitest";
import { buildSearchIndex, foldText, MAX_WORDS, searchWords, type SearchDocument } from "./search-index.js";

const FIELDS = {
  name: { weight: 1, typos: true },
  labels: { weight: 0.4, typos: true },
  about: { weight: 0.2, typos: false },
};
type Field = keyof typeof FIELDS;

const doc = (
  id: string,
  name: string,
  { labels = "", about = "", boost = 1 }: { labels?: string; about?: string; boost?: number } = {},
): SearchDocument<Field> => ({ id, text: { name, labels, about }, boost, tieBreak: name });

const DOCUMENTS = [
  doc("cafe", "Kindercafé Rund um die Uhr", {
    labels: "Eimsbüttel Wickeltisch",
    about: "Spielecke und Milchkaffee für Eltern.",
  }),
  doc("eimsbuettel", "Spielplatz Eimsbütteler Park", { labels: "Eimsbüttel" }),
  doc("sternschanze", "Spielplatz Sternschanze", { labels: "Sternschanze" }),
  doc("spielplaetze", "Spielplätze am Hafen", { labels: "HafenCity" }),
  doc("strasse", "Spielhaus Große Straße", { labels: "Altona-Altstadt" }),
  doc("trommeln", "Trommeln und Singen", { labels: "Musik Music" }),
];

/** The ways a text matches, each as its ids (best first). */
const ways = async (documents: SearchDocument<Field>[], text: string) => [
  ...(await buildSearchIndex(FIELDS, documents)).matches(text),
];
/** The ids of the first way that finds anything, as a search answers. */
const search = async (documents: SearchDocument<Field>[], text: string) =>
  (await ways(documents, text)).find((ids) => ids.length > 0) ?? [];

describe("foldText", () => {
  it("folds as unaccent does: lower case, no accents, no umlaut dots, ß as ss", () => {
    expect(foldText("Café Grüner Hof")).toBe("cafe gruner hof");
    expect(foldText("GROẞE Straße, Œuvre, Øresund")).toBe("grosse strasse, oeuvre, oresund");
  });
});

describe("searchWords", () => {
  it("keeps letters and digits only, at most MAX_WORDS words", () => {
    expect(searchWords("a & b | !c <-> (d):* 22767")).toEqual(["a", "b", "c", "d", "22767"]);
    expect(searchWords("!!! ()")).toEqual([]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(MAX_WORDS);
  });
});

describe("buildSearchIndex", () => {
  it("finds German words without umlauts or accents, and with them", async () => {
    expect(await search(DOCUMENTS, "kindercafe")).toEqual(["cafe"]);
    expect(await search(DOCUMENTS, "Kindercafé")).toEqual(["cafe"]);
    expect(await search(DOCUMENTS, "grosse strasse")).toEqual(["strasse"]);
    expect(await search(DOCUMENTS, "Große")).toEqual(["strasse"]);
  });

  it("matches every word as a prefix while typing, and needs all of them", async () => {
    expect(await search(DOCUMENTS, "spielpl eimsb")).toEqual(["eimsbuettel"]);
    expect(await search(DOCUMENTS, "spielpl stern")).toEqual(["sternschanze"]);
    expect(await search(DOCUMENTS, "spielpl")).toEqual(
      expect.arrayContaining(["eimsbuettel", "sternschanze", "spielplaetze"]),
    );
    expect(await search(DOCUMENTS, "spielplatz altona")).toEqual([]);
  });

  it("finds other forms of a word (German stemming) and leaves out stop words", async () => {
    // "Spielplätze" and "Spielplatz" share their stem.
    expect(await search(DOCUMENTS, "Spielplätze")).toEqual(
      expect.arrayContaining(["eimsbuettel", "sternschanze", "spielplaetze"]),
    );
    // "um" and "die" are stop words: they need not match (and as prefixes they would match "Umbau"…).
    expect(await search(DOCUMENTS, "Rund um die Uhr")).toEqual(["cafe"]);
    expect(await search(DOCUMENTS, "Milchkaffee für Eltern")).toEqual(["cafe"]);
  });

  it("tolerates typos only when the exact way finds nothing, and only in names and labels", async () => {
    const [exact, typos] = await ways(DOCUMENTS, "Eimsbütel");
    expect(exact).toEqual([]);
    // Both places in Eimsbüttel; the one named so first.
    expect(typos).toEqual(["eimsbuettel", "cafe"]);
    expect(await search(DOCUMENTS, "Tromeln")).toEqual(["trommeln"]);
    // A swapped pair of letters is two edits: allowed in longer words.
    expect(await search(DOCUMENTS, "Sternschnaze")).toEqual(["sternschanze"]);
    // Descriptions do not tolerate typos (too many false matches in long texts).
    expect(await search(DOCUMENTS, "Milchkafee")).toEqual([]);
    // Typed right, the word is found by the exact way, which a search tries first.
    const [found] = await ways(DOCUMENTS, "Eimsbüttel");
    expect(found).toEqual(["eimsbuettel", "cafe"]);
  });

  it("matches nothing for text without letters or digits, and no typos for very short words", async () => {
    expect(await ways(DOCUMENTS, "!!! ()")).toEqual([]);
    expect(await ways(DOCUMENTS, "xy")).toEqual([[]]);
  });

  it("ranks whole words above prefixes, names above labels above descriptions, then by boost", async () => {
    const documents = [
      doc("prefix", "Parkhaus Mitte"),
      doc("word", "Park am See"),
      doc("label", "Wiese", { labels: "Park" }),
      doc("description", "Wiese Nord", { about: "Ein Park mit Teich." }),
    ];
    expect(await search(documents, "park")).toEqual(["word", "prefix", "label", "description"]);
    // Cafés with more family features rank higher (decisions/010): the boost multiplies the relevance.
    const boosted = [doc("plain", "Café Elbe"), doc("featured", "Café Alster", { boost: 2.5 })];
    expect(await search(boosted, "cafe")).toEqual(["featured", "plain"]);
    // Equal relevance: by the tie-break (the name), whatever the order they were indexed in.
    const equal = [doc("b", "Musikgarten für Krabbelkinder"), doc("a", "Musikgarten für Babys")];
    expect(await search(equal, "Musikgarten")).toEqual(["a", "b"]);
  });

  it("ignores words past the eighth", async () => {
    const eight = "spielplatz eimsbutteler park spielplatz park spielplatz park spielplatz";
    expect(await search(DOCUMENTS, `${eight} zzzz`)).toEqual(["eimsbuettel"]);
  });
});
