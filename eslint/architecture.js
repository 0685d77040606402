// Local ESLint rules that guard the architecture (STYLE.md habit 12; DESIGN.md "Layout"); the import
// boundaries are eslint-plugin-boundaries' (eslint.config.js).
// - "kebab-case-files": file and folder names under src/, scripts/ and tests/ are kebab-case.
// - "no-module-cycles": no import loop runs between the server's modules (docs/architecture.md
//   "Server modules"), directly or through lib/, plugins/ or db/.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

const kebabCaseFiles = {
  meta: { type: "suggestion", schema: [], messages: { bad: '"{{name}}" is not kebab-case' } },
  create(context) {
    const relative = path.relative(context.cwd, context.filename).split(path.sep);
    if (!["src", "scripts", "tests"].includes(relative[0])) return {};
    return {
      Program(node) {
        for (const name of relative.slice(1)) {
          if (!KEBAB.test(name)) context.report({ node, messageId: "bad", data: { name } });
        }
      },
    };
  },
};

/** `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`, types included. */
const IMPORT_SOURCES =
  /(?:^|[\s;])(?:import|export)\s[^;"'`]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/**
 * The server's import graph, one node per module (`modules/<name>`) and one per other file
 * (`lib/policy.ts`), read from the files on disk once per lint run. Tests are left out: nothing imports
 * them, so they close no loop.
 */
function serverGraph(root) {
  const server = path.join(root, "src", "server");
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) files.push(full);
    }
  };
  walk(server);
  const graph = new Map();
  for (const file of files) {
    const from = serverNode(root, file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT_SOURCES)) {
      const to = serverNode(root, resolveServerImport(root, file, match[1] ?? match[2] ?? match[3]));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

/** The file an import names, for imports inside src/server (`./x.js`, `../x/y.js`, `#server/…`). */
function resolveServerImport(root, file, source) {
  if (source.startsWith("#server/")) return path.join(root, "src", "server", source.slice("#server/".length));
  if (source.startsWith(".")) return path.resolve(path.dirname(file), source);
  return null;
}

/** A file's node in the graph: its module, or itself relative to src/server; null outside src/server. */
function serverNode(root, file) {
  if (!file) return null;
  const relative = path.relative(path.join(root, "src", "server"), file.replace(/\.js$/, ".ts"));
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts[0] === "modules" && parts.length > 2 ? `modules/${parts[1]}` : parts.join("/");
}

/** A shortest path of imports from `start` to `goal`, or null. */
function importPath(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const steps = [];
      for (let at = goal; at !== null; at = previous.get(at)) steps.unshift(at);
      return steps;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

const graphs = new Map();

const noModuleCycles = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      loop: 'Import loop {{steps}}: move what both need into the lower one, or into lib/ (docs/architecture.md "Server modules")',
    },
  },
  create(context) {
    const from = serverNode(context.cwd, context.filename);
    if (!from || /\.test\.ts$/.test(context.filename)) return {};
    if (!graphs.has(context.cwd)) graphs.set(context.cwd, serverGraph(context.cwd));
    const graph = graphs.get(context.cwd);
    const check = (node) => {
      if (typeof node.source?.value !== "string") return;
      const to = serverNode(
        context.cwd,
        resolveServerImport(context.cwd, context.filename, node.source.value),
      );
      if (!to || to === from) return;
      const back = importPath(graph, to, from);
      if (back) context.report({ node, messageId: "loop", data: { steps: [from, ...back].join(" → ") } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const architecture = {
  rules: { "kebab-case-files": kebabCaseFiles, "no-module-cycles": noModuleCycles },
};
