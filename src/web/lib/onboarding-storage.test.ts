import { beforeEach, describe, expect, it } from "vitest";
import {
  completeOnboarding,
  isOnboardingCompleted,
  readOnboarding,
  resetOnboarding,
} from "./onboarding-storage";
import { STORAGE_KEYS } from "./storage-keys";

describe("onboarding storage", () => {
  beforeEach(() => {
    resetOnboarding(localStorage);
    localStorage.clear();
  });

  it("counts a missing record as not completed", () => {
    expect(readOnboarding(localStorage)).toBeUndefined();
    expect(isOnboardingCompleted(localStorage)).toBe(false);
  });

  it("counts unparsable or incomplete data as not completed", () => {
    localStorage.setItem(STORAGE_KEYS.onboarding, "{not json");
    expect(isOnboardingCompleted(localStorage)).toBe(false);
    localStorage.setItem(STORAGE_KEYS.onboarding, JSON.stringify({ completed: false }));
    expect(isOnboardingCompleted(localStorage)).toBe(false);
    localStorage.setItem(STORAGE_KEYS.onboarding, "null");
    expect(isOnboardingCompleted(localStorage)).toBe(false);
  });

  it("stores the completed record under the product-prefixed key, replacing stored data", () => {
    localStorage.setItem(STORAGE_KEYS.onboarding, JSON.stringify({ completed: false, other: "old" }));
    const now = new Date("2025-05-01T10:00:00Z");
    completeOnboarding({ childAge: "  18 Monate ", userRole: "provider" }, localStorage, now);
    expect(STORAGE_KEYS.onboarding).toBe("luett_onboarding");
    expect(JSON.parse(localStorage.getItem("luett_onboarding") ?? "")).toEqual({
      completed: true,
      childAge: "18 Monate",
      userRole: "provider",
      completedAt: "2025-05-01T10:00:00.000Z",
    });
    expect(isOnboardingCompleted(localStorage)).toBe(true);
  });

  it("shows the intro again after a reset", () => {
    completeOnboarding({ childAge: "", userRole: "parent" }, localStorage);
    resetOnboarding(localStorage);
    expect(localStorage.getItem(STORAGE_KEYS.onboarding)).toBeNull();
    expect(isOnboardingCompleted(localStorage)).toBe(false);
  });

  it("lets the visitor in for the session when storage refuses writes", () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(isOnboardingCompleted(refusing)).toBe(false);
    completeOnboarding({ childAge: "2", userRole: "parent" }, refusing);
    expect(isOnboardingCompleted(refusing)).toBe(true);
  });

  it("keeps the server's cookie in line with the stored record, so / is rendered for exactly those visitors", () => {
    localStorage.setItem(STORAGE_KEYS.onboarding, JSON.stringify({ completed: true }));
    expect(isOnboardingCompleted(localStorage)).toBe(true);
    expect(document.cookie).toContain("luett_onboarded=1");
    localStorage.clear();
    expect(isOnboardingCompleted(localStorage)).toBe(false);
    expect(document.cookie).not.toContain("luett_onboarded");
  });
});
