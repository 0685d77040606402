import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { measureBundle, selectPageAssets, urlToWebFile } from "./bundle.js";
import type { ResourceRecord } from "./types.js";

const origin = "http://127.0.0.1:3300";
const record = (url: string, resourceType: string, extra: Partial<ResourceRecord> = {}): ResourceRecord => ({
  url,
  resourceType,
  transferSize: 1000,
  resourceSize: 3000,
  encoding: "gzip",
  sessionTargetType: "page",
  ...extra,
});

describe("selectPageAssets", () => {
  it("keeps same-origin scripts and stylesheets of the page, once each", () => {
    const selected = selectPageAssets(
      [
        record(`${origin}/`, "Document"),
        record(`${origin}/assets/index-a.js`, "Script"),
        record(`${origin}/assets/index-a.js?v=2`, "Script"),
        record(`${origin}/assets/index-b.css`, "Stylesheet"),
        record("https://cdn.example/x.js", "Script"),
        record(`${origin}/assets/chunk.js`, "Script", { sessionTargetType: "worker" }),
        record(`${origin}/assets/lazy.js`, "Script", { sessionTargetType: null }),
        record(`${origin}/api/home`, "Fetch"),
      ],
      origin,
    );
    expect(selected.map((item) => item.url)).toEqual([
      `${origin}/assets/index-a.js`,
      `${origin}/assets/index-b.css`,
      `${origin}/assets/lazy.js`,
    ]);
  });
});

describe("urlToWebFile", () => {
  it("maps a URL path into the web folder and refuses to leave it", () => {
    expect(urlToWebFile(`${origin}/assets/a.js?x=1`, "/srv/web")).toBe(path.resolve("/srv/web/assets/a.js"));
    expect(urlToWebFile(`${origin}/%2e%2e/secret.js`, "/srv/web")).toBe(path.resolve("/srv/web/secret.js"));
    expect(urlToWebFile(`${origin}/`, "/srv/web")).toBeNull();
  });
});

describe("measureBundle", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-bundle-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gzips each file at level 9 and sums by kind, next to the transfer sizes", () => {
    mkdirSync(path.join(dir, "assets"));
    const js = "export const x = 1;\n".repeat(200);
    const css = "body { color: red }\n".repeat(100);
    writeFileSync(path.join(dir, "assets/app.js"), js);
    writeFileSync(path.join(dir, "assets/app.css"), css);
    const result = measureBundle(
      "/",
      [
        record(`${origin}/assets/app.js`, "Script", { transferSize: 700 }),
        record(`${origin}/assets/app.css`, "Stylesheet", { transferSize: 400, encoding: null }),
        record(`${origin}/assets/gone.js`, "Script", { transferSize: 50, encoding: "br" }),
      ],
      origin,
      dir,
    );
    expect(result.transfer).toEqual({ jsBytes: 750, cssBytes: 400, uncompressed: ["/assets/app.css"] });
    expect(result.gzip.jsBytes).toBe(gzipSync(js, { level: 9 }).length);
    expect(result.gzip.cssBytes).toBe(gzipSync(css, { level: 9 }).length);
    expect(result.gzip.files.map((file) => file.path)).toEqual(["/assets/app.js", "/assets/app.css"]);
    expect(result.gzip.missing).toEqual(["/assets/gone.js"]);
  });
});
