/**
 * Where a place's data comes from, for the provenance line and OpenStreetMap links on the detail
 * page (data/hamburg/SOURCE.md; ODbL requires the credit "© OpenStreetMap contributors").
 */

export type PlaceSource = { source: string; osm_id: string | null; licence: string | null };

export type Provenance =
  | { kind: "openstreetmap"; objectUrl: string | undefined }
  | { kind: "hamburg-parkanlagen-2016"; licence: string }
  | { kind: "other" };

/** "node/123" → its page on openstreetmap.org; anything else → undefined. */
export function osmObjectUrl(osmId: string | null): string | undefined {
  if (!osmId || !/^(node|way|relation)\/\d+$/.test(osmId)) return undefined;
  return `https://www.openstreetmap.org/${osmId}`;
}

/** A map centred on the coordinates with a marker. */
export function osmMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

export function provenanceOf(place: PlaceSource): Provenance {
  if (place.source === "openstreetmap")
    return { kind: "openstreetmap", objectUrl: osmObjectUrl(place.osm_id) };
  if (place.source === "hamburg-parkanlagen-2016") {
    return { kind: "hamburg-parkanlagen-2016", licence: place.licence ?? "dl-de/by-2-0" };
  }
  return { kind: "other" };
}
