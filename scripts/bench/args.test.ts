import { describe, expect, it } from "vitest";
import { FULL_RESULTS_FILE, PARTIAL_RESULTS_FILE, parseBenchArgs, usage, UsageError } from "./args.js";

const PAGES = ["/", "/places", "/places/:id"];

describe("parseBenchArgs", () => {
  it("reads --generate-places, which makes a partial run", () => {
    expect(parseBenchArgs(["--generate-places=50000"], PAGES)).toMatchObject({
      generatePlaces: 50_000,
      isFullRun: false,
      out: PARTIAL_RESULTS_FILE,
    });
    expect(() => parseBenchArgs(["--generate-places=lots"], PAGES)).toThrow(UsageError);
  });

  it("defaults to the full, committed run", () => {
    expect(parseBenchArgs([], PAGES)).toEqual({
      pages: PAGES,
      runs: 3,
      durationS: 10,
      connections: 50,
      port: 3300,
      skipBuild: false,
      skipLighthouse: false,
      skipLoad: false,
      strict: false,
      generatePlaces: 0,
      isFullRun: true,
      out: FULL_RESULTS_FILE,
    });
  });

  it("reads quick-run options and then writes the partial results file", () => {
    const options = parseBenchArgs(
      ["--pages=/places,/", "--duration=3", "--connections", "10", "--skip-build", "--skip-load", "--runs=1"],
      PAGES,
    );
    expect(options).toMatchObject({
      pages: ["/places", "/"],
      durationS: 3,
      connections: 10,
      runs: 1,
      skipBuild: true,
      skipLoad: true,
      isFullRun: false,
      out: PARTIAL_RESULTS_FILE,
    });
    expect(parseBenchArgs(["--skip-lighthouse", "--out=x.json"], PAGES)).toMatchObject({
      out: "x.json",
      isFullRun: false,
    });
  });

  it("returns help and rejects bad input with a message", () => {
    expect(parseBenchArgs(["--help"], PAGES)).toBe("help");
    expect(() => parseBenchArgs(["--duration=0"], PAGES)).toThrow(UsageError);
    expect(() => parseBenchArgs(["--connections=many"], PAGES)).toThrow(
      /--connections must be a whole number/,
    );
    expect(() => parseBenchArgs(["--pages=/nope"], PAGES)).toThrow(/unknown page\(s\) \/nope/);
    expect(() => parseBenchArgs(["--pages=,"], PAGES)).toThrow(/at least one page/);
    expect(() => parseBenchArgs(["--fast"], PAGES)).toThrow(UsageError);
  });

  it("lists the page ids in the usage", () => {
    expect(usage(PAGES)).toContain("(default: all): /,/places,/places/:id");
  });
});
