/**
 * The café API (spec 02 §7 "Café area"; server: modules/cafes/routes.ts). Every change answers the café
 * as its page shows it, which replaces the cached café at once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCafe, TCafeInput } from "#shared/schemas/cafes";
import type { TUpload } from "#shared/schemas/files";
import { api, ApiError } from "#web/lib/api-client";
import { uploadFile } from "#web/lib/upload";

export const CAFE_KEY = ["cafes"] as const;

/** `GET /api/cafes/:id` (404 'Café nicht gefunden'). */
export const cafeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CAFE_KEY, "detail", id],
    queryFn: ({ signal }) => api<TCafe>(`/cafes/${encodeURIComponent(id)}`, { signal }),
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });

/** `GET /api/cafes/mine`: the signed-in user's café, or null when they have none yet. */
export const ownCafeQueryOptions = () =>
  queryOptions({
    queryKey: [...CAFE_KEY, "mine"],
    queryFn: ({ signal }) => api<TCafe | null>("/cafes/mine", { signal }),
  });

export const useCafe = (id: string) => useQuery(cafeQueryOptions(id));

export const useOwnCafe = (isEnabled = true) => useQuery({ ...ownCafeQueryOptions(), enabled: isEnabled });

/** Keeps every cached view of the café (by id and as "mine") on the server's answer. */
function useStoreCafe() {
  const queryClient = useQueryClient();
  return (cafe: TCafe) => {
    queryClient.setQueryData(cafeQueryOptions(cafe.id).queryKey, cafe);
    if (cafe.is_owner) queryClient.setQueryData(ownCafeQueryOptions().queryKey, cafe);
  };
}

/** Reads the café again, e.g. after a review of its place changed its reviews and average. */
export function useRefreshCafe() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: CAFE_KEY });
}

/** `POST /api/cafes`: creates the user's café or updates it (spec 02 §4). */
export function useSaveCafe() {
  const store = useStoreCafe();
  return useMutation({
    mutationFn: (input: TCafeInput) => api<TCafe>("/cafes", { method: "POST", body: input }),
    onSuccess: store,
  });
}

/** Uploads an image or PDF to a café bucket; the returned id is claimed by the next request. */
const uploadTo = (bucket: "cafe-photos" | "cafe-menus", file: File) =>
  uploadFile<TUpload>(`/uploads/${bucket}`, file);

/** Claims an upload; if that fails, the upload is deleted again (the server also sweeps leftovers). */
async function claim(upload: TUpload, request: () => Promise<TCafe>): Promise<TCafe> {
  try {
    return await request();
  } catch (error) {
    await api(`/uploads/${upload.id}`, { method: "DELETE" }).catch(() => undefined);
    throw error;
  }
}

export type CafeChange =
  | { kind: "add-photo"; file: File }
  | { kind: "delete-photo"; photoId: string }
  | { kind: "cover"; photoId: string }
  | { kind: "order"; photoIds: string[] }
  | { kind: "logo"; file: File }
  | { kind: "delete-logo" }
  | { kind: "menu"; file: File }
  | { kind: "delete-menu"; menu: "pdf" | "image" };

async function changeCafe(cafeId: string, change: CafeChange): Promise<TCafe> {
  const base = `/cafes/${encodeURIComponent(cafeId)}`;
  switch (change.kind) {
    case "add-photo": {
      const upload = await uploadTo("cafe-photos", change.file);
      return claim(upload, () =>
        api<TCafe>(`${base}/photos`, { method: "POST", body: { upload_id: upload.id } }),
      );
    }
    case "delete-photo":
      return api<TCafe>(`${base}/photos/${change.photoId}`, { method: "DELETE" });
    case "cover":
      return api<TCafe>(`${base}/photos/${change.photoId}/cover`, { method: "PUT" });
    case "order":
      return api<TCafe>(`${base}/photos/order`, { method: "PUT", body: { photo_ids: change.photoIds } });
    case "logo": {
      const upload = await uploadTo("cafe-photos", change.file);
      return claim(upload, () =>
        api<TCafe>(`${base}/logo`, { method: "PUT", body: { upload_id: upload.id } }),
      );
    }
    case "delete-logo":
      return api<TCafe>(`${base}/logo`, { method: "DELETE" });
    case "menu": {
      const upload = await uploadTo("cafe-menus", change.file);
      return claim(upload, () =>
        api<TCafe>(`${base}/menu`, { method: "PUT", body: { upload_id: upload.id } }),
      );
    }
    case "delete-menu":
      return api<TCafe>(`${base}/menu/${change.menu}`, { method: "DELETE" });
  }
}

/** Photos, logo and menu of one café. */
export function useChangeCafe(cafeId: string) {
  const store = useStoreCafe();
  return useMutation({
    mutationFn: (change: CafeChange) => changeCafe(cafeId, change),
    onSuccess: store,
  });
}
