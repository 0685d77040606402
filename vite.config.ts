import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { pwaPlugins } from "./scripts/build/pwa.js";
import { reactRouterDeadCode } from "./scripts/build/react-router-dead-code.js";

/** The chunks every page start runs nearly all of: the libraries, the shared modules, the app's start. */
const STARTUP_CHUNKS = new Set(["framework", "shared", "start"]);

/** Builds the web app into dist/web; in development proxies /api to the Fastify server (scripts/dev.ts). */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: "src/web",
  publicDir: "../../public",
  plugins: [
    reactRouterDeadCode(),
    react(),
    tailwindcss(),
    // Manifest, generated icons and the service worker (installable, works offline).
    ...pwaPlugins({ sourceSvg: fileURLToPath(new URL("public/favicon.svg", import.meta.url)) }),
  ],
  // react-router's package exports name only its development build (with dev-only warnings and checks);
  // the production build ships beside it.
  resolve:
    command === "build"
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url),
              ),
            },
          ],
        }
      : {},
  build: isSsrBuild
    ? {
        // The server renderer (src/web/entry-server.tsx → dist/ssr), loaded by src/server/plugins/spa.ts.
        outDir: "../../dist/ssr",
        emptyOutDir: true,
        target: "node20",
        sourcemap: true,
        copyPublicDir: false,
      }
    : {
        outDir: "../../dist/web",
        emptyOutDir: true,
        target: "es2022",
        sourcemap: true,
        // The server reads the manifest to preload each route's chunks (src/server/plugins/spa.ts).
        manifest: true,
        // No preload helper: it inserted a <link rel="modulepreload"> per dependency of every lazy
        // import, ~70 DOM insertions costing ~200 ms of main thread on a throttled phone while a
        // server-rendered page loads its code. The server already preloads a client-rendered page's
        // chunks in its HTML (src/server/plugins/spa.ts), and the browser follows static imports itself.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // V8's explicit compile hint (Chrome 136+, v8.dev/blog/explicit-compile-hints): the code every
            // page start runs is compiled while it streams in, off the main thread, instead of function by
            // function on first call while the page hydrates. `postBanner`, not `banner`: the minifier
            // drops comments.
            postBanner: (chunk) => (STARTUP_CHUNKS.has(chunk.name) ? "//# allFunctionsCalledOnLoad" : ""),
            // Fewer, larger chunks: automatic splitting made ~80 files of a few hundred bytes for `/`
            // (one request and ~1 kB of headers each). The libraries every page runs go together, the
            // icons and the small modules shared by several pages (helpers, cards, layout parts, API
            // calls) each in one chunk: 15 files for `/`, and fewer bytes too (each file's import/export
            // glue is ~100 bytes gzip, and one file compresses better than many).
            codeSplitting: {
              groups: [
                // What main.tsx runs before the first paint, apart: had Vite's import helper landed in
                // "shared", a server-rendered page would fetch 15 kB before painting.
                { name: "boot", test: /vite[\\/]preload-helper|src[\\/]web[\\/]app[\\/]early-input/ },
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
                },
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
                // Relative dates (date-fns and its two locales, ~5 kB gzip) for the pages that show them
                // (community, the place page's facts), not in "shared", which every page loads.
                {
                  name: "dates",
                  test: /node_modules[\\/]date-fns[\\/]|src[\\/]web[\\/]lib[\\/]relative-time/,
                  minShareCount: 2,
                },
                {
                  name: "shared",
                  test: /src[\\/]web[\\/](lib[\\/](?!upload)|components[\\/](cards[\\/](?!course-capacity-badge)|layout[\\/]|hydrate-later|use-sign-in-prompt|ui[\\/]empty-state)|features[\\/](?!admin|provider|cafe)[^\\/]+[\\/](api[\\/](?!place-photos)|lib[\\/]))/,
                  minShareCount: 2,
                  // Bytes of a module's source, comments included: the cards and hydrate-later.tsx fit,
                  // so `/` loads them with "shared" instead of as 5 more files (2.1 kB gzip less). The
                  // visitors' features' small lib modules and the empty state, which `/` loads too,
                  // likewise (3 files and 0.36 kB gzip less, issue 20). Out of it, as `/` never needs them:
                  // the admin's, providers' and cafés' lib and API modules (their API modules were in it
                  // until issue 20: 0.8 kB gzip less for `/`), the uploader (lib/upload), and the
                  // place photos' API (issue 20 §4), shared only by the place page and its lazy dialogs,
                  // and the courses' capacity badge (issue 21 §2), which the lists use but `/` does not.
                  maxModuleSize: 9000,
                },
              ],
            },
          },
        },
      },
  // Bundle every library into the server renderer, so it runs on the same builds as the browser: the
  // production ones (React picks its build by NODE_ENV at run time, and the journeys' server runs as "test").
  ssr: { noExternal: true },
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  server: {
    port: 3000,
    proxy: { "/api": "http://127.0.0.1:3001" },
  },
}));
