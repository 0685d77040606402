/**
 * The discovery pages the server renders with their first data inlined (the page registry,
 * src/web/app/pages.tsx; decision 026): what each page inlines, read through exactly the API path and under
 * the query key the browser's first query asks for, and which requests still get the client-rendered shell.
 * The renderer is the web app's own, run from source.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlined, renderedLanguage } from "#tests/support/pages.js";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
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

/** The plain list's filters as the browser's query key names them (features/courses/lib/course-filters.ts). */
const NO_COURSE_FILTERS = { types: [], ages: [], tags: [], q: "" };

describe("/courses", () => {
  it("is rendered on the server with its first page of courses and the course tags inlined", async () => {
    const html = (await page("/courses")).body;
    expect(renderedLanguage(html)).toBe("de");
    expect(html).toContain("Babybrei und Beikost");
    const data = inlined(html);
    expect(data.paths.sort()).toEqual(["/courses?limit=12&offset=0", "/me", "/tags?applies_to=courses"]);
    const list = data.firstPage(["courses", "list", NO_COURSE_FILTERS]) as {
      items: { title: string }[];
      total: number;
    };
    const api = (await page("/api/courses?limit=12&offset=0")).json<typeof list>();
    expect(list).toEqual(api);
    expect(list.items.map((item) => item.title)).toContain("Babybrei und Beikost");
    expect(data.query(["tags", "courses"])).toEqual(
      (await page("/api/tags?applies_to=courses")).json<unknown>(),
    );
  });

  it("leaves a filtered list to the browser", async () => {
    const html = (await page("/courses?type=music")).body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("<title>Kurse vor Ort – Lütt</title>");
  });
});

describe("/search", () => {
  it("renders accepted criteria with the first page of results inlined under the page's own API path", async () => {
    const html = (await page("/search?district=+Eimsb%C3%BCttel+&childAge=1-2+Jahre&view=map")).body;
    const path = "/search?district=Eimsb%C3%BCttel&childAge=1-2+Jahre&limit=12&offset=0";
    expect(renderedLanguage(html)).toBe("de");
    const data = inlined(html);
    expect(data.paths.sort()).toEqual(["/me", path]);
    const criteria = { district: "Eimsbüttel", date: "", childAge: "1-2 Jahre", facts: [] };
    const results = data.firstPage(["search", criteria]) as { criteria: { district: { name: string } } };
    expect(results).toEqual((await page(`/api${path}`)).json<unknown>());
    expect(results.criteria.district.name).toBe("Eimsbüttel");
  });

  it("inlines a search with family facts under the page's path, dropping facts it does not know", async () => {
    const html = (
      await page("/search?district=Altona&fact=highchair&fact=jacuzzi&fact=changing_table:male_toilet")
    ).body;
    const path = "/search?district=Altona&fact=highchair&fact=changing_table%3Amale_toilet&limit=12&offset=0";
    expect(renderedLanguage(html)).toBe("de");
    const data = inlined(html);
    expect(data.paths.sort()).toEqual(["/me", path]);
    const facts = ["highchair", "changing_table:male_toilet"];
    const criteria = { district: "Altona", date: "", childAge: "", facts };
    const results = data.firstPage(["search", criteria]) as { criteria: { facts: string[] } };
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
      expect(inlined(html).paths, url).toEqual(["/me"]);
    }
  });
});

describe("/places/:id", () => {
  it("shows a parent who saved the place its filled heart and the open question, all inlined", async () => {
    const parent = await signIn(t);
    const list = (await page("/api/places?type=playground&limit=1")).json<{
      items: { id: string; name: string }[];
    }>();
    const place = list.items[0]!;
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/favorites/places/${place.id}`,
      headers: parent.headers,
    });
    expect(saved.statusCode).toBe(200);

    const html = (await page(`/places/${place.id}`, parent.headers)).body;
    const data = inlined(html);
    expect(data.paths.sort()).toEqual([
      "/favorites/ids",
      "/me",
      `/places/${place.id}`,
      `/places/${place.id}/facts/mine`,
      `/places/${place.id}/facts/questions`,
    ]);
    const questions = data.query(["places", "facts", "questions", place.id]) as { keys: string[] };
    expect(questions.keys.length).toBeGreaterThan(0);
    // Rendered so: the heart pressed, the question with its one-tap answers (spec 01 §4, decision 016).
    expect(html).toMatch(/aria-label="[^"]+ aus den Favoriten entfernen" aria-pressed="true"/);
    expect(html).toContain("Kurze Frage zu deinem gespeicherten Ort");
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
    expect(renderedLanguage(html)).toBe("de");
    const data = inlined(html);
    expect(data.paths.sort()).toEqual(["/favorites", "/favorites/ids", "/me"]);
    const userId = (data.query(["me"]) as { user: { id: string } }).user.id;
    expect(data.query(["favorites", "list", userId])).toEqual(
      (await page("/api/favorites", parent.headers)).json<unknown>(),
    );
    expect(data.query(["favorites", "ids", userId])).toEqual({ places: [], courses: [courses.items[0]!.id] });
  });

  it("sends signed-out visitors the shell, without anybody's favourites", async () => {
    const signedOut: Record<string, string>[] = [{}, { cookie: "luett.session_token=expired.signature" }];
    for (const headers of signedOut) {
      const html = (await page("/favorites", headers)).body;
      expect(inlined(html).paths).toEqual(["/me"]);
    }
    expect((await page("/favorites")).body).toContain('<div id="root"></div>');
  });
});
