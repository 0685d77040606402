/**
 * Migration 0027 on a database that has the example courses the embedded mode used to seed: they go,
 * and so do their ids in parents' saved courses and the seed's note, while real courses and the order
 * of the rest stay.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "#server/lib/project-root.js";
import { openDatabase, type Database } from "./client.js";

const MIGRATIONS = "src/server/db/migrations";
const REAL = "00000000-0000-4000-8000-000000000001";
const EXAMPLE = "00000000-0000-4000-8000-000000000002";
const OTHER_REAL = "00000000-0000-4000-8000-000000000003";

let root: string;
let database: Database;

/** A project root whose migrations end before 0027, to migrate, add the old rows, and migrate on. */
async function migrationsUpTo(tag: string): Promise<void> {
  const folder = path.join(root, MIGRATIONS);
  await rm(folder, { recursive: true, force: true });
  await cp(path.join(projectRoot(), MIGRATIONS), folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as { rows: T[] }).rows;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "luett-migration-"));
  await migrationsUpTo("0026_drop-search-columns");
  database = await openDatabase({ databaseUrl: undefined, pgliteDir: "memory://", root });
  await database.migrate();
  const course = (id: string, title: string, isExample: boolean) =>
    sql`INSERT INTO courses (id, title, type, age_group, location, schedule, is_example)
        VALUES (${id}, ${title}, 'PEKiP', '0-12 months', 'Eimsbüttel', 'Di 09:30', ${isExample})`;
  await database.db.execute(course(REAL, "PEKiP bei der Elternschule", false));
  await database.db.execute(course(EXAMPLE, "PEKiP-Gruppe am Vormittag", true));
  await database.db.execute(course(OTHER_REAL, "Babymassage im Stadtteilhaus", false));
  await database.db.execute(
    sql`INSERT INTO "user" (id, name, email) VALUES ('u1', 'Anna', 'anna@example.org')`,
  );
  await database.db.execute(
    sql`INSERT INTO profiles (user_id, saved_courses)
        VALUES ('u1', ARRAY[${OTHER_REAL}, ${EXAMPLE}, ${REAL}]::uuid[])`,
  );
  await database.db.execute(sql`INSERT INTO app_meta (key, value) VALUES ('seed:examples', 'examples-1')`);
  await migrationsUpTo("0027_no-example-courses");
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
  await rm(root, { recursive: true, force: true });
});

describe("migration 0027 (no example courses)", () => {
  it("deletes the example courses and keeps the real ones", async () => {
    const courses = await rows<{ title: string }>(sql`SELECT title FROM courses ORDER BY title`);
    expect(courses.map((course) => course.title)).toEqual([
      "Babymassage im Stadtteilhaus",
      "PEKiP bei der Elternschule",
    ]);
  });

  it("takes the example out of a parent's saved courses, keeping the others in their order", async () => {
    const [profile] = await rows<{ saved_courses: string[] }>(
      sql`SELECT saved_courses FROM profiles WHERE user_id = 'u1'`,
    );
    expect(profile?.saved_courses).toEqual([OTHER_REAL, REAL]);
  });

  it("forgets that the examples were seeded", async () => {
    expect(await rows(sql`SELECT key FROM app_meta WHERE key = 'seed:examples'`)).toEqual([]);
  });
});
