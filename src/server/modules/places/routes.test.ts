import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ZPlaceList, type TPlaceCard, type TPlaceFilters, type TPlaceList } from "#shared/schemas/places.js";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { cafeProfiles, places } from "#server/db/schema.js";
import { loadImportedPlaces } from "#server/db/seed.js";
import { projectRoot } from "#server/lib/project-root.js";
import { findNearestPlacesJson, findPlaces } from "./service.js";

let t: TestApp;
/** Places this file adds, with known hours, features and positions (the seeded data has few hours). */
const added: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(places)
    .values([
      {
        name: "Kindercafé Rund um die Uhr",
        type: "kindercafe",
        address: "Osterstraße 1, 20259 Hamburg",
        stadtteil: "Eimsbüttel",
        bezirk: "Eimsbüttel",
        latitude: 53.5751,
        longitude: 9.9535,
        features: ["Changing table", "High chairs available"],
        age_recommendations: ["0-2 years"],
        opening_hours: "24/7",
        description: "Spielecke, Wickeltisch und Milchkaffee für Eltern.",
      },
      {
        name: "Geschlossenes Spielhaus",
        type: "activity_center",
        address: "Holstenstraße 2, 22767 Hamburg",
        stadtteil: "Altona-Altstadt",
        bezirk: "Altona",
        latitude: 53.5541,
        longitude: 9.9416,
        features: ["Indoor"],
        age_recommendations: ["5+ years"],
        opening_hours: "off",
      },
    ])
    .returning({ id: places.id, name: places.name });
  for (const row of rows) added[row.name] = row.id;
});
afterAll(async () => {
  await t.close();
});

type Card = {
  id: string;
  type: string;
  name: string;
  features: string[];
  tags: string[];
  stadtteil: string | null;
  locality_hint: string | null;
  distance_m?: number;
  is_open_now?: boolean | null;
};
type Page = { items: Card[]; total: number };
type ErrorBody = { error: { code: string; message: string } };

const list = async (query: string): Promise<Page> => {
  const response = await t.app.inject({ url: `/api/places?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};

describe("GET /api/places", () => {
  it("pages through all seeded Hamburg places with a total", async () => {
    const imported = (await loadImportedPlaces(projectRoot())).length;
    expect(imported).toBeGreaterThan(1000);
    const page = await list("limit=20");
    expect(page.total).toBeGreaterThanOrEqual(imported);
    expect(page.items).toHaveLength(20);
    const next = await list("limit=20&offset=20");
    const firstIds = new Set(page.items.map((item) => item.id));
    expect(next.items.some((item) => firstIds.has(item.id))).toBe(false);
    const last = await list(`limit=100&offset=${page.total - 5}`);
    expect(last.items).toHaveLength(5);
  });

  it("lists the places parents can learn most about first: facts answered and photos (decision 019)", async () => {
    const before = await list("type=park&limit=100");
    const plain = before.items.at(-1)!;
    const parent = await signIn(t);
    for (const key of ["shade", "fenced", "toilets"]) {
      const answered = await t.app.inject({
        method: "POST",
        url: `/api/places/${plain.id}/facts`,
        headers: parent.headers,
        payload: { key, value: "yes" },
      });
      expect(answered.statusCode).toBe(200);
    }
    const after = await list("type=park&limit=100");
    expect(after.items[0]!.id).toBe(plain.id);
    const [score] = await t.database.db
      .select({ family_score: places.family_score })
      .from(places)
      .where(eq(places.id, plain.id));
    expect(score?.family_score).toBe(3);
    // The newest first on request (spec 01 §7).
    const newest = await list("type=park&limit=100&sort=newest");
    expect(newest.items.map((item) => item.id)).not.toEqual(after.items.map((item) => item.id));
  });

  it("gives a text search's total on every page, past the last match too", async () => {
    const first = await list("q=spielplatz&limit=10");
    expect(first.total).toBeGreaterThan(100);
    const second = await list("q=spielplatz&limit=10&offset=10");
    expect(second.total).toBe(first.total);
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
    const beyond = await list(`q=spielplatz&limit=10&offset=${first.total + 10}`);
    expect(beyond).toEqual({ items: [], total: first.total });
  });

  it("filters by one or several types (any of them)", async () => {
    const playgrounds = await list("type=playground&limit=50");
    expect(playgrounds.total).toBeGreaterThan(100);
    expect(playgrounds.items.every((item) => item.type === "playground")).toBe(true);
    const both = await list("type=playground&type=library&limit=100");
    const libraries = await list("type=library&limit=1");
    expect(both.total).toBe(playgrounds.total + libraries.total);
    expect(new Set(both.items.map((item) => item.type))).toEqual(new Set(["playground", "library"]));
  });

  it("filters by tag: a place matches when its tags or features carry the tag in either language", async () => {
    const changing = await list("tag=Wickeltisch&limit=100");
    expect(changing.items.map((item) => item.id)).toContain(added["Kindercafé Rund um die Uhr"]);
    expect(
      changing.items.every((item) =>
        [...item.features, ...item.tags].some((name) => name === "Changing table" || name === "Wickeltisch"),
      ),
    ).toBe(true);
    const indoor = await list("tag=Drinnen&limit=1");
    expect(indoor.total).toBeGreaterThan(200);
    // Several tags widen the list (spec 01 §5: "tags match if any of the item's tags or features match").
    const either = await list("tag=Drinnen&tag=Wickeltisch&limit=1");
    expect(either.total).toBeGreaterThanOrEqual(indoor.total);
  });

  it("combines filters: type and tag narrow each other", async () => {
    // Ice-cream parlours: the cafés among them are indoors, the parlours mapped as amenity=ice_cream not.
    const iceCreamIndoor = await list("type=ice_cream&tag=Drinnen&limit=100");
    const iceCream = await list("type=ice_cream&limit=1");
    expect(iceCreamIndoor.total).toBeGreaterThan(0);
    expect(iceCreamIndoor.total).toBeLessThan(iceCream.total);
    expect(
      iceCreamIndoor.items.every((item) => item.type === "ice_cream" && item.features.includes("Indoor")),
    ).toBe(true);
  });

  it("finds every ice-cream parlour by 'Eisdiele', whatever its description says (migration 0014)", async () => {
    const all = await list("type=ice_cream&limit=1");
    const found = await list("q=Eisdiele&type=ice_cream&limit=1");
    expect(all.total).toBeGreaterThan(100);
    expect(found.total).toBe(all.total);
  });

  it("filters by age group, counting 'all ages' as suitable for every age", async () => {
    // Newest first: the places this file added lead.
    const toddlers = await list("age=0-2%20years&limit=100&sort=newest");
    const ids = toddlers.items.map((item) => item.id);
    expect(ids).toContain(added["Kindercafé Rund um die Uhr"]);
    expect(toddlers.total).toBeGreaterThan(1000);
    const older = await list("age=5%2B%20years&limit=100&sort=newest");
    expect(older.items.map((item) => item.id)).toContain(added["Geschlossenes Spielhaus"]);
    const toddlerIds = new Set(
      (await list("age=0-2%20years&limit=100&q=Spielhaus")).items.map((item) => item.id),
    );
    expect(toddlerIds.has(added["Geschlossenes Spielhaus"]!)).toBe(false);
  });

  it("searches names, Stadtteile and features, German-aware, as prefixes and with typos", async () => {
    const byName = await list("q=Rund%20um%20die%20Uhr");
    expect(byName.items[0]?.id).toBe(added["Kindercafé Rund um die Uhr"]);
    // Umlauts may be left out, words may be cut short while typing.
    const noAccent = await list("q=kindercafe%20rund");
    expect(noAccent.items.map((item) => item.id)).toContain(added["Kindercafé Rund um die Uhr"]);
    // A Stadtteil with a typo still finds places there.
    const typo = await list("q=Eimsb%C3%BCtel&limit=20");
    expect(typo.total).toBeGreaterThan(5);
    expect(typo.items.filter((item) => item.stadtteil === "Eimsbüttel").length).toBeGreaterThan(5);
    // German stemming: the plural finds the singular.
    const plural = await list("q=Spielpl%C3%A4tze&limit=5");
    expect(plural.total).toBeGreaterThan(100);
    // Words of the description count too.
    const description = await list("q=Milchkaffee");
    expect(description.items.map((item) => item.id)).toEqual([added["Kindercafé Rund um die Uhr"]]);
    // So does the line a card shows to tell a place from its namesakes: an ice-cream parlour in the
    // open data with no street, near Steinstraße, which no name, address or description names.
    const nearStreet = await list("q=Steinstra%C3%9Fe");
    expect(nearStreet.items.map((item) => [item.name, item.locality_hint])).toContainEqual([
      "Alissa Eis",
      "Steinstraße",
    ]);
    expect((await list("q=%21%21%21")).total).toBe(0);
  });

  it("keeps only places open right now, and marks cards open or closed", async () => {
    const open = await list("open_now=true&limit=100&type=kindercafe&type=activity_center");
    const ids = open.items.map((item) => item.id);
    expect(ids).toContain(added["Kindercafé Rund um die Uhr"]);
    expect(ids).not.toContain(added["Geschlossenes Spielhaus"]);
    expect(open.items.every((item) => item.is_open_now === true)).toBe(true);
    const closed = await list("q=Geschlossenes%20Spielhaus");
    expect(closed.items[0]?.is_open_now).toBe(false);
  });

  it("sorts by distance from a position and gives each card its distance in metres", async () => {
    const near = await list("lat=53.5751&lng=9.9535&sort=distance&limit=10");
    expect(near.items[0]?.id).toBe(added["Kindercafé Rund um die Uhr"]);
    expect(near.items[0]?.distance_m).toBe(0);
    const distances = near.items.map((item) => item.distance_m!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances.at(-1)).toBeLessThan(2000);
  });

  it("answers near a position with the declared fields only, in the schema's form", async () => {
    for (const query of ["lat=53.5751&lng=9.9535&sort=distance", "lat=53.5751&lng=9.9535&open_now=true"]) {
      const response = await t.app.inject({ url: `/api/places?${query}&limit=50` });
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      const answer = response.json<unknown>();
      expect(answer).toEqual(JSON.parse(JSON.stringify(z.encode(ZPlaceList, ZPlaceList.parse(answer)))));
    }
  });

  it("answers lists written per request compressed as the browser accepts, to the same JSON", async () => {
    // Near a position, and a text asked for the first time (replyCached answers it without keeping it):
    // the caches are emptied before every request, so the text is never asked again.
    const ask = (url: string, acceptEncoding: string) => {
      t.app.invalidate(["places"]);
      return t.app.inject({ url, headers: { "accept-encoding": acceptEncoding } });
    };
    for (const query of ["lat=53.5751&lng=9.9535&sort=distance&limit=20", "q=spielplatz+altona&limit=20"]) {
      const plain = await ask(`/api/places?${query}`, "");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.json<Page>().items).toHaveLength(20);
      for (const [accepted, encoding, decode] of [
        ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
        ["gzip, deflate", "gzip", gunzipSync],
      ] as const) {
        const response = await ask(`/api/places?${query}`, accepted);
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-encoding"]).toBe(encoding);
        expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
        expect(String(response.headers.vary)).toContain("accept-encoding");
        expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 3);
        expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
      }
    }
  });

  it.each([
    ["an unknown type", "type=spaceport"],
    ["one unknown type among good ones", "type=park&type=spaceport"],
    ["an unknown age group", "age=teenagers"],
    ["a limit above 100", "limit=1000"],
    ["a negative offset", "offset=-1"],
    ["a non-numeric limit", "limit=many"],
    ["a latitude without longitude", "lat=53.5"],
    ["sorting by distance without a position", "sort=distance"],
    ["a search text of 101 characters", `q=${"a".repeat(101)}`],
    ["open_now that is no yes/no", "open_now=maybe"],
  ])("answers 400 with the error shape for %s", async (_label, query) => {
    const response = await t.app.inject({ url: `/api/places?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message.length).toBeGreaterThan(5);
  });

  it("answers 400 naming an unknown or inactive tag instead of an empty list", async () => {
    const response = await t.app.inject({ url: "/api/places?tag=Wickeltisch&tag=Raumstation" });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toEqual({
      error: { code: "BAD_REQUEST", message: 'Unknown tag: "Raumstation"' },
    });
    // "Musik" applies to courses only.
    expect((await t.app.inject({ url: "/api/places?tag=Musik" })).statusCode).toBe(400);
  });
});

/**
 * The test database as a handle of its own, so with caches of its own (plugins/read-cache.ts), that
 * notes the selected fields of every query `isNoted` picks: how often the caches load what they keep.
 */
function countingDb(isNoted: (fields: Record<string, unknown>) => boolean) {
  const queries: string[][] = [];
  const db = new Proxy(t.database.db, {
    get: (target, property, receiver) =>
      property === "select"
        ? (fields?: Record<string, unknown>) => {
            if (fields && isNoted(fields)) queries.push(Object.keys(fields));
            return target.select(fields as never);
          }
        : Reflect.get(target, property, receiver),
  });
  return { db, queries };
}

describe("findPlaces", () => {
  it("counts the matches once per filter set, whoever asks near wherever they are", async () => {
    const { db, queries: counts } = countingDb((fields) => Object.keys(fields).join() === "total");
    const near = (lat: number, lng: number) =>
      findPlaces(db, {
        type: ["playground"],
        tag: [],
        age: [],
        lat,
        lng,
        sort: "distance",
        limit: 5,
        offset: 0,
      });
    const altona = await near(53.55, 9.93);
    const wandsbek = await near(53.58, 10.08);
    expect(altona.items[0]!.id).not.toBe(wandsbek.items[0]!.id);
    expect(wandsbek.total).toBe(altona.total);
    expect(counts.length).toBe(1);
    await findPlaces(db, { type: ["park"], tag: [], age: [], limit: 5, offset: 0 });
    expect(counts.length).toBe(2);
  });

  it("answers nearest-first lists from matches read once per filter set, as the point index does", async () => {
    // A filter set's matches are read with their opening hours and without a count (loadNearSet).
    const { db, queries: loads } = countingDb((fields) => "opening_hours" in fields && !("total" in fields));
    const filterSets: TPlaceFilters[] = [
      { type: ["playground", "park"], tag: [], age: [] },
      { type: [], tag: [], age: [], q: "spielplatz" },
    ];
    // Places at the same distance may come in either order.
    const byDistance = (items: TPlaceCard[]) =>
      [...items].sort((a, b) => a.distance_m! - b.distance_m! || a.id.localeCompare(b.id));
    for (const filters of filterSets) {
      for (const [lat, lng] of [
        [53.55, 9.93],
        [53.58, 10.08],
        [53.46, 9.98],
      ] as const) {
        for (const offset of [0, 20]) {
          const query = { ...filters, lat, lng, sort: "distance" as const, limit: 20, offset };
          const fromMatches = JSON.parse((await findNearestPlacesJson(db, query))!) as TPlaceList;
          // findPlaces asks the database's point index (KNN) for every list.
          const fromIndex = await findPlaces(t.database.db, query);
          expect(fromMatches.items).toHaveLength(20);
          expect(fromMatches.total).toBe(fromIndex.total);
          expect(fromMatches.items.map((item) => item.distance_m)).toEqual(
            fromIndex.items.map((item) => item.distance_m),
          );
          expect(byDistance(fromMatches.items)).toEqual(byDistance(fromIndex.items));
        }
      }
    }
    expect(loads.length).toBe(filterSets.length);
    // Lists the point index must answer.
    const openNow = {
      type: [],
      tag: [],
      age: [],
      open_now: true,
      lat: 53.55,
      lng: 9.93,
      limit: 20,
      offset: 0,
    };
    expect(await findNearestPlacesJson(db, { ...openNow, sort: "distance" })).toBeNull();
  });
});

describe("GET /api/places/map", () => {
  it("returns a marker for every place of the filtered list", async () => {
    const libraries = await list("type=library&limit=1");
    const response = await t.app.inject({ url: "/api/places/map?type=library" });
    expect(response.statusCode).toBe(200);
    const points = response.json<{
      items: { id: string; latitude: number; type: string }[];
      total: number;
    }>();
    expect(points.total).toBe(libraries.total);
    expect(points.items).toHaveLength(libraries.total);
    expect(points.items.every((point) => point.type === "library" && point.latitude > 53)).toBe(true);
  });

  it("refuses unknown filter values too", async () => {
    expect((await t.app.inject({ url: "/api/places/map?type=spaceport" })).statusCode).toBe(400);
  });
});

describe("GET /api/places/:id", () => {
  it("returns one place with its Hamburg geodata and provenance", async () => {
    const id = (await list("limit=1&type=park")).items[0]!.id;
    const response = await t.app.inject({ url: `/api/places/${id}` });
    expect(response.statusCode).toBe(200);
    const place = response.json<Record<string, unknown>>();
    expect(place.id).toBe(id);
    expect(place.latitude).toEqual(expect.any(Number));
    expect(place.stadtteil).toEqual(expect.any(String));
    expect(place.bezirk).toEqual(expect.any(String));
    expect(place.source).toMatch(/openstreetmap|hamburg/);
    expect(place.is_checked_by_parents).toBe(false);
    expect(place.cafe_id).toBeNull();
    expect(place).not.toHaveProperty("search_document");
  });

  it("carries this week's opening hours in Hamburg, or null where there are none", async () => {
    const detail = async (id: string) =>
      (await t.app.inject({ url: `/api/places/${id}` })).json<{
        opening_hours_week: { days: { date: string; spans: unknown[] }[]; open_state: string } | null;
      }>();
    const allHours = await detail(added["Kindercafé Rund um die Uhr"]!);
    expect(allHours.opening_hours_week!.days).toHaveLength(7);
    expect(allHours.opening_hours_week!.days[0]!.spans).toEqual([
      { from: "00:00", to: "24:00", is_unknown: false, comment: null },
    ]);
    expect(allHours.opening_hours_week!.open_state).toBe("open");
    const closed = await detail(added["Geschlossenes Spielhaus"]!);
    expect(closed.opening_hours_week!.days.every((day) => day.spans.length === 0)).toBe(true);
    expect(closed.opening_hours_week!.open_state).toBe("closed");
    const [park] = await t.database.db
      .select({ id: places.id })
      .from(places)
      .where(isNull(places.opening_hours))
      .limit(1);
    const withoutHours = await t.app.inject({ url: `/api/places/${park!.id}` });
    expect(withoutHours.json()).toMatchObject({ opening_hours: null, opening_hours_week: null });
  });

  it("links an approved café's place to the café profile (cafe_id, for /cafe/{id})", async () => {
    const owner = await signIn(t);
    const [cafe] = await t.database.db
      .insert(cafeProfiles)
      .values({ user_id: owner.id, name: "Kindercafé Kompass", approval_status: "approved" })
      .returning({ id: cafeProfiles.id });
    // The database trigger (decisions/010) makes the place and sets place_id after the insert.
    const [row] = await t.database.db
      .select({ place_id: cafeProfiles.place_id })
      .from(cafeProfiles)
      .where(eq(cafeProfiles.id, cafe!.id));
    expect(row!.place_id).not.toBeNull();
    const response = await t.app.inject({ url: `/api/places/${row!.place_id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Kindercafé Kompass",
      source: "cafe-profile",
      cafe_id: cafe!.id,
    });
  });

  it("answers 404 'Place not found' for an unknown id", async () => {
    const response = await t.app.inject({ url: "/api/places/00000000-0000-4000-8000-000000000000" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Place not found" } });
  });

  it("answers 400 for a malformed id", async () => {
    const response = await t.app.inject({ url: "/api/places/not-a-uuid" });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.code).toBe("BAD_REQUEST");
  });
});

describe("text search after a write outside the API", () => {
  it("finds the place by its new name once the caches are emptied", async () => {
    const id = added["Geschlossenes Spielhaus"]!;
    await t.database.db.update(places).set({ name: "Offenes Kletterhaus" }).where(eq(places.id, id));
    // A write outside the API (as here) reaches text search when the caches are next emptied: by an API
    // write, or after their time to live (plugins/read-cache.ts).
    t.app.invalidate(["places"]);
    expect((await list("q=Kletterhaus")).items.map((item) => item.id)).toEqual([id]);
  });
});

describe("text search after writes", () => {
  it("finds a place created, renamed or deleted through the API on the next request", async () => {
    const admin = await signIn(t, { role: "admin" });
    const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
    const ids = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).items.map((item) => item.id);
    // Searched before the writes, so the search index exists and must follow them.
    expect(await ids("Zauberwald")).toEqual([]);
    expect(await ids("Zwergenburg")).toEqual([]);
    const input = {
      name: "Zauberwald Spielplatz",
      description: "Baumhäuser und Hängebrücken.",
      address: "Elbchaussee 1, 22763 Hamburg",
      type: "playground",
      features: [],
      tags: [],
      latitude: 53.5457,
      longitude: 9.9185,
    };
    const created = await send("POST", "/api/admin/places", input);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect(await ids("Zauberwald")).toEqual([id]);
    expect(await ids("Hängebrücken")).toEqual([id]);
    expect((await send("PUT", `/api/admin/places/${id}`, { ...input, name: "Zwergenburg" })).statusCode).toBe(
      200,
    );
    expect(await ids("Zauberwald")).toEqual([]);
    expect(await ids("Zwergenburg")).toEqual([id]);
    expect((await send("DELETE", `/api/admin/places/${id}`)).statusCode).toBe(204);
    expect(await ids("Zwergenburg")).toEqual([]);
  });
});
