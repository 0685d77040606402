/** A small, complete bench summary for the tests of the pure modules. */
import type { BenchSummary, LighthouseRun, PageResult } from "./types.js";

export const run = (overrides: Partial<LighthouseRun> = {}): LighthouseRun => ({
  scores: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100 },
  metrics: { fcpMs: 900.4, lcpMs: 1200.6, tbtMs: 10, cls: 0.0012 },
  finalUrl: "http://127.0.0.1:3300/",
  warnings: [],
  failedAudits: [],
  resources: [],
  benchmarkIndex: 1533.5,
  ...overrides,
});

export const page = (id: string, path: string, median: LighthouseRun = run()): PageResult => ({
  id,
  path,
  runScores: [98, median.scores.performance, 100],
  medianIndex: 1,
  median: { ...median, finalUrl: `http://127.0.0.1:3300${path}` },
});

export const summary = (): BenchSummary => ({
  lighthouse: {
    runsPerPage: 3,
    pages: [
      page("/", "/"),
      page(
        "/places",
        "/places",
        run({
          scores: { performance: 90, accessibility: 96, bestPractices: 100, seo: 92 },
          metrics: { fcpMs: 1100, lcpMs: 2600, tbtMs: 150, cls: 0.1 },
        }),
      ),
    ],
  },
  bundle: {
    page: "/",
    transfer: { jsBytes: 85_000, cssBytes: 9_000, uncompressed: [] },
    gzip: {
      jsBytes: 80_000,
      cssBytes: 8_000,
      files: [
        { path: "/assets/index-abc.js", kind: "js", rawBytes: 250_000, gzipBytes: 80_000 },
        { path: "/assets/index-abc.css", kind: "css", rawBytes: 40_000, gzipBytes: 8_000 },
      ],
      missing: [],
    },
  },
  load: {
    durationS: 10,
    connections: 50,
    endpoints: [
      {
        path: "/api/places?limit=20",
        requestsPerSec: 2500.4,
        latencyP50Ms: 18,
        latencyP99Ms: 31,
        non2xx: 0,
        errors: 0,
        timeouts: 0,
        totalRequests: 25004,
      },
      {
        path: "/api/home",
        requestsPerSec: 4000,
        latencyP50Ms: 11,
        latencyP99Ms: 20,
        non2xx: 0,
        errors: 0,
        timeouts: 0,
        totalRequests: 40000,
      },
    ],
  },
});
