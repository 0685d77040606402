/**
 * Parents' photos of a place (decision 018). The visible photos come with the place
 * (`GET /api/places/:id`, `photos`); these are the viewer's side:
 *  - `GET /api/places/:id/photos/mine`: the ids the viewer liked, added and reported, and their own
 *    photos hidden by a report
 *  - adding: the image is uploaded to `place-photos` first with progress, then claimed by
 *    `POST /api/places/:id/photos`; if the claim fails the upload is deleted again (the server also
 *    sweeps forgotten uploads), so nothing is half-saved
 *  - `DELETE /api/places/:id/photos/:photoId`, `PUT`/`DELETE …/like`
 * Every change refreshes the place (its gallery and image) and the lists (their card images).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { TUpload } from "#shared/schemas/files";
import type {
  TAddPlacePhoto,
  TMyPlacePhotos,
  TPlacePhoto,
  TPlacePhotoLike,
} from "#shared/schemas/place-photos";
import type { TPlaceDetail } from "#shared/schemas/places";
import { api } from "#web/lib/api-client";
import { uploadFile, type UploadProgress } from "#web/lib/upload";
import { placeQueryOptions } from "./get-place";

const base = (placeId: string) => `/places/${encodeURIComponent(placeId)}/photos`;
const myPhotosKey = (placeId: string) => ["places", "photos", "mine", placeId] as const;

const refreshPlace = (queryClient: QueryClient, placeId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: placeQueryOptions(placeId).queryKey }),
    queryClient.invalidateQueries({ queryKey: myPhotosKey(placeId) }),
    queryClient.invalidateQueries({ queryKey: ["places", "list"] }),
  ]);

export const useMyPlacePhotos = (placeId: string, isSignedIn: boolean) =>
  useQuery({
    queryKey: myPhotosKey(placeId),
    queryFn: ({ signal }) => api<TMyPlacePhotos>(`${base(placeId)}/mine`, { signal }),
    enabled: isSignedIn,
  });

/** Which step of adding a photo failed: the upload (nothing was kept) or the claim (upload removed). */
export class AddPhotoError extends Error {
  override name = "AddPhotoError";
  constructor(
    readonly step: "upload" | "create",
    override readonly cause: unknown,
  ) {
    super(`Adding the photo failed at the ${step} step.`);
  }
}

export type AddPlacePhotoInput = Omit<TAddPlacePhoto, "upload_id"> & {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * Uploads the image with progress, then adds it to the place.
 * @throws AddPhotoError with the step that failed and the ApiError behind it
 */
export async function addPlacePhoto(placeId: string, input: AddPlacePhotoInput): Promise<TPlacePhoto> {
  const { file, onProgress, caption } = input;
  let upload: TUpload;
  try {
    upload = await uploadFile<TUpload>("/uploads/place-photos", file, { onProgress });
  } catch (error) {
    throw new AddPhotoError("upload", error);
  }
  try {
    return await api<TPlacePhoto>(base(placeId), {
      method: "POST",
      body: { upload_id: upload.id, caption } satisfies TAddPlacePhoto,
    });
  } catch (error) {
    await api(`/uploads/${upload.id}`, { method: "DELETE" }).catch(() => undefined);
    throw new AddPhotoError("create", error);
  }
}

export const useAddPlacePhoto = (placeId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddPlacePhotoInput) => addPlacePhoto(placeId, input),
    onSuccess: () => refreshPlace(queryClient, placeId),
  });
};

export const useDeletePlacePhoto = (placeId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      api<void>(`${base(placeId)}/${encodeURIComponent(photoId)}`, { method: "DELETE" }),
    onSuccess: () => refreshPlace(queryClient, placeId),
  });
};

/** Likes or unlikes; the count shows at once, the order (and the card image) after the refresh. */
export const useLikePlacePhoto = (placeId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, isLiked }: { photoId: string; isLiked: boolean }) =>
      api<TPlacePhotoLike>(`${base(placeId)}/${encodeURIComponent(photoId)}/like`, {
        method: isLiked ? "PUT" : "DELETE",
      }),
    onSuccess: (result, { photoId }) => {
      queryClient.setQueryData(
        placeQueryOptions(placeId).queryKey,
        (place: TPlaceDetail | undefined) =>
          place && {
            ...place,
            photos: place.photos.map((photo) =>
              photo.id === photoId ? { ...photo, like_count: result.like_count } : photo,
            ),
          },
      );
      queryClient.setQueryData(myPhotosKey(placeId), (mine: TMyPlacePhotos | undefined) =>
        mine
          ? {
              ...mine,
              liked_ids: result.is_liked
                ? [...new Set([...mine.liked_ids, photoId])]
                : mine.liked_ids.filter((id) => id !== photoId),
            }
          : mine,
      );
      void queryClient.invalidateQueries({ queryKey: ["places", "list"] });
    },
  });
};

/** After the viewer reported a photo: it shows as reported (and may be hidden for everyone). */
export const useRefreshAfterReport = (placeId: string) => {
  const queryClient = useQueryClient();
  return () => void refreshPlace(queryClient, placeId);
};
