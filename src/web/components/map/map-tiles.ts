/**
 * What every Leaflet map of the app shares (map-canvas.tsx, point-picker-canvas.tsx): where a map
 * starts, and its tiles from the configured server (`GET /api/map-config`, OpenStreetMap by default, with
 * its attribution), added once the configuration has arrived.
 */
import { useQuery } from "@tanstack/react-query";
import L from "leaflet";
import { useEffect, type RefObject } from "react";
import type { TMapConfig } from "#shared/schemas/map";
import { api } from "#web/lib/api-client";

/** Hamburg's Rathausmarkt, where a map starts before it knows what to show. */
export const HAMBURG: L.LatLngTuple = [53.5503, 9.9925];

/** Text for Leaflet's HTML (attribution, cluster labels). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Adds the configured tiles to the map in `map` once both exist; removes them with the component. */
export function useMapTiles(map: RefObject<L.Map | null>): void {
  const config = useQuery({
    queryKey: ["map-config"],
    queryFn: ({ signal }) => api<TMapConfig>("/map-config", { signal }),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (!map.current || !config.data) return;
    const layer = L.tileLayer(config.data.tileUrl, {
      attribution: escapeHtml(config.data.attribution),
      maxZoom: 19,
      crossOrigin: true,
    }).addTo(map.current);
    return () => {
      layer.remove();
    };
  }, [config.data, map]);
}
