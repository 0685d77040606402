/**
 * Vitest global setup for the API project: migrates and seeds one template database per run (the app's
 * seed plus the test courses), so each test file starts from a copy in well under a second instead of
 * migrating and seeding on its own.
 * PGlite: a data-directory dump on disk; PostgreSQL (TEST_DATABASE_URL): template databases.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, type Db } from "#server/db/client.js";
import { seedDatabase } from "#server/db/seed.js";
import { projectRoot } from "#server/lib/project-root.js";
import { insertTestCourses } from "./insert-test-courses.js";

export const TEMPLATE_NAMES = {
  migrated: "luett_template_migrated",
  seeded: "luett_template_seeded",
} as const;

declare module "vitest" {
  // Vitest's typed inject() requires interface merging here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplates: { migrated: string; seeded: string } | null;
  }
}

const adminQuery = async (adminUrl: string, text: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const withDatabase = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The app's seed (the real places, their facts, the tags) and the test courses (test-courses.ts). */
async function seedTestDatabase(db: Db, root: string): Promise<void> {
  await seedDatabase(db, { root });
  await insertTestCourses(db);
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = projectRoot();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    for (const [stage, name] of Object.entries(TEMPLATE_NAMES)) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
      const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), pgliteDir: "", root });
      await database.migrate();
      if (stage === "seeded") await seedTestDatabase(database.db, root);
      await database.close();
    }
    project.provide("pgliteTemplates", null);
    return async () => {
      for (const name of Object.values(TEMPLATE_NAMES)) {
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    };
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), "luett-pglite-template-"));
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: "memory://", root });
  await database.migrate();
  const files = { migrated: path.join(folder, "migrated.tar"), seeded: path.join(folder, "seeded.tar") };
  await writeFile(files.migrated, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await seedTestDatabase(database.db, root);
  await writeFile(files.seeded, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplates", files);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
