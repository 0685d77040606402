/**
 * API load test with autocannon: a short warm-up (JIT, connection pools, PGlite caches), then the
 * measured run with the same connection count. Requests send the Accept-Encoding a browser sends, so
 * compression is part of the measured cost, as it is for real clients. A path with `{lat}` and `{lng}`
 * gets a new position in Hamburg for every request, like visitors nearby asking for what is near them:
 * no two answers are the same, so the server's read cache cannot answer and every request queries the
 * database.
 */
import autocannon from "autocannon";
import type { EndpointResult } from "./types.js";

/** Registers a stop function for SIGINT and returns its release (see cleanup.ts). */
export type Track = (name: string, release: () => Promise<void>) => () => Promise<void>;

export type LoadOptions = {
  baseUrl: string;
  path: string;
  durationS: number;
  connections: number;
  /** Seconds of unmeasured load before the run (default 2). */
  warmupS?: number;
  track?: Track;
};

const HEADERS = { accept: "application/json", "accept-encoding": "gzip, deflate, br, zstd" };

/** Hamburg's extent (WGS84 degrees), where generated positions fall. */
const HAMBURG = { south: 53.45, north: 53.65, west: 9.75, east: 10.2 };

/** Fills `{lat}` and `{lng}` with a random position in Hamburg (5 decimals, about a metre). */
export function withRandomPosition(path: string, random: () => number = Math.random): string {
  const lat = HAMBURG.south + random() * (HAMBURG.north - HAMBURG.south);
  const lng = HAMBURG.west + random() * (HAMBURG.east - HAMBURG.west);
  return path.replace("{lat}", lat.toFixed(5)).replace("{lng}", lng.toFixed(5));
}

/**
 * One autocannon run with a browser's Accept-Encoding, stoppable through `track` while it lasts.
 * @throws what autocannon reports (e.g. a refused connection)
 */
export async function runAutocannon(options: autocannon.Options, track?: Track): Promise<autocannon.Result> {
  let instance: autocannon.Instance | undefined;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ ...options, headers: HEADERS }, (error: unknown, result: autocannon.Result) =>
      error ? reject(error as Error) : resolve(result),
    );
  });
  const release = track?.("autocannon", async () => instance?.stop());
  try {
    return await result;
  } finally {
    await release?.();
  }
}

/** An autocannon result as the bench reports it, under the path it is reported as. */
export const toEndpointResult = (path: string, result: autocannon.Result): EndpointResult => ({
  path,
  requestsPerSec: result.requests.average,
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  totalRequests: result.requests.total,
});

const run = (url: string, durationS: number, options: LoadOptions): Promise<autocannon.Result> => {
  const requests = options.path.includes("{lat}")
    ? [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            path: withRandomPosition(options.path),
          }),
        },
      ]
    : undefined;
  return runAutocannon(
    { url, duration: durationS, connections: options.connections, requests },
    options.track,
  );
};

export async function loadEndpoint(options: LoadOptions): Promise<EndpointResult> {
  const url = options.baseUrl + options.path;
  const warmupS = options.warmupS ?? 2;
  if (warmupS > 0) await run(url, warmupS, options);
  return toEndpointResult(options.path, await run(url, options.durationS, options));
}
