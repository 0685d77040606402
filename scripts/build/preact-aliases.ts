/**
 * The module aliases of the production build (vite.config.ts) and of the unit tests that run on the
 * production renderer (vitest.config.ts, project "unit-preact"), in one place so the two cannot drift.
 *
 * Production builds run the React code on Preact's compatibility layer: react-dom alone is ~60 kB gzip,
 * Preact ~10 kB, and the home page has a 90 kB JavaScript budget (docs/decisions/004-preact-in-production.md).
 * Development keeps React for Fast Refresh and its warnings.
 */
import { fileURLToPath } from "node:url";

type Alias = { find: RegExp; replacement: string };

const packageFile = (file: string) => fileURLToPath(new URL(`../../node_modules/${file}`, import.meta.url));
const exactly = (name: string, file: string): Alias => ({
  find: new RegExp(`^${name.replace(/[/.]/g, "\\$&")}$`),
  replacement: packageFile(file),
});

// Every name maps to Preact's ES module file: libraries that `require()` React would otherwise pull in
// Preact's CommonJS build next to the ES one, and hooks break with two copies (dual-package hazard).
const preactAliases: Alias[] = [
  // Preact's, with ids in portals repaired (src/web/app/preact-client.ts).
  {
    find: /^react-dom\/client$/,
    replacement: fileURLToPath(new URL("../../src/web/app/preact-client.ts", import.meta.url)),
  },
  exactly("react-dom/server", "preact/compat/server.mjs"),
  exactly("react-dom", "preact/compat/dist/compat.mjs"),
  exactly("react/jsx-runtime", "preact/jsx-runtime/dist/jsxRuntime.mjs"),
  exactly("react/jsx-dev-runtime", "preact/jsx-runtime/dist/jsxRuntime.mjs"),
  exactly("react", "preact/compat/dist/compat.mjs"),
  exactly("preact/compat", "preact/compat/dist/compat.mjs"),
  exactly("preact/hooks", "preact/hooks/dist/hooks.mjs"),
  exactly("preact/jsx-runtime", "preact/jsx-runtime/dist/jsxRuntime.mjs"),
  exactly("preact", "preact/dist/preact.mjs"),
];

/** The aliases `vite build` resolves with (client and server renderer alike). */
export const productionAliases: Alias[] = [
  // react-router's package exports name only its development build (with dev-only warnings and checks);
  // the production build ships beside it.
  exactly("react-router", "react-router/dist/production/index.mjs"),
  ...preactAliases,
];
