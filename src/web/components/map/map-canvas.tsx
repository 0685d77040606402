/**
 * The Leaflet map (decision 008): tiles from the configured server (`GET /api/map-config`, OpenStreetMap by
 * default, with its attribution), one marker per place, clustered with leaflet.markercluster, and the
 * visitor's position when known. Loaded lazily (map-view.tsx), so Leaflet costs nothing until a map is
 * opened. Without tiles (offline) the markers and clusters still work.
 */
import "leaflet/dist/leaflet.css";
import "./map.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { TPlacePoint } from "#shared/schemas/places";
import { escapeHtml, HAMBURG, useMapTiles } from "./map-tiles";

// leaflet.markercluster is a UMD script that extends the global `L`.
(globalThis as { L?: typeof L }).L = L;
await import("leaflet.markercluster");

export function MapCanvas({
  points,
  selectedId,
  onSelect,
  position,
  label,
  isInteractive = true,
  className,
}: {
  points: readonly TPlacePoint[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** False for a map that only shows where something is: its marker is no button. */
  isInteractive?: boolean;
  position?: { lat: number; lng: number } | null;
  /** The map region's accessible name. */
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const clusters = useRef<L.MarkerClusterGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  // The map itself, once.
  useEffect(() => {
    if (!container.current) return;
    // maxZoom on the map itself: the cluster layer needs it before any tiles (which also set it) exist.
    const instance = L.map(container.current, { center: HAMBURG, zoom: 11, maxZoom: 19, zoomControl: true });
    instance.attributionControl.setPrefix(false);
    const group = L.markerClusterGroup({
      showCoverageOnHover: false,
      chunkedLoading: true,
      maxClusterRadius: 50,
      iconCreateFunction: (cluster) => {
        const count = cluster.getChildCount();
        const size = count < 10 ? 40 : count < 100 ? 46 : 54;
        return L.divIcon({
          html: `<span aria-hidden="true">${count}</span><span class="luett-sr-only">${escapeHtml(
            t("map.cluster", { count }),
          )}</span>`,
          className: "luett-cluster",
          iconSize: L.point(size, size),
        });
      },
    });
    group.addTo(instance);
    map.current = instance;
    clusters.current = group;
    const currentMarkers = markers.current;
    return () => {
      instance.remove();
      map.current = null;
      clusters.current = null;
      currentMarkers.clear();
    };
    // The cluster label's language is read when clusters are drawn; a language switch redraws them.
  }, [t]);

  useMapTiles(map);

  // Markers for the points; the view fits them.
  useEffect(() => {
    const group = clusters.current;
    const instance = map.current;
    if (!group || !instance) return;
    group.clearLayers();
    markers.current.clear();
    const layers = points.map((point) => {
      const marker = L.marker([point.latitude, point.longitude], {
        title: point.name,
        interactive: isInteractive,
        keyboard: isInteractive,
        icon: L.divIcon({
          className: "luett-marker",
          html: "<span></span>",
          iconSize: [28, 28],
          iconAnchor: [14, 28],
        }),
      });
      marker.on("click", () => onSelectRef.current(point.id));
      markers.current.set(point.id, marker);
      return marker;
    });
    group.addLayers(layers);
    if (points.length > 0) {
      instance.fitBounds(L.latLngBounds(points.map((point) => [point.latitude, point.longitude])), {
        padding: [32, 32],
        maxZoom: 16,
      });
    }
  }, [points, isInteractive]);

  // The selected marker stands out.
  useEffect(() => {
    for (const [id, marker] of markers.current) {
      marker.getElement()?.classList.toggle("is-selected", id === selectedId);
    }
  }, [selectedId, points]);

  // The visitor's position.
  useEffect(() => {
    if (!map.current || !position) return;
    const marker = L.marker([position.lat, position.lng], {
      title: t("map.yourPosition"),
      interactive: false,
      keyboard: false,
      icon: L.divIcon({ className: "luett-position", html: "<span></span>", iconSize: [18, 18] }),
    }).addTo(map.current);
    return () => {
      marker.remove();
    };
  }, [position, t]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      data-testid="place-map"
      data-marker-count={points.length}
      className={className}
    />
  );
}
