import path from "node:path";
import { loadConfig } from "#server/config.js";
import { openDatabase } from "#server/db/client.js";
import { projectRoot } from "#server/lib/project-root.js";

/** Opens the database the server would use with the current environment (same rules as main.ts). */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  const root = projectRoot();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.resolve(root, config.dataDir, "db"),
    root,
  });
  return { config, root, database };
}
