import { z } from "zod";
import { ZCourseCard } from "./courses.js";
import { ZPlaceCard } from "./places.js";
import { ZPostCard } from "./posts.js";
import { HOME_PLACE_ROWS } from "../home-rows.js";
import { WEATHER_ICONS } from "../weather.js";

/**
 * Today's weather in Hamburg (Bright Sky over the DWD's open data, shared/weather.ts): the sky, the
 * temperature in whole °C and what suits today; null when the weather service is off, down or slow.
 */
export const ZToday = z.object({
  icon: z.enum(WEATHER_ICONS),
  temperature: z.number().int(),
  suits: z.enum(["indoor", "outdoor"]).nullable(),
});
export type TToday = z.infer<typeof ZToday>;

/**
 * Everything the home page shows, in one response (spec 01 §2 Home): the three place sections chosen by the
 * spec's category rules (spec 01 §9) and ordered by today's weather (decision 044), courses and the newest
 * tips.
 */
export const ZHomeData = z.object({
  cafes: z.array(ZPlaceCard),
  indoor: z.array(ZPlaceCard),
  changing: z.array(ZPlaceCard),
  /** Playgrounds and parks, water play and shade first: filled on a warm, sunny day only. */
  outdoor: z.array(ZPlaceCard),
  courses: z.array(ZCourseCard),
  tips: z.array(ZPostCard),
  today: ZToday.nullable(),
  /** The rows of places to show, in order (shared/home-rows.ts `homeRowOrder`). */
  rows: z.array(z.enum(HOME_PLACE_ROWS)),
});
export type THomeData = z.infer<typeof ZHomeData>;
