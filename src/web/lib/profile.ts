/**
 * `GET /api/profile`: the signed-in user's profile (spec 01 §7 "Read profiles … one row or none"), one
 * query for the profile page, onboarding and the course booking box (its children).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TProfile } from "#shared/schemas/profile";
import { api } from "#web/lib/api-client";

export const PROFILE_QUERY_KEY = ["profile"] as const;

export const getProfile = (signal?: AbortSignal): Promise<TProfile> => api<TProfile>("/profile", { signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
