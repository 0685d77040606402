/**
 * "Ausgebucht" / "Noch 2 Plätze": how many places a bookable course has left, on the
 * course page and, when few are left, on course cards. Reads the bookings strings, which the caller has
 * loaded (the badge is never server-rendered: the strings are not part of the pages that show it).
 */
import type { TCourseCapacity } from "#shared/schemas/bookings";
import type { TFunction } from "i18next";
import { Badge, type BadgeSize } from "../ui/badge";

/** Cards show the badge from this many places left down to none. */
export const FEW_PLACES_LEFT = 3;

export const placesLeft = (capacity: TCourseCapacity): number =>
  Math.max(0, capacity.places - capacity.booked);

export function CapacityBadge({
  capacity,
  t,
  size,
  className,
}: {
  capacity: TCourseCapacity;
  t: TFunction;
  size?: BadgeSize;
  className?: string;
}) {
  const left = placesLeft(capacity);
  return (
    <Badge
      tone={left === 0 ? "danger" : left <= FEW_PLACES_LEFT ? "sun" : "success"}
      size={size}
      className={className}
    >
      {left === 0 ? t("bookings.capacity.full") : t("bookings.capacity.left", { count: left })}
    </Badge>
  );
}
