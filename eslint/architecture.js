// Local ESLint rule that guards the architecture (STYLE.md habit 12; DESIGN.md "Layout"); the import
// boundaries are eslint-plugin-boundaries' (eslint.config.js).
// - "kebab-case-files": file and folder names under src/, scripts/ and tests/ are kebab-case.
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

export const architecture = { rules: { "kebab-case-files": kebabCaseFiles } };
