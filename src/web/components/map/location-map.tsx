/**
 * A small map of one place for its detail page (decision 008). It loads on a tap: only then do Leaflet and
 * the tiles download, so the page's first paint does not pay for them and the tile server (a third party)
 * learns nothing about visitors who never look at the map (the usual two-click map in Germany). The "Open in
 * maps" link beside it works without it.
 */
import { Map as MapIcon } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TPlacePoint } from "#shared/schemas/places";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";

const MapCanvas = lazy(() => import("./map-canvas").then((module) => ({ default: module.MapCanvas })));

const ignore = () => undefined;

export function LocationMap({ point, label }: { point: TPlacePoint; label: string }) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  const { id, name, type, latitude, longitude } = point;
  const points = useMemo(
    () => [{ id, name, type, latitude, longitude }],
    [id, name, type, latitude, longitude],
  );
  return (
    <div className="h-48 overflow-hidden rounded-xl border border-stone-200 bg-stone-100">
      {isShown ? (
        <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
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
        <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center">
          <Button variant="secondary" onClick={() => setIsShown(true)}>
            <MapIcon aria-hidden="true" className="size-4" />
            {t("map.show")}
          </Button>
          <p className="text-xs text-stone-700">{t("map.showNote")}</p>
        </div>
      )}
    </div>
  );
}
