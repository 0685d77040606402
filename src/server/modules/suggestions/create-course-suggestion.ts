import type { z } from "zod";
import type { TCourseSuggestion, ZCreateCourseSuggestionRequest } from "#shared/schemas/suggestions.js";
import type { Db } from "#server/db/client.js";
import { courseSuggestions } from "#server/db/schema.js";
import { loadStadtteile, locateStadtteil } from "#server/modules/geo/service.js";
import { findSubmitterName } from "./submitter-name.js";
import { toCourseSuggestion } from "./to-suggestion.js";

/**
 * Files a course suggestion as pending (spec 01 §4, §7 "Insert course_suggestions": booking_url or
 * null). The chosen coordinates of the location are kept and get their Stadtteil.
 */
export async function createCourseSuggestion(
  db: Db,
  options: { user: { id: string; email: string }; input: z.output<typeof ZCreateCourseSuggestionRequest> },
): Promise<TCourseSuggestion> {
  const { input, user } = options;
  const area =
    input.latitude !== null && input.longitude !== null
      ? locateStadtteil(loadStadtteile(), input.latitude, input.longitude)
      : null;
  const [row] = await db
    .insert(courseSuggestions)
    .values({
      title: input.title,
      description: input.description,
      age_group: input.age_group,
      type: input.type,
      location: input.location,
      latitude: input.latitude,
      longitude: input.longitude,
      stadtteil: area?.name ?? null,
      bezirk: area?.bezirk ?? null,
      schedule: input.schedule,
      booking_url: input.booking_url || null,
      submitted_by: user.id,
      submitted_by_name: await findSubmitterName(db, user),
    })
    .returning();
  if (!row) throw new Error("course suggestion was not created");
  return toCourseSuggestion(row);
}
