/**
 * Production entry point: validates the configuration, opens and migrates the database, seeds it on the
 * first start, listens, and shuts down gracefully on SIGINT/SIGTERM (closing the database, which PGlite
 * needs to release its lock).
 */
import path from "node:path";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { seedDatabase } from "./db/seed.js";
import { projectRoot } from "./lib/project-root.js";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const root = projectRoot();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.resolve(root, config.dataDir, "db"),
    root,
  });
  await database.migrate();
  const seeded = await seedDatabase(database.db, { root });
  await database.refreshStatistics();
  const app = await buildApp({ config, database });
  if (Object.values(seeded).some((count) => count > 0)) app.log.info(seeded, "seeded the database");

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Lütt is running at ${config.publicUrl}`);
}

await main();
