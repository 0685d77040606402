/**
 * Parks from two sources:
 * - OSM `leisure=park` ways/relations with inline geometry (Open Data Product extract, 2026-02-01);
 *   multipolygon relations are assembled from their member ways (OSM wiki "Relation:multipolygon").
 * - The official 2016 Hamburg "Parkanlagen" layer (134 points with a German description).
 * The same park in both becomes one record: OSM id, name and geometry, plus the 2016 description.
 */
import {
  distanceToMultiPolygonMetres,
  haversineMetres,
  multiPolygonAreaSquareMetres,
  pointInMultiPolygon,
  representativePoint,
  type MultiPolygonCoords,
  type Position,
} from "#shared/geo.js";
import type { OverpassElement, OverpassMember, Park2016, Tags } from "./sources.js";
import { compactName, compareStrings, similarNames } from "./text.js";

/** A named OSM park with its geometry and a representative point inside it. */
export type OsmPark = {
  osmId: string;
  name: string;
  tags: Tags;
  /** null for parks mapped as a single node. */
  geometry: MultiPolygonCoords | null;
  point: Position;
  areaSquareMetres: number;
  /** Other OSM ids merged into this record (same name, adjacent parts). */
  mergedOsmIds: string[];
};

function toPositions(geometry: Array<{ lat: number; lon: number } | null> | undefined): Position[] | null {
  if (!geometry || geometry.length === 0 || geometry.some((g) => g === null)) return null;
  return (geometry as Array<{ lat: number; lon: number }>).map((g) => [g.lon, g.lat] as const);
}

const key = (p: Position) => `${p[0]},${p[1]}`;
const isClosed = (line: readonly Position[]) =>
  line.length >= 4 && key(line[0]!) === key(line[line.length - 1]!);

/**
 * Joins open way segments into closed rings by matching end points (reversing segments when needed).
 * Segments that cannot be closed are returned in `open` (counted, not used).
 */
export function assembleRings(segments: ReadonlyArray<readonly Position[]>): {
  rings: Position[][];
  open: number;
} {
  const pending = segments.map((s) => s.slice());
  const rings: Position[][] = [];
  let open = 0;
  while (pending.length > 0) {
    let current = pending.shift()!;
    let extended = true;
    while (!isClosed(current) && extended) {
      extended = false;
      const end = key(current[current.length - 1]!);
      for (let i = 0; i < pending.length; i++) {
        const seg = pending[i]!;
        if (key(seg[0]!) === end) {
          current = current.concat(seg.slice(1));
        } else if (key(seg[seg.length - 1]!) === end) {
          current = current.concat(seg.slice().reverse().slice(1));
        } else {
          continue;
        }
        pending.splice(i, 1);
        extended = true;
        break;
      }
    }
    if (isClosed(current)) rings.push(current);
    else open++;
  }
  return { rings, open };
}

/** Geometry of a way (closed ring) or multipolygon relation; null for nodes or broken geometry. */
export function elementGeometry(el: OverpassElement): MultiPolygonCoords | null {
  if (el.type === "way") {
    const ring = toPositions(el.geometry);
    return ring && isClosed(ring) ? [[ring]] : null;
  }
  if (el.type !== "relation" || !el.members) return null;
  const ways = (role: (r: string) => boolean) =>
    (el.members ?? [])
      .filter((m: OverpassMember) => m.type === "way" && role(m.role))
      .map((m) => toPositions(m.geometry))
      .filter((g): g is Position[] => g !== null);
  const outers = assembleRings(ways((r) => r === "outer" || r === "")).rings;
  const inners = assembleRings(ways((r) => r === "inner")).rings;
  if (outers.length === 0) return null;
  const polygons: Position[][][] = outers.map((o) => [o]);
  for (const inner of inners) {
    const host = polygons.find((p) => pointInMultiPolygon(inner[0]!, [[p[0]!]]));
    host?.push(inner);
  }
  return polygons;
}

/** Reads the named parks of the extract (nodes, ways, relations), computing a point inside each. */
export function buildOsmParks(elements: readonly OverpassElement[]): { parks: OsmPark[]; broken: string[] } {
  const parks: OsmPark[] = [];
  const broken: string[] = [];
  for (const el of elements) {
    const name = el.tags?.name?.trim();
    if (!name) continue;
    const osmId = `${el.type}/${el.id}`;
    if (el.type === "node") {
      if (el.lat === undefined || el.lon === undefined) continue;
      parks.push({
        osmId,
        name,
        tags: el.tags ?? {},
        geometry: null,
        point: [el.lon, el.lat],
        areaSquareMetres: 0,
        mergedOsmIds: [],
      });
      continue;
    }
    const geometry = elementGeometry(el);
    const point = geometry ? representativePoint(geometry) : null;
    if (!geometry || !point) {
      broken.push(osmId);
      continue;
    }
    parks.push({
      osmId,
      name,
      tags: el.tags ?? {},
      geometry,
      point,
      areaSquareMetres: multiPolygonAreaSquareMetres(geometry),
      mergedOsmIds: [],
    });
  }
  parks.sort((a, b) => compareStrings(a.osmId, b.osmId));
  return { parks, broken };
}

/** Distance from a point to a park: 0 inside its polygon, else to its edge (or to its node). */
export function distanceToPark(p: Position, park: OsmPark): number {
  return park.geometry ? distanceToMultiPolygonMetres(p, park.geometry) : haversineMetres(p, park.point);
}

/**
 * How far apart two parts of one named park may lie: green corridors are mapped as several ways split
 * by roads and water ("Grünzug Wilhelmsburger Dove-Elbe": parts 10 m and 879 m apart; "Ohl-Dörp-Ring":
 * 29–532 m), while different parks of one name lie kilometres apart ("Rosengarten" in Ottensen and
 * Osdorf: 3.9 km; "Licentiatenberg": 3.9 km).
 */
export const SAME_PARK_GAP_METRES = 1000;

/** Metres between two parks: between their polygons' edges (0 when they touch), else to the node. */
export function parkGapMetres(a: OsmPark, b: OsmPark): number {
  if (!a.geometry || !b.geometry) {
    return a.geometry ? distanceToPark(b.point, a) : distanceToPark(a.point, b);
  }
  let best = Infinity;
  for (const [from, to] of [
    [a.geometry, b.geometry],
    [b.geometry, a.geometry],
  ] as const) {
    for (const polygon of from) {
      for (const ring of polygon) {
        for (const vertex of ring) best = Math.min(best, distanceToMultiPolygonMetres(vertex, to));
      }
    }
  }
  return best;
}

/**
 * Merges OSM parks with the same name whose parts lie within `maxMetres` of each other, part to part
 * (`parkGapMetres`; a park mapped as several ways). The largest part keeps its id, name, tags and point;
 * geometries are united, and the other parts' ids are kept in `mergedOsmIds`.
 */
export function mergeSameNameParks(parks: readonly OsmPark[], maxMetres = SAME_PARK_GAP_METRES): OsmPark[] {
  const groups = new Map<string, OsmPark[]>();
  for (const p of parks) {
    const k = compactName(p.name);
    groups.set(k, [...(groups.get(k) ?? []), p]);
  }
  const out: OsmPark[] = [];
  for (const group of groups.values()) {
    // Union-find over "close enough" pairs.
    const parent = group.map((_, i) => i);
    const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const a = group[i]!;
        const b = group[j]!;
        if (parkGapMetres(a, b) <= maxMetres) {
          parent[find(i)] = find(j);
        }
      }
    }
    const clusters = new Map<number, OsmPark[]>();
    group.forEach((p, i) => clusters.set(find(i), [...(clusters.get(find(i)) ?? []), p]));
    for (const cluster of clusters.values()) {
      cluster.sort((a, b) => b.areaSquareMetres - a.areaSquareMetres || compareStrings(a.osmId, b.osmId));
      const [main, ...rest] = cluster;
      if (!main) continue;
      const polygons = cluster.flatMap((p) => (p.geometry ? [...p.geometry] : []));
      out.push({
        ...main,
        geometry: polygons.length > 0 ? polygons : null,
        areaSquareMetres: cluster.reduce((s, p) => s + p.areaSquareMetres, 0),
        mergedOsmIds: rest.map((p) => p.osmId).sort(compareStrings),
      });
    }
  }
  return out.sort((a, b) => compareStrings(a.osmId, b.osmId));
}

/**
 * The 2016 layer lists some parks twice (e.g. "Große Moorweide" and "Große Moorweide "): same compact
 * name within `maxMetres` → keep the first (by gml_id, with a description if possible).
 */
export function dedupeParks2016(
  parks: readonly Park2016[],
  maxMetres = 500,
): { kept: Park2016[]; dropped: number } {
  const sorted = [...parks].sort(
    (a, b) =>
      Number(!a.beschreibung.trim()) - Number(!b.beschreibung.trim()) || compareStrings(a.gmlId, b.gmlId),
  );
  const kept: Park2016[] = [];
  for (const p of sorted) {
    const dup = kept.some(
      (k) =>
        compactName(k.name) === compactName(p.name) &&
        haversineMetres([k.lon, k.lat], [p.lon, p.lat]) <= maxMetres,
    );
    if (!dup) kept.push(p);
  }
  return { kept: kept.sort((a, b) => compareStrings(a.gmlId, b.gmlId)), dropped: parks.length - kept.length };
}

/** How a 2016 park was matched to an OSM park. */
export type ParkMatch = { park2016: Park2016; osm: OsmPark; how: "name" | "inside"; distanceMetres: number };

/**
 * Pairs 2016 parks with OSM parks, one-to-one, greedily by quality:
 * 1. similar name (see `similarNames`) and the 2016 point within `maxMetres` of the OSM polygon;
 * 2. otherwise the 2016 point lies inside the OSM polygon (names differ, e.g. a renamed park).
 * Name matches win over containment, then shorter distance, then smaller OSM park (the more specific).
 */
export function matchParks2016(
  osmParks: readonly OsmPark[],
  parks2016: readonly Park2016[],
  maxMetres = 500,
): { matches: ParkMatch[]; unmatched: Park2016[] } {
  const candidates: ParkMatch[] = [];
  for (const p of parks2016) {
    const pos: Position = [p.lon, p.lat];
    for (const osm of osmParks) {
      if (haversineMetres(pos, osm.point) > 20_000) continue;
      const d = distanceToPark(pos, osm);
      if (d <= maxMetres && similarNames(p.name, osm.name)) {
        candidates.push({ park2016: p, osm, how: "name", distanceMetres: d });
      } else if (d === 0 && osm.geometry) {
        candidates.push({ park2016: p, osm, how: "inside", distanceMetres: 0 });
      }
    }
  }
  candidates.sort(
    (a, b) =>
      (a.how === "name" ? 0 : 1) - (b.how === "name" ? 0 : 1) ||
      a.distanceMetres - b.distanceMetres ||
      a.osm.areaSquareMetres - b.osm.areaSquareMetres ||
      compareStrings(a.park2016.gmlId, b.park2016.gmlId) ||
      compareStrings(a.osm.osmId, b.osm.osmId),
  );
  const used2016 = new Set<string>();
  const usedOsm = new Set<string>();
  const matches: ParkMatch[] = [];
  for (const c of candidates) {
    if (used2016.has(c.park2016.gmlId) || usedOsm.has(c.osm.osmId)) continue;
    used2016.add(c.park2016.gmlId);
    usedOsm.add(c.osm.osmId);
    matches.push(c);
  }
  return { matches, unmatched: parks2016.filter((p) => !used2016.has(p.gmlId)) };
}
