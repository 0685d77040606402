/**
 * Mounted once in the app providers: on the first signed-in load after the onboarding profile step, its
 * answers go into the account's profile. The saving code loads only when there is something to save, so the
 * app shell stays small.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAuth } from "#web/lib/auth";
import { markOnboardingAppliedToProfile, readOnboarding } from "#web/lib/onboarding-storage";
import { hasOnboardingProfileData } from "../lib/onboarding-profile";

export function OnboardingProfileSync() {
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const onboarding = readOnboarding();
    if (!onboarding || onboarding.profileAppliedAt) return;
    if (!hasOnboardingProfileData(onboarding)) {
      markOnboardingAppliedToProfile();
      return;
    }
    void import("../lib/apply-onboarding")
      .then(({ applyOnboardingToProfile }) => applyOnboardingToProfile(onboarding, queryClient))
      .then((hasChanged) => (hasChanged ? refresh() : undefined))
      .catch((error: unknown) => {
        // Not worth interrupting anyone: the next signed-in load tries again.
        console.warn("Could not save the onboarding answers to the profile", error);
      });
  }, [userId, queryClient, refresh]);
  return null;
}
