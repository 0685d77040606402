/** The PostgreSQL pool's settings (decision 015); collected only when TEST_DATABASE_URL is set. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { STATEMENT_TIMEOUT_MS } from "./client.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("PostgreSQL connections", () => {
  it("cancel a statement that runs longer than the statement timeout", async () => {
    // It would sleep 5 s longer than the timeout; it is cancelled with 57014 query_canceled instead.
    const sleep = t.database.db.execute(sql`SELECT pg_sleep(${STATEMENT_TIMEOUT_MS / 1000 + 5})`);
    await expect(sleep).rejects.toMatchObject({ cause: { code: "57014" } });
  });
});
