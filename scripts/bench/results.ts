/**
 * The results file (bench/results.json). Built field by field in a fixed order, with rounded numbers,
 * so two runs differ only where measurements differ and the file diffs well in review.
 */
import type { BenchOptions } from "./args.js";
import type { BenchSummary, EndpointResult, TargetCheck } from "./types.js";

/** Where and when the run happened. */
export type RunMeta = {
  date: string;
  commit: string;
  node: string;
  cores: number;
  cpu: string;
  lighthouse: string | null;
  /** Seconds per phase, in the order they ran. */
  runtimeS: Record<string, number>;
};

const round = (value: number | null, digits = 0): number | null =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

const endpointResult = (endpoint: EndpointResult) => ({
  path: endpoint.path,
  requests_per_s: round(endpoint.requestsPerSec),
  latency_p50_ms: round(endpoint.latencyP50Ms, 1),
  latency_p99_ms: round(endpoint.latencyP99Ms, 1),
  non_2xx: endpoint.non2xx,
  errors: endpoint.errors,
  timeouts: endpoint.timeouts,
  total_requests: endpoint.totalRequests,
});

/** The JSON-ready results object; key order is the order written here. */
export function buildResults(
  meta: RunMeta,
  options: BenchOptions,
  summary: BenchSummary,
  checks: readonly TargetCheck[],
) {
  return {
    date: meta.date,
    commit: meta.commit,
    node: meta.node,
    cores: meta.cores,
    cpu: meta.cpu,
    options: {
      pages: options.pages,
      lighthouse_runs: options.runs,
      load_duration_s: options.durationS,
      load_connections: options.connections,
      ...(options.generatePlaces > 0 ? { generated_places: options.generatePlaces } : {}),
      skipped: [
        ...(options.skipBuild ? ["build"] : []),
        ...(options.skipLighthouse ? ["lighthouse"] : []),
        ...(options.skipLoad ? ["load"] : []),
      ],
    },
    lighthouse: summary.lighthouse
      ? {
          version: meta.lighthouse,
          form_factor: "mobile",
          runs_per_page: summary.lighthouse.runsPerPage,
          pages: summary.lighthouse.pages.map((page) => ({
            page: page.id,
            path: page.path,
            final_path: new URL(page.median.finalUrl).pathname,
            performance: page.median.scores.performance,
            accessibility: page.median.scores.accessibility,
            best_practices: page.median.scores.bestPractices,
            seo: page.median.scores.seo,
            fcp_ms: round(page.median.metrics.fcpMs),
            lcp_ms: round(page.median.metrics.lcpMs),
            tbt_ms: round(page.median.metrics.tbtMs),
            cls: round(page.median.metrics.cls, 3),
            benchmark_index: round(page.median.benchmarkIndex),
            performance_per_run: page.runScores,
            median_run: page.medianIndex + 1,
            warnings: page.median.warnings,
            failed_audits: page.median.failedAudits.map((audit) => `${audit.category}: ${audit.id}`),
          })),
        }
      : null,
    bundle: summary.bundle
      ? {
          page: summary.bundle.page,
          js_gzip9_bytes: summary.bundle.gzip.jsBytes,
          css_gzip9_bytes: summary.bundle.gzip.cssBytes,
          js_transfer_bytes: summary.bundle.transfer.jsBytes,
          css_transfer_bytes: summary.bundle.transfer.cssBytes,
          files: summary.bundle.gzip.files.map((file) => ({
            path: file.path,
            kind: file.kind,
            raw_bytes: file.rawBytes,
            gzip9_bytes: file.gzipBytes,
          })),
          missing: summary.bundle.gzip.missing,
          uncompressed: summary.bundle.transfer.uncompressed,
        }
      : null,
    load: summary.load
      ? {
          duration_s: summary.load.durationS,
          connections: summary.load.connections,
          endpoints: summary.load.endpoints.map(endpointResult),
        }
      : null,
    search_attack: summary.searchAttack
      ? {
          duration_s: summary.searchAttack.durationS,
          connections: summary.searchAttack.connections,
          distinct_texts: summary.searchAttack.distinctTexts,
          search: endpointResult(summary.searchAttack.search),
          health: endpointResult(summary.searchAttack.health),
        }
      : null,
    targets: checks.map((check) => ({
      check: check.label,
      actual: check.actual,
      target: check.expected,
      pass: check.pass,
    })),
    all_targets_met: checks.every((check) => check.pass),
    runtime_s: meta.runtimeS,
  };
}

/** Two-space JSON with a final newline. */
export const serializeResults = (results: ReturnType<typeof buildResults>): string =>
  JSON.stringify(results, null, 2) + "\n";
