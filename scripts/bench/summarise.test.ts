import type { Result as LighthouseResult } from "lighthouse";
import { describe, expect, it } from "vitest";
import { summariseRun, type RunnerOutput } from "./summarise.js";

const origin = "http://127.0.0.1:3300";

/** Just the fields summariseRun reads; a real result has hundreds more. */
const fakeResult = (overrides: Record<string, unknown> = {}): RunnerOutput => ({
  lhr: {
    requestedUrl: `${origin}/`,
    finalDisplayedUrl: `${origin}/`,
    environment: { benchmarkIndex: 1204.5 },
    runWarnings: [
      "There may be stored data affecting loading performance in this location: Local Storage.",
      "The page loaded too slowly.",
    ],
    categories: {
      performance: { score: 0.985, auditRefs: [] },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: "color-contrast", weight: 7 },
          { id: "label", weight: 0 },
        ],
      },
      "best-practices": { score: 1, auditRefs: [{ id: "errors-in-console", weight: 1 }] },
      seo: { score: null, auditRefs: [{ id: "robots-txt", weight: 1 }] },
    },
    audits: {
      "first-contentful-paint": { numericValue: 812.3 },
      "largest-contentful-paint": { numericValue: 1400.2 },
      "total-blocking-time": { numericValue: 0 },
      "cumulative-layout-shift": { numericValue: 0.02 },
      "color-contrast": { score: 0, title: "Low contrast" },
      label: { score: 0, title: "Unweighted" },
      "errors-in-console": { score: 1, title: "No errors" },
      "robots-txt": {
        score: null,
        scoreDisplayMode: "error",
        errorMessage: "Timed out",
        title: "robots.txt",
      },
      "network-requests": {
        details: {
          items: [
            { url: `${origin}/`, resourceType: "Document", transferSize: 900, resourceSize: 2000 },
            {
              url: `${origin}/assets/app.js`,
              resourceType: "Script",
              transferSize: 5000,
              resourceSize: 15000,
              sessionTargetType: "page",
            },
          ],
        },
      },
    },
    ...overrides,
  } as unknown as LighthouseResult,
  artifacts: {
    DevtoolsLog: [
      {
        method: "Network.responseReceived",
        params: { response: { url: `${origin}/assets/app.js`, headers: { "Content-Encoding": "br" } } },
      },
    ] as unknown as NonNullable<RunnerOutput["artifacts"]>["DevtoolsLog"],
  },
});

describe("summariseRun", () => {
  it("reads scores (0–100), metrics, failed weighted audits and encodings", () => {
    const run = summariseRun(fakeResult());
    expect(run.scores).toEqual({ performance: 99, accessibility: 96, bestPractices: 100, seo: null });
    expect(run.metrics).toEqual({ fcpMs: 812.3, lcpMs: 1400.2, tbtMs: 0, cls: 0.02 });
    expect(run.benchmarkIndex).toBe(1204.5);
    expect(run.failedAudits).toEqual([
      { category: "accessibility", id: "color-contrast", title: "Low contrast" },
    ]);
    expect(run.warnings).toEqual([
      "The page loaded too slowly.",
      "seo has no score: robots-txt failed (Timed out)",
    ]);
    expect(run.resources).toEqual([
      {
        url: `${origin}/`,
        resourceType: "Document",
        transferSize: 900,
        resourceSize: 2000,
        encoding: null,
        sessionTargetType: null,
      },
      {
        url: `${origin}/assets/app.js`,
        resourceType: "Script",
        transferSize: 5000,
        resourceSize: 15000,
        encoding: "br",
        sessionTargetType: "page",
      },
    ]);
  });

  it("warns when the page ended somewhere else and reports runtime errors first", () => {
    const run = summariseRun(
      fakeResult({
        finalDisplayedUrl: `${origin}/onboarding`,
        runWarnings: [],
        runtimeError: { code: "NO_FCP", message: "The page did not paint any content." },
      }),
    );
    expect(run.warnings).toEqual([
      "NO_FCP: The page did not paint any content.",
      "ended on /onboarding instead of /",
    ]);
    expect(run.finalUrl).toBe(`${origin}/onboarding`);
  });
});
