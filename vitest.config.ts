import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Three projects: "unit" (pure functions of the shared code, the scripts and the ESLint rules, in Node),
 * "web" (the browser code: functions and React components, in jsdom) and "api" (the Fastify app through
 * app.inject against a fresh database per file: PGlite by default, PostgreSQL when TEST_DATABASE_URL
 * is set — scripts/test-all.sh runs it both ways; `*.postgres.test.ts` only in the PostgreSQL run).
 * A jsdom window costs each file about a second to set up, so only the browser code gets one.
 */
export default defineConfig({
  test: {
    // A test file per core: Vitest's default leaves one core to its main process, which mostly waits
    // (on two cores the unit and component tests took 248 s with one file at a time, 160 s with two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "scripts/**/*.test.ts", "eslint/**/*.test.js"],
          environment: "node",
        },
      },
      {
        test: {
          name: "web",
          include: ["src/web/**/*.test.{ts,tsx}"],
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
          // The files of a worker share the server's modules instead of importing them anew, about 5 s a
          // file (Fastify, better-auth, Drizzle, sharp, the AWS SDK). Each file still builds its own app on
          // its own database (tests/support/test-app.ts); the server keeps no state in its modules but
          // caches of fixed data (district shapes, holidays, parsed opening hours).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
