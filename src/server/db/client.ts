/**
 * Opens the database: embedded PGlite (default, in `${dataDir}/db`) or PostgreSQL (`DATABASE_URL`).
 * Both are driven through Drizzle with the same schema; callers only see `Db`.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.js";

export type Schema = typeof schema;
/** A Drizzle database over either driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** PGlite only: the whole data directory as a tar blob (used to make test templates). */
  dump?: () => Promise<Blob>;
  /** Applies pending migrations (idempotent). */
  migrate: () => Promise<void>;
  /**
   * Gathers the planner's table statistics (ANALYZE; it samples, ~0.5 s on the real data). PGlite runs
   * no autovacuum, so without this its planner would only ever guess (a filter on two place types: 13
   * rows estimated, 664 found; nearest-first then sorted every match instead of walking the point
   * index); on PostgreSQL it spares the wait for autovacuum after a seed.
   */
  refreshStatistics: () => Promise<void>;
  /** Closes the connection; PGlite leaves a stale lock behind if this is skipped. */
  close: () => Promise<void>;
};

/**
 * PostgreSQL cancels a statement after this long (decision 015): the slowest real query (a text search
 * over every place) takes ~20 ms, migrations and imports run statement by statement well below it.
 */
export const STATEMENT_TIMEOUT_MS = 5000;

const migrationsFolder = (root: string) => path.join(root, "src/server/db/migrations");

/**
 * @param options.databaseUrl PostgreSQL URL, or undefined for PGlite
 * @param options.pgliteDir folder for PGlite data; "memory://" for an in-memory database (tests)
 * @param options.root project root, to find the migrations
 * @param options.pgliteTemplate PGlite dump (`dumpDataDir()`) to load instead of an empty database
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  pgliteDir: string;
  root: string;
  /** A PGlite data-directory dump to start from (tests clone a migrated, seeded template). */
  pgliteTemplate?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // A request waits at most 5 s for a connection, so while the database is away requests fail with
    // 503 (plugins/errors.ts) instead of queueing without end; and no statement runs longer than
    // STATEMENT_TIMEOUT_MS, so no single request (a search built to be slow) can hold a connection.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      statement_timeout: STATEMENT_TIMEOUT_MS,
    });
    // A connection the server drops (restart, failover, pg_terminate_backend, DROP DATABASE … FORCE in
    // tests) emits "error"; unhandled, that kills the process. The pool listens only while
    // a client is idle, so every client also gets its own listener for the time it is checked out (a
    // transaction between two statements): its query fails, and the pool discards it on release.
    const connectionLost = (error: Error) => console.warn(`database connection lost: ${error.message}`);
    pool.on("error", connectionLost);
    pool.on("connect", (client) => client.on("error", connectionLost));
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migrate(db, { migrationsFolder: migrationsFolder(options.root) }),
      refreshStatistics: async () => {
        await pool.query("ANALYZE");
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { cube } = await import("@electric-sql/pglite/contrib/cube");
  const { earthdistance } = await import("@electric-sql/pglite/contrib/earthdistance");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const isMemory = options.pgliteDir.startsWith("memory://");
  if (!isMemory) mkdirSync(path.dirname(path.resolve(options.pgliteDir)), { recursive: true });
  const client = await PGlite.create(isMemory ? undefined : options.pgliteDir, {
    extensions: { pg_trgm, unaccent, cube, earthdistance },
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    dump: async () => {
      // After a checkpoint the data files hold every change, so a copy opens without replaying the
      // write-ahead log: the seeded test template opened in 1.25 s instead of 1.4–1.6 s here.
      await client.exec("CHECKPOINT");
      return (await client.dumpDataDir("none")) as Blob;
    },
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder(options.root) }),
    refreshStatistics: async () => {
      await client.exec("ANALYZE");
    },
    close: () => client.close(),
  };
}
