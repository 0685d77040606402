// An import resolver (eslint-module-utils interface 2) for eslint-plugin-boundaries: the server's and
// shared code's NodeNext imports name the emitted file ("./app.js") of a TypeScript source ("./app.ts"),
// which eslint-import-resolver-node does not know, and an unresolved import escapes the boundaries.
// Loaded with require() (eslint-module-utils), which Node ≥ 20.19 can do for an ES module.
import node from "eslint-import-resolver-node";

export const interfaceVersion = 2;

/** Resolves a relative "….js" import to its ".ts" or ".tsx" source; anything else is not found. */
export function resolve(source, file, config) {
  if (!/^\.\.?\/.*\.js$/.test(source)) return { found: false };
  for (const extension of [".ts", ".tsx"]) {
    const resolved = node.resolve(source.replace(/\.js$/, extension), file, config);
    if (resolved.found) return resolved;
  }
  return { found: false };
}
