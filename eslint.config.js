import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { fileURLToPath } from "node:url";
import tseslint from "typescript-eslint";
import { architecture } from "./eslint/architecture.js";

const WEB = ["web", "web-app", "web-components", "web-lib", "web-feature"];
const SERVER = ["server", "server-module"];

/**
 * Imports that climb two folders or more, or into another area (src/shared, src/server, src/web, tests),
 * name the area instead: #shared/…, #server/…, #web/…, #tests/… (package.json "imports"), so an import
 * reads the same wherever the file sits. The data files and the root's config files have no alias.
 */
const deepImports = {
  patterns: [
    {
      regex: "^(\\.\\./){2,}(?!data/|[\\w.-]+\\.config\\.js$)|^(\\.\\./)+(src|tests|shared|server|web)/",
      message:
        'Import with the area\'s alias ("#shared/…", "#server/…", "#web/…", "#tests/…"; package.json "imports").',
    },
  ],
};

/**
 * Import boundaries (STYLE.md habit 12; DESIGN.md "Layout"): src/shared imports nothing from src/server,
 * src/web, Node, React or the database drivers (it runs on both sides); src/server and src/web never
 * import each other; a web feature (src/web/features/<name>) never imports another feature, and
 * src/web/components and src/web/lib, which features build on, never import a feature; a server module
 * (src/server/modules/<name>) uses another only through its service.ts (docs/architecture.md "Server
 * modules"), and no import loop runs between modules (architecture/no-module-cycles). Everything else
 * may import anything, as scripts/ and tests/ do.
 */
const importBoundaries = {
  files: ["src/**/*.{ts,tsx}"],
  plugins: { boundaries },
  settings: {
    "boundaries/elements": [
      { type: "shared", pattern: "src/shared" },
      { type: "server-module", pattern: "src/server/modules/*", capture: ["module"] },
      { type: "server", pattern: "src/server" },
      { type: "web-app", pattern: "src/web/app" },
      { type: "web-components", pattern: "src/web/components" },
      { type: "web-lib", pattern: "src/web/lib" },
      { type: "web-feature", pattern: "src/web/features/*", capture: ["feature"] },
      // main.tsx, entry-server.tsx, test-utils/, locales/.
      { type: "web", pattern: "src/web" },
    ],
    "boundaries/dependency-nodes": ["import", "dynamic-import", "export"],
    // The web app's imports leave out the extension (Bundler resolution); the server's name the .js
    // file tsc emits (NodeNext), which eslint/node-next-resolver.js maps to its source.
    "import/resolver": {
      node: { extensions: [".ts", ".tsx"] },
      [fileURLToPath(new URL("eslint/node-next-resolver.js", import.meta.url))]: {},
    },
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "allow",
        // External and Node modules too, for src/shared.
        checkAllOrigins: true,
        policies: [
          {
            from: { element: { type: "shared" } },
            disallow: { to: { element: { types: [...SERVER, ...WEB] } } },
            message: "src/shared must not import src/{{to.element.type}} (it runs on both server and web)",
          },
          {
            from: { element: { type: "shared" } },
            disallow: {
              to: {
                module: [
                  { origin: "core" },
                  { source: ["react", "react-*", "fastify*", "pg"] },
                  { source: "drizzle-orm", internalPath: ["pglite{,/**}", "node-postgres{,/**}"] },
                ],
              },
            },
            message: 'src/shared must not import "{{dependency.source}}" (it runs on both server and web)',
          },
          {
            from: { element: { types: SERVER } },
            disallow: { to: { element: { types: WEB } } },
            message: "src/server must not import src/web",
          },
          {
            from: { element: { types: WEB } },
            disallow: { to: { element: { types: SERVER } } },
            message: "src/web must not import src/server",
          },
          {
            from: { element: { type: "server-module" } },
            disallow: {
              to: {
                element: {
                  type: "server-module",
                  captured: { module: "!{{ from.element.captured.module }}" },
                  fileInternalPath: "!service.ts",
                },
              },
            },
            message:
              'module "{{from.element.captured.module}}" may use module "{{to.element.captured.module}}" only through its service.ts',
          },
          {
            // app.ts registers the modules (their routes, plugins and hooks); the rest of src/server sits below them.
            from: { element: { type: "server", fileInternalPath: "!app.ts" } },
            disallow: { to: { element: { type: "server-module", fileInternalPath: "!service.ts" } } },
            message:
              'src/server outside the modules may use module "{{to.element.captured.module}}" only through its service.ts',
          },
          {
            from: { element: { type: "web-feature" } },
            disallow: {
              to: {
                element: {
                  type: "web-feature",
                  captured: { feature: "!{{ from.element.captured.feature }}" },
                },
              },
            },
            message:
              'feature "{{from.element.captured.feature}}" must not import feature "{{to.element.captured.feature}}"; move shared code to components/ or lib/',
          },
          {
            from: { element: { types: ["web-components", "web-lib"] } },
            disallow: { to: { element: { type: "web-feature" } } },
            message:
              'src/web/components and src/web/lib must not import feature "{{to.element.captured.feature}}" (features build on components/ and lib/, not the other way round); move what both need to components/ or lib/',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      ".data",
      "test-results",
      "playwright-report",
      "src/server/db/migrations",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { architecture, "react-hooks": reactHooks },
    rules: {
      "architecture/kebab-case-files": "error",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-restricted-imports": ["error", deepImports],
      "no-restricted-syntax": [
        "error",
        { selector: "ExportDefaultDeclaration", message: "Use named exports (STYLE.md habit 13)." },
      ],
    },
  },
  importBoundaries,
  { files: ["src/server/**/*.ts"], rules: { "architecture/no-module-cycles": "error" } },
  {
    // Tools that require a default export.
    files: ["*.config.ts", "*.config.js", "eslint.config.js"],
    rules: { "no-restricted-syntax": "off" },
  },
);
