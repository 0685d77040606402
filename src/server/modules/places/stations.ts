/**
 * The U- and S-Bahn stations near a place, for "Anfahrt" on its page (docs/decisions/043-stations-nearby.md):
 * the nearest station of each line type (OSM `station`: subway, then light_rail) within an estimated
 * walk of NEARBY_STATION_MAX_WALK_M, with that walk (src/shared/stations.ts) and its OSM `wheelchair`.
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
