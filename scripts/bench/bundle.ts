/**
 * Size of the JavaScript and CSS a page loads. Two numbers: the bytes Lighthouse saw on the wire in the
 * median run (what a phone downloads, headers included, varies with the server's compression), and the
 * same files gzipped at level 9 from dist/web (deterministic, so a budget can be checked exactly).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { AssetFile, BundleResult, ResourceRecord } from "./types.js";

const KINDS: Record<string, "js" | "css"> = { Script: "js", Stylesheet: "css" };

/**
 * The page's own JS and CSS requests: same origin, resource type Script or Stylesheet, not made by a
 * worker (a service worker precaching every chunk is not what the page needs), each URL once.
 */
export function selectPageAssets(resources: readonly ResourceRecord[], origin: string): ResourceRecord[] {
  const seen = new Set<string>();
  return resources.filter((resource) => {
    if (!(resource.resourceType in KINDS)) return false;
    if (resource.sessionTargetType !== null && resource.sessionTargetType !== "page") return false;
    let url;
    try {
      url = new URL(resource.url);
    } catch {
      return false;
    }
    if (url.origin !== origin || seen.has(url.pathname)) return false;
    seen.add(url.pathname);
    return true;
  });
}

/** The kind of an asset by its Chrome resource type. */
export const assetKind = (resource: ResourceRecord): "js" | "css" => KINDS[resource.resourceType] ?? "js";

/**
 * Maps a same-origin URL to its file under webDir ("/assets/index-abc.js" → "<webDir>/assets/index-abc.js").
 * Returns null for paths that would leave webDir.
 */
export function urlToWebFile(url: string, webDir: string): string | null {
  const pathname = decodeURIComponent(new URL(url).pathname);
  const file = path.resolve(webDir, "." + path.posix.normalize(pathname));
  const root = path.resolve(webDir);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Sums transfer sizes by kind and lists files that came without content-encoding. */
export function summariseTransfer(assets: readonly ResourceRecord[]): BundleResult["transfer"] {
  let jsBytes = 0;
  let cssBytes = 0;
  const uncompressed: string[] = [];
  for (const asset of assets) {
    if (assetKind(asset) === "js") jsBytes += asset.transferSize;
    else cssBytes += asset.transferSize;
    if (!asset.encoding || asset.encoding === "identity") uncompressed.push(new URL(asset.url).pathname);
  }
  return { jsBytes, cssBytes, uncompressed };
}

/** Gzips (level 9) every asset's file from webDir; files that are not there are listed as missing. */
export function measureGzip(assets: readonly ResourceRecord[], webDir: string): BundleResult["gzip"] {
  const files: AssetFile[] = [];
  const missing: string[] = [];
  for (const asset of assets) {
    const pathname = new URL(asset.url).pathname;
    const file = urlToWebFile(asset.url, webDir);
    if (!file || !existsSync(file)) {
      missing.push(pathname);
      continue;
    }
    const content = readFileSync(file);
    files.push({
      path: pathname,
      kind: assetKind(asset),
      rawBytes: content.length,
      gzipBytes: gzipSync(content, { level: 9 }).length,
    });
  }
  // JavaScript first, then CSS; biggest first within a kind.
  files.sort(
    (a, b) => b.kind.localeCompare(a.kind) || b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path),
  );
  const total = (kind: "js" | "css") =>
    files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0);
  return { jsBytes: total("js"), cssBytes: total("css"), files, missing };
}

/** Both measurements for one page's median run. */
export function measureBundle(
  page: string,
  resources: readonly ResourceRecord[],
  origin: string,
  webDir: string,
): BundleResult {
  const assets = selectPageAssets(resources, origin);
  return { page, transfer: summariseTransfer(assets), gzip: measureGzip(assets, webDir) };
}
