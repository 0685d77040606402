// Production runs the React code on preact/compat (docs/decisions/004-preact-in-production.md), and
// development and most unit tests on React, so a React API that compat lacks would only break in the
// build and journeys. The names each module may give are read from preact/compat itself (10.x), so the
// list follows a Preact upgrade; type-only imports are not checked, as types are erased.
import * as compat from "preact/compat";
import * as compatClient from "preact/compat/client";
import * as compatServer from "preact/compat/server";

/**
 * Exported by compat but not React's behaviour (preact/compat/src/hooks.js): there is no concurrent
 * rendering, so a transition is never pending and runs at once, and a deferred value is the value.
 */
const DIFFERENT = ["startTransition", "useTransition", "useDeferredValue"];

const namesOf = (module) =>
  Object.keys(module).filter((name) => name !== "default" && !DIFFERENT.includes(name));

const path = (name, module) => ({
  name,
  allowImportNames: namesOf(module),
  allowTypeImports: true,
  message: `Production runs on preact/compat, which gives ${name} only these names (eslint/react-on-preact.js).`,
});

/** Options of @typescript-eslint/no-restricted-imports for src/web: React APIs beyond preact/compat. */
export const reactOnPreact = {
  paths: [
    path("react", compat),
    path("react-dom", compat),
    path("react-dom/client", compatClient),
    path("react-dom/server", compatServer),
  ],
};
