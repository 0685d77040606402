import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OUTPUT, readStadtteile, renderDistrictsModule } from "./hamburg-districts.js";

describe("src/shared/hamburg-districts.ts", () => {
  it("matches data/hamburg/stadtteile.json (run scripts/generate/hamburg-districts.ts after a data import)", () => {
    expect(readFileSync(OUTPUT, "utf8")).toBe(renderDistrictsModule(readStadtteile()));
  });
});
