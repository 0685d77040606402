import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fingerprintDir, guardDir } from "./dist-guard.js";

describe("guardDir", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "bench-guard-"));
  const web = path.join(root, "dist", "web");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("warns once when the build output changes", () => {
    expect(fingerprintDir(web)).toBe("missing");
    mkdirSync(path.join(web, "assets"), { recursive: true });
    writeFileSync(path.join(web, "index.html"), '<script src="/assets/a.js"></script>');
    writeFileSync(path.join(web, "assets/a.js"), "1");
    const guard = guardDir(web);
    expect(guard.check("lighthouse /")).toBeUndefined();
    rmSync(path.join(web, "assets/a.js"));
    writeFileSync(path.join(web, "assets/b.js"), "1");
    expect(guard.check("lighthouse /places")).toMatch(/^dist\/web changed during lighthouse \/places/);
    expect(guard.changed).toBe(true);
    expect(guard.check("load")).toBeUndefined();
  });
});
