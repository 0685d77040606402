/**
 * A server-rendered page hydrated on the production runtime (decisions/004): rendered by the server
 * renderer (entry-server.tsx, which production builds onto preact-render-to-string) with the answers its
 * registry entry reads (app/pages.tsx), then hydrated as start.tsx does it (the inlined answers, the
 * page's strings, hydrateInTurns + hydrateRoot) by Preact. The
 * server's DOM must be kept, not rendered again, and answer taps once hydrated. Runs in the
 * "unit-preact" project only (vitest.config.ts).
 */
import { hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { dehydrate } from "@tanstack/react-query";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LIMITS } from "#shared/constants";
import type { TCourseList } from "#shared/schemas/courses";
import { hydrateInTurns } from "../components/hydrate-later";
import { renderPage } from "../entry-server";
import { meQueryOptions } from "../lib/auth";
import { i18n, initI18n } from "../lib/i18n";
import { createQueryClient, queryClient } from "../lib/query-client";
import { prepareHydration, routeNamespaces } from "./hydration";
import { fillQueryCache } from "./inlined-state";
import { pages } from "./pages";
import { AppProviders } from "./providers";
import { createRouter, routes } from "./router";

const COURSES: TCourseList = {
  items: [
    {
      id: "0b5c8f3e-6a51-4c1e-9d3f-2f5e3c8a9b10",
      title: "Musikgarten für Babys",
      type: "Music",
      age_group: "0-12 months",
      location: "Eppendorf",
      schedule: "Mi 09:45–10:30",
      image_url: null,
      tags: [],
      next_date: null,
      capacity: null,
    },
  ],
  total: 31,
};

const FIRST_PAGE = `/courses?limit=${LIMITS.coursesPageSize}&offset=0`;

beforeAll(() => initI18n("en"));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
  document.body.replaceChildren();
});

const loadMore = (container: HTMLElement) =>
  [...container.querySelectorAll("button")].find((button) => button.textContent === "Load more");

describe("a server-rendered page on Preact", () => {
  it("hydrates /courses keeping the server's DOM, without a mismatch, and then answers taps", async () => {
    // The server's side (entry-server.tsx preparePage): the page's reads answered by its API.
    const answers: Record<string, unknown> = {
      "/me": null,
      [FIRST_PAGE]: COURSES,
      "/tags?applies_to=courses": { items: [] },
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input).replace(/^\/api/, "");
        if (!(path in answers)) throw new Error(`unexpected server read ${path}`);
        return new Response(JSON.stringify(answers[path]), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const url = new URL("http://localhost/courses");
    const server = createQueryClient();
    await server.prefetchQuery(meQueryOptions());
    const entry = pages.find((page) => page.path === "/courses");
    const reads = typeof entry?.reads === "function" ? await entry.reads({ params: {}, url, me: null }) : [];
    expect(reads.length).toBeGreaterThan(0);
    await Promise.all(reads.map((read) => read(server)));
    const inlined = JSON.stringify(dehydrate(server));
    const rendered = await renderPage(url, "en", server);
    expect(rendered).toBeDefined();
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/courses");
    const container = document.createElement("div");
    container.id = "root";
    container.innerHTML = rendered!.html;
    document.body.append(container);
    const html = container.innerHTML;
    const serverNodes = [...container.querySelectorAll("*")];
    const button = loadMore(container);
    expect(button).toBeDefined();

    const requests: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        requests.push(String(input).replace(/^\/api/, ""));
        return new Response(JSON.stringify({ items: [], total: 31 }), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const problems: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => problems.push(args));

    // start.tsx
    fillQueryCache(queryClient, inlined);
    i18n.addSnapshot(rendered!.strings);
    await initI18n("en", routeNamespaces(routes, window.location.href));
    const hydrationData = await prepareHydration(routes, window.location.href);
    expect(hydrationData).toBeDefined();
    const hydrated = hydrateInTurns(() =>
      hydrateRoot(
        container,
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createRouter(hydrationData)} />
        </AppProviders>,
      ),
    );
    // The parts marked HydrateLater wait for their turns as the server sent them.
    expect(container.innerHTML).toBe(html);
    await hydrated;

    expect(problems).toEqual([]);
    // Every element the server sent is still the one on the page: hydrated, not rendered anew (what
    // changes afterwards, e.g. the course alert once the visitor is known, changes in place).
    expect(serverNodes.filter((node) => !node.isConnected)).toEqual([]);
    expect(requests).toEqual([]);
    // The server's "Load more" button now loads the next page.
    button!.click();
    await vi.waitFor(() => expect(requests).toEqual(["/courses?limit=12&offset=1"]));
  });
});
