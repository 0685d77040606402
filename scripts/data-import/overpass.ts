/**
 * A live Overpass API as the source of the places (`npm run data:refresh`, docs/decisions/038): one query
 * for every element — node, way or relation — with a tag the import reads (sources.ts `CATEGORY_TAGS`,
 * and parks), inside Hamburg's outline (data/hamburg/city.json). POIs come with their centre and tags
 * (`out center tags`), parks with their geometry (`out geom`), so ways and relations bring playgrounds,
 * parks and pools with their names and `addr:*`. The answer becomes the same POI elements as the offline
 * extracts (pois.ts). The U- and S-Bahn stations come in the same answer (station nodes, as the offline
 * `ubahn-stops` and `sbahn-stops`; docs/decisions/043-stations-nearby.md).
 * Overpass QL: https://wiki.openstreetmap.org/wiki/Overpass_API/Overpass_QL
 */
import type { BBox, MultiPolygonCoords, Position } from "#shared/geo.js";
import type { PoiElement } from "./pois.js";
import {
  CATEGORY_TAGS,
  type OsmNode,
  type OverpassElement,
  type SourceCategory,
  type Tags,
} from "./sources.js";

/** The public instance, used when OVERPASS_URL is not set. */
export const DEFAULT_OVERPASS_URL = "https://overpass-api.de/api/interpreter";
/** How long the server may work on the query (Overpass `[timeout:…]`); the client waits a minute more. */
export const QUERY_TIMEOUT_SECONDS = 300;

/** A failure of `npm run data:refresh` the operator can act on, in one sentence (printed as it is). */
export class RefreshError extends Error {}

/** "lat lon lat lon …" of a ring, as Overpass's `poly` filter wants it. */
const polyOf = (ring: readonly Position[]) => ring.map(([lon, lat]) => `${lat} ${lon}`).join(" ");

/**
 * The query: candidates by tag within the outline's bounding box, narrowed to the outline (each
 * polygon's outer ring; a point in a hole is dropped later by our own point-in-polygon), then POIs out
 * with centre and tags, parks out with geometry, stations out with their point and tags. A station is a
 * `railway=station` node of the U-Bahn (`station=subway`) or the S-Bahn (`station=light_rail`, or a
 * main-line station the S-Bahn serves: `light_rail=yes`).
 */
export function overpassQuery(outline: MultiPolygonCoords, bbox: BBox): string {
  const byKey = new Map<string, string[]>();
  for (const [key, value] of Object.values(CATEGORY_TAGS)) byKey.set(key, [...(byKey.get(key) ?? []), value]);
  const tagged = [...byKey]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, values]) => `  nwr["${key}"~"^(${[...new Set(values)].sort().join("|")})$"];`);
  const [west, south, east, north] = bbox;
  return [
    `[out:json][timeout:${QUERY_TIMEOUT_SECONDS}][bbox:${south},${west},${north},${east}];`,
    "(",
    ...tagged,
    '  nwr["leisure"="park"];',
    '  node["railway"="station"]["station"~"^(light_rail|subway)$"];',
    '  node["railway"="station"]["light_rail"="yes"];',
    ")->.candidates;",
    "(",
    ...outline.map((polygon) => `  nwr.candidates(poly:"${polyOf(polygon[0]!)}");`),
    ")->.inside;",
    'nwr.inside["leisure"="park"]->.parks;',
    'node.inside["railway"="station"]->.stations;',
    "(.inside; - .parks;)->.rest;",
    "(.rest; - .stations;)->.pois;",
    ".pois out center tags;",
    ".parks out geom;",
    ".stations out body;",
  ].join("\n");
}

/** An element of the answer: `out center tags` (POIs) or `out geom` (parks). */
type AnswerElement = OverpassElement & { center?: { lat: number; lon: number } };

/** The answer of an Overpass API as JSON. */
export type OverpassAnswer = {
  osm3s?: { timestamp_osm_base?: string };
  /** Set when the server gave up (a timeout, out of memory): the answer is then incomplete. */
  remark?: string;
  elements: AnswerElement[];
};

/**
 * Sends the query and returns the answer.
 * @throws RefreshError with one sentence saying what failed and what to do: no network (or a wrong
 *   OVERPASS_URL), an HTTP error, an answer that is no Overpass JSON, or a server that gave up
 */
export async function fetchOverpass(url: string, query: string): Promise<OverpassAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": "Luett-data-refresh/1 (npm run data:refresh)",
      },
      body: new URLSearchParams({ data: query }),
      signal: AbortSignal.timeout((QUERY_TIMEOUT_SECONDS + 60) * 1000),
    });
  } catch (error) {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : "";
    throw new RefreshError(
      `Cannot reach the Overpass API at ${url} (${cause || "no answer"}): check the network connection or set OVERPASS_URL to a reachable instance.`,
    );
  }
  if (!response.ok) {
    throw new RefreshError(
      `The Overpass API at ${url} answered ${response.status} ${response.statusText}: try again later or set OVERPASS_URL to another instance.`,
    );
  }
  let answer: OverpassAnswer;
  try {
    answer = (await response.json()) as OverpassAnswer;
  } catch {
    throw new RefreshError(
      `The Overpass API at ${url} did not answer with Overpass JSON: check OVERPASS_URL.`,
    );
  }
  if (!Array.isArray(answer?.elements)) {
    throw new RefreshError(
      `The Overpass API at ${url} did not answer with Overpass JSON: check OVERPASS_URL.`,
    );
  }
  if (answer.remark) {
    throw new RefreshError(
      `The Overpass API at ${url} could not finish the query ("${answer.remark}"): try again later or set OVERPASS_URL to another instance.`,
    );
  }
  return answer;
}

/** "YYYY-MM-DD" of the answer's OSM base ("2026-11-20T10:00:00Z"); the tags' date for the facts. */
export function answerDate(answer: OverpassAnswer): string {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(answer.osm3s?.timestamp_osm_base ?? "")?.[0];
  if (!date)
    throw new RefreshError("The Overpass answer has no osm3s.timestamp_osm_base: check OVERPASS_URL.");
  return date;
}

/**
 * The answer as the import's input: POI elements (one per category whose tag the element carries, at
 * its node position or centre), parks (with geometry) and station nodes (U-Bahn: `station=subway`,
 * the rest S-Bahn, as stations.ts reads the offline extracts).
 */
export function elementsOfAnswer(answer: OverpassAnswer): {
  pois: PoiElement[];
  parks: OverpassElement[];
  stations: { ubahn: OsmNode[]; sbahn: OsmNode[] };
} {
  const pois: PoiElement[] = [];
  const parks: OverpassElement[] = [];
  const stations = { ubahn: [] as OsmNode[], sbahn: [] as OsmNode[] };
  for (const element of answer.elements) {
    const tags: Tags = element.tags ?? {};
    if (tags.leisure === "park") {
      parks.push(element);
      continue;
    }
    if (tags.railway === "station") {
      if (element.type === "node" && element.lat !== undefined && element.lon !== undefined) {
        const node = { id: String(element.id), lat: element.lat, lon: element.lon, tags };
        (tags.station === "subway" ? stations.ubahn : stations.sbahn).push(node);
      }
      continue;
    }
    const at = element.type === "node" ? { lat: element.lat, lon: element.lon } : element.center;
    if (at?.lat === undefined || at.lon === undefined) continue;
    for (const [category, [key, value]] of Object.entries(CATEGORY_TAGS) as Array<
      [SourceCategory, readonly [string, string]]
    >) {
      if (tags[key] !== value) continue;
      pois.push({
        osmId: `${element.type}/${element.id}`,
        category,
        name: (tags.name ?? "").trim(),
        position: [at.lon, at.lat],
        street: "",
        postcode: "",
        tags,
      });
    }
  }
  return { pois, parks, stations };
}
