import { describe, expect, it } from "vitest";
import { retryTraceErrors } from "./retry.js";

/** A run that answers the given Lighthouse runtime error codes in turn (undefined: a clean run). */
const runs = (codes: (string | undefined)[]) => {
  let calls = 0;
  return {
    run: async () => ({ attempt: ++calls, code: codes[calls - 1] }),
    calls: () => calls,
  };
};
const errorOf = (result: { code: string | undefined }) => result.code;

describe("retryTraceErrors", () => {
  it("runs again after a run without a navigation in its trace and reports it", async () => {
    const audit = runs(["NO_NAVSTART", undefined]);
    const { result, retried } = await retryTraceErrors(audit.run, errorOf);
    expect(result).toEqual({ attempt: 2, code: undefined });
    expect(retried).toEqual(["NO_NAVSTART"]);
  });

  it("keeps a clean run and a page's own failure (e.g. nothing painted) without running again", async () => {
    for (const code of [undefined, "NO_FCP"]) {
      const audit = runs([code, undefined]);
      const { result, retried } = await retryTraceErrors(audit.run, errorOf);
      expect(result.code).toBe(code);
      expect(retried).toEqual([]);
      expect(audit.calls()).toBe(1);
    }
  });

  it("gives up after the last attempt and returns its failed result", async () => {
    const audit = runs(["NO_NAVSTART", "NO_NAVSTART", "NO_NAVSTART", undefined]);
    const { result, retried } = await retryTraceErrors(audit.run, errorOf, 3);
    expect(result).toEqual({ attempt: 3, code: "NO_NAVSTART" });
    expect(retried).toEqual(["NO_NAVSTART", "NO_NAVSTART"]);
  });
});
