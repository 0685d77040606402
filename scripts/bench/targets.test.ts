import { describe, expect, it } from "vitest";
import { checkTargets, TARGETS } from "./targets.js";
import { summary } from "./test-fixtures.js";

describe("checkTargets", () => {
  it("checks every page, the bundle and every endpoint in a stable order", () => {
    const checks = checkTargets(summary());
    expect(
      checks.map((check) => `${check.pass ? "✓" : "✗"} ${check.label} ${check.actual} ${check.expected}`),
    ).toEqual([
      "✓ / Performance 99 ≥ 98",
      "✓ / Accessibility 100 = 100",
      "✓ / Best Practices 100 = 100",
      "✓ / SEO 100 = 100",
      "✓ / LCP 1201 ms ≤ 1500 ms",
      "✓ / TBT 10 ms ≤ 100 ms",
      "✓ / CLS 0.001 ≤ 0.02",
      "✗ /places Performance 90 ≥ 98",
      "✗ /places Accessibility 96 = 100",
      "✓ /places Best Practices 100 = 100",
      "✗ /places SEO 92 = 100",
      "✗ /places LCP 2600 ms ≤ 1500 ms",
      "✗ /places TBT 150 ms ≤ 100 ms",
      "✗ /places CLS 0.100 ≤ 0.02",
      "✓ / JS (gzip -9) 80.0 kB ≤ 180 kB",
      "✗ GET /api/places?limit=20 p99 @ 50 conn. 31 ms ≤ 25 ms",
      "✓ GET /api/home p99 @ 50 conn. 20 ms ≤ 25 ms",
    ]);
  });

  it("fails a page that ended on another URL", () => {
    const s = summary();
    s.lighthouse!.pages[0]!.median.finalUrl = "http://127.0.0.1:3300/onboarding";
    expect(checkTargets(s)[0]).toEqual({
      label: "/ final URL",
      actual: "/onboarding",
      expected: "/",
      pass: false,
    });
  });

  it("judges only what was measured", () => {
    expect(checkTargets({})).toEqual([]);
    const { load } = summary();
    expect(checkTargets({ load }).map((check) => check.label)).toEqual([
      "GET /api/places?limit=20 p99 @ 50 conn.",
      "GET /api/home p99 @ 50 conn.",
    ]);
  });

  it("fails on boundaries just past the budget, missing scores, failed requests and missing files", () => {
    const s = summary();
    const home = s.lighthouse!.pages[0]!;
    home.median.scores.performance = null;
    home.median.metrics.lcpMs = TARGETS.lcpMaxMs;
    home.median.metrics.tbtMs = TARGETS.tbtMaxMs;
    home.median.metrics.cls = null;
    s.bundle!.gzip.jsBytes = TARGETS.bundleJsGzipMaxBytes;
    s.bundle!.gzip.missing = ["/assets/x.js"];
    s.load!.endpoints[1]!.non2xx = 3;
    s.load!.endpoints[0]!.totalRequests = 0;
    s.load!.endpoints[0]!.latencyP99Ms = 0;
    const checks = checkTargets(s);
    const byLabel = (label: string) => checks.find((check) => check.label === label)!;
    expect(byLabel("/ Performance")).toMatchObject({ actual: "n/a", pass: false });
    expect(byLabel("/ LCP").pass).toBe(true);
    expect(byLabel("/ TBT").pass).toBe(true);
    expect(byLabel("/ CLS")).toMatchObject({ actual: "n/a", pass: false });
    expect(byLabel("/ JS (gzip -9)")).toMatchObject({
      pass: false,
      actual: "180.0 kB (1 file(s) not found in dist/web)",
    });
    expect(byLabel("GET /api/places?limit=20 p99 @ 50 conn.")).toMatchObject({
      pass: false,
      actual: "0 ms (no responses)",
    });
    expect(byLabel("GET /api/home p99 @ 50 conn.")).toMatchObject({
      pass: false,
      actual: "20 ms (3 failed requests)",
    });
  });

  it("judges the search attack on throughput, search p99 without failures, and health p99", () => {
    const endpoint = (path: string, requestsPerSec: number, latencyP99Ms: number) => ({
      path,
      requestsPerSec,
      latencyP50Ms: latencyP99Ms / 2,
      latencyP99Ms,
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      totalRequests: Math.round(requestsPerSec * 30),
    });
    const attack = {
      durationS: 30,
      connections: 200,
      distinctTexts: 20_000,
      search: endpoint("/api/places?q={distinct text}&limit=20", TARGETS.searchAttackMinRps, 250),
      health: endpoint("/api/health", 50, 999),
    };
    expect(checkTargets({ searchAttack: attack }).map((check) => [check.label, check.pass])).toEqual([
      ["search attack req/s @ 200 conn.", true],
      ["search attack p99 @ 200 conn.", true],
      ["GET /api/health p99 during the search attack", true],
    ]);
    const slow = {
      ...attack,
      search: { ...endpoint(attack.search.path, 84.5, 9100), timeouts: 11, errors: 11 },
      health: { ...endpoint("/api/health", 0, 0), totalRequests: 0 },
    };
    expect(checkTargets({ searchAttack: slow }).map((check) => [check.actual, check.pass])).toEqual([
      ["85", false],
      ["9100 ms (11 failed requests)", false],
      ["0 ms (no responses)", false],
    ]);
  });
});
