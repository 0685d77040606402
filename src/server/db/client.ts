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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, DROP DATABASE … FORCE in tests) emits
    // "error" on the pool; unhandled, that would crash the process. The pool replaces it on next use.
    pool.on("error", (error) => console.warn(`database connection lost: ${error.message}`));
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
    dump: async () => (await client.dumpDataDir("none")) as Blob,
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder(options.root) }),
    refreshStatistics: async () => {
      await client.exec("ANALYZE");
    },
    close: () => client.close(),
  };
}
