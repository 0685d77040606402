/**
 * Detects a rebuild of dist/web while the bench runs. The server keeps index.html in memory but serves
 * the hashed assets from disk, so a build in between (another terminal, a teammate in the same folder)
 * makes pages load missing chunks and the measurements meaningless. The bench fingerprints the folder
 * after starting the server and compares it after every step.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** A hash of index.html and the sorted list of files with their sizes; "missing" without a build. */
export function fingerprintDir(dir: string): string {
  const index = path.join(dir, "index.html");
  if (!existsSync(index)) return "missing";
  const hash = createHash("sha256").update(readFileSync(index));
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join("/"))
    .sort();
  for (const name of files) {
    const stats = statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (stats?.isFile()) hash.update(`\n${name}:${stats.size}`);
  }
  return hash.digest("hex");
}

export type DistGuard = {
  /** Compares with the fingerprint taken at creation; returns a warning once, when it first differs. */
  check: (step: string) => string | undefined;
  readonly changed: boolean;
};

export function guardDir(dir: string): DistGuard {
  const initial = fingerprintDir(dir);
  let changed = false;
  return {
    check(step) {
      if (changed || fingerprintDir(dir) === initial) return undefined;
      changed = true;
      return `${path.basename(path.dirname(dir))}/${path.basename(dir)} changed during ${step} (another build ran?); the results after that point are not trustworthy`;
    },
    get changed() {
      return changed;
    },
  };
}
