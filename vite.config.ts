import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Production builds run the React code on Preact's compatibility layer: react-dom alone is ~60 kB gzip,
 * Preact ~10 kB, and the home page has a 90 kB JavaScript budget (docs/decisions/004-preact-in-production.md).
 * Development keeps React for Fast Refresh and its warnings.
 */
const preactAliases = {
  "react-dom/test-utils": "preact/test-utils",
  "react-dom/client": "preact/compat/client",
  "react-dom": "preact/compat",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
  react: "preact/compat",
};

/** Builds the web app into dist/web; in development proxies /api to the Fastify server (scripts/dev.ts). */
export default defineConfig(({ command }) => ({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss()],
  resolve: command === "build" ? { alias: preactAliases } : {},
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // The server reads the manifest to preload each route's chunks (src/server/plugins/spa.ts).
    manifest: true,
    target: "es2022",
    sourcemap: true,
  },
  server: {
    port: 3000,
    proxy: { "/api": "http://127.0.0.1:3001" },
  },
}));
