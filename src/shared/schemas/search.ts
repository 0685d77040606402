import { z } from "zod";
import { SEARCH_AGE_GROUPS } from "../constants.js";
import { FACT_FILTERS, type FactFilter } from "../family-facts.js";
import { ZPageQuery, zPage } from "./common.js";
import { ZCourseCard } from "./courses.js";
import { placeFilterShape, ZPlaceCard, ZPlacePoints } from "./places.js";

/**
 * `GET /api/search?district=&date=&childAge=&fact=` (spec 01 §2 Home "Search block", §3 "search
 * criteria"): at least one of district, date and age. `date` is a day (YYYY-MM-DD) today or later in
 * Hamburg. `fact` (repeatable, as on /places; decision 016) narrows the places to those whose family
 * facts are shown as "yes"; it does not touch the courses.
 */
export const ZSearchQuery = ZPageQuery.extend({
  district: z.string().trim().min(2).max(60).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be a day written YYYY-MM-DD")
    .optional(),
  childAge: z.enum(SEARCH_AGE_GROUPS).optional(),
  fact: placeFilterShape.fact,
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** The criteria as the server understood them. */
export const ZSearchCriteria = z.object({
  district: z
    .object({
      name: z.string(),
      stadtteil: z.string().nullable(),
      bezirk: z.string().nullable(),
    })
    .nullable(),
  date: z.string().nullable(),
  /** 0 = Sunday … 6 = Saturday, of `date`. */
  weekday: z.number().int().min(0).max(6).nullable(),
  childAge: z.enum(SEARCH_AGE_GROUPS).nullable(),
  /** The fact filters, once each, in the order asked. */
  facts: z.array(z.enum(FACT_FILTERS as [FactFilter, ...FactFilter[]])),
});
export type TSearchCriteria = z.infer<typeof ZSearchCriteria>;

/**
 * Places in or near the district that suit the age and are open that day (or whose hours are unknown,
 * like most parks and playgrounds), nearest to the district's centre first; courses for the age on
 * that weekday. Places are paged; all matching courses come at once.
 */
export const ZSearchResults = z.object({
  criteria: ZSearchCriteria,
  places: zPage(ZPlaceCard),
  courses: z.array(ZCourseCard),
});
export type TSearchResults = z.infer<typeof ZSearchResults>;

export const ZSearchPoints = ZPlacePoints;
