import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { feedPosts } from "#server/db/schema.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Card = { type: string; features: string[] };
type Home = {
  cafes: Card[];
  indoor: Card[];
  changing: Card[];
  courses: { title: string }[];
  tips: unknown[];
};

describe("GET /api/home", () => {
  it("fills the sections by the spec's category rules, within the section limits", async () => {
    const response = await t.app.inject({ url: "/api/home" });
    expect(response.statusCode).toBe(200);
    const home = response.json<Home>();
    expect(home.cafes.length).toBeGreaterThan(0);
    expect(home.cafes.length).toBeLessThanOrEqual(8);
    for (const place of home.cafes) {
      const isCafe = ["cafe", "kindercafe", "restaurant"].includes(place.type);
      expect(isCafe || place.features.some((feature) => /coffee/i.test(feature))).toBe(true);
    }
    expect(home.indoor.length).toBeGreaterThan(0);
    for (const place of home.indoor) {
      const isIndoorType = [
        "kindercafe",
        "library",
        "museum",
        "activity_center",
        "family_education",
        "shopping_center",
      ].includes(place.type);
      expect(isIndoorType || place.features.some((feature) => /indoor|covered/i.test(feature))).toBe(true);
    }
    const cafeTypes = new Set(["cafe", "kindercafe", "restaurant"]);
    expect(home.indoor.filter((place) => !cafeTypes.has(place.type)).length).toBeGreaterThan(
      home.indoor.length / 2,
    );
    for (const place of home.changing) {
      expect(place.features.some((feature) => /changing|diaper/i.test(feature))).toBe(true);
    }
    expect(home.courses).toHaveLength(6);
    const titles = home.courses.map((course) => course.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "de")));
  });

  it("shows the newest three tips with the author's e-mail local part", async () => {
    const base = Date.UTC(2026, 0, 1);
    await t.database.db.insert(feedPosts).values(
      [0, 1, 2, 3].map((index) => ({
        type: "tip" as const,
        content: `Tip ${index}`,
        author_email: `parent${index}@example.org`,
        created_at: new Date(base + index * 60_000),
      })),
    );
    await t.database.db.insert(feedPosts).values({
      type: "question",
      content: "Not a tip",
      author_email: "q@example.org",
      created_at: new Date(base + 9e6),
    });
    // Written past the API, so the cached home answer does not know yet (plugins/read-cache.ts).
    t.app.invalidate(["posts"]);
    const home = (await t.app.inject({ url: "/api/home" })).json<{
      tips: { content: string; author_name: string }[];
    }>();
    expect(home.tips.map((tip) => tip.content)).toEqual(["Tip 3", "Tip 2", "Tip 1"]);
    expect(home.tips[0]!.author_name).toBe("parent3");
  });

  it("answers from memory, and a tip posted through the API shows at once", async () => {
    const before = (await t.app.inject({ url: "/api/home" })).json<Home>();
    await t.database.db.delete(feedPosts);
    // Written past the API: home keeps answering what it cached.
    expect((await t.app.inject({ url: "/api/home" })).json<Home>()).toEqual(before);

    const parent = await signIn(t);
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/posts",
      headers: parent.headers,
      payload: { type: "tip", content: "Fresh tip from the API" },
    });
    expect(posted.statusCode).toBe(201);
    const home = (await t.app.inject({ url: "/api/home" })).json<{ tips: { content: string }[] }>();
    expect(home.tips.map((tip) => tip.content)).toEqual(["Fresh tip from the API"]);
  });

  it("sends the answer compressed once, as brotli or gzip, whichever the browser accepts", async () => {
    const plain = await t.app.inject({ url: "/api/home", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await t.app.inject({ url: "/api/home", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: "/api/home", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
