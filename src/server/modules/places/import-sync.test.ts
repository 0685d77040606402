/**
 * An import brought into a database that parents already use (docs/decisions/038): places keep their ids
 * by OpenStreetMap id, a place parents gave something is never removed, an element the import merged
 * into another moves there with its reviews and favourites (its old id redirecting), and
 * OpenStreetMap's fact answers follow the import while parents' stay.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TFavoriteIds } from "#shared/schemas/favorites.js";
import type { TPlaceDetail, TPlaceList } from "#shared/schemas/places.js";
import { placeFactAnswers, placeRedirects, places } from "#server/db/schema.js";
import { syncImportedPlaces, type ImportedPlace } from "./import-sync.js";

let t: TestApp;
let parent: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  parent = await signIn(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(placeRedirects);
  await t.database.db.delete(places);
});

const imported = (osmId: string | null, name: string, extra: Partial<ImportedPlace> = {}): ImportedPlace => ({
  osm_id: osmId,
  name,
  type: "playground",
  description: `${name} in Ottensen.`,
  address: "Ottensen, Hamburg",
  locality_hint: null,
  latitude: 53.555,
  longitude: 9.93,
  stadtteil: "Ottensen",
  bezirk: "Altona",
  features: ["Play area"],
  age_recommendations: ["all ages"],
  opening_hours: null,
  website: null,
  phone: null,
  source: osmId ? "openstreetmap" : "hamburg-parkanlagen-2016",
  licence: osmId ? "ODbL-1.0" : "dl-de/by-2-0",
  facts: [],
  facts_date: null,
  merged_osm_ids: [],
  ...extra,
});

const sync = (list: ImportedPlace[]) => t.database.db.transaction((tx) => syncImportedPlaces(tx, list));
const idOf = async (osmId: string) =>
  (await t.database.db.select({ id: places.id }).from(places).where(eq(places.osm_id, osmId)))[0]?.id;
const get = (url: string, user: TestUser | null = null) =>
  t.app.inject({ method: "GET", url, headers: user?.headers ?? {} });

describe("bringing an import into the database", () => {
  it("keeps each place's id by its OpenStreetMap id, takes the new columns and reports what changed", async () => {
    const first = await sync([
      imported("node/1", "Spielplatz in Ottensen (1)"),
      imported("node/2", "Spielplatz in Ottensen (2)"),
      imported(null, "Donners Park"),
    ]);
    expect(first.added.map((p) => p.name)).toEqual([
      "Spielplatz in Ottensen (1)",
      "Spielplatz in Ottensen (2)",
      "Donners Park",
    ]);
    const id = await idOf("node/1");

    const second = await sync([
      imported("node/1", "Spielplatz im Jenischpark", { locality_hint: "Elbchaussee" }),
      imported("node/3", "LOsteria", { type: "restaurant" }),
      imported(null, "Donners Park", { locality_hint: "Elbchaussee" }),
    ]);
    expect(second).toMatchObject({
      added: [{ osm_id: "node/3", name: "LOsteria" }],
      removed: [{ osm_id: "node/2", name: "Spielplatz in Ottensen (2)" }],
      kept: [],
      renamed: [{ osm_id: "node/1", from: "Spielplatz in Ottensen (1)", to: "Spielplatz im Jenischpark" }],
    });
    expect(await idOf("node/1")).toBe(id);
    const page = (await get(`/api/places/${id}`)).json<TPlaceDetail>();
    expect(page).toMatchObject({ name: "Spielplatz im Jenischpark", locality_hint: "Elbchaussee" });
    // the 2016 park without OSM id is found by its name, not added twice
    const list = (await get("/api/places?q=Donners")).json<TPlaceList>();
    expect(list.items.map((p) => [p.name, p.locality_hint])).toEqual([["Donners Park", "Elbchaussee"]]);
  });

  it("never removes a place parents contributed to, and says so", async () => {
    await sync([imported("node/1", "Spielplatz Heidhörn"), imported("node/2", "Spielplatz Fernweg")]);
    const reviewed = (await idOf("node/1"))!;
    const review = await t.app.inject({
      method: "POST",
      url: `/api/places/${reviewed}/reviews`,
      headers: parent.headers,
      payload: { rating: 5, text: "Schöner Sandkasten." },
    });
    expect(review.statusCode).toBe(201);

    const report = await sync([imported("node/3", "Spielplatz Osterstraße")]);
    expect(report.kept).toEqual([{ osm_id: "node/1", name: "Spielplatz Heidhörn" }]);
    expect(report.removed).toEqual([{ osm_id: "node/2", name: "Spielplatz Fernweg" }]);
    const page = (await get(`/api/places/${reviewed}`)).json<TPlaceDetail>();
    expect(page).toMatchObject({ name: "Spielplatz Heidhörn", rating: { average: 5, count: 1 } });
  });

  it("moves an element the import merged into another there: reviews, favourites, the old id", async () => {
    await sync([
      imported("way/669400814", "Grünzug Wilhelmsburger Dove-Elbe", { type: "park" }),
      imported("way/669409986", "Grünzug Wilhelmsburger Dove-Elbe", { type: "park" }),
    ]);
    const kept = (await idOf("way/669409986"))!;
    const merged = (await idOf("way/669400814"))!;
    await t.app.inject({
      method: "POST",
      url: `/api/places/${merged}/reviews`,
      headers: parent.headers,
      payload: { rating: 4 },
    });
    await t.app.inject({ method: "PUT", url: `/api/favorites/places/${merged}`, headers: parent.headers });

    const report = await sync([
      imported("way/669409986", "Grünzug Wilhelmsburger Dove-Elbe", {
        type: "park",
        merged_osm_ids: ["way/669400814", "way/669400817"],
      }),
    ]);
    expect(report.merged).toEqual([
      { from: "way/669400814", into: "way/669409986", name: "Grünzug Wilhelmsburger Dove-Elbe" },
    ]);
    expect(report.removed).toEqual([]);
    expect((await get(`/api/places/${kept}`)).json<TPlaceDetail>().rating).toEqual({ average: 4, count: 1 });
    const old = await get(`/api/places/${merged}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/api/places/${kept}`);
    const favourites = (await get("/api/favorites/ids", parent)).json<TFavoriteIds>();
    expect(favourites.places).toEqual([kept]);
  });

  it("gives a kept element new to the database the row of the element merged into it", async () => {
    await sync([imported("node/11", "Luicellas Ice Cream", { type: "ice_cream" })]);
    const id = await idOf("node/11");
    const report = await sync([
      imported("node/10", "Luicella’s Ice Cream", { type: "ice_cream", merged_osm_ids: ["node/11"] }),
    ]);
    expect(report).toMatchObject({
      added: [],
      removed: [],
      merged: [{ from: "node/11", into: "node/10", name: "Luicella’s Ice Cream" }],
      renamed: [{ osm_id: "node/10", from: "Luicellas Ice Cream", to: "Luicella’s Ice Cream" }],
    });
    expect(await idOf("node/10")).toBe(id);
  });

  it("updates OpenStreetMap's fact answers with the import and leaves parents' answers alone", async () => {
    const facts = (list: ImportedPlace["facts"], date = "2024-06-14") => ({ facts: list, facts_date: date });
    await sync([
      imported("node/20", "LOsteria", {
        type: "restaurant",
        ...facts([
          { key: "changing_table", value: "yes" },
          { key: "wheelchair", value: "no" },
        ]),
      }),
    ]);
    const id = (await idOf("node/20"))!;
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/places/${id}/facts`,
      headers: parent.headers,
      payload: { key: "highchair", value: "yes" },
    });
    expect(answer.statusCode).toBe(200);

    const report = await sync([
      imported("node/20", "LOsteria", {
        type: "restaurant",
        ...facts(
          [
            { key: "changing_table", value: "yes", location: ["dedicated_room"] },
            { key: "toilets", value: "yes" },
          ],
          "2026-11-20",
        ),
      }),
    ]);
    expect(report.facts).toEqual({ added: 1, changed: 1, removed: 1 });
    const answers = await t.database.db
      .select({ key: placeFactAnswers.key, value: placeFactAnswers.value, source: placeFactAnswers.source })
      .from(placeFactAnswers)
      .where(and(eq(placeFactAnswers.place_id, id)))
      .orderBy(placeFactAnswers.key);
    expect(answers).toEqual([
      { key: "changing_table", value: "yes", source: "openstreetmap" },
      { key: "highchair", value: "yes", source: "parent" },
      { key: "toilets", value: "yes", source: "openstreetmap" },
    ]);
    const page = (await get(`/api/places/${id}`)).json<TPlaceDetail>();
    expect(page.facts.find((fact) => fact.key === "changing_table")).toMatchObject({
      value: "yes",
      location: ["dedicated_room"],
    });
    // nothing changed: nothing to report
    expect(
      (
        await sync([
          imported("node/20", "LOsteria", {
            type: "restaurant",
            ...facts(
              [
                { key: "changing_table", value: "yes", location: ["dedicated_room"] },
                { key: "toilets", value: "yes" },
              ],
              "2026-11-20",
            ),
          }),
        ])
      ).facts,
    ).toEqual({ added: 0, changed: 0, removed: 0 });
  });
});
