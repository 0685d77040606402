import { configDefaults, defineConfig } from "vitest/config";
import { productionAliases } from "./scripts/build/preact-aliases.js";

/**
 * What the component tests of both renderers share; they wait for lazily loaded chunks, which a busy run
 * makes slow, hence the timeout (setup.ts).
 */
const componentTests = {
  environment: "jsdom",
  setupFiles: ["src/web/test-utils/setup.ts"],
  testTimeout: 20_000,
};

/**
 * Component tests that run a second time, on Preact: the same assertions on both renderers, no copies.
 * Chosen for what preact/compat does differently from React: a react-hook-form form, a Radix dialog
 * (portal, focus trap) with a form, a dialog opened inside another, sonner's toaster, and the pages the
 * server renders. The rest runs on
 * React only: every file here costs seconds, as libraries are transformed rather than loaded by Node.
 */
const onPreactToo = [
  "src/web/app/discovery-server-render.test.tsx",
  "src/web/features/community/create-post-page.test.tsx",
  "src/web/features/admin/tags/tag-management-page.test.tsx",
  "src/web/lib/toast.test.tsx",
  // A confirmation opened inside a dialog: ids in a portal that renders again (app/preact-client.ts).
  "src/web/features/provider/components/course-bookings-dialog.test.tsx",
];

/**
 * Three projects: "unit" (pure functions and React components, jsdom), "unit-preact" (components on the
 * production renderer: `*.preact.test.tsx`, which test what only Preact does, and the files above) and
 * "api" (the Fastify app through app.inject against a fresh database per file: PGlite by default,
 * PostgreSQL when TEST_DATABASE_URL is set — scripts/test-all.sh runs it both ways; `*.postgres.test.ts`
 * only in the PostgreSQL run).
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
          exclude: [...configDefaults.exclude, "src/web/**/*.preact.test.{ts,tsx}"],
          ...componentTests,
        },
      },
      {
        // Resolved as `vite build` resolves (vite.config.ts): the same aliases, and the browser's and
        // the server build's conditions, so libraries load their ES builds, whose `import "react"` the
        // aliases reach (a CommonJS `require("react")` would load React itself next to Preact).
        resolve: {
          alias: [
            ...productionAliases,
            // Testing Library's act() falls back to react-dom/test-utils when React has none.
            { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
          ],
          mainFields: ["browser", "module", "jsnext:main", "jsnext"],
          conditions: ["module", "browser", "production"],
        },
        // Server-side tests (`@vitest-environment node`) render as the server renderer's build does.
        ssr: { resolve: { conditions: ["module", "node", "production"] } },
        test: {
          name: "unit-preact",
          include: ["src/web/**/*.preact.test.{ts,tsx}", ...onPreactToo],
          // Libraries too go through the aliases: Node would load them with React.
          server: { deps: { inline: true } },
          // After the other projects: transforming every library is ~40 s of CPU, which, run beside the
          // React component tests, stretched their waits for lazily loaded dialogs past 15 s.
          sequence: { groupOrder: 1 },
          ...componentTests,
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
