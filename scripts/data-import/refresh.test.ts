// @vitest-environment node
/**
 * `npm run data:refresh` against a local HTTP server that answers a recorded Overpass answer (nodes,
 * ways and relations, written by hand: tests/fixtures/overpass/hamburg-answer.json), into an in-memory
 * database: the query, the places it brings (ways and relations with their names and addresses, by the
 * import's rules) and the U- and S-Bahn stations, what a second answer changes, that a later start does
 * not seed the older files over it, and the failures an operator must understand.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/client.js";
import { placeFactAnswers, places, stations, user } from "#server/db/schema.js";
import { OSM_BASE_META_KEY, readMeta, seedDatabase, STATIONS_OSM_BASE_META_KEY } from "#server/db/seed.js";
import { projectRoot } from "#server/lib/project-root.js";
import type { OverpassAnswer } from "./overpass.js";
import {
  applyRefreshedPlaces,
  fetchRefreshedPlaces,
  formatRefreshResult,
  type RefreshedPlaces,
} from "./refresh.js";

const root = projectRoot();
const recorded = JSON.parse(
  readFileSync(path.join(root, "tests/fixtures/overpass/hamburg-answer.json"), "utf8"),
) as OverpassAnswer;

/** What the server answers next: JSON, or a status without body. */
let reply: { status: number; body?: unknown } = { status: 200, body: recorded };
let lastRequest: { method?: string; headers: IncomingHttpHeaders; query: string } | undefined;
let server: Server;
let url: string;
let database: Database;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      lastRequest = {
        method: request.method,
        headers: request.headers,
        query: new URLSearchParams(body).get("data") ?? "",
      };
      response.statusCode = reply.status;
      response.setHeader("content-type", "application/json");
      // One request per connection: a kept-alive socket the server closes meanwhile resets the next.
      response.setHeader("connection", "close");
      response.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/interpreter`;
  database = await openDatabase({ databaseUrl: undefined, pgliteDir: "memory://", root });
  await database.migrate();
}, 120_000);
afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const fetchPlaces = () => fetchRefreshedPlaces({ root, overpassUrl: url });
const osmPlaces = () =>
  database.db
    .select({
      id: places.id,
      osm_id: places.osm_id,
      name: places.name,
      type: places.type,
      address: places.address,
      stadtteil: places.stadtteil,
    })
    .from(places)
    .where(isNotNull(places.osm_id))
    .orderBy(places.osm_id);
const storedStations = () =>
  database.db
    .select({ name: stations.name, station: stations.station, wheelchair: stations.wheelchair })
    .from(stations)
    .orderBy(stations.station, stations.name);
/** The recorded answer with its elements changed by `change` (undefined drops an element). */
const answerWith = (change: (element: OverpassAnswer["elements"][number]) => unknown): OverpassAnswer => ({
  ...recorded,
  osm3s: { timestamp_osm_base: "2026-12-01T08:00:00Z" },
  elements: recorded.elements.flatMap((element) => {
    const changed = change(structuredClone(element));
    return changed === undefined ? [] : [changed as OverpassAnswer["elements"][number]];
  }),
});

describe("npm run data:refresh", () => {
  let first: RefreshedPlaces;

  it("asks for nodes, ways and relations with the import's tags inside Hamburg's outline", async () => {
    first = await fetchPlaces();
    expect(lastRequest?.method).toBe("POST");
    expect(lastRequest?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const query = lastRequest!.query;
    expect(query).toContain('nwr["leisure"~"^(playground|sports_centre)$"];');
    expect(query).toContain(
      'nwr["amenity"~"^(cafe|childcare|cinema|community_centre|fast_food|ice_cream|kindergarten|library|pharmacy|restaurant|theatre)$"];',
    );
    expect(query).toContain('nwr["leisure"="park"];');
    // the outline of data/hamburg/city.json, as "lat lon" pairs
    expect(query).toMatch(/nwr\.candidates\(poly:"53\.\d+ 1?\d\.\d+ /);
    expect(query).toContain(".pois out center tags;");
    expect(query).toContain(".parks out geom;");
    expect(query).toContain('node["railway"="station"]["station"~"^(light_rail|subway)$"];');
    expect(query).toContain('node["railway"="station"]["light_rail"="yes"];');
    expect(query).toContain(".stations out body;");
  });

  it("brings ways, relations and nodes into the database by the import's rules", async () => {
    const result = await applyRefreshedPlaces(database.db, first);
    expect(await osmPlaces()).toEqual([
      // the playground inside the park way is named after it; the one mapped as a way by its street
      expect.objectContaining({ osm_id: "node/101", name: "Spielplatz im Wohlers Park", type: "playground" }),
      expect.objectContaining({ osm_id: "node/102", name: "LOsteria", type: "restaurant" }),
      expect.objectContaining({
        osm_id: "relation/301",
        name: "Holthusenbad",
        type: "sports_facility",
        address: "Goernestraße 21, 20249 Hamburg",
        stadtteil: "Eppendorf",
      }),
      expect.objectContaining({ osm_id: "relation/302", name: "Jenischpark", type: "park" }),
      expect.objectContaining({ osm_id: "way/201", name: "Wohlers Park", type: "park" }),
      expect.objectContaining({
        osm_id: "way/202",
        name: "Spielplatz Gaußstraße",
        address: "Gaußstraße, Altona-Nord, Hamburg",
      }),
    ]);
    // not imported: a restaurant without a family signal, a Kita (a landmark only), a playground in
    // Norderstedt (outside the city)
    const [restaurant] = await osmPlaces().then((rows) => rows.filter((row) => row.osm_id === "node/102"));
    const facts = await database.db
      .select({ key: placeFactAnswers.key, value: placeFactAnswers.value, at: placeFactAnswers.answered_at })
      .from(placeFactAnswers)
      .where(eq(placeFactAnswers.place_id, restaurant!.id));
    expect(facts).toEqual([{ key: "highchair", value: "yes", at: new Date("2026-11-20T12:00:00Z") }]);
    expect(await readMeta(database.db, OSM_BASE_META_KEY)).toBe("2026-11-20");
    expect(formatRefreshResult(result)).toContain(
      `from ${url} (OpenStreetMap of 2026-11-20).\nAdded ${result.report.added.length}, removed 0,`,
    );
  });

  it("brings the U- and S-Bahn stations of the answer, a main-line station the S-Bahn serves too", async () => {
    expect(await storedStations()).toEqual([
      { name: "Othmarschen", station: "light_rail", wheelchair: "no" },
      { name: "Schnelsen", station: "light_rail", wheelchair: null },
      { name: "Feldstraße (Heiligengeistfeld)", station: "subway", wheelchair: "yes" },
    ]);
    expect(await readMeta(database.db, STATIONS_OSM_BASE_META_KEY)).toBe("2026-11-20");
  });

  it("prints what a later answer changes, and keeps the place parents contributed to", async () => {
    const [playground] = (await osmPlaces()).filter((row) => row.osm_id === "node/101");
    await database.db.insert(user).values({ id: "parent-1", name: "Anna", email: "anna@example.org" });
    await database.db.insert(placeFactAnswers).values({
      place_id: playground!.id,
      key: "shade",
      value: "yes",
      source: "parent",
      user_id: "parent-1",
    });
    reply = {
      status: 200,
      body: answerWith((element) => {
        if (element.id === 101 || element.id === 202) return undefined;
        if (element.id === 301) element.tags = { ...element.tags, name: "Holthusenbad Eppendorf" };
        if (element.id === 102) element.tags = { ...element.tags, changing_table: "yes" };
        // Othmarschen got its lift; Schnelsen's node is gone
        if (element.id === 402) element.tags = { ...element.tags, wheelchair: "yes" };
        if (element.id === 403) return undefined;
        return element;
      }),
    };
    const result = await applyRefreshedPlaces(database.db, await fetchPlaces(), { allowShrink: true });
    expect(result.report).toMatchObject({
      added: [],
      removed: [{ osm_id: "way/202", name: "Spielplatz Gaußstraße" }],
      kept: [{ osm_id: "node/101", name: "Spielplatz im Wohlers Park" }],
      renamed: [{ osm_id: "relation/301", from: "Holthusenbad", to: "Holthusenbad Eppendorf" }],
      // changing_table added; the OSM date of the three facts still stated moves on; the withdrawn
      // place's facts went with it, the kept one's stay
      facts: { added: 1, changed: 3, removed: 0 },
    });
    const printed = formatRefreshResult(result);
    expect(printed).toContain("Removed (1):\n  Spielplatz Gaußstraße (way/202)");
    expect(printed).toContain(
      "Kept although gone from OpenStreetMap: parents or admins contributed (1):\n  Spielplatz im Wohlers Park (node/101)",
    );
    expect(printed).toContain("Renamed (1):\n  Holthusenbad → Holthusenbad Eppendorf (relation/301)");
    expect(printed).toContain(
      "Stations: 2; added 0, removed 1, step-free changed 1.\nStations removed (1):\n  S Schnelsen\nStations with a new wheelchair value (1):\n  S Othmarschen: no → yes",
    );
    expect(await storedStations()).toEqual([
      { name: "Othmarschen", station: "light_rail", wheelchair: "yes" },
      { name: "Feldstraße (Heiligengeistfeld)", station: "subway", wheelchair: "yes" },
    ]);
    expect((await osmPlaces()).map((row) => row.osm_id)).toContain("node/101");
    const [answer] = await database.db
      .select({ value: placeFactAnswers.value })
      .from(placeFactAnswers)
      .where(and(eq(placeFactAnswers.place_id, playground!.id), eq(placeFactAnswers.user_id, "parent-1")));
    expect(answer).toEqual({ value: "yes" });
  });

  it("changes nothing in a dry run, or when the answer would remove most places or stations", async () => {
    const before = await osmPlaces();
    reply = { status: 200, body: answerWith((element) => (element.id === 102 ? element : undefined)) };
    const refreshed = await fetchPlaces();
    const dry = await applyRefreshedPlaces(database.db, refreshed, { isDryRun: true, allowShrink: true });
    expect(dry.isDryRun).toBe(true);
    expect(dry.report.removed.length).toBe(3);
    expect(formatRefreshResult(dry)).toMatch(/^Dry run, nothing written: /);
    expect(formatRefreshResult(dry)).toContain("Stations: none in the answer, the stored ones are kept.");
    await expect(applyRefreshedPlaces(database.db, refreshed)).rejects.toThrow(
      "The Overpass answer would remove 3 of 5 places (more than 25 %), so nothing was changed: check OVERPASS_URL, or run again with --allow-shrink.",
    );
    expect(await osmPlaces()).toEqual(before);
    expect(await readMeta(database.db, OSM_BASE_META_KEY)).toBe("2026-12-01");
    expect(await storedStations()).toHaveLength(2);
    reply = { status: 200, body: answerWith((element) => (element.id === 402 ? undefined : element)) };
    await expect(applyRefreshedPlaces(database.db, await fetchPlaces())).rejects.toThrow(
      "The Overpass answer would remove 1 of 2 stations (more than 25 %), so nothing was changed: check OVERPASS_URL, or run again with --allow-shrink.",
    );
    expect(await storedStations()).toHaveLength(2);
  });

  it("is not undone by the next start: the seed keeps the newer places and stations", async () => {
    const before = { places: await osmPlaces(), stations: await storedStations() };
    await seedDatabase(database.db, { root });
    expect(await osmPlaces()).toEqual(before.places);
    expect(await storedStations()).toEqual(before.stations);
  });

  it("says in one sentence when the API is down, busy or gives up", async () => {
    reply = { status: 429 };
    await expect(fetchPlaces()).rejects.toThrow(
      `The Overpass API at ${url} answered 429 Too Many Requests: try again later or set OVERPASS_URL to another instance.`,
    );
    reply = {
      status: 200,
      body: { ...recorded, remark: 'runtime error: Query timed out in "query" at line 3' },
    };
    await expect(fetchPlaces()).rejects.toThrow(
      `The Overpass API at ${url} could not finish the query ("runtime error: Query timed out in "query" at line 3"): try again later or set OVERPASS_URL to another instance.`,
    );
    reply = { status: 200, body: { ...recorded, elements: [] } };
    await expect(fetchPlaces()).rejects.toThrow(
      `The Overpass API at ${url} returned no places in Hamburg: nothing was changed.`,
    );
  });

  it("fails with one clear sentence without network, before it opens any database", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api/interpreter`;
    await new Promise((resolve) => closed.close(resolve));
    const run = promisify(execFile);
    const failure = await run(
      process.execPath,
      ["--import", "tsx", path.join(root, "scripts/data-import/refresh.ts")],
      { cwd: root, env: { ...process.env, OVERPASS_URL: deadUrl, DATA_DIR: "/nonexistent/luett" } },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stdout: "" });
    const lines = (failure as { stderr: string }).stderr.trim().split("\n");
    expect(lines).toEqual([
      `Cannot reach the Overpass API at ${deadUrl} (connect ECONNREFUSED 127.0.0.1:${new URL(deadUrl).port}): check the network connection or set OVERPASS_URL to a reachable instance.`,
    ]);
  }, 60_000);
});
