/**
 * Database failover, PostgreSQL only: the real server runs as a child process on a copy of
 * the seeded database, reached through a TCP relay this test can cut like a failover cuts a network.
 * Twenty clients write posts and feedback while the database ends every backend of the app
 * (`pg_terminate_backend`, SQLSTATE 57P01), and later the relay refuses connections altogether.
 * The process must stay up, answer in-flight failures as 503 DATABASE_UNAVAILABLE, report 503 on
 * /api/health while the database is away, serve writes again within 5 s of its return, and lose no
 * write it acknowledged. Collected only when TEST_DATABASE_URL is set (vitest.config.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "#tests/support/test-app.js";
import { projectRoot } from "../lib/project-root.js";

const adminUrl = process.env.TEST_DATABASE_URL!;
const RECOVERY_MS = 5000;

/** A TCP relay to PostgreSQL that can drop every connection and refuse new ones, then come back. */
async function startRelay(target: URL): Promise<{
  port: number;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    // One path, as in a network: when one side fails (PostgreSQL resets a terminated backend's socket),
    // the other side is reset too. `pipe` passes on an orderly end but not an error, and a relay that
    // kept the app's side open would leave the app waiting for an answer that can never come.
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        socket.destroy();
        other.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    port,
    cut: stop,
    restore: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close: async () => {
      if (server.listening) await stop();
    },
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let relay: Awaited<ReturnType<typeof startRelay>>;
let server: ChildProcess;
let serverOutput = "";
let baseUrl: string;
const dataDir = `/tmp/luett-failover-${randomBytes(4).toString("hex")}`;

const request = async (
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<{
  status: number;
  body: { error?: { code: string } } & Record<string, unknown>;
  cookie: string;
}> => {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      origin: baseUrl,
      ...(options.body ? { "content-type": "application/json" } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(15_000),
  }).catch((error: Error) => {
    throw new Error(`${method} ${url}: ${error.message}`);
  });
  const text = await response.text();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { status: response.status, body: text ? JSON.parse(text) : {}, cookie };
};

const isAlive = () => server.exitCode === null && server.signalCode === null;

/** Polls until `check` holds; resolves with the milliseconds it took. */
async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${timeoutMs} ms; server output:\n${serverOutput.slice(-3000)}`);
}

/** Runs one query on the test database (`onServer`: on the server's `postgres` database instead). */
async function query<T extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
  { onServer = false } = {},
): Promise<T[]> {
  const client = new pg.Client({ connectionString: onServer ? adminUrl : database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const terminateAppBackends = async (): Promise<number> => {
  const name = new URL(database.url).pathname.slice(1);
  const rows = await query<{ terminated: boolean }>(
    "SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE datname = $1",
    [name],
    { onServer: true },
  );
  return rows.filter((row) => row.terminated).length;
};

beforeAll(async () => {
  database = await createPostgresDatabase(adminUrl, "luett_template_seeded");
  const target = new URL(database.url);
  relay = await startRelay(target);
  const viaRelay = new URL(database.url);
  viaRelay.port = String(relay.port);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const root = projectRoot();
  server = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      ENABLE_TEST_ROUTES: "true",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: viaRelay.toString(),
      BETTER_AUTH_SECRET: "failover-secret-failover-secret-failover",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
  await waitFor(async () => (await request("GET", "/api/health")).status === 200, 60_000);
}, 90_000);

afterAll(async () => {
  server?.kill("SIGKILL");
  await relay?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A parent's session cookie, created through the test route and a real sign-in. */
async function signInParent(): Promise<string> {
  const email = `failover-${randomBytes(5).toString("hex")}@example.org`;
  const password = "failover-password-42";
  const created = await request("POST", "/api/test/users", { body: { email, password } });
  expect(created.status).toBe(201);
  const signedIn = await request("POST", "/api/auth/sign-in/email", { body: { email, password } });
  expect(signedIn.status).toBe(200);
  return signedIn.cookie;
}

describe("a lost database connection", () => {
  it("never kills the process: in-flight writes fail with 503, acknowledged writes are kept", async () => {
    const cookies = await Promise.all(Array.from({ length: 4 }, signInParent));
    const acknowledged = { posts: [] as string[], feedback: [] as string[] };
    const unexpected: string[] = [];
    let unavailable = 0;
    let terminated = 0;
    let stop = false;

    /** One of 20 clients: alternately a post (as a parent) and a feedback, until told to stop. */
    const client = async (index: number) => {
      for (let round = 0; !stop; round += 1) {
        const marker = `failover ${index}-${round}-${randomBytes(3).toString("hex")}`;
        const isPost = round % 2 === 0;
        const answer = isPost
          ? await request("POST", "/api/posts", {
              cookie: cookies[index % cookies.length],
              body: { type: "tip", content: marker },
            })
          : await request("POST", "/api/feedback", { body: { content: marker } });
        if (answer.status === 201) acknowledged[isPost ? "posts" : "feedback"].push(marker);
        else if (answer.status === 503 && answer.body.error?.code === "DATABASE_UNAVAILABLE")
          unavailable += 1;
        else if (
          !(answer.status === 503 && answer.body.error?.code === "DATABASE_UNAVAILABLE") &&
          answer.status !== 429
        )
          unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
      }
    };
    const clients = Array.from({ length: 20 }, (_, index) =>
      client(index).catch((error: Error) => unexpected.push(error.message)),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    terminated += await terminateAppBackends();
    await new Promise((resolve) => setTimeout(resolve, 300));
    terminated += await terminateAppBackends();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop = true;
    await Promise.all(clients);

    expect(terminated).toBeGreaterThan(0);
    expect(isAlive(), serverOutput).toBe(true);
    expect(unexpected).toEqual([]);
    await waitFor(
      async () => (await request("POST", "/api/feedback", { body: { content: "after" } })).status === 201,
      RECOVERY_MS,
    );

    const stored = await query<{ content: string }>(
      "SELECT content FROM feed_posts WHERE content = ANY($1) UNION ALL SELECT content FROM user_feedback WHERE content = ANY($2)",
      [acknowledged.posts, acknowledged.feedback],
    );
    const lost = acknowledged.posts.length + acknowledged.feedback.length - stored.length;
    console.info(
      `failover: ${acknowledged.posts.length} posts and ${acknowledged.feedback.length} feedback acknowledged, ${terminated} backends terminated, ${unavailable} answered 503, ${lost} acknowledged writes lost`,
    );
    expect(acknowledged.posts.length + acknowledged.feedback.length).toBeGreaterThan(20);
    expect(lost).toBe(0);
  }, 60_000);

  it("answers 503 while the database is away and serves again within 5 s of its return", async () => {
    await relay.cut();
    const health = await request("GET", "/api/health");
    expect(health.status).toBe(503);
    expect(health.body.error?.code).toBe("DATABASE_UNAVAILABLE");
    const write = await request("POST", "/api/feedback", { body: { content: "while away" } });
    expect(write.status).toBe(503);
    expect(write.body.error?.code).toBe("DATABASE_UNAVAILABLE");
    expect(isAlive(), serverOutput).toBe(true);

    await relay.restore();
    const recoveredAfter = await waitFor(
      async () =>
        (await request("POST", "/api/feedback", { body: { content: "back again" } })).status === 201,
      RECOVERY_MS,
    );
    console.info(`failover: writes succeed again ${recoveredAfter} ms after the database came back`);
    expect((await request("GET", "/api/health")).status).toBe(200);
    expect(isAlive()).toBe(true);
  }, 60_000);
});
