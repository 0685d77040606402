/**
 * API load test with autocannon: a short warm-up (JIT, connection pools, PGlite caches), then the
 * measured run with the same connection count. Requests send the Accept-Encoding a browser sends, so
 * compression is part of the measured cost, as it is for real clients.
 */
import autocannon from "autocannon";
import type { EndpointResult } from "./types.js";

export type LoadOptions = {
  baseUrl: string;
  path: string;
  durationS: number;
  connections: number;
  /** Seconds of unmeasured load before the run (default 2). */
  warmupS?: number;
  /** Registers a stop function for SIGINT (see cleanup.ts). */
  track?: (name: string, release: () => Promise<void>) => () => Promise<void>;
};

const HEADERS = { accept: "application/json", "accept-encoding": "gzip, deflate, br, zstd" };

const run = async (url: string, durationS: number, options: LoadOptions): Promise<autocannon.Result> => {
  let instance: autocannon.Instance | undefined;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      { url, duration: durationS, connections: options.connections, headers: HEADERS },
      (error: unknown, result: autocannon.Result) => (error ? reject(error as Error) : resolve(result)),
    );
  });
  const release = options.track?.("autocannon", async () => instance?.stop());
  try {
    return await result;
  } finally {
    await release?.();
  }
};

export async function loadEndpoint(options: LoadOptions): Promise<EndpointResult> {
  const url = options.baseUrl + options.path;
  const warmupS = options.warmupS ?? 2;
  if (warmupS > 0) await run(url, warmupS, options);
  const result = await run(url, options.durationS, options);
  return {
    path: options.path,
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    totalRequests: result.requests.total,
  };
}
