/**
 * A map of places with the card of the tapped marker (decision 008). Light: Leaflet and the canvas load only
 * when this renders (React.lazy), and never on the server.
 */
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cardCondition } from "#shared/condition-reports";
import type { YesFactKey } from "#shared/family-facts";
import type { TPlaceDetail, TPlacePoint } from "#shared/schemas/places";
import { api } from "#web/lib/api-client";
import { cn } from "#web/lib/cn";
import { PlaceCard, PlaceCardSkeleton } from "../cards/place-card";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";

const MapCanvas = lazy(() => import("./map-canvas").then((module) => ({ default: module.MapCanvas })));

const MAP_HEIGHT = "h-[65vh] min-h-80";

/** The tapped place, read like the detail page does (same query key, so either fills the other's cache). */
function SelectedPlace({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const place = useQuery({
    queryKey: ["places", "detail", id],
    queryFn: ({ signal }) => api<TPlaceDetail>(`/places/${encodeURIComponent(id)}`, { signal }),
  });
  return (
    <section
      aria-label={t("map.selected")}
      aria-live="polite"
      className="absolute inset-x-2 bottom-2 z-[1000] mx-auto max-w-sm sm:right-auto sm:left-3"
    >
      <div className="relative">
        {place.data ? (
          <PlaceCard
            place={{
              ...place.data,
              ...cardCondition(
                place.data.closed_at !== null,
                place.data.condition_reports.map((report) => report.kind),
              ),
              yes_facts: place.data.facts
                .filter((fact) => fact.value === "yes")
                .map((fact) => fact.key as YesFactKey),
            }}
            headingLevel={2}
            className="shadow-lg"
          />
        ) : place.isError ? (
          <p className="rounded-2xl bg-white p-4 text-stone-800 shadow-lg">{t("places.detail.loadFailed")}</p>
        ) : (
          <PlaceCardSkeleton className="shadow-lg" />
        )}
        <Button
          variant="secondary"
          size="icon"
          onClick={onClose}
          aria-label={t("map.closeCard")}
          className="absolute top-2 left-2 z-20 shadow-sm"
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </section>
  );
}

export function MapView({
  points,
  isLoading,
  isTruncated,
  position,
  label,
  className,
}: {
  points: readonly TPlacePoint[] | undefined;
  isLoading: boolean;
  /** More places match than the map shows. */
  isTruncated?: boolean;
  position?: { lat: number; lng: number } | null;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Leaflet needs the browser: render it only after the first (possibly server-rendered) paint.
  const [isClient, setIsClient] = useState(false);
  useEffect(() => setIsClient(true), []);
  const fallback = <Skeleton className={cn("w-full rounded-2xl", MAP_HEIGHT)} />;

  return (
    <div className={cn("relative", className)}>
      {isClient ? (
        <Suspense fallback={fallback}>
          <MapCanvas
            points={points ?? []}
            selectedId={selectedId}
            onSelect={setSelectedId}
            position={position}
            label={label}
            className={cn("z-0 w-full overflow-hidden rounded-2xl border border-stone-200", MAP_HEIGHT)}
          />
        </Suspense>
      ) : (
        fallback
      )}
      {isLoading ? (
        <p
          role="status"
          className="absolute top-3 left-1/2 z-[1000] -translate-x-1/2 rounded-full bg-white px-4 py-2 text-sm font-semibold shadow"
        >
          {t("common.loading")}
        </p>
      ) : null}
      {selectedId ? <SelectedPlace id={selectedId} onClose={() => setSelectedId(null)} /> : null}
      {isTruncated ? (
        <p className="mt-2 text-sm text-stone-700">{t("map.truncated", { count: points?.length ?? 0 })}</p>
      ) : null}
    </div>
  );
}
