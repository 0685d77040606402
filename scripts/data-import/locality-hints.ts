/**
 * The distinguishing line of a card: a place card shows the name and the address, and for most
 * playgrounds and parks the address is only the Stadtteil ("Ottensen, Hamburg"), so four "Spielplatz in
 * Ottensen (1)–(4)" look alike. Such places get the name of a nearby landmark from the data — a street
 * (a POI's address: the data has no street geometry), a named park, or a named place (Kita, Bücherhalle
 * …) — which the card shows as "Nähe Gaußstraße". Places of one name and one address get different
 * landmarks, each landmark going to the place nearest to it. Nothing is invented: no landmark within
 * 750 m (HINT_METRES), no line.
 */
import { haversineMetres, type Position } from "#shared/geo.js";
import { streetWithoutNumber } from "./naming.js";
import { distanceToPark, type OsmPark } from "./parks.js";
import type { LandmarkPoi, LandmarkStreet } from "./pois.js";
import { compareStrings, normaliseName } from "./text.js";

/** How far a landmark may be to name a place's whereabouts. */
export const HINT_METRES = 750;

/** A landmark chosen for a place. */
export type HintLandmark = { kind: "street" | "park" | "place"; name: string };

/** What the hints are chosen from: streets and named places at a point, parks by their polygon. */
export type HintLandmarks = {
  streets: readonly LandmarkStreet[];
  /** Named parks: an OSM park (distance to its polygon) or a point (a 2016 park without OSM match). */
  parks: ReadonlyArray<{ name: string; park?: OsmPark; point?: Position }>;
  pois: readonly LandmarkPoi[];
};

/** The place fields the choice looks at. */
export type HintPlace = {
  name: string;
  street: string | null;
  address: string;
  latitude: number;
  longitude: number;
};

/** The name without a distinguishing number: "Spielplatz in Ottensen (2)" → "Spielplatz in Ottensen". */
const baseName = (name: string) => name.replace(/ \(\d+\)$/, "");

type Candidate = HintLandmark & { metres: number };

/**
 * The landmarks within HINT_METRES of a place, nearest first (ties: alphabetical), each name once,
 * leaving out what the card already says: a name within the place's name ("Jenischpark" for "Spielplatz
 * im Jenischpark") and the place's own street.
 */
function candidatesFor(place: HintPlace, landmarks: HintLandmarks): Candidate[] {
  const position: Position = [place.longitude, place.latitude];
  const own = normaliseName(place.name);
  const ownStreet = place.street ? normaliseName(streetWithoutNumber(place.street)) : null;
  const found: Candidate[] = [];
  for (const s of landmarks.streets) {
    const metres = haversineMetres(position, s.position);
    if (metres <= HINT_METRES) found.push({ kind: "street", name: s.street, metres });
  }
  for (const p of landmarks.parks) {
    const reference = p.park?.point ?? p.point;
    if (!reference || haversineMetres(position, reference) > 5_000) continue;
    const metres = p.park ? distanceToPark(position, p.park) : haversineMetres(position, p.point!);
    if (metres <= HINT_METRES) found.push({ kind: "park", name: p.name, metres });
  }
  for (const p of landmarks.pois) {
    const metres = haversineMetres(position, p.position);
    if (metres <= HINT_METRES) found.push({ kind: "place", name: p.name, metres });
  }
  found.sort((a, b) => a.metres - b.metres || compareStrings(a.name, b.name));
  const seen = new Set<string>();
  return found.filter((c) => {
    const name = normaliseName(c.name);
    if (!name || seen.has(name) || own.includes(name) || name === ownStreet) return false;
    seen.add(name);
    return true;
  });
}

/**
 * The distinguishing line of each place (same order as `places`), or null: for every place without a
 * street, and for every place whose name (without its number) and address another place shares. Among
 * places of one name and address, each landmark goes to the place nearest to it and the others take
 * their next nearest, so no two of them show the same line. Deterministic.
 */
export function localityHints(
  places: readonly HintPlace[],
  landmarks: HintLandmarks,
): Array<HintLandmark | null> {
  const groups = new Map<string, number[]>();
  places.forEach((place, index) => {
    const key = `${normaliseName(baseName(place.name))}\u0000${place.address}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const hints: Array<HintLandmark | null> = places.map(() => null);
  for (const members of groups.values()) {
    const needing = members.length > 1 ? members : members.filter((index) => !places[index]!.street);
    if (needing.length === 0) continue;
    const options = new Map(needing.map((index) => [index, candidatesFor(places[index]!, landmarks)]));
    const taken = new Set<string>();
    let open = [...needing];
    while (open.length > 0) {
      // The nearest free landmark of any open place goes to that place.
      let best: { index: number; candidate: Candidate } | null = null;
      for (const index of open) {
        const candidate = options.get(index)!.find((c) => !taken.has(normaliseName(c.name)));
        if (
          candidate &&
          (!best ||
            candidate.metres < best.candidate.metres ||
            (candidate.metres === best.candidate.metres && index < best.index))
        ) {
          best = { index, candidate };
        }
      }
      if (!best) break;
      hints[best.index] = { kind: best.candidate.kind, name: best.candidate.name };
      taken.add(normaliseName(best.candidate.name));
      open = open.filter((index) => index !== best.index);
    }
  }
  return hints;
}
