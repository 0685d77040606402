import path from "node:path";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { architecture } from "./architecture.js";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });
const root = path.resolve(import.meta.dirname, "..");
const file = (relative) => path.join(root, relative);

tester.run("layers", architecture.rules.layers, {
  valid: [
    { filename: file("src/server/app.ts"), code: 'import { LIMITS } from "../shared/constants.js";' },
    {
      filename: file("src/web/features/home/home-page.tsx"),
      code: 'import { api } from "../../lib/api-client";',
    },
    {
      filename: file("src/web/features/home/api/get-home.ts"),
      code: 'import { x } from "../components/card";',
    },
    { filename: file("src/shared/schemas/places.ts"), code: 'import { z } from "zod";' },
  ],
  invalid: [
    {
      filename: file("src/shared/constants.ts"),
      code: 'import { x } from "../server/app.js";',
      errors: [{ message: "src/shared must not import src/server" }],
    },
    {
      filename: file("src/shared/geo.ts"),
      code: 'import { readFile } from "node:fs";',
      errors: 1,
    },
    {
      filename: file("src/web/lib/api-client.ts"),
      code: 'import { AppError } from "../../server/lib/app-error.js";',
      errors: [{ message: "src/web must not import src/server" }],
    },
    {
      filename: file("src/server/app.ts"),
      code: 'import { routes } from "../web/app/router";',
      errors: [{ message: "src/server must not import src/web" }],
    },
    {
      filename: file("src/web/features/home/home-page.tsx"),
      code: 'const page = import("../places/places-page");',
      errors: 1,
    },
  ],
});

tester.run("kebab-case-files", architecture.rules["kebab-case-files"], {
  valid: [{ filename: file("src/web/features/home/home-page.tsx"), code: "export const a = 1;" }],
  invalid: [{ filename: file("src/web/features/home/HomePage.tsx"), code: "export const a = 1;", errors: 1 }],
});
