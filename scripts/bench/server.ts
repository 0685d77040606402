/**
 * Starts the production build (`node --conditions=luett-compiled dist/node/server/main.js`) the way it runs in production, on a free
 * port and a fresh temporary data folder (so the first start migrates and seeds the real Hamburg
 * places), waits for `GET /api/health`, and stops it again with SIGTERM (the server closes PGlite).
 * Other servers may come and go on the same machine, so "healthy" also means "the port is ours": a 200
 * from someone else's server on the port we picked must not count. On EADDRINUSE the next port is tried.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type RunningServer = {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The server's stdout and stderr so far (LOG_LEVEL=warn, so normally short). */
  output: () => string;
  /** False once the server process has exited. */
  alive: () => boolean;
  /** SIGTERM, wait for exit (SIGKILL after 15 s), remove the data folder. Safe to call twice. */
  stop: () => Promise<void>;
};

export type StartServerOptions = {
  root: string;
  preferredPort: number;
  /** How long migrating and seeding may take before we give up. */
  startTimeoutMs?: number;
  /**
   * Runs after the data folder exists and before the server starts, e.g. `--generate-places=50000`,
   * which migrates, seeds and bulk-inserts generated places into the folder (generate-places.ts).
   */
  prepareData?: (dataDir: string) => Promise<void>;
  /** Registers the stop function as soon as there is something to stop (see cleanup.ts). */
  track?: (name: string, release: () => Promise<void>) => () => Promise<void>;
};

const HOST = "127.0.0.1";
const ATTEMPTS = 3;

const isPortFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ host: HOST, port, exclusive: true }, () => probe.close(() => resolve(true)));
  });

/** The preferred port if free, else the next free one of the following 50. */
export async function findFreePort(preferred: number): Promise<number> {
  for (let port = preferred; port < Math.min(preferred + 50, 65_536); port++) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port in ${preferred}–${preferred + 49}`);
}

/** Socket inodes in LISTEN state on `port`, from the text of /proc/net/tcp or /proc/net/tcp6. */
export function listeningInodes(procNetTcp: string, port: number): string[] {
  const inodes: string[] = [];
  for (const line of procNetTcp.split("\n").slice(1)) {
    const columns = line.trim().split(/\s+/);
    const [, local, , state, , , , , , inode] = columns;
    if (!local || !inode || state !== "0A") continue; // 0A = TCP_LISTEN
    if (Number.parseInt(local.split(":")[1] ?? "", 16) === port) inodes.push(inode);
  }
  return inodes;
}

/** Whether process `pid` holds a socket listening on `port`; undefined where /proc cannot tell. */
export function ownsListeningPort(pid: number, port: number): boolean | undefined {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
      if (!existsSync(file)) continue;
      for (const inode of listeningInodes(readFileSync(file, "utf8"), port)) inodes.add(inode);
    }
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return undefined;
  }
  for (const fd of fds) {
    let link;
    try {
      link = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: "utf8" });
    } catch {
      continue; // closed in the meantime
    }
    const match = /^socket:\[(\d+)\]$/.exec(link);
    if (match && inodes.has(match[1]!)) return true;
  }
  return false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A timeout that does not keep the process alive (a pending 15 s kill timeout must not delay exit). */
const unrefSleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

class PortTakenError extends Error {}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const entry = path.join(options.root, "dist/node/server/main.js");
  if (!existsSync(entry)) throw new Error(`${entry} is missing; run npm run build (or drop --skip-build)`);
  let from = options.preferredPort;
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort(from);
    try {
      return await startOnce(entry, port, options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === ATTEMPTS) throw error;
      from = port + 1;
    }
  }
}

async function startOnce(entry: string, port: number, options: StartServerOptions): Promise<RunningServer> {
  const baseUrl = `http://${HOST}:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "luett-bench-"));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const untrackDataDir = options.track?.("temporary data folder", removeDataDir);
  try {
    await options.prepareData?.(dataDir);
  } catch (error) {
    await (untrackDataDir ?? removeDataDir)();
    throw error;
  }

  // A clean environment: nothing from the caller's shell (DATABASE_URL, SMTP_URL, …) leaks in.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    LANG: process.env.LANG,
    NODE_ENV: "production",
    HOST,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    // The load runs from this machine at thousands of requests a second: exempt it from the rate limits
    // that production no longer waives for loopback (README "Configuration", `RATE_LIMIT_ALLOW`).
    RATE_LIMIT_ALLOW: "loopback",
  };
  // The condition points the #server/… and #shared/… imports at the compiled code (package.json).
  const child = spawn(process.execPath, ["--conditions=luett-compiled", entry], {
    cwd: options.root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    if (output.length > 1_000_000) output = output.slice(-500_000);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  // Set on "close" (after stdout/stderr are drained, so the output is complete).
  let exitCode: number | null | undefined;
  let exitSignal: NodeJS.Signals | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once("close", (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      resolve();
    }),
  );

  let stopping: Promise<void> | undefined;
  const stopNow = () => {
    stopping ??= (async () => {
      if (exitCode === undefined) {
        child.kill("SIGTERM");
        const killed = await Promise.race([exited.then(() => false), unrefSleep(15_000).then(() => true)]);
        if (killed) {
          child.kill("SIGKILL");
          await exited;
        }
      }
      await (untrackDataDir ?? removeDataDir)();
    })();
    return stopping;
  };
  const stop = options.track?.("server", stopNow) ?? stopNow;

  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  try {
    for (;;) {
      if (exitCode !== undefined) {
        if (output.includes("EADDRINUSE")) throw new PortTakenError(`port ${port} was taken meanwhile`);
        throw new Error(`the server exited (${exitSignal ?? `code ${exitCode}`}) while starting`);
      }
      if (Date.now() > deadline)
        throw new Error("the server did not answer GET /api/health with 200 in time");
      try {
        const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
        // A 200 counts only when our process holds the port (unknown without /proc: trust it).
        if (response.status === 200 && ownsListeningPort(child.pid!, port) !== false) break;
      } catch {
        // Not listening yet.
      }
      await sleep(250);
    }
  } catch (error) {
    await stop();
    if (error instanceof PortTakenError) throw error;
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.trim().slice(-4000)}`);
  }
  return { baseUrl, port, dataDir, output: () => output, alive: () => exitCode === undefined, stop };
}
