/**
 * The admin's "Position setzen" dialog (the admin sets the position by clicking a map or
 * searching an address): the address search (prefilled with the item's address; keyboard users set the
 * point here) and a map on which a click sets the point. It says which point is chosen, and where it
 * lies when the address search knows; "Position speichern" sends only the point, the server computes
 * the Stadtteil and Bezirk. Loaded on first use by missing-position.tsx, with the map lazily inside.
 */
import { LoaderCircle } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { TPlaceDetails } from "#shared/schemas/geo";
import { AddressSearch } from "#web/components/address-search/address-search";
import type { PickedPoint } from "#web/components/map/point-picker-canvas";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog";
import { Skeleton } from "#web/components/ui/skeleton";
import { apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { useSetPosition, type PositionTarget } from "../api/set-position";

const PointPickerCanvas = lazy(() =>
  import("#web/components/map/point-picker-canvas").then((module) => ({
    default: module.PointPickerCanvas,
  })),
);

/** Five decimals: about a metre, as the suggestion cards show coordinates. */
const formatCoordinate = (value: number) => value.toFixed(5);

export function PositionDialog({
  target,
  name,
  address,
  onClose,
}: {
  target: PositionTarget;
  name: string;
  address: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const [text, setText] = useState(address ?? "");
  const [picked, setPicked] = useState<TPlaceDetails | null>(null);
  const [point, setPoint] = useState<PickedPoint | null>(null);
  const save = useSetPosition(target);
  const area = picked ? [picked.stadtteil, picked.bezirk].filter(Boolean).join(", ") : "";

  const onAddressPicked = (details: TPlaceDetails | null) => {
    setPicked(details);
    if (details) setPoint(details.geometry.location);
  };
  const onMapPick = (next: PickedPoint) => {
    setPicked(null);
    setPoint(next);
  };
  const submit = () => {
    if (!point) return;
    save.mutate(
      { latitude: point.lat, longitude: point.lng },
      {
        onSuccess: (saved) => {
          const where = [saved.stadtteil, saved.bezirk].filter(Boolean).join(", ");
          toast.success(where ? t("position.savedIn", { name, area: where }) : t("position.saved", { name }));
          onClose();
        },
        onError: (error) => toast.error(t("position.failed"), { description: apiErrorText(t, error) }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open || save.isPending ? undefined : onClose())}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle>{t("position.setFor", { name })}</DialogTitle>
        <DialogDescription>{t("position.dialogText")}</DialogDescription>
        <div className="mt-4 flex flex-col gap-4">
          <AddressSearch
            id="admin-position-address"
            label={t("position.search")}
            placeholder={t("position.searchPlaceholder")}
            value={text}
            onChange={setText}
            place={picked}
            onPlaceChange={onAddressPicked}
          />
          <Suspense fallback={<Skeleton className="h-72 w-full rounded-xl sm:h-80" />}>
            <PointPickerCanvas
              point={point}
              onPick={onMapPick}
              label={t("position.mapLabel")}
              markerTitle={t("position.marker")}
              className="z-0 h-72 w-full cursor-crosshair overflow-hidden rounded-xl border border-stone-200 sm:h-80"
            />
          </Suspense>
          <p role="status" className="text-sm font-semibold text-stone-900">
            {point
              ? area
                ? t("position.chosenIn", {
                    lat: formatCoordinate(point.lat),
                    lon: formatCoordinate(point.lng),
                    area,
                  })
                : t("position.chosen", { lat: formatCoordinate(point.lat), lon: formatCoordinate(point.lng) })
              : t("position.none")}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
              {t("position.cancel")}
            </Button>
            <Button
              onClick={submit}
              disabled={!point || save.isPending}
              aria-busy={save.isPending || undefined}
            >
              {save.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              ) : null}
              {t("position.save")}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
