import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withoutDevToolsMetadata } from "./react-router-dead-code.js";

const buildDir = path.resolve("node_modules/react-router/dist/production");
/** The installed React Router's production build, where the components live. */
const componentsChunk = readdirSync(buildDir)
  .filter((file) => /^chunk-.*\.mjs$/.test(file))
  .map((file) => readFileSync(path.join(buildDir, file), "utf8"))
  .find((code) => code.includes("var NavLink = "));

describe("withoutDevToolsMetadata", () => {
  it("finds React Router's components in the installed build", () => {
    expect(componentsChunk).toBeDefined();
  });

  it("leaves no top-level displayName assignment and annotates every component factory", () => {
    const code = withoutDevToolsMetadata(componentsChunk!);
    expect(code).not.toMatch(/^[\w$]+\.displayName = /m);
    expect(code).not.toMatch(/^var [\w$]+ = React\d*\.(forwardRef|createContext|memo)\(/m);
    expect(code).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(code).toMatch(/^var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
  });

  it("keeps the lines, so the source map still points at the right ones, and what has an effect", () => {
    const code = withoutDevToolsMetadata(componentsChunk!);
    expect(code.split("\n")).toHaveLength(componentsChunk!.split("\n").length);
    expect(code).toContain("RenderErrorBoundary.contextType = ");
  });
});
