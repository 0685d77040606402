/**
 * Per-type illustration for places without a photo (most OpenStreetMap places have none): the drawings
 * in ./placeholders, each under Vite's inline limit, so the build turns them into `data:` URLs — no
 * network request, crisp at any size, and the same 16:10 box as a photo so nothing shifts. One `<img>`
 * instead of inline SVG keeps a list of cards a few hundred DOM nodes lighter to paint and hydrate.
 */
import type { PlaceType } from "#shared/constants";
import { cn } from "#web/lib/cn";
import activityCenter from "./placeholders/activity-center.svg";
import cafe from "./placeholders/cafe.svg";
import iceCream from "./placeholders/ice-cream.svg";
import kindercafe from "./placeholders/kindercafe.svg";
import library from "./placeholders/library.svg";
import museum from "./placeholders/museum.svg";
import other from "./placeholders/other.svg";
import park from "./placeholders/park.svg";
import playground from "./placeholders/playground.svg";
import restaurant from "./placeholders/restaurant.svg";
import shoppingCenter from "./placeholders/shopping-center.svg";
import sportsFacility from "./placeholders/sports-facility.svg";

const DRAWINGS: Record<PlaceType, string> = {
  activity_center: activityCenter,
  // Family-education centres (decision 020) share the activity centre's drawing: a drawing of their own
  // would grow the home page's JavaScript, whose budget is spent (decisions/020).
  family_education: activityCenter,
  cafe,
  ice_cream: iceCream,
  kindercafe,
  library,
  museum,
  other,
  park,
  playground,
  restaurant,
  shopping_center: shoppingCenter,
  sports_facility: sportsFacility,
};

/** Without a `label` the drawing is decorative and hidden from assistive technology. */
export function PlacePlaceholder({
  type,
  label,
  className,
}: {
  type: PlaceType;
  label?: string;
  className?: string;
}) {
  return (
    <img
      src={DRAWINGS[type] ?? DRAWINGS.other}
      alt={label ?? ""}
      decoding="sync"
      className={cn("block size-full object-cover", className)}
    />
  );
}
