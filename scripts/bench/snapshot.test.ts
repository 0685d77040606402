import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { missingReferences, referencedFiles, snapshotBuild } from "./snapshot.js";

const INDEX = `<!doctype html><html><head>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css?v=1">
<link rel="manifest" href="/manifest.webmanifest"><a href="/">home</a><a href="https://x.example/a.js">x</a>
</head></html>`;

describe("referencedFiles", () => {
  it("lists the hashed build files index.html loads", () => {
    expect(referencedFiles(INDEX)).toEqual([
      "/assets/index-abc.js",
      "/assets/react-def.js",
      "/assets/index-ghi.css",
    ]);
  });
});

describe("snapshotBuild", () => {
  const repo = mkdtempSync(path.join(os.tmpdir(), "bench-repo-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), content);
  };

  it("copies dist/, links the rest and removes only its own folder", async () => {
    write("package.json", '{"type":"module"}');
    write("data/places.json", "[]");
    write("dist/node/server/main.js", "");
    write("dist/web/index.html", '<script src="/assets/a.js"></script>');
    write("dist/web/assets/a.js", "console.log(1)");
    expect(missingReferences(path.join(repo, "dist/web"))).toEqual([]);

    const snapshot = await snapshotBuild(repo);
    expect(lstatSync(path.join(snapshot.root, "dist")).isSymbolicLink()).toBe(false);
    expect(lstatSync(path.join(snapshot.root, "data")).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(snapshot.webDir, "assets/a.js"), "utf8")).toBe("console.log(1)");

    rmSync(path.join(repo, "dist/web/assets/a.js")); // a rebuild in the repository…
    expect(existsSync(path.join(snapshot.webDir, "assets/a.js"))).toBe(true); // …leaves the copy alone

    await snapshot.remove();
    expect(existsSync(snapshot.root)).toBe(false);
    expect(readFileSync(path.join(repo, "data/places.json"), "utf8")).toBe("[]");
    expect(missingReferences(path.join(repo, "dist/web"))).toEqual(["/assets/a.js"]);
  });
});
