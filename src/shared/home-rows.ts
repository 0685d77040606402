/**
 * The home page's rows of places and the list each row's "Alle anzeigen" opens: /places with the row's
 * own filter, so the list carries on where the row stops (spec 01 §9 "Home category rules";
 * modules/home/service.ts picks the rows). Imports nothing from Node or the DOM.
 */
import type { PlaceType } from "./constants.js";
import type { TodaySuits } from "./weather.js";

/** "Familienfreundliche Cafés": cafés, Kindercafés and restaurants. */
export const HOME_CAFE_TYPES = ["cafe", "kindercafe", "restaurant"] as const satisfies readonly PlaceType[];

/** Outdoor places for a warm, sunny day: playgrounds and parks (water play and shade first). */
export const HOME_OUTDOOR_TYPES = ["playground", "park"] as const satisfies readonly PlaceType[];

/** The home's rows of places. */
export const HOME_PLACE_ROWS = ["cafes", "indoor", "changing", "outdoor"] as const;
export type HomePlaceRow = (typeof HOME_PLACE_ROWS)[number];

/**
 * The rows of places the home shows, in order, for what suits today (shared/weather.ts): rain or cold
 * brings the indoor row to the top; a warm, sunny day opens with the outdoor row and moves the indoor
 * row to the end; without the weather the home is as it always was.
 */
export function homeRowOrder(suits: TodaySuits): HomePlaceRow[] {
  if (suits === "indoor") return ["indoor", "cafes", "changing"];
  if (suits === "outdoor") return ["outdoor", "cafes", "changing", "indoor"];
  return ["cafes", "indoor", "changing"];
}

/**
 * Where each row's "Alle anzeigen" leads. Indoor places carry the seeded tag "Drinnen" or its English
 * name "Indoor" as a tag or feature (db/seed-tags.ts, the OpenStreetMap import), which the tag filter
 * matches; the changing table is the family fact parents confirm (shared/family-facts.ts).
 */
export const HOME_SEE_ALL = {
  cafes: `/places?${HOME_CAFE_TYPES.map((type) => `type=${type}`).join("&")}`,
  indoor: "/places?tag=Drinnen",
  changing: "/places?fact=changing_table",
  outdoor: `/places?${HOME_OUTDOOR_TYPES.map((type) => `type=${type}`).join("&")}`,
  courses: "/courses",
  tips: "/community?type=tip",
} as const;
