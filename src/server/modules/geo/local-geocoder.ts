/**
 * `GEOCODER=local`: searches Hamburg's Stadtteile and the places in the database (see gazetteer.ts).
 * The index is built on first use and rebuilt at most every few minutes, so new places show up without
 * a restart and a busy server does not rebuild it per keystroke.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { isUuid } from "#shared/uuid.js";
import type { Db } from "#server/db/client.js";
import { places } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { buildGazetteer, parseGazetteerPlaceId, type Gazetteer } from "./gazetteer.js";
import { MAX_PREDICTIONS, type GeocodedPlace, type GeocoderProviderImpl } from "./provider.js";
import { loadStadtteile } from "./stadtteile.js";

const INDEX_TTL_MS = 5 * 60_000;

const notFound = () => new AppError("NOT_FOUND", "Address not found");

export function createLocalGeocoder({ db }: { db: Db }): GeocoderProviderImpl {
  let index: { gazetteer: Promise<Gazetteer>; builtAt: number } | undefined;

  const load = async (): Promise<Gazetteer> => {
    const rows = await db
      .select({
        id: places.id,
        name: places.name,
        address: places.address,
        latitude: places.latitude,
        longitude: places.longitude,
        stadtteil: places.stadtteil,
      })
      .from(places)
      .where(and(isNotNull(places.latitude), isNotNull(places.longitude)));
    return buildGazetteer(
      loadStadtteile(),
      rows.map((row) => ({ ...row, latitude: row.latitude!, longitude: row.longitude! })),
    );
  };

  const gazetteer = (): Promise<Gazetteer> => {
    if (!index || Date.now() - index.builtAt > INDEX_TTL_MS) {
      const building = load();
      index = { gazetteer: building, builtAt: Date.now() };
      // A failed build is not cached: the next request tries again.
      building.catch(() => {
        index = undefined;
      });
    }
    return index.gazetteer;
  };

  return {
    autocomplete: async ({ input }) => (await gazetteer()).search(input, MAX_PREDICTIONS),
    details: async ({ placeId }): Promise<GeocodedPlace> => {
      const parsed = parseGazetteerPlaceId(placeId);
      if (!parsed) throw notFound();
      if (parsed.kind === "stadtteil") {
        const stadtteil = loadStadtteile().find((candidate) => candidate.id === parsed.key);
        if (!stadtteil) throw notFound();
        return {
          place_id: placeId,
          name: stadtteil.name,
          formatted_address: `${stadtteil.name}, Hamburg`,
          geometry: { location: { lat: stadtteil.center[0], lng: stadtteil.center[1] } },
        };
      }
      if (!isUuid(parsed.key)) throw notFound();
      const [row] = await db
        .select({
          name: places.name,
          address: places.address,
          latitude: places.latitude,
          longitude: places.longitude,
        })
        .from(places)
        .where(eq(places.id, parsed.key))
        .limit(1);
      if (!row || row.latitude === null || row.longitude === null) throw notFound();
      return {
        place_id: placeId,
        name: parsed.kind === "place" ? row.name : (row.address.split(",")[0] ?? row.address),
        formatted_address: row.address,
        geometry: { location: { lat: row.latitude, lng: row.longitude } },
      };
    },
  };
}
