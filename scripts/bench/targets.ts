/**
 * The performance budget of Lütt and the comparison of a bench run against it. Only measured sections
 * produce checks, so a quick run (`--skip-load`, `--pages=/`) is judged on what it measured.
 */
import type { BenchSummary, EndpointResult, TargetCheck } from "./types.js";

/** The budget. Sizes are in bytes (1 kB = 1000 bytes), times in milliseconds, scores 0–100. */
export const TARGETS = {
  performanceMin: 98,
  accessibilityMin: 100,
  bestPracticesMin: 100,
  seoMin: 100,
  lcpMaxMs: 1500,
  /** Total Blocking Time of the median run. */
  tbtMaxMs: 100,
  /** Cumulative Layout Shift of the median run. */
  clsMax: 0.02,
  /**
   * gzip -9 size of all JavaScript the bundle page ("/") requests: React 19 and the libraries DESIGN.md
   * names, about half of what a typical Vite + React app of this kind ships (docs/decisions/034).
   */
  bundleJsGzipMaxBytes: 180_000,
  /** Per endpoint, at the configured number of connections (50 by default). */
  apiP99MaxMs: 25,
  /** Text search under attack (decision 015): distinct texts, SEARCH_ATTACK.connections connections. */
  searchAttackMinRps: 500,
  searchAttackP99MaxMs: 250,
  /** `/api/health`, asked one request after the other during the attack. */
  healthUnderAttackP99MaxMs: 1000,
} as const;

export type Targets = { [K in keyof typeof TARGETS]: number };

const score = (label: string, actual: number | null, min: number): TargetCheck => ({
  label,
  actual: actual === null ? "n/a" : String(actual),
  expected: min >= 100 ? "= 100" : `≥ ${min}`,
  pass: actual !== null && actual >= min,
});

/**
 * An endpoint's p99 latency against its budget (`isBelow`: strictly below it); it fails too when the
 * endpoint answered nothing or any request failed.
 */
function latencyCheck(
  label: string,
  endpoint: EndpointResult,
  { maxMs, isBelow = false }: { maxMs: number; isBelow?: boolean },
): TargetCheck {
  const failures = endpoint.non2xx + endpoint.errors;
  const answered = endpoint.totalRequests > 0;
  const note = !answered ? " (no responses)" : failures > 0 ? ` (${failures} failed requests)` : "";
  const inBudget = isBelow ? endpoint.latencyP99Ms < maxMs : endpoint.latencyP99Ms <= maxMs;
  return {
    label,
    actual: `${endpoint.latencyP99Ms} ms${note}`,
    expected: `${isBelow ? "<" : "≤"} ${maxMs} ms`,
    pass: answered && failures === 0 && inBudget,
  };
}

/** Compares every measured value with its target, in a stable order (pages, bundle, API). */
export function checkTargets(summary: BenchSummary, targets: Targets = TARGETS): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const page of summary.lighthouse?.pages ?? []) {
    const { scores, metrics } = page.median;
    const finalPath = new URL(page.median.finalUrl).pathname;
    if (finalPath !== new URL(page.path, page.median.finalUrl).pathname) {
      // A redirect (e.g. to /onboarding) means the scores belong to another page.
      checks.push({ label: `${page.id} final URL`, actual: finalPath, expected: page.path, pass: false });
    }
    checks.push(
      score(`${page.id} Performance`, scores.performance, targets.performanceMin),
      score(`${page.id} Accessibility`, scores.accessibility, targets.accessibilityMin),
      score(`${page.id} Best Practices`, scores.bestPractices, targets.bestPracticesMin),
      score(`${page.id} SEO`, scores.seo, targets.seoMin),
      {
        label: `${page.id} LCP`,
        actual: metrics.lcpMs === null ? "n/a" : `${Math.round(metrics.lcpMs)} ms`,
        expected: `≤ ${targets.lcpMaxMs} ms`,
        pass: metrics.lcpMs !== null && metrics.lcpMs <= targets.lcpMaxMs,
      },
      {
        label: `${page.id} TBT`,
        actual: metrics.tbtMs === null ? "n/a" : `${Math.round(metrics.tbtMs)} ms`,
        expected: `≤ ${targets.tbtMaxMs} ms`,
        pass: metrics.tbtMs !== null && metrics.tbtMs <= targets.tbtMaxMs,
      },
      {
        label: `${page.id} CLS`,
        actual: metrics.cls === null ? "n/a" : metrics.cls.toFixed(3),
        expected: `≤ ${targets.clsMax}`,
        pass: metrics.cls !== null && metrics.cls <= targets.clsMax,
      },
    );
  }
  if (summary.bundle) {
    const { jsBytes, missing } = summary.bundle.gzip;
    const note = missing.length > 0 ? ` (${missing.length} file(s) not found in dist/web)` : "";
    checks.push({
      label: `${summary.bundle.page} JS (gzip -9)`,
      actual: `${(jsBytes / 1000).toFixed(1)} kB${note}`,
      expected: `≤ ${targets.bundleJsGzipMaxBytes / 1000} kB`,
      pass: jsBytes <= targets.bundleJsGzipMaxBytes && missing.length === 0,
    });
  }
  for (const endpoint of summary.load?.endpoints ?? []) {
    checks.push(
      latencyCheck(`GET ${endpoint.path} p99 @ ${summary.load?.connections} conn.`, endpoint, {
        maxMs: targets.apiP99MaxMs,
      }),
    );
  }
  const attack = summary.searchAttack;
  if (attack) {
    checks.push(
      {
        label: `search attack req/s @ ${attack.connections} conn.`,
        actual: `${Math.round(attack.search.requestsPerSec)}`,
        expected: `≥ ${targets.searchAttackMinRps}`,
        pass: attack.search.requestsPerSec >= targets.searchAttackMinRps,
      },
      latencyCheck(`search attack p99 @ ${attack.connections} conn.`, attack.search, {
        maxMs: targets.searchAttackP99MaxMs,
      }),
      latencyCheck("GET /api/health p99 during the search attack", attack.health, {
        maxMs: targets.healthUnderAttackP99MaxMs,
        isBelow: true,
      }),
    );
  }
  return checks;
}
