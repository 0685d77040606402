/**
 * `--generate-places=<n>`: n generated places for the bench's database (bench-data.ts) — copies of the
 * real Hamburg places, moved up to ~1.5 km and renamed, so filters, text search and distances behave as
 * on a big catalogue (bench/README.md "Bigger data sets": the API's cost must not grow with the table).
 */
import type { Db } from "#server/db/client.js";
import { places } from "#server/db/schema.js";
import { loadImportedPlaces } from "#server/db/seed.js";
import type { ImportedPlace } from "#server/modules/places/import-sync.js";

const BATCH = 1000;
/** ~1.5 km in degrees of latitude; longitude degrees are wider apart here, so the box is about square. */
const SPREAD = 0.0135;

/** A deterministic pseudo-random sequence (mulberry32), so every bench run generates the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The generated copy number `index` of a real place. */
export function generatedPlace(base: ImportedPlace, index: number, next: () => number) {
  return {
    name: `${base.name} ${index + 1}`,
    type: base.type,
    description: base.description,
    address: base.address,
    locality_hint: base.locality_hint,
    latitude: base.latitude + (next() - 0.5) * 2 * SPREAD,
    longitude: base.longitude + ((next() - 0.5) * 2 * SPREAD) / 0.594,
    stadtteil: base.stadtteil,
    bezirk: base.bezirk,
    features: base.features,
    age_recommendations: base.age_recommendations,
    opening_hours: base.opening_hours,
    website: null,
    phone: null,
    source: "bench-generated",
    licence: base.licence,
  };
}

/**
 * Adds `count` generated places to a migrated, seeded database.
 * @param root the project (or build copy) root: data/hamburg lives there
 */
export async function addGeneratedPlaces(db: Db, root: string, count: number): Promise<void> {
  const real = await loadImportedPlaces(root);
  const next = random(20_261_121);
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const index = start + offset;
      return generatedPlace(real[index % real.length]!, index, next);
    });
    await db.insert(places).values(rows);
  }
}
