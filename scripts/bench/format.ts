/**
 * Plain-text rendering of a bench run for the terminal: aligned tables without colours, so the output
 * reads the same in a CI log, a terminal and a pasted issue comment.
 */
import type { BenchSummary, EndpointResult, TargetCheck } from "./types.js";

export type Column = { header: string; align?: "left" | "right" };

/** Display width; counts code points so "✓" and "≥" take one column. */
const width = (text: string): number => [...text].length;

const pad = (text: string, size: number, align: "left" | "right"): string => {
  const fill = " ".repeat(Math.max(0, size - width(text)));
  return align === "right" ? fill + text : text + fill;
};

/** Renders rows under a header and a rule; columns are two spaces apart, trailing spaces trimmed. */
export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const sizes = columns.map((column, i) =>
    Math.max(width(column.header), ...rows.map((row) => width(row[i] ?? ""))),
  );
  const line = (cells: readonly string[]) =>
    columns
      .map((column, i) => pad(cells[i] ?? "", sizes[i]!, column.align ?? "left"))
      .join("  ")
      .trimEnd();
  const rule = sizes.map((size) => "─".repeat(size)).join("  ");
  return [line(columns.map((column) => column.header)), rule, ...rows.map(line)].join("\n");
}

/** "1234" for numbers, "–" for missing values. */
export const formatInt = (value: number | null): string => (value === null ? "–" : String(Math.round(value)));

/** Bytes as kilobytes (1000 bytes) with one decimal. */
export const formatKb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** One row per endpoint: throughput, latency and failures. */
const endpointTable = (endpoints: readonly EndpointResult[]): string =>
  formatTable(
    [
      { header: "endpoint" },
      { header: "req/s", align: "right" },
      { header: "p50 ms", align: "right" },
      { header: "p99 ms", align: "right" },
      { header: "non-2xx", align: "right" },
      { header: "errors", align: "right" },
    ],
    endpoints.map((endpoint) => [
      `GET ${endpoint.path}`,
      formatInt(endpoint.requestsPerSec),
      String(endpoint.latencyP50Ms),
      String(endpoint.latencyP99Ms),
      String(endpoint.non2xx),
      String(endpoint.errors),
    ]),
  );

/** Renders the whole run: Lighthouse table, bundle sizes, load table and the target checks. */
export function formatReport(summary: BenchSummary, checks: readonly TargetCheck[]): string {
  const sections: string[] = [];
  const lighthouse = summary.lighthouse;
  if (lighthouse) {
    const rows = lighthouse.pages.map((page) => {
      const { scores, metrics } = page.median;
      return [
        page.id,
        formatInt(scores.performance),
        formatInt(scores.accessibility),
        formatInt(scores.bestPractices),
        formatInt(scores.seo),
        formatInt(metrics.fcpMs),
        formatInt(metrics.lcpMs),
        formatInt(metrics.tbtMs),
        metrics.cls === null ? "–" : metrics.cls.toFixed(3),
        formatInt(page.median.benchmarkIndex),
        page.runScores.map(formatInt).join("/"),
      ];
    });
    sections.push(
      `Lighthouse (mobile, median of ${lighthouse.runsPerPage} run(s) by performance score)\n` +
        formatTable(
          [
            { header: "page" },
            { header: "perf", align: "right" },
            { header: "a11y", align: "right" },
            { header: "bp", align: "right" },
            { header: "seo", align: "right" },
            { header: "FCP ms", align: "right" },
            { header: "LCP ms", align: "right" },
            { header: "TBT ms", align: "right" },
            { header: "CLS", align: "right" },
            { header: "host index", align: "right" },
            { header: "perf per run" },
          ],
          rows,
        ),
    );
    const notes = lighthouse.pages.flatMap((page) => [
      ...(page.path !== page.id ? [`  ${page.id} audited as ${page.path}`] : []),
      ...page.median.warnings.map((warning) => `  ${page.id} warning: ${warning}`),
      ...page.median.failedAudits.map(
        (audit) => `  ${page.id} ${audit.category}: ${audit.id} (${audit.title})`,
      ),
    ]);
    if (notes.length > 0) sections[sections.length - 1] += `\n${notes.join("\n")}`;
  }

  const bundle = summary.bundle;
  if (bundle) {
    const fileRows = bundle.gzip.files.map((file) => [
      file.path,
      file.kind,
      formatKb(file.rawBytes),
      formatKb(file.gzipBytes),
    ]);
    const lines = [
      `JavaScript and CSS loaded by ${bundle.page}`,
      formatTable(
        [
          { header: "file" },
          { header: "type" },
          { header: "raw", align: "right" },
          { header: "gzip -9", align: "right" },
        ],
        fileRows,
      ),
      `  gzip -9 total:        JS ${formatKb(bundle.gzip.jsBytes)}, CSS ${formatKb(bundle.gzip.cssBytes)}`,
      `  Lighthouse transfer:  JS ${formatKb(bundle.transfer.jsBytes)}, CSS ${formatKb(bundle.transfer.cssBytes)} (median run, headers included)`,
    ];
    if (bundle.gzip.missing.length > 0)
      lines.push(`  not found in dist/web: ${bundle.gzip.missing.join(", ")}`);
    if (bundle.transfer.uncompressed.length > 0)
      lines.push(`  served uncompressed: ${bundle.transfer.uncompressed.join(", ")}`);
    sections.push(lines.join("\n"));
  }

  const load = summary.load;
  if (load) {
    sections.push(
      `API load (autocannon, ${load.durationS} s, ${load.connections} connections)\n` +
        endpointTable(load.endpoints),
    );
  }

  const attack = summary.searchAttack;
  if (attack) {
    sections.push(
      `Text search under attack (${attack.durationS} s, ${attack.connections} connections, ` +
        `${attack.distinctTexts} distinct texts; health on 1 connection alongside)\n` +
        endpointTable([attack.search, attack.health]),
    );
  }

  if (checks.length > 0) {
    const passed = checks.filter((check) => check.pass).length;
    sections.push(
      `Targets (${passed}/${checks.length} met)\n` +
        formatTable(
          [{ header: "" }, { header: "check" }, { header: "actual", align: "right" }, { header: "target" }],
          checks.map((check) => [check.pass ? "✓" : "✗", check.label, check.actual, check.expected]),
        ),
    );
  }
  return sections.join("\n\n");
}
