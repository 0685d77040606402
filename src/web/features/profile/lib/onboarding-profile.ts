/**
 * What the onboarding profile step (spec 01 §2 /onboarding; stored locally, spec 01 §3 "onboarding
 * data") adds to the account's profile once the user signs in: the child's age joins children_info unless it
 * is already there, and "provider" replaces the default role parent. "parent" is the step's preselected
 * answer, so it never changes a role, and admins are never touched.
 */
import { LIMITS } from "#shared/constants";
import type { TProfile, TUpdateProfileRequest } from "#shared/schemas/profile";
import type { OnboardingData } from "#web/lib/onboarding-storage";

/** Whether the record holds anything a profile could take. */
export const hasOnboardingProfileData = (
  onboarding: Pick<OnboardingData, "childAge" | "userRole">,
): boolean => onboarding.childAge.trim() !== "" || onboarding.userRole === "provider";

/** @returns the profile update to send, or undefined when the profile already has it all */
export function profileUpdateFromOnboarding(
  onboarding: Pick<OnboardingData, "childAge" | "userRole">,
  profile: TProfile,
): TUpdateProfileRequest | undefined {
  const childAge = onboarding.childAge.trim().slice(0, LIMITS.childEntryChars);
  const isNewChild =
    childAge !== "" &&
    profile.children_info.length < LIMITS.maxChildren &&
    !profile.children_info.some((entry) => entry.trim().toLowerCase() === childAge.toLowerCase());
  const becomesProvider = onboarding.userRole === "provider" && profile.user_role === "parent";
  if (!isNewChild && !becomesProvider) return undefined;
  return {
    name: profile.name,
    user_role: becomesProvider ? "provider" : profile.user_role,
    location: profile.location,
    bio: profile.bio,
    children_info: isNewChild ? [...profile.children_info, childAge] : profile.children_info,
  };
}
