/**
 * Shapes shared by the benchmark modules. Everything here is plain data so the pure pieces (median,
 * targets, report, results file) can be tested without a browser or a server.
 */

/** Lighthouse category scores, 0–100 (null when Lighthouse could not score the category). */
export type CategoryScores = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
};

/** Lighthouse lab metrics of one run (simulated mobile throttling). */
export type PageMetrics = {
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
};

/** One network request Lighthouse recorded, reduced to what the bundle measurement needs. */
export type ResourceRecord = {
  url: string;
  /** Chrome's resource type: "Script", "Stylesheet", "Document", … */
  resourceType: string;
  /** Bytes on the wire, headers included. */
  transferSize: number;
  /** Decoded body size. */
  resourceSize: number;
  /** The response's content-encoding ("gzip", "br", …), null when sent uncompressed. */
  encoding: string | null;
  /** "page", "iframe" or "worker"; requests of service workers and workers are not the page's load. */
  sessionTargetType: string | null;
};

/** What one Lighthouse run yields. */
export type LighthouseRun = {
  scores: CategoryScores;
  metrics: PageMetrics;
  /** The URL the page ended on (differs from the requested one after a redirect). */
  finalUrl: string;
  warnings: string[];
  /** Scored audits that failed in the accessibility, best-practices and SEO categories. */
  failedAudits: FailedAudit[];
  resources: ResourceRecord[];
  /**
   * Lighthouse's reading of the host's CPU speed for this run (`environment.benchmarkIndex`, higher is
   * faster), null when it has none. The simulated 4× CPU slowdown multiplies the host's own task
   * times, so a slower host reads a higher TBT for the same page: with this, a drop between two
   * benches can be told apart from a slower machine (Lighthouse docs, "throttling.md", CPU throttling).
   */
  benchmarkIndex: number | null;
};

/** A failed Lighthouse audit, so a missed score points at its cause. */
export type FailedAudit = { category: string; id: string; title: string };

/** The median run of one page plus the performance scores of every run. */
export type PageResult = {
  /** Page spec id (the route pattern, e.g. "/places/:id"). */
  id: string;
  /** The concrete path audited, e.g. "/places/3f2c…". */
  path: string;
  /** Performance score of each run, in run order. */
  runScores: (number | null)[];
  /** Index of the median run in run order. */
  medianIndex: number;
  median: LighthouseRun;
};

/** One JS or CSS file the measured page loads, gzipped deterministically from dist/web. */
export type AssetFile = {
  path: string;
  kind: "js" | "css";
  rawBytes: number;
  gzipBytes: number;
};

/** Size of the JavaScript and CSS a page loads, two ways. */
export type BundleResult = {
  /** Page spec id the bundle belongs to ("/"). */
  page: string;
  /** From the median run's network records: bytes on the wire (compressed bodies plus headers). */
  transfer: { jsBytes: number; cssBytes: number; uncompressed: string[] };
  /** Every requested JS/CSS file gzipped at level 9 from dist/web: stable across runs and machines. */
  gzip: { jsBytes: number; cssBytes: number; files: AssetFile[]; missing: string[] };
};

/** autocannon result for one endpoint. */
export type EndpointResult = {
  path: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  totalRequests: number;
};

export type LoadResult = {
  durationS: number;
  connections: number;
  endpoints: EndpointResult[];
};

/** Text search under attack (search-load.ts): the searches, and health asked alongside them. */
export type SearchAttackResult = {
  durationS: number;
  connections: number;
  search: EndpointResult;
  health: EndpointResult;
  /** Distinct search texts sent (warm-up included). */
  distinctTexts: number;
};

/** Everything measured in one bench run; a section is absent when it was skipped. */
export type BenchSummary = {
  lighthouse?: { runsPerPage: number; pages: PageResult[] };
  bundle?: BundleResult;
  load?: LoadResult;
  searchAttack?: SearchAttackResult;
};

/** One target comparison, e.g. "/ Performance 99 ≥ 98". */
export type TargetCheck = {
  label: string;
  actual: string;
  expected: string;
  pass: boolean;
};
