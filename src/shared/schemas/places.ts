import { z } from "zod";
import { PLACE_TYPES } from "../constants.js";
import { ZPageQuery, zPage } from "./common.js";

/** A place as the API returns it (spec 01 §3 "place", plus the geodata from the issue "Foundation"). */
export const ZPlace = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(PLACE_TYPES),
  rating: z.number().nullable(),
  address: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  age_recommendations: z.array(z.string()),
  offers_courses: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  stadtteil: z.string().nullable(),
  bezirk: z.string().nullable(),
  opening_hours: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  osm_id: z.string().nullable(),
  source: z.string(),
  licence: z.string().nullable(),
  is_checked_by_parents: z.boolean(),
  created_at: z.string(),
});
export type TPlace = z.infer<typeof ZPlace>;

/** The fields a place card needs; list endpoints return these to keep payloads small. */
export const ZPlaceCard = ZPlace.pick({
  id: true,
  name: true,
  type: true,
  rating: true,
  address: true,
  image_url: true,
  features: true,
  tags: true,
  stadtteil: true,
  is_checked_by_parents: true,
});
export type TPlaceCard = z.infer<typeof ZPlaceCard>;

/** `GET /api/places` query: optional type filter plus paging. */
export const ZPlaceListQuery = ZPageQuery.extend({
  type: z.enum(PLACE_TYPES).optional(),
});
export type TPlaceListQuery = z.infer<typeof ZPlaceListQuery>;

export const ZPlaceList = zPage(ZPlaceCard);
export type TPlaceList = z.infer<typeof ZPlaceList>;
