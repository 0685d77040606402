import { describe, expect, it } from "vitest";
import { parseBenchArgs, type BenchOptions } from "./args.js";
import { buildResults, serializeResults, type RunMeta } from "./results.js";
import { checkTargets } from "./targets.js";
import { summary } from "./test-fixtures.js";

const meta: RunMeta = {
  date: "2026-03-01T10:00:00.000Z",
  commit: "abc1234",
  node: "v20.20.2",
  cores: 2,
  cpu: "Test CPU",
  lighthouse: "12.8.2",
  runtimeS: { build: 12.3, lighthouse: 100.2 },
};
const options = parseBenchArgs([], ["/", "/places"]) as BenchOptions;

describe("buildResults", () => {
  it("writes the sections in a fixed key order with rounded numbers", () => {
    const s = summary();
    const results = buildResults(meta, options, s, checkTargets(s));
    expect(Object.keys(results)).toEqual([
      "date",
      "commit",
      "node",
      "cores",
      "cpu",
      "options",
      "lighthouse",
      "bundle",
      "load",
      "search_attack",
      "targets",
      "all_targets_met",
      "runtime_s",
    ]);
    expect(results.lighthouse?.pages[0]).toMatchObject({
      page: "/",
      final_path: "/",
      fcp_ms: 900,
      lcp_ms: 1201,
      cls: 0.001,
      benchmark_index: 1534,
      performance_per_run: [98, 99, 100],
      median_run: 2,
    });
    expect(results.load?.endpoints[0]).toMatchObject({ requests_per_s: 2500, latency_p99_ms: 31 });
    expect(results.all_targets_met).toBe(false);
  });

  it("marks skipped sections as null and serialises deterministically", () => {
    const quick = parseBenchArgs(["--skip-lighthouse", "--skip-build"], ["/"]) as BenchOptions;
    const { load } = summary();
    const results = buildResults(meta, quick, { load }, []);
    expect(results.lighthouse).toBeNull();
    expect(results.bundle).toBeNull();
    expect(results.search_attack).toBeNull();
    expect(results.options.skipped).toEqual(["build", "lighthouse"]);
    const text = serializeResults(results);
    expect(text.endsWith("}\n")).toBe(true);
    expect(serializeResults(buildResults(meta, quick, { load }, []))).toBe(text);
  });
});
