/**
 * The U- and S-Bahn stations of `data/hamburg/stations.json`, for "Anfahrt" on a place page and the
 * "step-free station within 500 m" filter (docs/decisions/043-stations-nearby.md). Built from the raw
 * 2024 Overpass extracts `ubahn-stops` and `sbahn-stops` (OSM `railway=station` nodes, ODbL).
 */
import { roundPosition } from "#shared/geo.js";
import type { StationLine, StationWheelchair } from "#shared/stations.js";
import type { OsmNode } from "./sources.js";
import { compareStrings } from "./text.js";

/** One station of one line type: its OSM node, name, point and OSM `wheelchair` value. */
export type Station = {
  /** "node/<id>" of the first node (lowest id) of the station's name and line type. */
  osm_id: string;
  /** OSM `name`, e.g. "Feldstraße (Heiligengeistfeld)". */
  name: string;
  /** OSM `station`: "subway" (U-Bahn) or "light_rail" (S-Bahn). */
  station: StationLine;
  /** Mean of the nodes' points, WGS84, 6 decimals. */
  latitude: number;
  longitude: number;
  /** OSM `wheelchair`, the least step-free value its nodes state; null when none states one. */
  wheelchair: StationWheelchair | null;
};

const WHEELCHAIR_ORDER: readonly StationWheelchair[] = ["no", "limited", "yes"];

const wheelchairOf = (node: OsmNode): StationWheelchair | null => {
  const value = node.tags.wheelchair?.trim().toLowerCase();
  return WHEELCHAIR_ORDER.find((w) => w === value) ?? null;
};

/**
 * One entry per station name and line type. The S-Bahn extract also holds U-Bahn nodes (`station=subway`
 * at Berliner Tor) and the U-Bahn extract may share nodes with it, so the line type comes from the node's
 * `station` tag (`subway`, else S-Bahn: `light_rail` or `train`) and a node counts once. Several nodes
 * of one name (platforms of Hamburg-Altona) become one station at their mean point; it is step-free only
 * when every node says so (the least step-free value wins: a parent is not promised a lift that one
 * platform lacks). Nodes without a name are dropped. Sorted by line type, then name.
 */
export function buildStations(ubahn: Iterable<OsmNode>, sbahn: Iterable<OsmNode>): Station[] {
  const nodes = new Map<string, { node: OsmNode; station: StationLine }>();
  for (const node of ubahn) nodes.set(node.id, { node, station: "subway" });
  for (const node of sbahn) {
    if (nodes.has(node.id)) continue;
    nodes.set(node.id, { node, station: node.tags.station === "subway" ? "subway" : "light_rail" });
  }
  const groups = new Map<string, { station: StationLine; name: string; nodes: OsmNode[] }>();
  for (const { node, station } of nodes.values()) {
    const name = node.tags.name?.trim();
    if (!name) continue;
    const key = `${station}\u0000${name}`;
    const group = groups.get(key) ?? { station, name, nodes: [] };
    group.nodes.push(node);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ station, name, nodes: members }): Station => {
      const sorted = [...members].sort((a, b) => Number(a.id) - Number(b.id));
      const mean = (pick: (n: OsmNode) => number) =>
        sorted.reduce((sum, n) => sum + pick(n), 0) / sorted.length;
      const [longitude, latitude] = roundPosition([mean((n) => n.lon), mean((n) => n.lat)], 6);
      const values = sorted.map(wheelchairOf);
      const wheelchair = WHEELCHAIR_ORDER.find((w) => values.includes(w)) ?? null;
      return { osm_id: `node/${sorted[0]!.id}`, name, station, latitude, longitude, wheelchair };
    })
    .sort((a, b) => a.station.localeCompare(b.station) || compareStrings(a.name, b.name));
}
