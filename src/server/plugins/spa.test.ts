import { createHash } from "node:crypto";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { inlined, renderedLanguage } from "#tests/support/pages.js";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { places } from "../db/schema.js";
import { projectRoot } from "../lib/project-root.js";
import { jsonForScript } from "./spa.js";

let t: TestApp;
let placeId: string;
beforeAll(async () => {
  t = await createTestApp({
    webDir: path.join(projectRoot(), "tests/fixtures/web"),
    rendererPath: path.join(projectRoot(), "tests/fixtures/renderer.mjs"),
  });
  const [row] = await t.database.db
    .insert(places)
    .values({
      name: "Spielplatz </script><script>alert(1)</script>",
      type: "playground",
      address: "Planten un Blomen, 20355 Hamburg",
      description: "Großer Wasserspielplatz mit Matschbereich und Kletterturm.",
      stadtteil: "St. Pauli",
      bezirk: "Hamburg-Mitte",
      source: "openstreetmap",
    })
    .returning({ id: places.id });
  placeId = row!.id;
});
afterAll(async () => {
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("prepared pages", () => {
  it("gives a place page its title, description, canonical link and Open Graph tags", async () => {
    const response = await page(`/places/${placeId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      "<title>Spielplatz &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; – Lütt</title>",
    );
    expect(html).toContain(
      '<meta name="description" content="Großer Wasserspielplatz mit Matschbereich und Kletterturm." />',
    );
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/places/${placeId}" />`);
    expect(html).toContain('<meta property="og:site_name" content="Lütt" />');
  });

  it("inlines the place so the page needs no API round trip, without breaking out of the script", async () => {
    const html = (await page(`/places/${placeId}`)).body;
    const place = inlined(html).query(["places", "detail", placeId]) as { name: string };
    expect(place.name).toBe("Spielplatz </script><script>alert(1)</script>");
    expect(html).not.toContain("<script>alert(1)");
  });

  it("renders a place page on the server with the signed-in user and the place inlined", async () => {
    const html = (await page(`/places/${placeId}`)).body;
    expect(renderedLanguage(html)).toBe("de");
    expect(html).toContain("Großer Wasserspielplatz mit Matschbereich und Kletterturm.");
    expect(inlined(html).paths.sort()).toEqual(["/me", `/places/${placeId}`]);
  });

  it("keeps '$' in a place's name as written, in the title, the markup and the inlined data", async () => {
    const [row] = await t.database.db
      .insert(places)
      .values({
        name: "Café $& $' $$ Eck",
        type: "cafe",
        address: "Schulterblatt 1, 20357 Hamburg",
        stadtteil: "Sternschanze",
        bezirk: "Altona",
        source: "openstreetmap",
      })
      .returning({ id: places.id });
    const html = (await page(`/places/${row!.id}`)).body;
    expect(html).toContain("<title>Café $&#38; $&#39; $$ Eck – Lütt</title>");
    expect(html).toContain("<h1");
    expect(html).toMatch(/<h1[^>]*>Café \$&amp; \$&#x27; \$\$ Eck<\/h1>/);
    const place = inlined(html).query(["places", "detail", row!.id]) as { name: string };
    expect(place.name).toBe("Café $& $' $$ Eck");
  });

  it("allows exactly the inline script React writes for the hearts' forms, by its hash", async () => {
    const response = await page(`/places/${placeId}`);
    const scripts = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map(([, script]) => script!);
    // The heart is a form whose action is a function: React keeps a tap before hydration for replaying.
    expect(scripts).toEqual([expect.stringContaining("$$reactFormReplay")]);
    const hash = createHash("sha256").update(scripts[0]!).digest("base64");
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, "\\$&")}'(;|$)`));
    // Elsewhere the policy stays as strict as before.
    expect((await page("/api/health")).headers["content-security-policy"]).toContain("script-src 'self';");
  });

  it("inlines the strings a server-rendered page was rendered with, without breaking out of the script", async () => {
    const html = (await page(`/places/${placeId}`)).body;
    const match = /<script type="application\/json" id="initial-strings">([^<]*)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    const strings = JSON.parse(match![1]!) as {
      language: string;
      namespaces: { translation: Record<string, unknown> };
    };
    expect(strings.language).toBe("de");
    // tests/fixtures/renderer.mjs adds it to the real strings.
    expect(strings.namespaces.translation.greeting).toBe("</script><script>alert(1)</script>");
    expect(html).not.toContain("<script>alert(1)");
  });

  it("falls back to the client-rendered shell when server rendering fails", async () => {
    const response = await page(`/places/${placeId}?fail-to-render`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('id="initial-strings"');
    expect(response.body).toContain("<title>Spielplatz");
  });

  it("preloads only the shell's import on a server-rendered page: it paints first and loads its code afterwards", async () => {
    const html = (await page(`/places/${placeId}`)).body;
    expect(html).not.toContain('rel="modulepreload" crossorigin href="/assets/place-detail-page.js"');
    // The entry script's own import, which it would otherwise ask for only once it has arrived.
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/shell.js" />',
    ]);
  });

  it("preloads the route's chunks and the language file on a client-rendered page, but not what the shell loads", async () => {
    const html = (await page("/")).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/start.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/de.js" />');
    expect(html.match(/href="\/assets\/shell.js"/g)).toHaveLength(1);
  });

  it("follows the visitor's language: remembered cookie first, then Accept-Language", async () => {
    const english = (await page("/", { "accept-language": "en-GB,en;q=0.9" })).body;
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('href="/assets/en.js"');
    const remembered = (await page("/", { "accept-language": "en-GB", cookie: "luett_language=de" })).body;
    expect(remembered).toContain('href="/assets/de.js"');
  });

  it("inlines the home data and the signed-out user on /", async () => {
    const data = inlined((await page("/")).body);
    expect(data.paths.sort()).toEqual(["/home", "/me"]);
    expect(data.query(["home"])).toHaveProperty("cafes");
    expect(data.query(["me"])).toBeNull();
  });

  it("renders home on the server for visitors who finished the intro, the shell for everyone else", async () => {
    expect((await page("/")).body).toContain('<div id="root"></div>');
    const returning = (await page("/", { cookie: "luett_onboarded=1" })).body;
    expect(renderedLanguage(returning)).toBe("de");
    expect(inlined(returning).paths.sort()).toEqual(["/home", "/me"]);
  });

  it("renders the place list with its first page and the filter tags inlined; a filtered list in the browser", async () => {
    const html = (await page("/places")).body;
    expect(renderedLanguage(html)).toBe("de");
    const data = inlined(html);
    expect(data.paths.sort()).toEqual([
      "/me",
      "/places/types",
      "/places?limit=12&offset=0",
      "/tags?applies_to=places",
    ]);
    const noFilters = {
      types: [],
      tags: [],
      ages: [],
      facts: [],
      q: "",
      openNow: false,
      stepFreeStation: false,
      near: null,
      sort: null,
    };
    const list = data.firstPage(["places", "list", noFilters]) as { items: { id: string }[]; total: number };
    // The same first page as the API gives the browser (its default order, decisions/019).
    const api = (await t.app.inject({ url: "/api/places?limit=12&offset=0" })).json<{
      items: { id: string }[];
    }>();
    expect(list.items.map((item) => item.id)).toEqual(api.items.map((item) => item.id));
    expect(list.total).toBeGreaterThan(0);
    expect(data.query(["tags", "places"])).toEqual(
      (await page("/api/tags?applies_to=places")).json<unknown>(),
    );
    // A filtered list: the page and its type chips come from the server, the list from the browser.
    expect(inlined((await page("/places?type=cafe")).body).paths.sort()).toEqual(["/me", "/places/types"]);
  });

  it("sends pages compressed, as brotli or gzip, whichever the browser accepts", async () => {
    const plain = (await page("/places")).body;
    const br = await page("/places", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-language, cookie, accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await page("/places", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it("answers 404 for an unknown or malformed place id, still with the app, titled in the visitor's language", async () => {
    for (const url of ["/places/00000000-0000-4000-8000-000000000000", "/places/nope"]) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain("<title>Ort nicht gefunden – Lütt</title>");
      const english = await page(url, { "accept-language": "en" });
      expect(english.body).toContain("<title>Place not found – Lütt</title>");
    }
  });

  it("titles and describes every page in the visitor's language, as the page itself does once it runs", async () => {
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    const german = (await page("/places")).body;
    expect(titleOf(german)).toBe("Orte entdecken – Lütt");
    expect(descriptionOf(german)).toMatch(/^Spielplätze, Parks, Bücherhallen/);
    const english = (await page("/places", { "accept-language": "en" })).body;
    expect(titleOf(english)).toBe("Discover Places – Lütt");
    expect(descriptionOf(english)).toMatch(/^Playgrounds, parks, libraries/);
    // Every page with a head of its own, from a feature's strings too: no German on an English page and
    // no raw key on either.
    for (const path of [
      "/auth",
      "/community",
      "/share",
      "/survey",
      "/about",
      "/cafe",
      "/impressum",
      "/courses",
      "/search",
      "/provider",
    ]) {
      const [de, en] = await Promise.all([page(path), page(path, { "accept-language": "en" })]);
      for (const html of [de.body, en.body]) {
        expect(titleOf(html), path).not.toMatch(/^[a-z]+\.[a-zA-Z.]+ – /);
        expect(descriptionOf(html) ?? "", path).not.toMatch(/^[a-z]+\.[a-zA-Z.]+$/);
      }
      expect(titleOf(en.body), path).not.toBe(titleOf(de.body));
    }
    // A page without a head of its own carries the site's, in the visitor's language too.
    for (const path of ["/", "/onboarding", "/profile"]) {
      const [de, en] = await Promise.all([page(path), page(path, { "accept-language": "en" })]);
      expect(titleOf(de.body), path).toBe("Familienguide für Hamburg – Lütt");
      expect(descriptionOf(de.body), path).toMatch(/^Lütt hilft Eltern in Hamburg/);
      expect(titleOf(en.body), path).toBe("Family guide for Hamburg – Lütt");
      expect(descriptionOf(en.body), path).toMatch(/^Lütt helps parents in Hamburg/);
    }
  });

  it("does not serve the build manifest", async () => {
    const response = await page("/.vite/manifest.json");
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).not.toContain('"isEntry"');
  });

  it("caches hashed assets for a year", async () => {
    const response = await page("/assets/index.js");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("the page cache", () => {
  const rename = (id: string, name: string) =>
    t.database.db.update(places).set({ name }).where(eq(places.id, id));
  const aPlace = {
    address: "Osterstraße 171, 20255 Hamburg",
    description: "Für Familien.",
    source: "openstreetmap",
  } as const;
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it("answers a page without a session from memory until the next write through the API", async () => {
    const admin = await signIn(t, { role: "admin" });
    t.app.pageCache.clear();
    expect(titleOf((await page(`/places/${placeId}`)).body)).toContain("Spielplatz");
    // A change outside the API (an import, a script) shows once the page's 30 s are over.
    await rename(placeId, "Spielplatz Wallanlagen");
    expect(titleOf((await page(`/places/${placeId}`)).body)).not.toContain("Wallanlagen");
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/admin/places/${placeId}`,
      headers: admin.headers,
      payload: {
        name: "Wasserspielplatz Planten un Blomen",
        description: "Großer Wasserspielplatz mit Matschbereich und Kletterturm.",
        address: "Planten un Blomen, 20355 Hamburg",
        type: "playground",
        features: [],
        tags: [],
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(titleOf((await page(`/places/${placeId}`)).body)).toBe(
      "Wasserspielplatz Planten un Blomen – Lütt",
    );
  });

  it("keeps pages apart by language and cookies", async () => {
    const german = (await page("/", { cookie: "luett_onboarded=1" })).body;
    const english = (await page("/", { cookie: "luett_onboarded=1", "accept-language": "en" })).body;
    const shell = (await page("/")).body;
    expect(renderedLanguage(german)).toBe("de");
    expect(renderedLanguage(english)).toBe("en");
    expect(shell).toContain('<div id="root"></div>');
  });

  it("prepares every page of a signed-in visitor afresh", async () => {
    const parent = await signIn(t);
    const [row] = await t.database.db
      .insert(places)
      .values({ ...aPlace, name: "Bücherhalle Eimsbüttel", type: "library" })
      .returning({ id: places.id });
    const asParent = () => page(`/places/${row!.id}`, { cookie: parent.headers.cookie! });
    expect(titleOf((await asParent()).body)).toBe("Bücherhalle Eimsbüttel – Lütt");
    await rename(row!.id, "Bücherhalle Osterstraße");
    expect(titleOf((await asParent()).body)).toBe("Bücherhalle Osterstraße – Lütt");
  });

  it("does not keep a page whose server rendering failed", async () => {
    const [row] = await t.database.db
      .insert(places)
      .values({ ...aPlace, name: "Café fail-to-render", type: "cafe" })
      .returning({ id: places.id });
    expect((await page(`/places/${row!.id}`)).body).toContain('<div id="root"></div>');
    await rename(row!.id, "Café Kinderwagen");
    const html = (await page(`/places/${row!.id}`)).body;
    expect(renderedLanguage(html)).toBe("de");
    expect(html).toContain("Café Kinderwagen");
  });
});

describe("jsonForScript", () => {
  it("escapes everything that could end a script element", () => {
    expect(jsonForScript({ text: "</script><!--\u2028" })).toBe(
      '{"text":"\\u003c/script\\u003e\\u003c!--\\u2028"}',
    );
  });
});
