/**
 * The installable app's files (decision 007): the service worker and the manifest are never taken from
 * the HTTP cache (else a deployment would not reach installed apps), hashed assets are cached for a year,
 * and the app shell the service worker precaches (/index.html) is served as a file.
 */
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), "luett-web-"));
  await mkdir(path.join(webDir, "assets"));
  await writeFile(
    path.join(webDir, "index.html"),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webDir, "sw.js"), "self.addEventListener('fetch', () => {});");
  await writeFile(
    path.join(webDir, "manifest.webmanifest"),
    JSON.stringify({ name: "Lütt", display: "standalone" }),
  );
  await writeFile(path.join(webDir, "assets", "index-abc123.js"), "console.log(1);");
  t = await createTestApp({ seed: false, webDir });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe("service worker and manifest", () => {
  it("serves /sw.js as JavaScript with no-cache", async () => {
    const response = await t.app.inject({ url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("serves the manifest as application/manifest+json with no-cache", async () => {
    const response = await t.app.inject({ url: "/manifest.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps a year of caching for hashed assets and serves the precached app shell", async () => {
    const asset = await t.app.inject({ url: "/assets/index-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const shell = await t.app.inject({ url: "/index.html" });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root">');
  });
});
