/**
 * A private copy of the build to measure. The server keeps index.html in memory but reads the hashed
 * assets from disk, so a build that runs while the bench is measuring (another terminal, a teammate in
 * the same folder) would take away the chunks the pages load. The bench therefore runs the server from a
 * temporary folder with a copy of dist/ and symbolic links to everything else in the repository
 * (package.json, node_modules, src/server/db/migrations, data/), which is where the server's
 * projectRoot() then points.
 */
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export type BuildSnapshot = {
  /** Project root for the server: dist/ is a copy, everything else links to the repository. */
  root: string;
  webDir: string;
  remove: () => Promise<void>;
};

/** The hashed build files (/assets/…) index.html references, as URL paths; these vanish on a rebuild. */
export function referencedFiles(indexHtml: string): string[] {
  const paths = [...indexHtml.matchAll(/\b(?:src|href)="(\/assets\/[^"?#]+)/g)].map((match) => match[1]!);
  return [...new Set(paths)];
}

/** Files index.html references that are not in webDir: a build that was replaced while being copied. */
export function missingReferences(webDir: string): string[] {
  const index = path.join(webDir, "index.html");
  if (!existsSync(index)) return ["/index.html"];
  return referencedFiles(readFileSync(index, "utf8")).filter((ref) => !existsSync(path.join(webDir, ref)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Copies dist/ of the repository at `repoRoot` into a new temporary root. Retries a few times when the
 * copy is inconsistent because another build was writing dist/ at that moment.
 * @param track registers the folder's removal for SIGINT (see cleanup.ts)
 */
export async function snapshotBuild(
  repoRoot: string,
  track?: (name: string, release: () => Promise<void>) => () => Promise<void>,
): Promise<BuildSnapshot> {
  const root = await mkdtemp(path.join(os.tmpdir(), "luett-bench-build-"));
  // fs.rm removes the links themselves, never what they point to.
  const removeRoot = () => rm(root, { recursive: true, force: true });
  const remove = track?.("build copy", removeRoot) ?? removeRoot;
  try {
    for (const entry of await readdir(repoRoot)) {
      if (entry === "dist" || entry === ".git") continue;
      await symlink(path.join(repoRoot, entry), path.join(root, entry));
    }
    const webDir = path.join(root, "dist/web");
    for (let attempt = 1; ; attempt++) {
      await rm(path.join(root, "dist"), { recursive: true, force: true });
      await cp(path.join(repoRoot, "dist"), path.join(root, "dist"), { recursive: true });
      const missing = missingReferences(webDir);
      if (missing.length === 0 && existsSync(path.join(root, "dist/node/server/main.js"))) break;
      if (attempt === 3) {
        throw new Error(
          `dist/ is incomplete (missing ${missing.join(", ") || "dist/node"}); is a build running?`,
        );
      }
      await sleep(5000);
    }
    return { root, webDir, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
