import { describe, expect, it } from "vitest";
import { formatReport, formatTable } from "./format.js";
import { checkTargets } from "./targets.js";
import { summary } from "./test-fixtures.js";

describe("formatTable", () => {
  it("aligns columns left or right under a rule", () => {
    const table = formatTable(
      [{ header: "name" }, { header: "ms", align: "right" }],
      [
        ["/", "5"],
        ["/places", "1234"],
      ],
    );
    expect(table).toBe(["name       ms", "───────  ────", "/           5", "/places  1234"].join("\n"));
  });

  it("counts symbols as one column and tolerates short rows", () => {
    const table = formatTable([{ header: "" }, { header: "check" }, { header: "x" }], [["✓", "≥ 98"], ["✗"]]);
    expect(table.split("\n")).toEqual(["   check  x", "─  ─────  ─", "✓  ≥ 98", "✗"]);
  });
});

describe("formatReport", () => {
  it("renders every measured section with the target verdicts", () => {
    const s = summary();
    const text = formatReport(s, checkTargets(s));
    expect(text).toContain("Lighthouse (mobile, median of 3 run(s) by performance score)");
    expect(text).toMatch(/\/places\s+90\s+96\s+100\s+92\s+1100\s+2600\s+150\s+0\.100\s+1534\s+98\/90\/100/);
    expect(text).toContain("gzip -9 total:        JS 80.0 kB, CSS 8.0 kB");
    expect(text).toMatch(/GET \/api\/home\s+4000\s+11\s+20\s+0\s+0/);
    expect(text).toContain("Targets (10/17 met)");
    expect(text).toMatch(/✗\s+GET \/api\/places\?limit=20 p99 @ 50 conn\.\s+31 ms\s+≤ 25 ms/);
  });

  it("names the audited path and lists warnings and failed audits under the table", () => {
    const s = summary();
    const detail = s.lighthouse!.pages[1]!;
    detail.id = "/places/:id";
    detail.median.warnings = ["ended on /onboarding instead of /places/42"];
    detail.median.failedAudits = [{ category: "accessibility", id: "color-contrast", title: "Low contrast" }];
    const text = formatReport(s, []);
    expect(text).toContain("  /places/:id audited as /places\n");
    expect(text).toContain("  /places/:id warning: ended on /onboarding instead of /places/42\n");
    expect(text).toContain("  /places/:id accessibility: color-contrast (Low contrast)");
  });

  it("leaves out skipped sections", () => {
    const { load } = summary();
    const text = formatReport({ load }, []);
    expect(text.startsWith("API load (autocannon, 10 s, 50 connections)")).toBe(true);
    expect(text).not.toContain("Lighthouse");
    expect(text).not.toContain("Targets");
  });
});
