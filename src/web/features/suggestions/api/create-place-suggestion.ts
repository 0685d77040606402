/**
 * Suggesting a place (spec 01 §4 "Suggestion forms", §7 "Insert place_suggestions", "Upload to bucket
 * suggestion-images"): the photo, if any, is uploaded first with progress, then the suggestion claims it.
 * An upload failure stops the submission; if filing fails after the upload, the upload is deleted again
 * (the server also sweeps forgotten uploads), so nothing is half-saved.
 */
import { useMutation } from "@tanstack/react-query";
import type { TUpload } from "#shared/schemas/files";
import type { TCreatePlaceSuggestionRequest, TPlaceSuggestion } from "#shared/schemas/suggestions";
import { api } from "#web/lib/api-client";
import { uploadFile, type UploadProgress } from "#web/lib/upload";
import { SuggestionError } from "./suggestion-error";

export type CreatePlaceSuggestionInput = Omit<TCreatePlaceSuggestionRequest, "image_upload_id"> & {
  photo?: File | undefined;
  onProgress?: (progress: UploadProgress) => void;
};

export async function createPlaceSuggestion(input: CreatePlaceSuggestionInput): Promise<TPlaceSuggestion> {
  const { photo, onProgress, ...fields } = input;
  let upload: TUpload | undefined;
  if (photo) {
    try {
      upload = await uploadFile<TUpload>("/uploads/suggestion-images", photo, { onProgress });
    } catch (error) {
      throw new SuggestionError("upload", error);
    }
  }
  try {
    return await api<TPlaceSuggestion>("/place-suggestions", {
      method: "POST",
      body: { ...fields, image_upload_id: upload?.id ?? null } satisfies TCreatePlaceSuggestionRequest,
    });
  } catch (error) {
    if (upload) await api(`/uploads/${upload.id}`, { method: "DELETE" }).catch(() => undefined);
    throw new SuggestionError("create", error);
  }
}

export const useCreatePlaceSuggestion = () => useMutation({ mutationFn: createPlaceSuggestion });
