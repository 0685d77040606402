// Local ESLint rules that guard the architecture (STYLE.md habit 12; DESIGN.md "Layout"):
// - "layers": src/shared imports nothing from src/server, src/web, Node or React; src/server and src/web
//   never import each other; a web feature (src/web/features/<name>) never imports another feature.
// - "kebab-case-files": file and folder names under src/, scripts/ and tests/ are kebab-case.
import path from "node:path";

const layerOf = (file) => {
  const normalized = file.split(path.sep).join("/");
  const match = normalized.match(/\/src\/(shared|server|web)(?:\/features\/([^/]+))?\//);
  if (!match) return undefined;
  return { layer: match[1], feature: match[2] };
};

const NODE_OR_DOM = /^(node:|react($|-)|fastify|pg$|drizzle-orm\/(pglite|node-postgres))/;

const layers = {
  meta: { type: "problem", schema: [], messages: { bad: "{{reason}}" } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== "string") return;
      const report = (reason) => context.report({ node, messageId: "bad", data: { reason } });
      if (!source.startsWith(".")) {
        if (from.layer === "shared" && NODE_OR_DOM.test(source)) {
          report(`src/shared must not import "${source}" (it runs on both server and web)`);
        }
        return;
      }
      const to = layerOf(path.resolve(path.dirname(context.filename), source) + "/");
      if (!to) return;
      if (from.layer === "shared" && to.layer !== "shared")
        report(`src/shared must not import src/${to.layer}`);
      if (from.layer === "server" && to.layer === "web") report("src/server must not import src/web");
      if (from.layer === "web" && to.layer === "server") report("src/web must not import src/server");
      if (from.feature && to.feature && from.feature !== to.feature) {
        report(
          `feature "${from.feature}" must not import feature "${to.feature}"; move shared code to components/ or lib/`,
        );
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

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

export const architecture = { rules: { layers, "kebab-case-files": kebabCaseFiles } };
