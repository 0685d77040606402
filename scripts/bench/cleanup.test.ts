import { describe, expect, it } from "vitest";
import { createCleanupRegistry, InterruptedError } from "./cleanup.js";

describe("createCleanupRegistry", () => {
  it("releases once, newest first, and keeps going after a failure", async () => {
    const log: string[] = [];
    const reports: string[] = [];
    const registry = createCleanupRegistry((message) => reports.push(message));
    registry.add("server", async () => void log.push("server"));
    const releaseChrome = registry.add("chrome", async () => void log.push("chrome"));
    registry.add("broken", async () => {
      throw new Error("boom");
    });
    await releaseChrome();
    await releaseChrome();
    await registry.releaseAll();
    await registry.releaseAll();
    expect(log).toEqual(["chrome", "server"]);
    expect(reports).toEqual(["cleanup of broken failed: boom"]);
  });

  it("lets a second caller wait for a release already under way", async () => {
    const registry = createCleanupRegistry();
    let finish = () => {};
    let done = false;
    const release = registry.add("server", () =>
      new Promise<void>((resolve) => (finish = resolve)).then(() => void (done = true)),
    );
    const first = release();
    const all = registry.releaseAll();
    finish();
    await all;
    expect(done).toBe(true);
    await first;
  });
});

describe("a closed registry", () => {
  it("releases a late resource at once and tells the caller", async () => {
    const log: string[] = [];
    const registry = createCleanupRegistry();
    await registry.releaseAll();
    expect(registry.closed).toBe(true);
    expect(() => registry.add("chrome", async () => void log.push("chrome"))).toThrow(InterruptedError);
    await registry.releaseAll();
    expect(log).toEqual(["chrome"]);
  });
});
