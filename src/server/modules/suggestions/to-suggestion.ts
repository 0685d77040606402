import type { TCourseSuggestion, TPlaceSuggestion } from "#shared/schemas/suggestions.js";
import type { courseSuggestions, placeSuggestions } from "#server/db/schema.js";

/** A stored place suggestion as the API shows it to its submitter (and, with more, to admins: ./admin-service.ts). */
export const toPlaceSuggestion = (row: typeof placeSuggestions.$inferSelect): TPlaceSuggestion => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  features: row.features,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  stadtteil: row.stadtteil,
  bezirk: row.bezirk,
  image_url: row.image_url,
  submitted_by_name: row.submitted_by_name,
  status: row.status,
  created_at: row.created_at.toISOString(),
});

/** A stored course suggestion as the API shows it to its submitter (and, with more, to admins). */
export const toCourseSuggestion = (row: typeof courseSuggestions.$inferSelect): TCourseSuggestion => ({
  id: row.id,
  title: row.title,
  description: row.description,
  age_group: row.age_group,
  type: row.type,
  location: row.location,
  latitude: row.latitude,
  longitude: row.longitude,
  stadtteil: row.stadtteil,
  bezirk: row.bezirk,
  schedule: row.schedule,
  booking_url: row.booking_url,
  submitted_by_name: row.submitted_by_name,
  status: row.status,
  created_at: row.created_at.toISOString(),
});
