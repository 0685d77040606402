import { defineConfig } from "vitest/config";

/**
 * Two projects: "unit" (pure functions and React components, jsdom) and "api" (the Fastify app through
 * app.inject against a fresh database per file: PGlite by default, PostgreSQL when TEST_DATABASE_URL
 * is set — scripts/test-all.sh runs it both ways; `*.postgres.test.ts` only in the PostgreSQL run).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "src/shared/**/*.test.ts",
            "src/web/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "eslint/**/*.test.js",
          ],
          environment: "jsdom",
          setupFiles: ["src/web/test-utils/setup.ts"],
          // Component tests wait for lazily loaded chunks, which a busy run makes slow (setup.ts).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          // *.postgres.test.ts need a real server (failover): collected only in the PostgreSQL run.
          exclude: process.env.TEST_DATABASE_URL ? [] : ["src/server/**/*.postgres.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
