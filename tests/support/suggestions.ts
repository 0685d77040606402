/**
 * Pending place and course suggestions written straight into the database, as a parent's suggestion
 * form would leave them (the form's own path is tested in modules/suggestions/routes.test.ts), for the
 * tests of what admins do with them.
 */
import type { Db } from "#server/db/client.js";
import { courseSuggestions, placeSuggestions } from "#server/db/schema.js";

/** Who sent the suggestion: the account and the name the form recorded. */
export type Submitter = { id: string; name: string };

/** A pending playground suggestion in Eimsbüttel, with coordinates and a photo URL. */
export async function insertPlaceSuggestion(db: Db, submitter: Submitter, name: string) {
  const [row] = await db
    .insert(placeSuggestions)
    .values({
      name,
      description: "Großer Sandkasten und Schatten",
      type: "playground",
      features: ["Play area", "Changing table"],
      address: "Osterstraße 1, 20259 Hamburg",
      latitude: 53.5761,
      longitude: 9.9532,
      stadtteil: "Eimsbüttel",
      bezirk: "Eimsbüttel",
      image_url: "/files/suggestion-images/test/photo-detail.webp",
      submitted_by: submitter.id,
      submitted_by_name: submitter.name,
    })
    .returning();
  if (!row) throw new Error("no suggestion");
  return row;
}

/** A pending music course suggestion with a booking link. */
export async function insertCourseSuggestion(
  db: Db,
  submitter: Submitter,
  title: string,
  ageGroup = "6-18 months",
) {
  const [row] = await db
    .insert(courseSuggestions)
    .values({
      title,
      description: "Singen und Bewegen",
      age_group: ageGroup,
      type: "Music",
      location: "Elternschule Eimsbüttel",
      schedule: "Di 09:30–10:30",
      booking_url: "https://example.org/kurs",
      submitted_by: submitter.id,
      submitted_by_name: submitter.name,
    })
    .returning();
  if (!row) throw new Error("no suggestion");
  return row;
}
