/**
 * The warning an admin sees while a place, a place suggestion or a café/provider profile has no map
 * position, with "Position setzen", which opens the position dialog (loaded on first
 * use: the map and Leaflet download only then). Renders nothing when the position is known.
 */
import { MapPinOff, MapPinned } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { useTranslation } from "react-i18next";
import type { PositionTarget } from "../api/set-position";

const PositionDialog = lazy(() =>
  import("./position-dialog").then((module) => ({ default: module.PositionDialog })),
);

export function MissingPosition({
  target,
  name,
  address,
  latitude,
  longitude,
  hint,
  isCompact = false,
  className,
}: {
  target: PositionTarget;
  /** The item's name, for the dialog's title and the button's accessible name. */
  name: string;
  /** The item's address, prefilled in the address search. */
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Shown instead of the action where the position is set elsewhere (an imported suggestion). */
  hint?: string;
  /** A table cell's short form: the badge and the button, no explanation. */
  isCompact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("admin");
  const [isOpen, setIsOpen] = useState(false);
  if (latitude !== null && longitude !== null) return null;
  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-2 rounded-xl border border-amber-300 bg-sun-100 px-3 py-2 text-sm text-amber-950",
        isCompact && "border-0 bg-transparent p-0",
        className,
      )}
    >
      <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-amber-200 px-2 py-0.5 font-bold whitespace-nowrap text-amber-950">
        <MapPinOff aria-hidden="true" className="size-4 shrink-0 text-amber-800" />
        {t("position.missing")}
      </span>
      {isCompact ? null : <span className="min-w-48 flex-1">{hint ?? t("position.missingText")}</span>}
      {hint ? null : (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t("position.setFor", { name })}
          className="whitespace-nowrap"
          onClick={() => setIsOpen(true)}
        >
          <MapPinned aria-hidden="true" className="size-4" />
          {t("position.set")}
        </Button>
      )}
      {isOpen ? (
        <Suspense fallback={null}>
          <PositionDialog target={target} name={name} address={address} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
