import { describe, expect, it } from "vitest";
import { medianIndex } from "./median.js";

const byValue = (value: number | null) => value;

describe("medianIndex", () => {
  it("picks the middle of three runs by score", () => {
    expect(medianIndex([97, 99, 98], byValue)).toBe(2);
    expect(medianIndex([100, 90, 95], byValue)).toBe(2);
  });

  it("keeps run order among equal scores", () => {
    expect(medianIndex([99, 99, 99], byValue)).toBe(1);
    expect(medianIndex([98, 99, 98], byValue)).toBe(2);
  });

  it("takes the lower middle for an even count", () => {
    expect(medianIndex([90, 100, 95, 80], byValue)).toBe(0);
  });

  it("ignores runs without a score", () => {
    expect(medianIndex([null, 95, 96], byValue)).toBe(1);
    expect(medianIndex([null, null], byValue)).toBe(-1);
    expect(medianIndex([], byValue)).toBe(-1);
  });

  it("works on objects through the score accessor", () => {
    const runs = [{ perf: 0.97 }, { perf: 0.99 }, { perf: 0.98 }];
    expect(medianIndex(runs, (run) => run.perf)).toBe(2);
  });
});
