/**
 * A small map of one place for its detail page (issue "Discovery" §7). Leaflet loads only when the map
 * scrolls into view, so the detail page's first paint does not pay for it.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { MapPoint } from "./map-view";
import { Skeleton } from "../ui/skeleton";

const MapCanvas = lazy(() => import("./map-canvas").then((module) => ({ default: module.MapCanvas })));

const ignore = () => undefined;

export function LocationMap({ point, label }: { point: MapPoint; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") return setIsVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { id, name, type, latitude, longitude } = point;
  const points = useMemo(
    () => [{ id, name, type, latitude, longitude }],
    [id, name, type, latitude, longitude],
  );
  const skeleton = <Skeleton className="size-full rounded-xl" />;
  return (
    <div ref={box} className="h-48 overflow-hidden rounded-xl border border-stone-200">
      {isVisible ? (
        <Suspense fallback={skeleton}>
          <MapCanvas
            points={points}
            selectedId={null}
            onSelect={ignore}
            isInteractive={false}
            label={label}
            className="z-0 size-full"
          />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}
