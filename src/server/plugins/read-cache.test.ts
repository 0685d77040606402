import { describe, expect, it } from "vitest";
import { createReadCache, pickEncoding } from "./read-cache.js";

describe("createReadCache", () => {
  it("answers the same key from memory and shares one load between concurrent callers", async () => {
    const cache = createReadCache({ ttlMs: 1000, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all([cache.get("a", load), cache.get("a", load), cache.get("a", load)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("b", load)).toBe(2);
  });

  it("loads again after a clear, after the time to live, and after a failure", async () => {
    const cache = createReadCache({ ttlMs: 20, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("a", load);
    cache.clear();
    expect(await cache.get("a", load)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get("a", load)).toBe(3);
    await expect(cache.get("c", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("c", load)).toBe(4);
  });

  it("does not keep an answer whose load started before a clear", async () => {
    const cache = createReadCache({ ttlMs: 1000, max: 10 });
    let release: (value: string) => void = () => undefined;
    const slow = cache.get("a", () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release("before the write");
    expect(await slow).toBe("before the write");
    expect(await cache.get("a", async () => "after the write")).toBe("after the write");
  });

  it("past the time to live, answers at once with the kept answer while one load renews it", async () => {
    const cache = createReadCache({ ttlMs: 20, max: 10, staleMs: 60_000 });
    let loads = 0;
    let release: () => void = () => undefined;
    const load = () => new Promise<number>((resolve) => (release = () => resolve(++loads)));
    const first = cache.get("a", load);
    release();
    expect(await first).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve));
    expect(await cache.get("a", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("keeps the old answer when a renewal fails, and does not keep a renewal that started before a clear", async () => {
    const cache = createReadCache({ ttlMs: 20, max: 10, staleMs: 60_000 });
    await cache.get("a", async () => "first");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get("a", () => Promise.reject(new Error("down")))).toBe("first");
    await new Promise((resolve) => setTimeout(resolve));
    let release: (value: string) => void = () => undefined;
    const renewal = new Promise<string>((resolve) => (release = resolve));
    expect(await cache.get("a", () => renewal)).toBe("first");
    cache.clear();
    release("before the write");
    await new Promise((resolve) => setTimeout(resolve));
    expect(await cache.get("a", async () => "after the write")).toBe("after the write");
  });

  it("tells an answer worth keeping: kept already, or asked for again within the time to live", async () => {
    const cache = createReadCache({ ttlMs: 20, max: 10 });
    expect(cache.isAskedAgain("a")).toBe(false);
    expect(cache.isAskedAgain("a")).toBe(true);
    expect(cache.isAskedAgain("b")).toBe(false);
    await cache.get("c", async () => "kept");
    expect(cache.isAskedAgain("c")).toBe(true);
    // A write forgets the asks too, and an ask counts for the time to live only.
    cache.isAskedAgain("d");
    cache.clear();
    expect(cache.isAskedAgain("d")).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cache.isAskedAgain("d")).toBe(false);
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, and honours a refusal with q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(pickEncoding("deflate")).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
