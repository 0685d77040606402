/**
 * The U- and S-Bahn stations near a place, for "Anfahrt" on its page (docs/decisions/043-stations-nearby.md):
 * the nearest station of each line type (OSM `station`: subway, then light_rail) within an estimated
 * walk of NEARBY_STATION_MAX_WALK_M, with that walk (src/shared/stations.ts) and its OSM `wheelchair`;
 * and the one way the stations are written (the seed, `npm run data:refresh`).
 */
import { haversineMetres } from "#shared/geo.js";
import type { TNearbyStation } from "#shared/schemas/places.js";
import {
  NEARBY_STATION_MAX_WALK_M,
  STATION_LINES,
  straightMetresFor,
  walkingMetres,
  type StationLine,
  type StationWheelchair,
} from "#shared/stations.js";
import type { Db } from "#server/db/client.js";
import { stations } from "#server/db/schema.js";
import { stationWithinMetres } from "./geo-sql.js";

/** Nearest U-Bahn, then nearest S-Bahn station; none without coordinates or when none is near enough. */
export async function findNearbyStations(
  db: Db,
  position: { latitude: number | null; longitude: number | null },
): Promise<TNearbyStation[]> {
  const { latitude, longitude } = position;
  if (latitude === null || longitude === null) return [];
  const rows = await db
    .select()
    .from(stations)
    .where(stationWithinMetres(latitude, longitude, straightMetresFor(NEARBY_STATION_MAX_WALK_M)));
  const measured = rows
    .map((row) => ({
      row,
      straight: haversineMetres([longitude, latitude], [row.longitude, row.latitude]),
    }))
    .sort((a, b) => a.straight - b.straight);
  return STATION_LINES.flatMap((line) => {
    const nearest = measured.find(({ row }) => row.station === line);
    if (!nearest) return [];
    const distance = walkingMetres(nearest.straight);
    if (distance > NEARBY_STATION_MAX_WALK_M) return [];
    return [
      {
        osm_id: nearest.row.osm_id,
        name: nearest.row.name,
        station: nearest.row.station as StationLine,
        wheelchair: nearest.row.wheelchair as StationWheelchair | null,
        walking_distance_m: distance,
      },
    ];
  });
}

/** A station row: data/hamburg/stations.json or a refresh's answer (scripts/data-import/stations.ts). */
export type StationRecord = typeof stations.$inferInsert;

/**
 * What replacing the stations changed; a station is named by its line and name, e.g. "U Feldstraße
 * (Heiligengeistfeld)", "S Othmarschen".
 */
export type StationChanges = {
  /** Stations stored before the replacement. */
  before: number;
  /** Stations stored after it. */
  count: number;
  added: string[];
  removed: string[];
  /** Stations whose OSM `wheelchair` changed (null: not stated). */
  wheelchair: Array<{ name: string; from: string | null; to: string | null }>;
};

const stationKey = (row: Pick<StationRecord, "station" | "name">) => `${row.station}\u0000${row.name}`;
const stationLabel = (row: Pick<StationRecord, "station" | "name">) =>
  `${row.station === "subway" ? "U" : "S"} ${row.name}`;

/**
 * Replaces every station by `rows`: stations are open data only (nobody adds to them), so the newest
 * data wins whole. Changes are matched by line type and name, as the import groups a station's nodes
 * (its first node id may differ between two answers). Run it in the caller's transaction.
 */
export async function replaceStations(db: Db, rows: readonly StationRecord[]): Promise<StationChanges> {
  const before = await db.select().from(stations);
  const previous = new Map(before.map((row) => [stationKey(row), row]));
  const next = new Set(rows.map(stationKey));
  await db.delete(stations);
  if (rows.length > 0) await db.insert(stations).values([...rows]);
  return {
    before: before.length,
    count: rows.length,
    added: rows.filter((row) => !previous.has(stationKey(row))).map(stationLabel),
    removed: before.filter((row) => !next.has(stationKey(row))).map(stationLabel),
    wheelchair: rows.flatMap((row) => {
      const was = previous.get(stationKey(row));
      const to = row.wheelchair ?? null;
      return was && was.wheelchair !== to ? [{ name: stationLabel(row), from: was.wheelchair, to }] : [];
    }),
  };
}
