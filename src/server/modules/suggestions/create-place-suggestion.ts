import type { z } from "zod";
import type { TPlaceSuggestion, ZCreatePlaceSuggestionRequest } from "#shared/schemas/suggestions.js";
import type { Db } from "#server/db/client.js";
import { placeSuggestions } from "#server/db/schema.js";
import type { Storage } from "#server/plugins/storage.js";
import { claimUpload, uploadUrls } from "#server/modules/files/service.js";
import { loadStadtteile, locateStadtteil } from "#server/modules/geo/service.js";
import { findSubmitterName } from "./submitter-name.js";
import { toPlaceSuggestion } from "./to-suggestion.js";

/**
 * Files a place suggestion as pending (spec 01 §4 "Suggestion forms", §7 "Insert place_suggestions").
 * The chosen coordinates are kept and get their Stadtteil; a photo upload (bucket suggestion-images) is
 * claimed in the same transaction, so a suggestion never points at a missing image.
 * @throws AppError BAD_REQUEST when the upload is missing, someone else's or already used
 */
export async function createPlaceSuggestion(
  db: Db,
  options: {
    storage: Storage;
    user: { id: string; email: string };
    input: z.output<typeof ZCreatePlaceSuggestionRequest>;
  },
): Promise<TPlaceSuggestion> {
  const { input, user } = options;
  const submittedByName = await findSubmitterName(db, user);
  const area =
    input.latitude !== null && input.longitude !== null
      ? locateStadtteil(loadStadtteile(), input.latitude, input.longitude)
      : null;
  return db.transaction(async (tx) => {
    const upload = input.image_upload_id
      ? await claimUpload(tx, {
          id: input.image_upload_id,
          ownerId: user.id,
          bucket: "suggestion-images",
        })
      : null;
    const [row] = await tx
      .insert(placeSuggestions)
      .values({
        name: input.name,
        description: input.description,
        type: input.type,
        features: input.features,
        address: input.address,
        latitude: input.latitude,
        longitude: input.longitude,
        stadtteil: area?.name ?? null,
        bezirk: area?.bezirk ?? null,
        image_id: upload?.id ?? null,
        image_url: upload ? uploadUrls(options.storage, upload.bucket, upload.key).detail : null,
        submitted_by: user.id,
        submitted_by_name: submittedByName,
      })
      .returning();
    if (!row) throw new Error("place suggestion was not created");
    return toPlaceSuggestion(row);
  });
}
