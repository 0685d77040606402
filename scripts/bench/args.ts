/**
 * Command-line options of `npm run bench`. Parsing is pure (argv in, options out) so it is tested
 * without running anything.
 */
import { parseArgs } from "node:util";

/** The usage text; lists the known page ids. */
export const usage = (pageIds: readonly string[]): string => `Usage: npm run bench -- [options]
  Builds the app, starts the production server on a fresh temporary database, runs Lighthouse (mobile)
  on the pages, measures the JS/CSS of "/", load-tests the API with autocannon, prints a table with the
  targets and writes bench/results.json.

  --pages=<ids>       comma-separated page ids to audit (default: all): ${pageIds.join(",")}
  --runs=<n>          Lighthouse runs per page; the median by performance score is reported (default: 3)
  --duration=<s>      autocannon duration per endpoint in seconds (default: 10)
  --connections=<n>   autocannon concurrent connections (default: 50)
  --port=<n>          preferred server port; the next free one is used if taken (default: 3300)
  --skip-build        use the existing dist/ instead of running npm run build
  --skip-lighthouse   no browser audits (and no bundle size)
  --skip-load         no API load test (and no text search attack)
  --generate-places=<n>  add n generated places (jittered copies of the real ones) to the database before
                      the server starts, to see whether the API's cost grows with the catalogue
  --out=<file>        results file (default: bench/results.json for a full run, bench/results/partial.json
                      when anything is skipped or changed from the defaults)
  --strict            exit with status 1 when a target is missed
  --help              show this help`;

export type BenchOptions = {
  /** Page spec ids in the order given (or every page). */
  pages: string[];
  runs: number;
  durationS: number;
  connections: number;
  port: number;
  skipBuild: boolean;
  skipLighthouse: boolean;
  skipLoad: boolean;
  /** Results file, relative to the repository root unless absolute. */
  out: string;
  /** True when this is the reference configuration whose results are committed. */
  isFullRun: boolean;
  strict: boolean;
  /** Generated places added to the database before the server starts (0: the real data only). */
  generatePlaces: number;
};

export const DEFAULTS = { runs: 3, durationS: 10, connections: 50, port: 3300 } as const;
export const FULL_RESULTS_FILE = "bench/results.json";
export const PARTIAL_RESULTS_FILE = "bench/results/partial.json";

/** Thrown for invalid arguments; the message is meant for the user, followed by the usage. */
export class UsageError extends Error {
  override name = "UsageError";
}

const positiveInt = (name: string, raw: string | undefined, fallback: number, max: number): number => {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new UsageError(`--${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return Number(raw);
};

/**
 * Parses argv (without node and script). Returns "help" for --help.
 * @param pageIds the known page ids, in their default order
 * @throws UsageError for unknown options, bad numbers or unknown pages
 */
export function parseBenchArgs(argv: readonly string[], pageIds: readonly string[]): BenchOptions | "help" {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        pages: { type: "string" },
        runs: { type: "string" },
        duration: { type: "string" },
        connections: { type: "string" },
        port: { type: "string" },
        "skip-build": { type: "boolean" },
        "skip-lighthouse": { type: "boolean" },
        "skip-load": { type: "boolean" },
        out: { type: "string" },
        strict: { type: "boolean" },
        help: { type: "boolean" },
        "generate-places": { type: "string" },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const values = parsed.values;
  if (values.help) return "help";

  let pages = [...pageIds];
  if (values.pages !== undefined) {
    pages = values.pages
      .split(",")
      .map((page) => page.trim())
      .filter((page) => page !== "");
    const unknown = pages.filter((page) => !pageIds.includes(page));
    if (unknown.length > 0)
      throw new UsageError(`unknown page(s) ${unknown.join(", ")}; known: ${pageIds.join(", ")}`);
    if (pages.length === 0) throw new UsageError("--pages needs at least one page id");
    pages = [...new Set(pages)];
  }

  const options = {
    pages,
    runs: positiveInt("runs", values.runs, DEFAULTS.runs, 25),
    durationS: positiveInt("duration", values.duration, DEFAULTS.durationS, 600),
    connections: positiveInt("connections", values.connections, DEFAULTS.connections, 10_000),
    port: positiveInt("port", values.port, DEFAULTS.port, 65_535),
    skipBuild: values["skip-build"] ?? false,
    skipLighthouse: values["skip-lighthouse"] ?? false,
    skipLoad: values["skip-load"] ?? false,
    strict: values.strict ?? false,
    generatePlaces:
      values["generate-places"] === undefined
        ? 0
        : positiveInt("generate-places", values["generate-places"], 0, 500_000),
  };
  const isFullRun =
    !options.skipBuild &&
    !options.skipLighthouse &&
    !options.skipLoad &&
    pages.length === pageIds.length &&
    options.runs === DEFAULTS.runs &&
    options.durationS === DEFAULTS.durationS &&
    options.connections === DEFAULTS.connections &&
    options.generatePlaces === 0;
  return { ...options, isFullRun, out: values.out ?? (isFullRun ? FULL_RESULTS_FILE : PARTIAL_RESULTS_FILE) };
}
