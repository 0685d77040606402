// An import resolver (eslint-module-utils interface 2) for eslint-plugin-boundaries. The server's and
// shared code's NodeNext imports name the emitted file ("./app.js") of a TypeScript source ("./app.ts"),
// and imports across areas use package.json "imports" aliases ("#shared/geo.js", "#web/lib/api-client");
// eslint-import-resolver-node knows neither, and an unresolved import escapes the boundaries.
// Loaded with require() (eslint-module-utils), which Node ≥ 20.19 can do for an ES module.
import node from "eslint-import-resolver-node";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
/** "#shared/" → "<root>/src/shared/", from package.json "imports" (the source, not the compiled, target). */
const aliases = Object.entries(JSON.parse(readFileSync(`${root}package.json`, "utf8")).imports).map(
  ([pattern, target]) => [
    pattern.replace(/\*$/, ""),
    root + (typeof target === "string" ? target : target.default).replace(/^\.\//, "").replace(/\*$/, ""),
  ],
);

export const interfaceVersion = 2;

/**
 * Resolves an alias to its file, and a "….js" import to its ".ts" or ".tsx" source; anything else is
 * not found (eslint-import-resolver-node, configured next to this one, takes it).
 */
export function resolve(source, file, config) {
  const alias = aliases.find(([prefix]) => source.startsWith(prefix));
  const path = alias ? alias[1] + source.slice(alias[0].length) : source;
  if (!alias && !/^\.\.?\/.*\.js$/.test(source)) return { found: false };
  const candidates = path.endsWith(".js")
    ? [".ts", ".tsx"].map((extension) => path.replace(/\.js$/, extension))
    : [path];
  for (const candidate of candidates) {
    const resolved = node.resolve(candidate, file, { extensions: [".ts", ".tsx"], ...config });
    if (resolved.found) return resolved;
  }
  return { found: false };
}
