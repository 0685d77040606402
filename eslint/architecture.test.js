import path from "node:path";
import { ESLint, RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import { architecture } from "./architecture.js";

const root = path.resolve(import.meta.dirname, "..");
const file = (relative) => path.join(root, relative);

/** The real configuration (eslint.config.js); each fixture is linted as if it were the file it names. */
const eslint = new ESLint({ cwd: root });

/** What `rule` reports for `code` in `filePath`; imports resolve against the real tree. */
async function reports(filePath, code, rule) {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, { filePath: file(filePath) });
  return result.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe("import boundaries (eslint-plugin-boundaries)", () => {
  const rule = "boundaries/dependencies";

  it.each([
    ["src/server/app.ts", 'import { LIMITS } from "../shared/constants.js";'],
    ["src/web/features/home/home-page.tsx", 'import { apiGet } from "../../lib/api-client";'],
    ["src/web/features/home/home-page.tsx", 'import { CardSection } from "./components/card-section";'],
    ["src/web/components/cards/place-card.tsx", 'import { cn } from "../../lib/cn";'],
    ["src/shared/schemas/places.ts", 'import { z } from "zod";'],
    ["src/shared/geo.ts", 'import { ZPlace } from "./schemas/places.js";'],
    ["src/server/modules/home/service.ts", 'import { isListed } from "#server/modules/places/service.js";'],
    ["src/server/modules/places/service.ts", 'import { nearestFirst } from "./geo-sql.js";'],
    ["src/server/app.ts", 'import { placeRoutes } from "./modules/places/routes.js";'],
    ["src/server/db/seed.ts", 'import { syncImportedPlaces } from "#server/modules/places/service.js";'],
  ])("lets %s import what it may: %s", async (filePath, code) => {
    expect(await reports(filePath, code, rule)).toEqual([]);
  });

  it.each([
    [
      "src/shared/constants.ts",
      'import { buildApp } from "../server/app.js";',
      "src/shared must not import src/server (it runs on both server and web)",
    ],
    [
      "src/shared/constants.ts",
      'import { apiGet } from "../web/lib/api-client";',
      "src/shared must not import src/web-lib (it runs on both server and web)",
    ],
    [
      "src/shared/geo.ts",
      'import { readFile } from "node:fs";',
      'src/shared must not import "node:fs" (it runs on both server and web)',
    ],
    [
      "src/shared/geo.ts",
      'import { useState } from "react";',
      'src/shared must not import "react" (it runs on both server and web)',
    ],
    [
      "src/shared/geo.ts",
      'import { drizzle } from "drizzle-orm/pglite";',
      'src/shared must not import "drizzle-orm/pglite" (it runs on both server and web)',
    ],
    [
      "src/web/lib/api-client.ts",
      'import { AppError } from "../../server/lib/app-error.js";',
      "src/web must not import src/server",
    ],
    [
      "src/server/app.ts",
      'import { routes } from "../web/app/router";',
      "src/server must not import src/web",
    ],
    [
      "src/web/features/home/home-page.tsx",
      'const page = import("../places/places-page");',
      'feature "home" must not import feature "places"; move shared code to components/ or lib/',
    ],
    [
      "src/web/features/home/api/get-home.ts",
      'export { PlacesPage } from "../../places/places-page";',
      'feature "home" must not import feature "places"; move shared code to components/ or lib/',
    ],
    [
      "src/server/modules/search/service.ts",
      'import { isListed } from "../places/filters.js";',
      'module "search" may use module "places" only through its service.ts',
    ],
    [
      "src/server/modules/providers/routes.ts",
      'import { bookingRoutes } from "#server/modules/bookings/routes.js";',
      'module "providers" may use module "bookings" only through its service.ts',
    ],
    [
      "src/server/db/seed.ts",
      'import { syncImportedPlaces } from "#server/modules/places/import-sync.js";',
      'src/server outside the modules may use module "places" only through its service.ts',
    ],
  ])("reports %s importing %s", async (filePath, code, message) => {
    expect(await reports(filePath, code, rule)).toEqual([message]);
  });
});

describe("no import loop between the server's modules (architecture/no-module-cycles)", () => {
  const rule = "architecture/no-module-cycles";

  it("lets a module import one that does not import it back", async () => {
    expect(
      await reports(
        "src/server/modules/courses/service.ts",
        'import { readActiveTags } from "../tags/service.js";',
        rule,
      ),
    ).toEqual([]);
  });

  it("reports an import that closes a loop, naming the loop", async () => {
    // courses/service.ts imports tags/service.ts.
    expect(
      await reports(
        "src/server/modules/tags/service.ts",
        'import { toCourseCard } from "../courses/service.js";',
        rule,
      ),
    ).toEqual([
      'Import loop modules/tags → modules/courses → modules/tags: move what both need into the lower one, or into lib/ (docs/architecture.md "Server modules")',
    ]);
  });

  it("reports a loop through lib/ too", async () => {
    // lib/policy.ts imports plugins/auth.ts, which imports lib/create-profile.ts.
    expect(
      await reports("src/server/lib/create-profile.ts", 'import { requireViewer } from "./policy.js";', rule),
    ).toEqual([
      'Import loop lib/create-profile.ts → lib/policy.ts → plugins/auth.ts → lib/create-profile.ts: move what both need into the lower one, or into lib/ (docs/architecture.md "Server modules")',
    ]);
  });
});

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });

tester.run("kebab-case-files", architecture.rules["kebab-case-files"], {
  valid: [{ filename: file("src/web/features/home/home-page.tsx"), code: "export const a = 1;" }],
  invalid: [{ filename: file("src/web/features/home/HomePage.tsx"), code: "export const a = 1;", errors: 1 }],
});
