/**
 * A Leaflet map on which a click (or tap) sets one point (the admin sets a missing position
 * by clicking a map). Tiles and markers as on the place map (map-canvas.tsx, map.css); loaded lazily,
 * so Leaflet costs nothing until such a map opens. A point set elsewhere (the address search beside it)
 * is shown and brought into view; a point set by a click leaves the view as it is. Keyboard users set
 * the point with the address search: Leaflet's map has no keyboard way to choose a spot.
 */
import "leaflet/dist/leaflet.css";
import "./map.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { HAMBURG, useMapTiles } from "./map-tiles";

/** The zoom a point is shown at when the map moves to it: streets and house blocks are readable. */
const POINT_ZOOM = 16;

export type PickedPoint = { lat: number; lng: number };

export function PointPickerCanvas({
  point,
  onPick,
  label,
  markerTitle,
  className,
}: {
  point: PickedPoint | null;
  onPick: (point: PickedPoint) => void;
  /** The map region's accessible name. */
  label: string;
  /** The marker's tooltip. */
  markerTitle: string;
  className?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;

  // The map itself, once.
  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, { center: HAMBURG, zoom: 12, maxZoom: 19 });
    instance.attributionControl.setPrefix(false);
    instance.on("click", (event: L.LeafletMouseEvent) =>
      onPickRef.current({ lat: event.latlng.lat, lng: event.latlng.lng }),
    );
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  useMapTiles(map);

  // The point's marker; the view moves only when the point is out of sight.
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      marker.current = L.marker([lat, lng], {
        title: markerTitle,
        interactive: false,
        keyboard: false,
        icon: L.divIcon({
          className: "luett-marker is-selected",
          html: "<span></span>",
          iconSize: [28, 28],
          iconAnchor: [14, 28],
        }),
      }).addTo(instance);
    } else {
      marker.current.setLatLng([lat, lng]);
    }
    if (!instance.getBounds().contains([lat, lng])) {
      instance.setView([lat, lng], Math.max(instance.getZoom(), POINT_ZOOM));
    }
  }, [lat, lng, markerTitle]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      data-testid="point-picker-map"
      data-point={lat !== undefined && lng !== undefined ? `${lat.toFixed(5)},${lng.toFixed(5)}` : ""}
      className={className}
    />
  );
}
