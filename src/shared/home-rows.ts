/**
 * The home page's rows of places and the list each row's "Alle anzeigen" opens: /places with the row's
 * own filter, so the list carries on where the row stops (spec 01 §9 "Home category rules";
 * modules/home/service.ts picks the rows). Imports nothing from Node or the DOM.
 */
import type { PlaceType } from "./constants.js";

/** "Familienfreundliche Cafés": cafés, Kindercafés and restaurants. */
export const HOME_CAFE_TYPES = ["cafe", "kindercafe", "restaurant"] as const satisfies readonly PlaceType[];

/**
 * Where each row's "Alle anzeigen" leads. Indoor places carry the seeded tag "Drinnen" or its English
 * name "Indoor" as a tag or feature (db/seed-tags.ts, the OpenStreetMap import), which the tag filter
 * matches; the changing table is the family fact parents confirm (shared/family-facts.ts).
 */
export const HOME_SEE_ALL = {
  cafes: `/places?${HOME_CAFE_TYPES.map((type) => `type=${type}`).join("&")}`,
  indoor: "/places?tag=Drinnen",
  changing: "/places?fact=changing_table",
  courses: "/courses",
  tips: "/community?type=tip",
} as const;
