/**
 * The local gazetteer behind `GEOCODER=local` (the default; DESIGN.md "address search: local gazetteer
 * from the seeded Hamburg data"): Hamburg's 104 Stadtteile, the street addresses of all places in the
 * database and the places' names, searched with German-aware matching and no network at all.
 */
import type { TPrediction } from "#shared/schemas/geo.js";
import { MATCH_THRESHOLD, matchScore, prepareQuery, prepareTarget, type MatchTarget } from "./german-text.js";
import type { Stadtteil } from "./stadtteile.js";

/** A place row as the gazetteer needs it. */
export type GazetteerPlace = {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  stadtteil: string | null;
};

export type GazetteerKind = "stadtteil" | "address" | "place";

type Entry = {
  kind: GazetteerKind;
  /** Stadtteil id or place uuid. */
  key: string;
  prediction: TPrediction;
  target: MatchTarget;
};

export type Gazetteer = { search: (input: string, limit: number) => TPrediction[]; size: number };

/** Prediction ids are `<kind>:<key>`, so the details call knows where to look. */
export const gazetteerPlaceId = (kind: GazetteerKind, key: string): string => `${kind}:${key}`;

/** Splits a gazetteer place id; null for anything else. */
export function parseGazetteerPlaceId(placeId: string): { kind: GazetteerKind; key: string } | null {
  const match = /^(stadtteil|address|place):([\w-]{1,64})$/.exec(placeId);
  return match ? { kind: match[1] as GazetteerKind, key: match[2]! } : null;
}

/** A street address has a house number ("Osterstraße 12, 20259 Hamburg"), unlike "Langenhorn, Hamburg". */
const isStreetAddress = (address: string): boolean => /\d/.test(address.split(",")[0] ?? "");

/** "Osterstraße 12, 20259 Hamburg" → ["Osterstraße 12", "20259 Hamburg"]. */
const splitAddress = (address: string): [string, string] => {
  const [first = address, ...rest] = address.split(",").map((part) => part.trim());
  return [first, rest.join(", ")];
};

const KIND_ORDER: Record<GazetteerKind, number> = { stadtteil: 0, address: 1, place: 2 };

/** Builds the search index once; `search` is then a pure in-memory scan (about 1 ms for 1,500 places). */
export function buildGazetteer(
  stadtteile: readonly Stadtteil[],
  places: readonly GazetteerPlace[],
): Gazetteer {
  const entries: Entry[] = [];
  for (const stadtteil of stadtteile) {
    const secondary = `${stadtteil.bezirk}, Hamburg`;
    entries.push({
      kind: "stadtteil",
      key: stadtteil.id,
      target: prepareTarget(stadtteil.name),
      prediction: {
        place_id: gazetteerPlaceId("stadtteil", stadtteil.id),
        description: `${stadtteil.name}, ${secondary}`,
        structured_formatting: { main_text: stadtteil.name, secondary_text: secondary },
      },
    });
  }
  const seenAddresses = new Set<string>();
  for (const place of places) {
    const [street, rest] = splitAddress(place.address);
    const suffix = place.stadtteil ? ` · ${place.stadtteil}` : "";
    const addressKey = place.address.trim().toLowerCase();
    if (isStreetAddress(place.address) && !seenAddresses.has(addressKey)) {
      seenAddresses.add(addressKey);
      entries.push({
        kind: "address",
        key: place.id,
        target: prepareTarget(place.address),
        prediction: {
          place_id: gazetteerPlaceId("address", place.id),
          description: place.address,
          structured_formatting: {
            main_text: street,
            secondary_text: `${rest}${suffix}`.replace(/^ · /, ""),
          },
        },
      });
    }
    entries.push({
      kind: "place",
      key: place.id,
      target: prepareTarget(place.name),
      prediction: {
        place_id: gazetteerPlaceId("place", place.id),
        description: `${place.name}, ${place.address}`,
        structured_formatting: { main_text: place.name, secondary_text: place.address },
      },
    });
  }

  return {
    size: entries.length,
    search: (input, limit) => {
      const query = prepareQuery(input);
      const scored: Array<{ entry: Entry; score: number }> = [];
      for (const entry of entries) {
        const score = matchScore(query, entry.target);
        if (score >= MATCH_THRESHOLD) scored.push({ entry, score });
      }
      scored.sort(
        (a, b) =>
          b.score - a.score ||
          KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
          a.entry.prediction.description.length - b.entry.prediction.description.length ||
          a.entry.prediction.description.localeCompare(b.entry.prediction.description, "de"),
      );
      return scored.slice(0, limit).map(({ entry }) => entry.prediction);
    },
  };
}
