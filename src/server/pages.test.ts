/**
 * The discovery pages the server renders with their first data inlined (pages.ts, issue "Discovery"
 * Targets): what each page inlines, under exactly the API path the browser's first query asks for, and
 * which requests still get the client-rendered shell. The renderer is the API tests' stand-in
 * (tests/fixtures/renderer.mjs), which prints the inlined keys and the path it rendered.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../tests/support/sign-in.js";
import { createTestApp, type TestApp } from "../../tests/support/test-app.js";
import { projectRoot } from "./lib/project-root.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    webDir: path.join(projectRoot(), "tests/fixtures/web"),
    rendererPath: path.join(projectRoot(), "tests/fixtures/renderer.mjs"),
  });
});
afterAll(async () => {
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The page's inlined API responses, keyed by API path without /api. */
function inlined(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe("/courses", () => {
  it("is rendered on the server with its first page of courses and the course tags inlined", async () => {
    const html = (await page("/courses")).body;
    expect(html).toContain(
      '<div id="root"><main data-language="de">/courses?limit=12&offset=0,/me,/tags?applies_to=courses /courses</main></div>',
    );
    const data = inlined(html);
    const list = data["/courses?limit=12&offset=0"] as { items: { title: string }[]; total: number };
    const api = (await page("/api/courses?limit=12&offset=0")).json<typeof list>();
    expect(list).toEqual(api);
    expect(list.items.map((item) => item.title)).toContain("Babybrei und Beikost");
    expect(data["/tags?applies_to=courses"]).toEqual(
      (await page("/api/tags?applies_to=courses")).json<unknown>(),
    );
  });

  it("leaves a filtered list to the browser", async () => {
    const html = (await page("/courses?type=music")).body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("<title>Kurse in Hamburg – Lütt</title>");
  });
});

describe("/search", () => {
  it("renders accepted criteria with the first page of results inlined under the page's own API path", async () => {
    const html = (await page("/search?district=+Eimsb%C3%BCttel+&childAge=1-2+Jahre&view=map")).body;
    const path = "/search?district=Eimsb%C3%BCttel&childAge=1-2+Jahre&limit=12&offset=0";
    expect(html).toContain(`<div id="root"><main data-language="de">/me,${path} /search</main></div>`);
    const results = inlined(html)[path] as { criteria: { district: { name: string } } };
    expect(results).toEqual((await page(`/api${path}`)).json<unknown>());
    expect(results.criteria.district.name).toBe("Eimsbüttel");
  });

  it("inlines a search with family facts under the page's path, dropping facts it does not know", async () => {
    const html = (
      await page("/search?district=Altona&fact=highchair&fact=jacuzzi&fact=changing_table:male_toilet")
    ).body;
    const path = "/search?district=Altona&fact=highchair&fact=changing_table%3Amale_toilet&limit=12&offset=0";
    expect(html).toContain(`<div id="root"><main data-language="de">/me,${path} /search</main></div>`);
    const results = inlined(html)[path] as { criteria: { facts: string[] } };
    expect(results).toEqual((await page(`/api${path}`)).json<unknown>());
    expect(results.criteria.facts).toEqual(["highchair", "changing_table:male_toilet"]);
  });

  it("leaves missing or refused criteria to the browser, which explains them", async () => {
    for (const url of [
      "/search",
      "/search?district=Atlantis",
      "/search?date=2020-01-01",
      "/search?date=2026-02-30",
      "/search?childAge=13+Jahre",
    ]) {
      const html = (await page(url)).body;
      expect(html, url).toContain('<div id="root"></div>');
      expect(Object.keys(inlined(html)), url).toEqual(["/me"]);
    }
  });
});

describe("/favorites", () => {
  it("renders a signed-in visitor's favourites with the saved cards and ids inlined", async () => {
    const parent = await signIn(t);
    const courses = (await page("/api/courses?limit=1")).json<{ items: { id: string }[] }>();
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/favorites/courses/${courses.items[0]!.id}`,
      headers: parent.headers,
    });
    expect(saved.statusCode).toBe(200);

    const html = (await page("/favorites", parent.headers)).body;
    expect(html).toContain(
      '<div id="root"><main data-language="de">/favorites,/favorites/ids,/me /favorites</main></div>',
    );
    const data = inlined(html);
    expect(data["/favorites"]).toEqual((await page("/api/favorites", parent.headers)).json<unknown>());
    expect(data["/favorites/ids"]).toEqual({ places: [], courses: [courses.items[0]!.id] });
  });

  it("sends signed-out visitors the shell, without anybody's favourites", async () => {
    const signedOut: Record<string, string>[] = [{}, { cookie: "luett.session_token=expired.signature" }];
    for (const headers of signedOut) {
      const html = (await page("/favorites", headers)).body;
      expect(Object.keys(inlined(html))).toEqual(["/me"]);
    }
    expect((await page("/favorites")).body).toContain('<div id="root"></div>');
  });
});
