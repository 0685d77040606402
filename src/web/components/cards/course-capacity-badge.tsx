/**
 * "Ausgebucht" / "Noch 2 Plätze" over a course card's picture, for bookable courses with
 * few places left. Laid over the card by the course card grid (`course-card-grid.tsx`: /courses,
 * /search, /favorites), so the card itself — and the home page that shows it too — stays as it is. It appears once the page runs and the
 * bookings strings have loaded (they are not part of the list pages' server-rendered strings); being
 * laid over the picture, it moves nothing when it does.
 */
import { useEffect, useState } from "react";
import type { TCourseCapacity } from "#shared/schemas/bookings";
import { useTranslation } from "react-i18next";
import { CapacityBadge, FEW_PLACES_LEFT, placesLeft } from "../bookings/capacity-badge";

function LoadedBadge({ capacity }: { capacity: TCourseCapacity }) {
  const { t, i18n } = useTranslation("bookings");
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  if (!isMounted || !i18n.hasLoadedNamespace("bookings")) return null;
  return (
    <CapacityBadge
      capacity={capacity}
      t={t}
      className="pointer-events-none absolute top-2 left-2 z-10 shadow-sm"
    />
  );
}

export function CourseCapacityBadge({ capacity }: { capacity: TCourseCapacity | null | undefined }) {
  if (!capacity || placesLeft(capacity) > FEW_PLACES_LEFT) return null;
  return <LoadedBadge capacity={capacity} />;
}
