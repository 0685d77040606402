/**
 * POI elements: one shape for the OSM elements of every category, whichever source they come from — the
 * offline extracts in `../shared/data` (the 2026 CSV rows joined to the 2024 raw tags, or the raw
 * extract alone for restaurants and snack bars) or a live Overpass answer (overpass.ts) — so that
 * classification, naming and the fact import run one code path (build-places.ts).
 */
import { haversineMetres, type Position } from "#shared/geo.js";
import { landmarkName, streetWithoutNumber } from "./naming.js";
import {
  CSV_CATEGORIES,
  RAW_ONLY_CATEGORIES,
  SKIPPED_CATEGORIES,
  type CsvCategory,
  type CsvPoi,
  type OsmNode,
  type SkippedCategory,
  type SourceCategory,
  type Tags,
} from "./sources.js";
import { cleanText, normaliseName, similarNames } from "./text.js";

/** One OSM element of one category. An element in several categories comes once per category. */
export type PoiElement = {
  /** "node/123", "way/45", "relation/6". */
  osmId: string;
  category: SourceCategory;
  /** The current name, trimmed; "" when the element has none. */
  name: string;
  /** The node's position, or the centre of a way or relation (Overpass `out center`). */
  position: Position;
  /** Street and house number when the source gives them as text (the CSV); "" means: read `addr:*`. */
  street: string;
  /** Postcode when the source gives it as text (the CSV); "" means: read `addr:postcode`. */
  postcode: string;
  /** Every OSM tag of the element; `{}` when the source has none (or only outdated ones). */
  tags: Tags;
  /** The CSV's 8-digit Ortsteil id, "0" for outside Hamburg; absent for other sources. */
  quarterId?: string;
};

/** Counters of the offline join for the summary and SOURCE.md. */
export type ExtractStats = {
  /** Nodes only in the 2024 raw extract of a CSV category (deleted or re-mapped as areas since). */
  rawOnly: Record<string, number>;
  /** CSV rows whose 2024 tags were ignored (renamed or moved, `rawTagsStillValid`). */
  staleRawTags: number;
};

/**
 * Raw 2024 tags are used only if the node still looks like the same place in 2026: same or similar
 * name (or no name on either side) and moved less than 100 m. Otherwise the node was probably reused
 * for a new business and its old website/phone/opening hours would be wrong.
 */
export function rawTagsStillValid(row: CsvPoi, node: OsmNode): boolean {
  const rawName = node.tags.name ?? "";
  const namesOk =
    !row.name ||
    !rawName ||
    similarNames(row.name, rawName) ||
    normaliseName(row.name) === normaliseName(rawName);
  return namesOk && haversineMetres([row.lon, row.lat], [node.lon, node.lat]) < 100;
}

/**
 * The offline sources as elements: every CSV row (2026 name, position and address) with the tags of
 * the same node in any 2024 raw file when they still apply (`rawTagsStillValid`), and every node of the
 * raw-only categories (restaurants, snack bars) as the 2024 extract has it. Pure.
 */
export function poisFromExtracts(
  csv: ReadonlyMap<CsvCategory | SkippedCategory, readonly CsvPoi[]>,
  raw: ReadonlyMap<SourceCategory, ReadonlyMap<string, OsmNode>>,
): { pois: PoiElement[]; stats: ExtractStats } {
  const stats: ExtractStats = { rawOnly: {}, staleRawTags: 0 };
  // A node can be in several raw files; its tags are the same in each.
  const rawById = new Map<string, OsmNode>();
  for (const nodes of raw.values()) for (const [id, node] of nodes) rawById.set(id, node);
  const pois: PoiElement[] = [];
  for (const category of [...CSV_CATEGORIES, ...SKIPPED_CATEGORIES]) {
    const rows = csv.get(category) ?? [];
    const isImported = (CSV_CATEGORIES as readonly string[]).includes(category);
    if (isImported) {
      const csvIds = new Set(rows.map((r) => r.id));
      for (const id of raw.get(category)?.keys() ?? []) {
        if (!csvIds.has(id)) stats.rawOnly[category] = (stats.rawOnly[category] ?? 0) + 1;
      }
    }
    for (const row of rows) {
      const node = rawById.get(row.id);
      const isValid = node !== undefined && rawTagsStillValid(row, node);
      if (node && !isValid && isImported) stats.staleRawTags++;
      pois.push({
        osmId: `node/${row.id}`,
        category,
        name: row.name,
        position: [row.lon, row.lat],
        street: row.street,
        postcode: row.postcode,
        tags: isValid ? node.tags : {},
        quarterId: row.quarterId,
      });
    }
  }
  for (const category of RAW_ONLY_CATEGORIES) {
    for (const node of raw.get(category)?.values() ?? []) {
      pois.push({
        osmId: `node/${node.id}`,
        category,
        name: cleanText(node.tags.name ?? ""),
        position: [node.lon, node.lat],
        street: "",
        postcode: "",
        tags: node.tags,
      });
    }
  }
  return { pois, stats };
}

/** Postcode if it is a German 5-digit code, else null. */
export function cleanPostcode(value: string | undefined): string | null {
  const v = (value ?? "").trim();
  return /^\d{5}$/.test(v) ? v : null;
}

/** Street with house number from the CSV, else from addr:street + addr:housenumber. */
export function streetOf(csvStreet: string, tags: Tags): string | null {
  const s = cleanText(csvStreet);
  if (s) return s;
  const street = cleanText(tags["addr:street"] ?? "");
  if (!street) return null;
  const number = cleanText(tags["addr:housenumber"] ?? "");
  return number ? `${street} ${number}` : street;
}

/** True for an element inside Hamburg: the CSV's Ortsteil when it has one, else the city polygon. */
export function isInHamburg(poi: PoiElement, inCity: (p: Position) => boolean): boolean {
  return poi.quarterId !== undefined ? poi.quarterId !== "0" : inCity(poi.position);
}

/** A street name at a position (a POI's address): the data has no street geometry (SOURCE.md). */
export type LandmarkStreet = { position: Position; street: string };
/** A named place at a position (`landmarkName`: Kitas, Bücherhallen, museums …). */
export type LandmarkPoi = { position: Position; name: string };

/**
 * The streets and named places of every element inside Hamburg, of any category (also the ones not
 * imported, such as Kitas and pharmacies): what names unnamed playgrounds and tells places apart.
 */
export function landmarksOf(
  pois: readonly PoiElement[],
  inCity: (p: Position) => boolean,
): { streets: LandmarkStreet[]; pois: LandmarkPoi[] } {
  const inside = pois.filter((poi) => isInHamburg(poi, inCity));
  return {
    streets: inside.flatMap((poi) => {
      const street = streetWithoutNumber(streetOf(poi.street, poi.tags) ?? "");
      return street ? [{ position: poi.position, street }] : [];
    }),
    pois: inside.flatMap((poi) => {
      const name = landmarkName(poi.category, poi.name, poi.tags);
      return name ? [{ position: poi.position, name }] : [];
    }),
  };
}
