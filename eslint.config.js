import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { architecture } from "./eslint/architecture.js";

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
      "architecture/layers": "error",
      "architecture/kebab-case-files": "error",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        { selector: "ExportDefaultDeclaration", message: "Use named exports (STYLE.md habit 13)." },
      ],
    },
  },
  {
    // Tools that require a default export.
    files: ["*.config.ts", "*.config.js", "eslint.config.js"],
    rules: { "no-restricted-syntax": "off" },
  },
);
