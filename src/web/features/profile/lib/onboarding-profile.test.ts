import { beforeEach, describe, expect, it } from "vitest";
import type { TProfile } from "#shared/schemas/profile";
import {
  completeOnboarding,
  markOnboardingAppliedToProfile,
  readOnboarding,
} from "#web/lib/onboarding-storage";
import { hasOnboardingProfileData, profileUpdateFromOnboarding } from "./onboarding-profile";

const profile = (overrides: Partial<TProfile> = {}): TProfile => ({
  email: "mia@example.org",
  name: "Mia",
  display_name: "Mia",
  user_role: "parent",
  location: "Altona",
  bio: null,
  children_info: [],
  number_of_children: 0,
  ...overrides,
});

describe("profileUpdateFromOnboarding", () => {
  it("adds the child's age and keeps everything else", () => {
    expect(profileUpdateFromOnboarding({ childAge: " 18 Monate ", userRole: "parent" }, profile())).toEqual({
      name: "Mia",
      user_role: "parent",
      location: "Altona",
      bio: null,
      children_info: ["18 Monate"],
    });
  });

  it("makes a parent a provider when the intro said so", () => {
    expect(profileUpdateFromOnboarding({ childAge: "", userRole: "provider" }, profile())?.user_role).toBe(
      "provider",
    );
  });

  it("never changes an admin's or a provider's role, and never adds an age twice", () => {
    expect(
      profileUpdateFromOnboarding({ childAge: "", userRole: "provider" }, profile({ user_role: "admin" })),
    ).toBeUndefined();
    expect(
      profileUpdateFromOnboarding(
        { childAge: "2 jahre", userRole: "parent" },
        profile({ user_role: "provider", children_info: ["2 Jahre"], number_of_children: 1 }),
      ),
    ).toBeUndefined();
  });

  it("has nothing to add for the intro's defaults", () => {
    expect(hasOnboardingProfileData({ childAge: "  ", userRole: "parent" })).toBe(false);
    expect(hasOnboardingProfileData({ childAge: "3", userRole: "parent" })).toBe(true);
    expect(profileUpdateFromOnboarding({ childAge: "", userRole: "parent" }, profile())).toBeUndefined();
  });
});

describe("markOnboardingAppliedToProfile", () => {
  beforeEach(() => localStorage.clear());

  it("marks the record once and a new intro clears the mark", () => {
    completeOnboarding({ childAge: "1", userRole: "parent" }, localStorage);
    markOnboardingAppliedToProfile(localStorage, new Date("2026-01-01T00:00:00Z"));
    expect(readOnboarding(localStorage)).toMatchObject({
      childAge: "1",
      profileAppliedAt: "2026-01-01T00:00:00.000Z",
    });
    completeOnboarding({ childAge: "2", userRole: "parent" }, localStorage);
    expect(readOnboarding(localStorage)?.profileAppliedAt).toBeUndefined();
  });

  it("does nothing without a completed record", () => {
    markOnboardingAppliedToProfile(localStorage);
    expect(localStorage.length).toBe(0);
  });
});
