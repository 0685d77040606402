/**
 * The icon of each family fact that can be "yes" (decision 016), on cards and the place page; labels:
 * `factLabels.<key>`. Cards load these with every list, so the facts with other answers (ages, ground)
 * keep their icons on the place page.
 */
import {
  Accessibility,
  Armchair,
  Baby,
  Droplets,
  Fence,
  Footprints,
  Milk,
  Shovel,
  SquareParking,
  Toilet,
  ToyBrick,
  TreeDeciduous,
  type LucideIcon,
} from "lucide-react";
import type { YesFactKey } from "#shared/family-facts";

export const FACT_ICONS: Record<YesFactKey, LucideIcon> = {
  changing_table: Baby,
  highchair: Armchair,
  wheelchair: Accessibility,
  stroller: Footprints,
  stroller_parking: SquareParking,
  baby_feeding: Milk,
  kids_area: ToyBrick,
  toilets: Toilet,
  fenced: Fence,
  shade: TreeDeciduous,
  "playground:sandpit": Shovel,
  "playground:water": Droplets,
};
