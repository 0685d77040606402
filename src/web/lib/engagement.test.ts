import { describe, expect, it } from "vitest";
import {
  countSession,
  detectInstallPlatform,
  countVisit,
  dismissInstallPrompt,
  markInstallPromptShown,
  markSurveyShown,
  parseInstallPromptRecord,
  parseUsageRecord,
  shouldShowInstallPrompt,
  shouldShowSurveyPrompt,
  type InstallPromptRecord,
} from "./engagement";

const start = new Date("2025-03-01T09:00:00Z");
const later = (days: number, hours = 0) => new Date(start.getTime() + (days * 24 + hours) * 3_600_000);
const visits = (n: number): InstallPromptRecord => ({ visitCount: n, dismissed: false, lastShown: null });

describe("install prompt (spec 01 §4)", () => {
  it("appears on the 2nd and 3rd visit only", () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => shouldShowInstallPrompt(visits(n), start))).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it("counts visits from a fresh record", () => {
    let record = parseInstallPromptRecord(null);
    expect(record).toEqual({ visitCount: 0, dismissed: false, lastShown: null });
    record = countVisit(record);
    expect(shouldShowInstallPrompt(record, start)).toBe(false);
    record = countVisit(record);
    expect(shouldShowInstallPrompt(record, start)).toBe(true);
  });

  it("comes back no sooner than 7 days after it was last shown", () => {
    const shown = markInstallPromptShown(visits(2), start);
    expect(shown.lastShown).toBe(start.toISOString());
    const third = countVisit(shown);
    expect(shouldShowInstallPrompt(third, later(1))).toBe(false);
    expect(shouldShowInstallPrompt(third, later(7))).toBe(false);
    expect(shouldShowInstallPrompt(third, later(7, 1))).toBe(true);
  });

  it("never comes back after 'Maybe later'", () => {
    const dismissed = dismissInstallPrompt(visits(2));
    expect(shouldShowInstallPrompt(dismissed, start)).toBe(false);
    expect(shouldShowInstallPrompt(countVisit(dismissed), later(30))).toBe(false);
  });

  it("reads broken or foreign data as a fresh record, and epoch milliseconds as a time", () => {
    expect(parseInstallPromptRecord("{not json")).toEqual({
      visitCount: 0,
      dismissed: false,
      lastShown: null,
    });
    expect(parseInstallPromptRecord('{"visitCount":-3,"dismissed":"yes"}')).toEqual({
      visitCount: 0,
      dismissed: false,
      lastShown: null,
    });
    expect(
      parseInstallPromptRecord(JSON.stringify({ visitCount: 2, lastShown: start.getTime() })).lastShown,
    ).toBe(start.toISOString());
  });
});

describe("usage survey prompt (spec 01 §4)", () => {
  const sessions = (n: number, firstVisit = start) => ({
    firstVisit: firstVisit.toISOString(),
    sessionCount: n,
    surveyShown: false,
  });

  it("needs more than one session", () => {
    expect(shouldShowSurveyPrompt(sessions(1), false, later(10))).toBe(false);
    expect(shouldShowSurveyPrompt(sessions(2), false, later(10))).toBe(true);
  });

  it("appears after 3 days since the first visit, or at the 5th session", () => {
    expect(shouldShowSurveyPrompt(sessions(2), false, later(2, 23))).toBe(false);
    expect(shouldShowSurveyPrompt(sessions(2), false, later(3))).toBe(true);
    expect(shouldShowSurveyPrompt(sessions(4), false, later(1))).toBe(false);
    expect(shouldShowSurveyPrompt(sessions(5), false, later(0))).toBe(true);
  });

  it("never appears again once shown, by the record or the separate flag", () => {
    expect(shouldShowSurveyPrompt(markSurveyShown(sessions(6)), false, later(9))).toBe(false);
    expect(shouldShowSurveyPrompt(sessions(6), true, later(9))).toBe(false);
  });

  it("starts a record at the first visit and counts sessions", () => {
    const record = countSession(parseUsageRecord(null, start));
    expect(record).toEqual({ firstVisit: start.toISOString(), sessionCount: 1, surveyShown: false });
    expect(parseUsageRecord("[]", later(1)).firstVisit).toBe(later(1).toISOString());
  });
});

describe("detectInstallPlatform", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15", 5, "ios"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari", 5, "ios"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari",
      0,
      "desktop",
    ],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/124 Mobile", 5, "android"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124", 0, "desktop"],
  ] as const)("%s (%i touch points) → %s", (userAgent, touchPoints, platform) => {
    expect(detectInstallPlatform(userAgent, touchPoints)).toBe(platform);
  });
});
