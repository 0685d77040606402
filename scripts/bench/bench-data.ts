/**
 * The bench server's fresh embedded database, prepared before it starts: migrated and seeded as a first
 * start would (the real Hamburg places), plus the test courses (tests/support/test-courses.ts) — a fresh
 * Lütt has none, and `/courses`, `/search` and `/favorites` are to be measured with course cards on them,
 * as they will have once providers publish — and, with `--generate-places=<n>`, n generated places.
 */
import path from "node:path";
import { openDatabase } from "#server/db/client.js";
import { seedDatabase } from "#server/db/seed.js";
import { insertTestCourses } from "#tests/support/insert-test-courses.js";
import { addGeneratedPlaces } from "./generate-places.js";

/**
 * @param options.root the project (or build copy) root: migrations and data/hamburg live there
 * @param options.dataDir the server's DATA_DIR (its PGlite database is `${dataDir}/db`)
 * @param options.generatedPlaces how many generated places to add (0: none)
 */
export async function prepareBenchData(options: {
  root: string;
  dataDir: string;
  generatedPlaces: number;
}): Promise<void> {
  const database = await openDatabase({
    databaseUrl: undefined,
    pgliteDir: path.join(options.dataDir, "db"),
    root: options.root,
  });
  try {
    await database.migrate();
    await seedDatabase(database.db, { root: options.root });
    await insertTestCourses(database.db);
    if (options.generatedPlaces > 0) {
      await addGeneratedPlaces(database.db, options.root, options.generatedPlaces);
    }
  } finally {
    await database.close();
  }
}
