/**
 * Builds the app for API tests against a fresh database: an in-memory PGlite, or — when
 * TEST_DATABASE_URL points at a PostgreSQL server — a new database created for this test file and
 * dropped afterwards. Both start as a copy of a template migrated (and, unless `seed: false`, seeded)
 * once per run by global-setup.ts, exactly like a real first start.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "#server/app.js";
import { loadConfig, type AppConfig } from "#server/config.js";
import { openDatabase, type Database } from "#server/db/client.js";
import { projectRoot } from "#server/lib/project-root.js";
import { TEMPLATE_NAMES } from "./global-setup.js";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close: () => Promise<void>;
};

/**
 * A new PostgreSQL database copied from a template (global-setup.ts), and a function that drops it.
 * @param adminUrl URL of the server's `postgres` database as a superuser (TEST_DATABASE_URL)
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `luett_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Makes `app.inject` send the site's `Origin` on requests that change data, as a browser's fetch does
 * (the API refuses them otherwise, plugins/same-origin.ts). A test that sets `origin` or `referer` itself,
 * even to undefined (a request without either), is left as it is.
 */
function sendOriginLikeABrowser(app: FastifyInstance, origin: string): void {
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string) => {
    if (
      !options ||
      typeof options === "string" ||
      ["GET", "HEAD"].includes((options.method ?? "GET").toUpperCase())
    ) {
      return inject(options as InjectOptions);
    }
    const headers = { ...(options.headers ?? {}) } as Record<string, unknown>;
    if (!("origin" in headers) && !("referer" in headers)) headers.origin = origin;
    for (const [key, value] of Object.entries(headers)) if (value === undefined) delete headers[key];
    return inject({ ...options, headers: headers as InjectOptions["headers"] });
  }) as FastifyInstance["inject"];
}

/**
 * The template dumps, read once per worker: the files of a worker share this module (vitest.config.ts,
 * `isolate: false`), and reading the 45 MB seeded dump took 0.5–0.6 s each time.
 */
const templateBlobs = new Map<string, Promise<Blob>>();
const templateBlob = (file: string): Promise<Blob> => {
  let blob = templateBlobs.get(file);
  if (!blob) {
    blob = readFile(file).then((bytes) => new Blob([bytes]));
    templateBlobs.set(file, blob);
  }
  return blob;
};

/**
 * @param options.sameDatabaseAs another test app whose PostgreSQL database this one opens too, as a
 *   second instance behind a load balancer would (PostgreSQL only: PGlite belongs to one process)
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    webDir?: string;
    rendererPath?: string;
    sameDatabaseAs?: TestApp;
    /** Where the app's log lines go (with `env.LOG_LEVEL`); standard output by default. */
    logStream?: { write: (line: string) => void };
  } = {},
): Promise<TestApp> {
  const root = projectRoot();
  const stage = (options.seed ?? true) ? "seeded" : "migrated";
  const adminUrl = process.env.TEST_DATABASE_URL;
  const shared = options.sameDatabaseAs?.config.databaseUrl;
  if (options.sameDatabaseAs && !shared)
    throw new Error("sameDatabaseAs needs PostgreSQL (TEST_DATABASE_URL)");
  const postgres = shared
    ? { url: shared, drop: async () => {} }
    : adminUrl
      ? await createPostgresDatabase(adminUrl, TEMPLATE_NAMES[stage])
      : undefined;
  const templates = inject("pgliteTemplates");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3000",
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-42",
    DATA_DIR: `/tmp/luett-test-${randomBytes(4).toString("hex")}`,
    // No internet here: a test that wants the weather serves Bright Sky's answers itself.
    WEATHER_URL: "off",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: "memory://",
    root,
    ...(templates ? { pgliteTemplate: await templateBlob(templates[stage]) } : {}),
  });
  const app = await buildApp({
    config,
    database,
    logStream: options.logStream,
    webDir: options.webDir ?? "/nonexistent",
    // Pages are prepared by the web app's renderer from source (the build runs after the API tests).
    rendererPath:
      options.rendererPath ?? (options.webDir ? path.join(root, "src/web/entry-server.tsx") : undefined),
  });
  await app.ready();
  sendOriginLikeABrowser(app, config.publicUrl);
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await postgres?.drop();
    },
  };
}
