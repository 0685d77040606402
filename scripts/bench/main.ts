/**
 * `npm run bench`: builds Lütt, starts the production server on a fresh temporary database, audits the
 * pages with Lighthouse (mobile, median of 3), measures the JS/CSS of "/", load-tests the API with
 * autocannon, prints the results against the targets and writes bench/results.json. See bench/README.md.
 * package.json runs it with `node --import tsx`, not the tsx CLI: the CLI SIGKILLs its child when the
 * child does not acknowledge Ctrl-C within 30 ms, which happens while Lighthouse blocks the event loop,
 * and then no cleanup would run.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseBenchArgs, usage, UsageError, type BenchOptions } from "./args.js";
import { measureBundle } from "./bundle.js";
import { createCleanupRegistry, InterruptedError, type CleanupRegistry } from "./cleanup.js";
import { formatInt, formatReport } from "./format.js";
import { prepareBenchData } from "./bench-data.js";
import { lighthouseVersion, runLighthouse, type RunOutput } from "./lighthouse-runner.js";
import { loadEndpoint } from "./load.js";
import { medianIndex } from "./median.js";
import { BUNDLE_PAGE_ID, LOAD_ENDPOINTS, PAGE_SPECS, type PageSpec } from "./pages.js";
import { buildResults, serializeResults } from "./results.js";
import { retryTraceErrors } from "./retry.js";
import { loadSearchUnderAttack, SEARCH_ATTACK } from "./search-load.js";
import { startServer, type RunningServer } from "./server.js";
import { snapshotBuild } from "./snapshot.js";
import { checkTargets } from "./targets.js";
import type { BenchSummary, LighthouseRun, LoadResult, PageResult, SearchAttackResult } from "./types.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** Git-ignored folder for the median Lighthouse reports, the server log and partial results. */
const ARTIFACTS_DIR = path.join(ROOT, "bench/results");

const log = (message: string) => console.log(message);
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** Runs `npm run build`, showing its output only when it fails. */
async function build(cleanup: CleanupRegistry): Promise<void> {
  const child = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  const release = cleanup.add("build", async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  await release();
  if (code !== 0) {
    const tail = output.trim().split("\n").slice(-40).join("\n");
    throw new Error(`npm run build failed (exit code ${code}):\n${tail}`);
  }
  if (!existsSync(path.join(ROOT, "dist/web/index.html")))
    throw new Error("npm run build produced no dist/web/index.html");
}

/** Stops the bench when the server died: nothing measured after that point would mean anything. */
function assertServerAlive(server: RunningServer): void {
  if (server.alive()) return;
  throw new Error(
    `the server exited during the bench\n--- server output ---\n${server.output().trim().slice(-4000)}`,
  );
}

const failedRun = (url: string, message: string): LighthouseRun => ({
  scores: { performance: null, accessibility: null, bestPractices: null, seo: null },
  metrics: { fcpMs: null, lcpMs: null, tbtMs: null, cls: null },
  finalUrl: url,
  warnings: [message],
  failedAudits: [],
  resources: [],
  benchmarkIndex: null,
});

/** Audits one page `runs` times, saves the median run's HTML report and returns the median. */
async function auditPage(
  spec: PageSpec,
  server: RunningServer,
  runs: number,
  cleanup: CleanupRegistry,
): Promise<PageResult> {
  let pagePath: string;
  try {
    pagePath = await spec.resolvePath(server.baseUrl);
  } catch (error) {
    const message = `could not resolve the page: ${(error as Error).message}`;
    log(`  ${spec.id}: FAILED ${message}`);
    return {
      id: spec.id,
      path: spec.id,
      runScores: [],
      medianIndex: -1,
      median: failedRun(server.baseUrl + spec.id, message),
    };
  }
  const url = server.baseUrl + pagePath;
  // A production server is warm: the first requests after start pay for JIT and the database's caches,
  // which Lighthouse would otherwise count as server response time.
  for (let i = 0; i < 3; i++)
    await fetch(url, { headers: { cookie: "luett_onboarded=1" } }).then((response) => response.text());
  const outputs: (RunOutput | undefined)[] = [];
  const errors: string[] = [];
  for (let i = 0; i < runs; i++) {
    if (cleanup.closed) throw new InterruptedError("interrupted");
    const started = performance.now();
    try {
      const { result: output, retried } = await retryTraceErrors(
        () =>
          runLighthouse({
            url,
            baseUrl: server.baseUrl,
            dataDir: server.dataDir,
            setup: spec.setup,
            track: cleanup.add,
          }),
        (result) => result.lhr.runtimeError?.code,
      );
      if (retried.length > 0) {
        errors.push(`run ${i + 1}: run again after ${retried.join(", ")}`);
        log(`  ${pagePath} run ${i + 1}/${runs}: run again after ${retried.join(", ")}`);
      }
      outputs.push(output);
      const s = output.run.scores;
      // A run without a performance score still counts for nothing; keep its reason for the report.
      if (s.performance === null) {
        const reasons = output.run.warnings.join("; ") || "no performance score";
        errors.push(`run ${i + 1}: ${reasons}`);
      }
      log(
        `  ${pagePath} run ${i + 1}/${runs}: perf ${s.performance ?? "–"}, a11y ${s.accessibility ?? "–"}, ` +
          `bp ${s.bestPractices ?? "–"}, seo ${s.seo ?? "–"}, host index ${formatInt(output.run.benchmarkIndex)} ` +
          `(${seconds(started)} s)`,
      );
    } catch (error) {
      if (cleanup.closed) throw new InterruptedError("interrupted");
      outputs.push(undefined);
      errors.push(`run ${i + 1}: ${(error as Error).message}`);
      log(`  ${pagePath} run ${i + 1}/${runs}: FAILED ${(error as Error).message.split("\n")[0]}`);
    }
  }
  const runScores = outputs.map((output) => output?.run.scores.performance ?? null);
  // Without any performance score (e.g. every run hit a Lighthouse runtime error) the first completed
  // run is shown, so its warnings explain what went wrong.
  let index = medianIndex(runScores, (value) => value);
  if (index < 0) index = outputs.findIndex((output) => output !== undefined);
  const medianOutput = index >= 0 ? outputs[index] : undefined;
  if (!medianOutput) {
    return {
      id: spec.id,
      path: pagePath,
      runScores,
      medianIndex: -1,
      median: failedRun(url, `every run failed: ${errors.join("; ")}`),
    };
  }
  const { generateReport } = await import("lighthouse");
  await writeFile(
    path.join(ARTIFACTS_DIR, `lighthouse-${spec.slug}.html`),
    generateReport(medianOutput.lhr, "html"),
  );
  const median = { ...medianOutput.run, warnings: [...errors, ...medianOutput.run.warnings] };
  return { id: spec.id, path: pagePath, runScores, medianIndex: index, median };
}

async function loadTest(
  server: RunningServer,
  options: BenchOptions,
  cleanup: CleanupRegistry,
): Promise<LoadResult> {
  const endpoints = [];
  for (const endpointPath of LOAD_ENDPOINTS) {
    const started = performance.now();
    const result = await loadEndpoint({
      baseUrl: server.baseUrl,
      path: endpointPath,
      durationS: options.durationS,
      connections: options.connections,
      track: cleanup.add,
    });
    if (cleanup.closed) throw new InterruptedError("interrupted");
    assertServerAlive(server);
    log(
      `  GET ${endpointPath}: ${Math.round(result.requestsPerSec)} req/s, p50 ${result.latencyP50Ms} ms, ` +
        `p99 ${result.latencyP99Ms} ms, non-2xx ${result.non2xx} (${seconds(started)} s)`,
    );
    endpoints.push(result);
  }
  return { durationS: options.durationS, connections: options.connections, endpoints };
}

/** Text search under attack (decision 015), at its own fixed size so runs compare. */
async function searchAttack(server: RunningServer, cleanup: CleanupRegistry): Promise<SearchAttackResult> {
  const result = await loadSearchUnderAttack({
    baseUrl: server.baseUrl,
    ...SEARCH_ATTACK,
    track: cleanup.add,
  });
  if (cleanup.closed) throw new InterruptedError("interrupted");
  assertServerAlive(server);
  for (const endpoint of [result.search, result.health]) {
    log(
      `  GET ${endpoint.path}: ${Math.round(endpoint.requestsPerSec)} req/s, p50 ${endpoint.latencyP50Ms} ms, ` +
        `p99 ${endpoint.latencyP99Ms} ms, non-2xx ${endpoint.non2xx}, errors ${endpoint.errors}`,
    );
  }
  return { durationS: SEARCH_ATTACK.durationS, connections: SEARCH_ATTACK.connections, ...result };
}

const gitCommit = (): string => {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
  } catch {
    return "uncommitted";
  }
};

async function bench(options: BenchOptions, cleanup: CleanupRegistry): Promise<number> {
  const runtimeS: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    log(`▶ ${name}`);
    try {
      return await work();
    } finally {
      runtimeS[name] = seconds(started);
    }
  };
  const started = performance.now();
  await mkdir(ARTIFACTS_DIR, { recursive: true });

  if (!options.skipBuild) await timed("build", () => build(cleanup));
  // The server runs from a private copy of dist/, so a rebuild in the repository cannot disturb it.
  const snapshot = await timed("copy build", () => snapshotBuild(ROOT, cleanup.add));
  const server = await timed("server start", () =>
    startServer({
      root: snapshot.root,
      preferredPort: options.port,
      track: cleanup.add,
      prepareData: (dataDir) =>
        prepareBenchData({ root: snapshot.root, dataDir, generatedPlaces: options.generatePlaces }),
    }),
  );
  log(`  ${server.baseUrl} (build copy in ${snapshot.root}, data in ${server.dataDir})`);

  const summary: BenchSummary = {};
  try {
    if (!options.skipLighthouse) {
      const specs = options.pages.map((id) => PAGE_SPECS.find((spec) => spec.id === id)!);
      const pages = await timed("lighthouse", async () => {
        const results: PageResult[] = [];
        for (const spec of specs) {
          const page = await auditPage(spec, server, options.runs, cleanup);
          assertServerAlive(server);
          if (spec.id === BUNDLE_PAGE_ID && page.medianIndex >= 0) {
            summary.bundle = measureBundle(
              BUNDLE_PAGE_ID,
              page.median.resources,
              server.baseUrl,
              snapshot.webDir,
            );
          }
          results.push(page);
        }
        return results;
      });
      summary.lighthouse = { runsPerPage: options.runs, pages };
    }
    if (!options.skipLoad) {
      summary.load = await timed("load", () => loadTest(server, options, cleanup));
      // Last: the attack leaves searches queued behind it, which would slow whatever came next.
      summary.searchAttack = await timed("search attack", () => searchAttack(server, cleanup));
    }
  } finally {
    await writeFile(path.join(ARTIFACTS_DIR, "server.log"), server.output());
    await timed("server stop", () => server.stop());
    await snapshot.remove();
  }
  runtimeS.total = seconds(started);

  const checks = checkTargets(summary);
  log("\n" + formatReport(summary, checks));
  log(
    `\nRuntime: ${Object.entries(runtimeS)
      .map(([name, s]) => `${name} ${s} s`)
      .join(", ")}`,
  );

  const results = buildResults(
    {
      date: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model.trim() ?? "unknown",
      lighthouse: await lighthouseVersion(),
      runtimeS,
    },
    options,
    summary,
    checks,
  );
  const out = path.resolve(ROOT, options.out);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, serializeResults(results));
  log(
    `Wrote ${path.relative(ROOT, out)}; Lighthouse reports and server.log in ${path.relative(ROOT, ARTIFACTS_DIR)}/`,
  );
  return options.strict && !results.all_targets_met ? 1 : 0;
}

async function main(): Promise<number> {
  const pageIds = PAGE_SPECS.map((spec) => spec.id);
  let options;
  try {
    options = parseBenchArgs(process.argv.slice(2), pageIds);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage(pageIds)}`);
    return 2;
  }
  if (options === "help") {
    log(usage(pageIds));
    return 0;
  }

  const cleanup = createCleanupRegistry();
  let forceExit: NodeJS.Timeout | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (cleanup.closed) {
      console.error(`\n${signal} again: exiting without waiting`);
      process.exit(130);
    }
    console.error(`\n${signal}: stopping the server and Chrome…`);
    // Releasing makes the running step fail fast; main then returns. Exit anyway if something hangs.
    void cleanup.releaseAll();
    forceExit = setTimeout(() => process.exit(130), 30_000);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    return await bench(options, cleanup);
  } catch (error) {
    if (cleanup.closed) {
      await cleanup.releaseAll();
      console.error("interrupted: server, Chrome and temporary data removed");
      return 130;
    }
    console.error(`\nbench failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await cleanup.releaseAll();
    clearTimeout(forceExit);
  }
}

process.exitCode = await main();
