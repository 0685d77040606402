import { subDays, subMonths } from "date-fns";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { LIMITS } from "#shared/constants.js";
import { FACT_KEYS, type FactKey } from "#shared/family-facts.js";
import type { TPlaceFact } from "#shared/schemas/facts.js";
import type { TPlaceDetail } from "#shared/schemas/places.js";
import {
  cafeProfiles,
  placeFactAnswers,
  placeFactDismissals,
  placeFacts,
  places,
} from "#server/db/schema.js";
import { loadImportedPlaces } from "#server/db/seed.js";
import { projectRoot } from "#server/lib/project-root.js";

let t: TestApp;
let parents: TestUser[];
let placeIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  parents = await Promise.all([signIn(t), signIn(t), signIn(t)]);
  placeIds = (await t.app.inject({ url: "/api/places?limit=18&type=library" }))
    .json<{ items: { id: string }[] }>()
    .items.map((item) => item.id);
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const answer = (placeId: string, body: Record<string, unknown>, user: TestUser | null = parents[0]!) =>
  t.app.inject({
    method: "POST",
    url: `/api/places/${placeId}/facts`,
    payload: body,
    headers: { ...(user?.headers ?? { origin: t.config.publicUrl }), "content-type": "application/json" },
  });

/** The ids of the libraries a list query finds (libraries: the places these tests answer about). */
const ids = async (query: string) =>
  (await t.app.inject({ url: `/api/places?type=library&limit=100&${query}` }))
    .json<{ items: { id: string }[] }>()
    .items.map((item) => item.id);

const factOf = async (placeId: string, key: string) =>
  (await t.app.inject({ url: `/api/places/${placeId}` }))
    .json<TPlaceDetail>()
    .facts.find((f) => f.key === key);

/** Answers dated `monthsAgo` months back, as if given then (the database's own clock decides weights). */
async function answeredBefore(placeId: string, key: string, value: string, monthsAgo: number, count: number) {
  const users = await Promise.all(Array.from({ length: count }, () => signIn(t)));
  await t.database.db.insert(placeFactAnswers).values(
    users.map((user) => ({
      place_id: placeId,
      key,
      value,
      source: "parent" as const,
      user_id: user.id,
      answered_at: subMonths(new Date(), monthsAgo),
    })),
  );
}

describe("answering family facts", () => {
  it("needs a signed-in user and a known place", async () => {
    const signedOut = await answer(placeIds[0]!, { key: "highchair", value: "yes" }, null);
    expect(signedOut.statusCode).toBe(401);
    const unknownPlace = await answer(UNKNOWN_ID, { key: "highchair", value: "yes" });
    expect(unknownPlace.statusCode).toBe(404);
  });

  it("refuses an unknown fact, an unknown answer and a location without a changing table", async () => {
    for (const body of [
      { key: "jacuzzi", value: "yes" },
      { key: "highchair", value: "maybe" },
      { key: "highchair", value: "unclear" },
      { key: "wheelchair", value: "3" },
      { key: "changing_table", value: "no", location: ["male_toilet"] },
      { key: "changing_table", value: "yes", location: ["kitchen"] },
    ]) {
      const response = await answer(placeIds[0]!, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe("BAD_REQUEST");
    }
    expect(await factOf(placeIds[0]!, "highchair")).toBeUndefined();
  });

  it("shows a parent's answer with where the changing table is, confirmed once by a parent", async () => {
    const response = await answer(placeIds[1]!, {
      key: "changing_table",
      value: "yes",
      location: ["male_toilet", "female_toilet"],
    });
    expect(response.statusCode).toBe(200);
    const fact = response.json<TPlaceFact>();
    expect(fact).toMatchObject({
      key: "changing_table",
      value: "yes",
      location: ["female_toilet", "male_toilet"],
      confirmations: 1,
      parent_confirmations: 1,
      sources: ["parent"],
      decided_by: "majority",
      is_stale: false,
    });
    expect(Date.now() - Date.parse(fact.last_confirmed_at)).toBeLessThan(60_000);
    expect(await factOf(placeIds[1]!, "changing_table")).toEqual(fact);
  });

  it("keeps one answer per parent and fact: answering again replaces it", async () => {
    await answer(placeIds[2]!, { key: "highchair", value: "yes" });
    const changed = (await answer(placeIds[2]!, { key: "highchair", value: "no" })).json<TPlaceFact>();
    expect(changed).toMatchObject({ value: "no", confirmations: 1 });
    const mine = await t.app.inject({
      url: `/api/places/${placeIds[2]}/facts/mine`,
      headers: parents[0]!.headers,
    });
    expect(mine.json()).toEqual({
      answers: [{ key: "highchair", value: "no", location: [], answered_at: expect.any(String) }],
    });
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    const others = await t.app.inject({
      url: `/api/places/${placeIds[2]}/facts/mine`,
      headers: parents[1]!.headers,
    });
    expect(others.json()).toEqual({ answers: [] });
  });

  it("shows the majority, and 'unclear' when the answers are split evenly", async () => {
    await answer(placeIds[3]!, { key: "kids_area", value: "yes" }, parents[0]);
    await answer(placeIds[3]!, { key: "kids_area", value: "no" }, parents[1]);
    expect(await factOf(placeIds[3]!, "kids_area")).toMatchObject({ value: "unclear", confirmations: 2 });
    await answer(placeIds[3]!, { key: "kids_area", value: "yes" }, parents[2]);
    expect(await factOf(placeIds[3]!, "kids_area")).toMatchObject({
      value: "yes",
      confirmations: 2,
      sources: ["parent"],
    });
  });

  it("counts answers older than 12 months half", async () => {
    // Two old "no" weigh as much as one recent "yes": unclear; a third old "no" tips it.
    await answeredBefore(placeIds[4]!, "toilets", "no", 13, 2);
    await answer(placeIds[4]!, { key: "toilets", value: "yes" });
    expect(await factOf(placeIds[4]!, "toilets")).toMatchObject({ value: "unclear" });
    await answeredBefore(placeIds[4]!, "toilets", "no", 14, 1);
    const fact = await factOf(placeIds[4]!, "toilets");
    expect(fact).toMatchObject({ value: "no", confirmations: 3, is_stale: false });
    expect(Date.parse(fact!.last_confirmed_at)).toBeLessThan(subMonths(new Date(), 12).getTime());
  });

  it("marks a fact not confirmed for 18 months as possibly out of date", async () => {
    await answeredBefore(placeIds[5]!, "stroller", "limited", 19, 1);
    expect(await factOf(placeIds[5]!, "stroller")).toMatchObject({ value: "limited", is_stale: true });
    await answer(placeIds[5]!, { key: "stroller", value: "limited" });
    expect(await factOf(placeIds[5]!, "stroller")).toMatchObject({ confirmations: 2, is_stale: false });
  });

  it("lets an admin's answer win over the parents', labelled so", async () => {
    const admin = await signIn(t, { role: "admin" });
    await answer(placeIds[6]!, { key: "baby_feeding", value: "yes" }, parents[0]);
    await answer(placeIds[6]!, { key: "baby_feeding", value: "yes" }, parents[1]);
    const fact = (await answer(placeIds[6]!, { key: "baby_feeding", value: "no" }, admin)).json<TPlaceFact>();
    expect(fact).toMatchObject({ value: "no", confirmations: 1, sources: ["admin"], decided_by: "admin" });
  });

  it("lets the owner of the place's café answer for it", async () => {
    const owner = await signIn(t);
    const [cafe] = await t.database.db
      .insert(cafeProfiles)
      .values({ user_id: owner.id, name: "Café Fakten", address: "Fakten 1", approval_status: "approved" })
      .returning({ id: cafeProfiles.id });
    const [linked] = await t.database.db
      .select({ place_id: cafeProfiles.place_id })
      .from(cafeProfiles)
      .where(eq(cafeProfiles.id, cafe!.id));
    const placeId = linked!.place_id!;
    await answer(placeId, { key: "highchair", value: "no" }, parents[0]);
    await answer(placeId, { key: "highchair", value: "no" }, parents[1]);
    const fact = (await answer(placeId, { key: "highchair", value: "yes" }, owner)).json<TPlaceFact>();
    expect(fact).toMatchObject({ value: "yes", sources: ["owner"], decided_by: "owner" });
    // A parent agreeing with the owner confirms the shown value.
    await answer(placeId, { key: "highchair", value: "yes" }, parents[2]);
    expect(await factOf(placeId, "highchair")).toMatchObject({
      confirmations: 2,
      parent_confirmations: 1,
      sources: ["owner", "parent"],
    });
  });
});

describe("filtering places on family facts", () => {
  it("finds the places whose fact is shown as yes, and the changing table in the men's room", async () => {
    const [withBoth, womenOnly, unclear] = placeIds.slice(7, 10) as [string, string, string];
    await answer(withBoth, { key: "changing_table", value: "yes", location: ["male_toilet"] });
    await answer(withBoth, { key: "highchair", value: "yes" });
    await answer(womenOnly, { key: "changing_table", value: "yes", location: ["female_toilet"] });
    await answer(unclear, { key: "changing_table", value: "yes" }, parents[0]);
    await answer(unclear, { key: "changing_table", value: "no" }, parents[1]);

    const changing = await ids("fact=changing_table");
    expect(changing).toEqual(expect.arrayContaining([withBoth, womenOnly, placeIds[1]]));
    expect(changing).not.toContain(unclear);
    expect(await ids("fact=changing_table:male_toilet")).toEqual(
      expect.arrayContaining([withBoth, placeIds[1]]),
    );
    expect(await ids("fact=changing_table:male_toilet")).not.toContain(womenOnly);
    expect(await ids("fact=changing_table&fact=highchair")).toEqual([withBoth]);
    const refused = await t.app.inject({ url: "/api/places?fact=jacuzzi" });
    expect(refused.statusCode).toBe(400);
  });
});

describe("a fact shows what most parents said", () => {
  it("puts the changing table where most parents say, names the others, and the filters follow", async () => {
    // One parent says women's and men's toilet, two say men's only.
    const placeId = placeIds[12]!;
    const location = (...rooms: string[]) => ({ key: "changing_table", value: "yes", location: rooms });
    await answer(placeId, location("female_toilet", "male_toilet"), parents[0]);
    await answer(placeId, location("male_toilet"), parents[1]);
    await answer(placeId, location("male_toilet"), parents[2]);
    expect(await factOf(placeId, "changing_table")).toMatchObject({
      value: "yes",
      location: ["male_toilet"],
      confirmations: 3,
      minority: [{ value: "yes", location: "female_toilet", source: "parent", answers: 1 }],
    });
    expect(await ids("fact=changing_table:male_toilet")).toContain(placeId);
    expect(await ids("fact=changing_table:female_toilet")).not.toContain(placeId);
    const exported = (await t.app.inject({ url: "/api/export/facts.geojson" })).json<{
      features: { properties: Record<string, unknown> }[];
    }>();
    expect(
      exported.features.find((feature) => feature.properties["lutt:id"] === placeId)?.properties,
    ).toMatchObject({ "changing_table:location": "male_toilet" });
  });

  it("names no location while the parents who name one are split evenly", async () => {
    const placeId = placeIds[13]!;
    await answer(placeId, { key: "changing_table", value: "yes", location: ["female_toilet"] }, parents[0]);
    await answer(placeId, { key: "changing_table", value: "yes", location: ["male_toilet"] }, parents[1]);
    // A yes without a location says nothing about where.
    await answer(placeId, { key: "changing_table", value: "yes" }, parents[2]);
    const fact = await factOf(placeId, "changing_table");
    expect(fact?.location).toBeUndefined();
    expect(fact?.minority).toEqual([
      { value: "yes", location: "female_toilet", source: "parent", answers: 1 },
      { value: "yes", location: "male_toilet", source: "parent", answers: 1 },
    ]);
    expect(await ids("fact=changing_table")).toContain(placeId);
    expect(await ids("fact=changing_table:male_toilet")).not.toContain(placeId);
  });

  it("shows the other answers beside the majority's value, and every answer when it is unclear", async () => {
    const placeId = placeIds[14]!;
    await answer(placeId, { key: "highchair", value: "yes" }, parents[0]);
    await answer(placeId, { key: "highchair", value: "yes" }, parents[1]);
    await answer(placeId, { key: "highchair", value: "no" }, parents[2]);
    expect(await factOf(placeId, "highchair")).toMatchObject({
      value: "yes",
      confirmations: 2,
      minority: [{ value: "no", source: "parent", answers: 1 }],
    });
    await answer(placeId, { key: "kids_area", value: "no" }, parents[0]);
    await answer(placeId, { key: "kids_area", value: "yes" }, parents[1]);
    expect(await factOf(placeId, "kids_area")).toMatchObject({
      value: "unclear",
      minority: [
        { value: "yes", source: "parent", answers: 1 },
        { value: "no", source: "parent", answers: 1 },
      ],
    });
  });

  it("lets the deciding admin's answer say where, with the parents' rooms as the others", async () => {
    const placeId = placeIds[15]!;
    const admin = await signIn(t, { role: "admin" });
    await answer(placeId, { key: "changing_table", value: "yes", location: ["male_toilet"] }, parents[0]);
    await answer(placeId, { key: "changing_table", value: "yes", location: ["male_toilet"] }, parents[1]);
    await answer(placeId, { key: "changing_table", value: "yes", location: ["dedicated_room"] }, admin);
    expect(await factOf(placeId, "changing_table")).toMatchObject({
      location: ["dedicated_room"],
      decided_by: "admin",
      minority: [{ value: "yes", location: "male_toilet", source: "parent", answers: 2 }],
    });
  });
});

describe("facts in the text search", () => {
  it("finds a place by the facts parents confirm, in German and English, as soon as they answer", async () => {
    const placeId = placeIds[16]!;
    const words: Partial<Record<FactKey, string[]>> = {
      changing_table: ["Wickeltisch", "changing table"],
      highchair: ["Hochstuhl", "Hochstühle", "high chair"],
      stroller: ["Kinderwagen", "pram"],
      wheelchair: ["stufenlos", "step-free"],
      kids_area: ["Spielecke", "play corner"],
    };
    // A library may carry OpenStreetMap's wheelchair=yes: that one is found already.
    const before = (await t.app.inject({ url: `/api/places/${placeId}` }))
      .json<TPlaceDetail>()
      .facts.filter((fact) => fact.value === "yes")
      .map((fact) => fact.key);
    for (const [key, texts] of Object.entries(words)) {
      if (before.includes(key as FactKey)) continue;
      for (const text of texts)
        expect(await ids(`q=${encodeURIComponent(text)}`), text).not.toContain(placeId);
    }
    for (const key of Object.keys(words)) await answer(placeId, { key, value: "yes" });
    for (const text of Object.values(words).flat()) {
      expect(await ids(`q=${encodeURIComponent(text)}`), text).toContain(placeId);
    }
    // A search by text alone is answered from the same index.
    const all = await t.app.inject({ url: "/api/places?q=Wickeltisch&limit=100" });
    expect(all.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toContain(placeId);
  });

  it("loses a place once most parents say the fact is not there", async () => {
    const placeId = placeIds[17]!;
    await answer(placeId, { key: "highchair", value: "yes" }, parents[0]);
    expect(await ids("q=Hochstuhl")).toContain(placeId);
    await answer(placeId, { key: "highchair", value: "no" }, parents[1]);
    await answer(placeId, { key: "highchair", value: "no" }, parents[2]);
    expect(await ids("q=Hochstuhl")).not.toContain(placeId);
  });
});

describe("open questions on a favourited place", () => {
  const questions = async (placeId: string, user: TestUser) => {
    const response = await t.app.inject({
      url: `/api/places/${placeId}/facts/questions`,
      headers: user.headers,
    });
    expect(response.headers["cache-control"]).toBe("private, no-store");
    return response.json<{ keys: string[] }>().keys;
  };
  const dismiss = (placeId: string, key: string, user: TestUser) =>
    t.app.inject({
      method: "POST",
      url: `/api/places/${placeId}/facts/dismissals`,
      payload: { key },
      headers: { ...user.headers, "content-type": "application/json" },
    });

  it("asks nothing about a place the parent has not favourited", async () => {
    const parent = await signIn(t);
    expect(await questions(placeIds[0]!, parent)).toEqual([]);
    const signedOut = await t.app.inject({ url: `/api/places/${placeIds[0]}/facts/questions` });
    expect(signedOut.statusCode).toBe(401);
  });

  it("offers at most 3 open questions, skips settled, answered and dismissed ones for 30 days", async () => {
    const parent = await signIn(t);
    const placeId = placeIds[0]!;
    await t.app.inject({ method: "PUT", url: `/api/favorites/places/${placeId}`, headers: parent.headers });
    // A library: the building's facts, in order; none settled yet except what other tests answered.
    expect(await questions(placeId, parent)).toEqual(["changing_table", "highchair", "wheelchair"]);

    // Settled by others (a clear recent answer) → not asked; unclear → still asked.
    await answer(placeId, { key: "changing_table", value: "no" }, parents[1]);
    expect(await questions(placeId, parent)).toEqual(["highchair", "wheelchair", "stroller"]);

    // Own answer and "Weiß nicht" take a question away.
    await answer(placeId, { key: "highchair", value: "yes" }, parent);
    expect((await dismiss(placeId, "wheelchair", parent)).statusCode).toBe(204);
    expect(await questions(placeId, parent)).toEqual(["stroller", "stroller_parking", "baby_feeding"]);

    // After 30 days the dismissed question comes back.
    await t.database.db
      .update(placeFactDismissals)
      .set({ dismissed_at: subDays(new Date(), 31) })
      .where(eq(placeFactDismissals.user_id, parent.id));
    expect(await questions(placeId, parent)).toEqual(["wheelchair", "stroller", "stroller_parking"]);
  });

  it("asks again about a fact not confirmed for 18 months", async () => {
    const parent = await signIn(t);
    const placeId = placeIds[5]!; // stroller: 'limited', confirmed recently by another test
    await t.app.inject({ method: "PUT", url: `/api/favorites/places/${placeId}`, headers: parent.headers });
    for (const key of ["changing_table", "highchair", "wheelchair"]) await dismiss(placeId, key, parent);
    expect(await questions(placeId, parent)).toEqual(["stroller_parking", "baby_feeding", "kids_area"]);
    await t.database.db
      .update(placeFactAnswers)
      .set({ answered_at: subMonths(new Date(), 19) })
      .where(and(eq(placeFactAnswers.place_id, placeId), eq(placeFactAnswers.key, "stroller")));
    expect(await questions(placeId, parent)).toEqual(["stroller", "stroller_parking", "baby_feeding"]);
  });

  it("refuses to dismiss an unknown fact", async () => {
    expect((await dismiss(placeIds[0]!, "jacuzzi", parents[0]!)).statusCode).toBe(400);
  });
});

describe("facts on cards and home", () => {
  type Card = { id: string; yes_facts: string[]; is_checked_by_parents: boolean };
  const cardOf = async (placeId: string) =>
    (await t.app.inject({ url: "/api/places?type=library&limit=100" }))
      .json<{ items: Card[] }>()
      .items.find((item) => item.id === placeId)!;

  it("names the facts shown as yes on the card, in the facts' order", async () => {
    const placeId = placeIds[10]!;
    await answer(placeId, { key: "toilets", value: "yes" });
    await answer(placeId, { key: "highchair", value: "no" });
    await answer(placeId, { key: "changing_table", value: "yes" });
    // (A library may carry OpenStreetMap's wheelchair=yes too.)
    const shown = (await cardOf(placeId)).yes_facts;
    expect(shown.filter((key) => key !== "wheelchair")).toEqual(["changing_table", "toilets"]);
    expect(shown).toEqual(FACT_KEYS.filter((key) => shown.includes(key)));
  });

  it("marks a place checked by parents with 3 facts confirmed by 2 parents in the last 12 months", async () => {
    const placeId = placeIds[11]!;
    await answer(placeId, { key: "kids_area", value: "yes" }, parents[0]);
    await answer(placeId, { key: "toilets", value: "yes" }, parents[0]);
    await answer(placeId, { key: "highchair", value: "yes" }, parents[0]);
    // Three facts, but by one parent only.
    expect((await cardOf(placeId)).is_checked_by_parents).toBe(false);
    // A second parent's old answer does not count; a recent one does.
    await answeredBefore(placeId, "kids_area", "yes", 13, 1);
    expect((await cardOf(placeId)).is_checked_by_parents).toBe(false);
    await answer(placeId, { key: "toilets", value: "yes" }, parents[1]);
    expect((await cardOf(placeId)).is_checked_by_parents).toBe(true);
    const detail = (await t.app.inject({ url: `/api/places/${placeId}` })).json<TPlaceDetail>();
    expect(detail.is_checked_by_parents).toBe(true);
  });

  it("fills home's changing-table section from confirmed facts first", async () => {
    const home = (await t.app.inject({ url: "/api/home" })).json<{ changing: { id: string }[] }>();
    const confirmedIds = (
      await t.database.db
        .select({ place_id: placeFacts.place_id })
        .from(placeFacts)
        .where(and(eq(placeFacts.key, "changing_table"), eq(placeFacts.value, "yes")))
    ).map((row) => row.place_id);
    expect(confirmedIds).toContain(placeIds[1]);
    // More places than the section shows have a confirmed changing table (these tests' and the seed's
    // OpenStreetMap ones), so every card shown is one of them.
    expect(confirmedIds.length).toBeGreaterThan(LIMITS.homeSectionPlaces);
    expect(home.changing).toHaveLength(LIMITS.homeSectionPlaces);
    for (const card of home.changing) expect(confirmedIds).toContain(card.id);
  });
});

describe("facts given back as open data", () => {
  type Feature = { geometry: { type: string; coordinates: number[] }; properties: Record<string, unknown> };

  it("exports every confirmed fact as GeoJSON with OSM keys, check dates and counts, under the ODbL", async () => {
    const response = await t.app.inject({ url: "/api/export/facts.geojson" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/geo\+json/);
    const collection = response.json<{
      type: string;
      license: string;
      attribution: string;
      features: Feature[];
    }>();
    expect(collection).toMatchObject({ type: "FeatureCollection", license: "ODbL-1.0" });
    expect(collection.attribution).toContain("OpenStreetMap contributors");
    const feature = collection.features.find((f) => f.properties["lutt:id"] === placeIds[1]);
    const today = new Date().toISOString().slice(0, 10);
    expect(feature?.geometry.type).toBe("Point");
    expect(feature?.properties).toMatchObject({
      changing_table: "yes",
      "changing_table:location": "female_toilet;male_toilet",
      "check_date:changing_table": today,
      "lutt:confirmations:changing_table": 1,
    });
    // Unclear facts and facts only OpenStreetMap states are not given back.
    // (placeIds[9]'s changing table is unclear: one yes, one no, in the filter test.)
    const unclear = collection.features.find((f) => f.properties["lutt:id"] === placeIds[9]);
    expect(unclear?.properties.changing_table).toBeUndefined();
    const exportedIds = new Set(collection.features.map((f) => f.properties["lutt:id"]));
    const [osmOnly] = await t.database.db
      .select({ place_id: placeFactAnswers.place_id })
      .from(placeFactAnswers)
      .where(
        sql`${placeFactAnswers.source} = 'openstreetmap' AND NOT EXISTS (SELECT 1 FROM place_fact_answers other
          WHERE other.place_id = ${placeFactAnswers.place_id} AND other.source <> 'openstreetmap')`,
      )
      .limit(1);
    expect(exportedIds.has(osmOnly!.place_id)).toBe(false);
  });
});

describe("family facts from OpenStreetMap", () => {
  it("seeds each fact the import's tags state as one answer dated by the import", async () => {
    const imported = (await loadImportedPlaces(projectRoot())).filter((place) => place.facts.length > 0);
    expect(imported.length).toBeGreaterThan(0);
    const rows = await t.database.db
      .select()
      .from(placeFactAnswers)
      .where(eq(placeFactAnswers.source, "openstreetmap"));
    expect(rows.length).toBe(imported.reduce((sum, place) => sum + place.facts.length, 0));
    const wheelchair = imported.find((place) => place.facts.some((fact) => fact.key === "wheelchair"))!;
    const [place] = await t.database.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.osm_id, wheelchair.osm_id!));
    const fact = await factOf(place!.id, "wheelchair");
    expect(fact).toMatchObject({
      value: wheelchair.facts.find((f) => f.key === "wheelchair")!.value,
      confirmations: 1,
      parent_confirmations: 0,
      sources: ["openstreetmap"],
      last_confirmed_at: `${wheelchair.facts_date}T12:00:00.000Z`,
    });
  });
});
