/**
 * Provider profile requests (spec 02 §7 "Provider area"): one profile by id for any visitor,
 * the caller's own (null when they have none), create-or-update, and every owner write to photos, team,
 * courses and announcements, which refreshes the profile afterwards.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TProviderProfile, TSaveProviderProfileRequest } from "#shared/schemas/providers";
import { ApiError, api } from "#web/lib/api-client";
import { ME_QUERY_KEY } from "#web/lib/auth";

export const providerKeys = {
  all: ["providers"] as const,
  detail: (id: string) => ["providers", "detail", id] as const,
  mine: ["providers", "mine"] as const,
};

export const providerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: providerKeys.detail(id),
    queryFn: ({ signal }) => api<TProviderProfile>(`/providers/${encodeURIComponent(id)}`, { signal }),
    retryOnMount: false,
  });

/** The caller's own profile, or null when they have none yet (`GET /api/providers/mine`). */
export const ownProviderQueryOptions = () =>
  queryOptions({
    queryKey: providerKeys.mine,
    queryFn: ({ signal }) => api<TProviderProfile | null>("/providers/mine", { signal }),
  });

export const useProvider = (id: string) => useQuery(providerQueryOptions(id));
export const useOwnProvider = (isEnabled = true) =>
  useQuery({ ...ownProviderQueryOptions(), enabled: isEnabled });

/** 404, and 400 for an id that is not a UUID, both mean there is no such provider. */
export const isMissingProvider = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const SAVE_PROVIDER_KEY = ["providers", "save"] as const;

/** `PUT /api/providers/mine`; refreshes the session too, since creating makes the user a provider. */
export function useSaveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_PROVIDER_KEY,
    mutationFn: (body: TSaveProviderProfileRequest) =>
      api<TProviderProfile>("/providers/mine", { method: "PUT", body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(providerKeys.mine, profile);
      queryClient.setQueryData(providerKeys.detail(profile.id), profile);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

export type ProviderWrite = { method: "POST" | "PUT" | "PATCH" | "DELETE"; path: string; body?: unknown };

/** A write under `/api/providers/:id` (e.g. `{ method: "POST", path: "/courses", body }`). */
export function useProviderWrite(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: ProviderWrite) =>
      api<unknown>(`/providers/${providerId}${path}`, { method, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeys.all }),
  });
}
