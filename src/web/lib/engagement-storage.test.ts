import { describe, expect, it } from "vitest";
import {
  beginVisit,
  readInstallPromptRecord,
  rememberSurveyShown,
  updateInstallPromptRecord,
} from "./engagement-storage";
import { dismissInstallPrompt } from "./engagement";

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

const now = new Date("2025-05-01T08:00:00Z");

describe("beginVisit", () => {
  it("counts one visit and one session per tab, however often the app starts in it", () => {
    const local = memoryStorage();
    const firstTab = { local, session: memoryStorage() };
    expect(beginVisit(now, firstTab)?.install.visitCount).toBe(1);
    expect(beginVisit(now, firstTab)?.install.visitCount).toBe(1);
    const secondTab = { local, session: memoryStorage() };
    const state = beginVisit(now, secondTab);
    expect(state?.install.visitCount).toBe(2);
    expect(state?.usage).toEqual({ firstVisit: now.toISOString(), sessionCount: 2, surveyShown: false });
    expect(JSON.parse(local.values.get("luett_pwa_prompt")!)).toEqual({
      visitCount: 2,
      dismissed: false,
      lastShown: null,
    });
  });

  it("returns null when storage is blocked", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(beginVisit(now, { local: throwing, session: throwing })).toBeNull();
  });
});

describe("records", () => {
  it("keeps 'Maybe later' in luett_pwa_prompt", () => {
    const stores = { local: memoryStorage(), session: memoryStorage() };
    updateInstallPromptRecord(dismissInstallPrompt, stores);
    expect(readInstallPromptRecord(stores).dismissed).toBe(true);
  });

  it("marks the survey shown in the usage record and the separate luett_survey_shown flag", () => {
    const stores = { local: memoryStorage(), session: memoryStorage() };
    beginVisit(now, stores);
    rememberSurveyShown(now, stores);
    expect(JSON.parse(stores.local.values.get("luett_usage_tracking")!).surveyShown).toBe(true);
    expect(stores.local.values.get("luett_survey_shown")).toBe("true");
    expect(beginVisit(now, { ...stores, session: memoryStorage() })?.isSurveyShown).toBe(true);
  });
});
