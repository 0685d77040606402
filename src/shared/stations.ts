/**
 * U- and S-Bahn stations near a place ("Anfahrt" on a place page, the "step-free station within
 * 500 m" filter): the OSM terms and the rule for the walking distance shown
 * (docs/decisions/043-stations-nearby.md).
 */

/** OSM `station`: "subway" is Hamburg's U-Bahn, "light_rail" its S-Bahn. */
export const STATION_LINES = ["subway", "light_rail"] as const;
export type StationLine = (typeof STATION_LINES)[number];

/** OSM `wheelchair` values a station may carry: "yes" is step-free. */
export const STATION_WHEELCHAIR = ["yes", "limited", "no"] as const;
export type StationWheelchair = (typeof STATION_WHEELCHAIR)[number];

/**
 * Walking is longer than the straight line: streets, crossings and the way to the platform. The data
 * has no street network, so the walk is estimated as the straight line × 1.3 (a usual detour factor for
 * city streets), rounded up to the next 50 m and shown as "ca.".
 */
export const WALKING_DETOUR_FACTOR = 1.3;

/** Stations farther than this estimated walk are not named on a place page. */
export const NEARBY_STATION_MAX_WALK_M = 1_500;

/** The filter "step-free station within 500 m": an estimated walk of at most this. */
export const STEP_FREE_STATION_WALK_M = 500;

/** The estimated walk for a straight-line distance in metres: × WALKING_DETOUR_FACTOR, up to 50 m. */
export const walkingMetres = (straightMetres: number): number =>
  Math.ceil((straightMetres * WALKING_DETOUR_FACTOR) / 50) * 50;

/**
 * The longest straight line whose walk (walkingMetres) is at most `walkMetres`: a walk shown as "500 m"
 * passes the 500 m filter, "550 m" does not.
 */
export const straightMetresFor = (walkMetres: number): number => walkMetres / WALKING_DETOUR_FACTOR;
