/**
 * Saves the onboarding answers into the signed-in user's profile once (loaded on demand by
 * components/onboarding-profile-sync.tsx, so none of this is in the app shell).
 */
import type { QueryClient } from "@tanstack/react-query";
import { markOnboardingAppliedToProfile, type OnboardingData } from "#web/lib/onboarding-storage";
import { getProfile, PROFILE_QUERY_KEY } from "#web/lib/profile";
import { updateProfile } from "../api/update-profile";
import { profileUpdateFromOnboarding } from "./onboarding-profile";

/**
 * Reads the profile, sends the update (if any) and marks the local record as applied.
 * @returns whether the profile changed
 * @throws ApiError when reading or saving fails (the record stays unapplied and is tried on the next load)
 */
export async function applyOnboardingToProfile(
  onboarding: OnboardingData,
  queryClient: QueryClient,
): Promise<boolean> {
  const update = profileUpdateFromOnboarding(onboarding, await getProfile());
  if (update) queryClient.setQueryData(PROFILE_QUERY_KEY, await updateProfile(update));
  markOnboardingAppliedToProfile();
  return Boolean(update);
}
