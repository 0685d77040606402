/**
 * What the catalogue shows a parent (docs/decisions/039-names-parents-recognise.md), on the seeded
 * Hamburg data: only type chips that find something, family restaurants with their facts, and places of
 * one name that a card tells apart — by their address or their distinguishing line — while the same
 * place mapped twice is one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { PLACE_FILTER_TYPES } from "#shared/constants.js";
import type { TPlaceCard, TPlaceDetail, TPlaceList, TPlaceTypeCounts } from "#shared/schemas/places.js";
import { places } from "#server/db/schema.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const search = async (q: string, extra = "") =>
  (await get<TPlaceList>(`/api/places?q=${encodeURIComponent(q)}&limit=100${extra}`)).items;
/** What a card's address line says (web/lib/place-labels.ts placeAddressLine). */
const cardLine = (card: TPlaceCard) =>
  card.locality_hint ? `Nähe ${card.locality_hint} · ${card.address}` : card.address;

describe("the type chips", () => {
  it("lists each type that has places with its count, and no type without", async () => {
    const { items } = await get<TPlaceTypeCounts>("/api/places/types");
    expect(items.find((item) => item.type === "restaurant")).toEqual({ type: "restaurant", count: 12 });
    expect(items.find((item) => item.type === "cafe")).toEqual({ type: "cafe", count: 2 });
    for (const item of items) {
      const list = await get<TPlaceList>(`/api/places?type=${item.type}&limit=1`);
      expect(list.total).toBe(item.count);
    }
    for (const type of PLACE_FILTER_TYPES.filter((filter) => !items.some((item) => item.type === filter))) {
      expect((await get<TPlaceList>(`/api/places?type=${type}&limit=1`)).total).toBe(0);
    }
  });

  it("leaves out a type whose places all closed for good", async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      await fresh.database.db.insert(places).values([
        { name: "Spielplatz Heidhörn", type: "playground", address: "Heidhörn, Hamburg" },
        { name: "Zum Anker", type: "restaurant", address: "Hamburg", closed_at: new Date("2026-10-01") },
      ]);
      const answer = await fresh.app.inject({ url: "/api/places/types" });
      expect(answer.json<TPlaceTypeCounts>()).toEqual({ items: [{ type: "playground", count: 1 }] });
    } finally {
      await fresh.close();
    }
  });
});

describe("restaurants and snack bars", () => {
  it("come with the family facts of their tags", async () => {
    const list = await get<TPlaceList>("/api/places?type=restaurant&limit=50");
    expect(list.total).toBe(12);
    const losteria = list.items.find((card) => card.name === "LOsteria")!;
    expect(losteria.yes_facts).toContain("changing_table");
    const detail = await get<TPlaceDetail>(`/api/places/${losteria.id}`);
    expect(detail.facts.find((fact) => fact.key === "changing_table")).toMatchObject({
      value: "yes",
      location: ["dedicated_room"],
      sources: ["openstreetmap"],
    });
  });
});

describe("places a parent can tell apart", () => {
  it("gives the four 'Spielplatz in Ottensen (n)' different lines on their cards", async () => {
    const ottensen = (await search("Spielplatz in Ottensen")).filter((card) =>
      /^Spielplatz in Ottensen \(\d\)$/.test(card.name),
    );
    expect(ottensen.map((card) => card.name).sort()).toEqual(
      [1, 2, 3, 4].map((n) => `Spielplatz in Ottensen (${n})`),
    );
    expect(ottensen.every((card) => card.locality_hint)).toBe(true);
    expect(new Set(ottensen.map(cardLine)).size).toBe(4);
    const detail = await get<TPlaceDetail>(`/api/places/${ottensen[0]!.id}`);
    expect(detail.locality_hint).toBe(ottensen[0]!.locality_hint);
  });

  it("shows a green corridor mapped in parts as one park", async () => {
    for (const name of ["Grünzug Wilhelmsburger Dove-Elbe", "Ohl-Dörp-Ring"]) {
      const parks = (await search(name, "&type=park")).filter((card) => card.name === name);
      expect(parks).toHaveLength(1);
    }
  });

  it("spells the branches of a chain one way and tells those in one Stadtteil apart", async () => {
    const branches = (await search("Luicella")).filter((card) => /luicella/i.test(card.name));
    expect(branches).toHaveLength(11);
    expect(new Set(branches.map((card) => card.name))).toEqual(new Set(["Luicella’s Ice Cream"]));
    for (const stadtteil of new Set(branches.map((card) => card.stadtteil))) {
      const inStadtteil = branches.filter((card) => card.stadtteil === stadtteil);
      expect(new Set(inStadtteil.map(cardLine)).size).toBe(inStadtteil.length);
    }
  });

  it("keeps the two sites of the Elternschule Wilhelmsburg, each with its address", async () => {
    const sites = (await search("Elternschule Wilhelmsburg")).filter(
      (card) => card.name === "Elternschule Wilhelmsburg",
    );
    expect(sites.map((card) => card.address).sort()).toEqual([
      "Krieterstraße 2d, Wilhelmsburg, Hamburg",
      "Zeidlerstraße 75, 21107 Hamburg",
    ]);
  });
});
