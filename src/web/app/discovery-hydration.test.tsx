/**
 * A server-rendered discovery page must hydrate to exactly what the server sent (decision 026): prepared by
 * the server renderer (entry-server.tsx) from the API's answers, then hydrated as start.tsx does it — same
 * query cache, same routes — without a mismatch and without asking the API again for what the server inlined.
 */
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import { RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LIMITS } from "#shared/constants";
import type { TCourseList } from "#shared/schemas/courses";
import type { TFavoriteIds, TFavorites } from "#shared/schemas/favorites";
import type { TMe } from "#shared/schemas/me";
import type { TPlaceCard } from "#shared/schemas/places";
import type { TSearchResults } from "#shared/schemas/search";
import type { TTag } from "#shared/schemas/tags";
import { preparePage } from "../entry-server";
import { initI18n, type StringsSnapshot } from "../lib/i18n";
import { queryClient } from "../lib/query-client";
import { prepareHydration, routeNamespaces } from "./hydration";
import { fillQueryCache, readInlinedState } from "./inlined-state";
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
      tags: ["Drinnen"],
      next_date: null,
      capacity: null,
    },
  ],
  total: 31,
};

const COURSE_TAGS: { items: TTag[] } = {
  items: [
    {
      id: "5d0f7d2c-1f7e-4f57-9a3b-7b1d7f0c2e11",
      name_de: "Drinnen",
      name_en: "Indoors",
      applies_to: ["courses"],
      display_type: "badge",
      display_order: 1,
    },
  ],
};

const PLACE: TPlaceCard = {
  id: "7a0c3b52-2d1e-4d8f-8b6a-5e4f3c2b1a09",
  name: "Spielplatz Wehbers Park",
  type: "playground",
  rating: null,
  address: "Wehbers Park, 20259 Hamburg",
  locality_hint: null,
  image_url: null,
  features: [],
  tags: ["Schatten"],
  stadtteil: "Eimsbüttel",
  is_checked_by_parents: false,
  family_feature_count: null,
  yes_facts: [],
  condition: null,
  is_closed: false,
  distance_m: 1234,
  is_open_now: null,
};

/** A week from today in the browser's calendar, as the home search sends it. */
const nextWeek = () => {
  const day = new Date();
  day.setDate(day.getDate() + 7);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
};

const ME: TMe = {
  user: { id: "u-1", email: "anna@example.org", name: "Anna" },
  profile: { name: "Anna", display_name: "Anna", user_role: "parent" },
};

// The registry's server-only parts (pages.tsx) exist where the server renderer runs.
vi.hoisted(() => vi.stubEnv("SSR", true));

beforeAll(async () => {
  // Hydration runs inside act(), as @testing-library/react's render does.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await initI18n("en");
});

/** The test's hydrated page: unmounted after it, or its components would re-render on the next test's set-up. */
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  queryClient.clear();
  document.body.replaceChildren();
});

/**
 * Prepares `url` as the server does, with the API answering `data` (keyed by API path without /api),
 * puts the HTML into #root and hydrates it like the browser.
 * @returns the server's HTML, the container after hydration, the API paths the browser asked for, and
 *   what React reported (hydration mismatches are recoverable errors or console errors)
 */
async function renderThenHydrate(url: string, data: Record<string, unknown>) {
  const page = await preparePage({
    url: `http://localhost${url}`,
    language: "en",
    cookie: "",
    publicUrl: "http://localhost",
    fetchApi: async (path) =>
      path in data
        ? { status: 200, body: JSON.stringify(data[path]) }
        : { status: 404, body: JSON.stringify({ error: { code: "NOT_FOUND", message: "test" } }) },
  });
  expect(page.html).toBeDefined();
  // React's streaming server renderer leaves the context values it last rendered with in place, as a
  // server has no client renderer beside it; rendering nothing resets them before the browser's side
  // runs in this same process. (Its development build also marks each context it rendered, hence the
  // "multiple renderers" message filtered below, which a browser never sees.)
  await (
    await renderToReadableStream(null)
  ).allReady;
  const { html, strings } = page as { html: string; strings: StringsSnapshot };
  window.history.replaceState(null, "", url);
  const container = document.createElement("div");
  container.id = "root";
  container.innerHTML = html;
  document.body.append(container);

  const requests: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      requests.push(String(input).replace(/^\/api/, ""));
      return new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "test" } }), { status: 404 });
    }),
  );
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => {
    if (!String(args[0]).startsWith("Detected multiple renderers concurrently")) problems.push(args);
  });

  // start.tsx: the cache filled from the inlined state, the strings the page was rendered with.
  const inlined = readInlinedState(JSON.stringify(page.state));
  fillQueryCache(queryClient, inlined);
  await initI18n("en", routeNamespaces(routes, window.location.href), strings);
  const hydrationData = await prepareHydration(routes, window.location.href);
  expect(hydrationData).toBeDefined();
  const hydrated = container.innerHTML;
  const serverNodes = [...container.querySelectorAll("*")];
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppProviders queryClient={queryClient} renderedAt={inlined.renderedAt}>
        <RouterProvider router={createRouter(hydrationData)} />
      </AppProviders>,
      { onRecoverableError: (error) => problems.push(error) },
    );
  });
  consoleError.mockRestore();
  return { html, strings, before: hydrated, serverNodes, container, requests, problems };
}

describe("server-rendered discovery pages hydrate without a mismatch", () => {
  it("/courses: the first page of courses and the course tags, no request for either", async () => {
    const data = {
      "/me": null,
      [`/courses?limit=${LIMITS.coursesPageSize}&offset=0`]: COURSES,
      "/tags?applies_to=courses": COURSE_TAGS,
    };
    const { html, serverNodes, container, requests, problems } = await renderThenHydrate("/courses", data);
    expect(html).toContain("Musikgarten für Babys");
    expect(html).toContain("31 courses");
    expect(problems).toEqual([]);
    expect(container.textContent).toContain("Musikgarten für Babys");
    expect(requests.filter((request) => request in data)).toEqual([]);
    // Every element the server sent is still the one on the page (its Suspense parts included):
    // hydrated, not rendered anew.
    expect(serverNodes.filter((node) => !node.isConnected)).toEqual([]);
    // The server's "Load more" button loads the next page.
    const loadMore = [...container.querySelectorAll("button")].find(
      ({ textContent }) => textContent === "Load more",
    );
    await act(async () => loadMore!.click());
    await vi.waitFor(() => expect(requests).toContain(`/courses?limit=${LIMITS.coursesPageSize}&offset=1`));
  });

  it("/search: the results of valid criteria, with the criteria shown as the page reads them", async () => {
    const date = nextWeek();
    const path = `/search?district=Eimsb%C3%BCttel&date=${date}&childAge=1-2+Jahre&limit=${LIMITS.searchPageSize}&offset=0`;
    const results: TSearchResults = {
      criteria: {
        district: { name: "Eimsbüttel", stadtteil: "Eimsbüttel", bezirk: "Eimsbüttel" },
        date,
        weekday: new Date(`${date}T12:00:00`).getDay(),
        childAge: "1-2 Jahre",
        facts: [],
      },
      places: { items: [PLACE], total: 1 },
      courses: COURSES.items,
    };
    const data = { "/me": null, [path]: results };
    const { html, strings, container, requests, problems } = await renderThenHydrate(
      `/search?district=Eimsb%C3%BCttel&date=${date}&childAge=1-2+Jahre`,
      data,
    );
    expect(html).toContain("Spielplatz Wehbers Park");
    expect(html).toContain("Musikgarten für Babys");
    expect(html).toContain("1 place");
    expect(Object.keys(strings.namespaces)).toEqual(["translation", "search"]);
    expect(problems).toEqual([]);
    expect(container.textContent).toContain("Spielplatz Wehbers Park");
    expect(requests.filter((request) => request in data)).toEqual([]);
  });

  it("/favorites: the signed-in user's saved cards and hearts, no request for them", async () => {
    const favorites: TFavorites = { places: [PLACE], courses: COURSES.items };
    const ids: TFavoriteIds = { places: [PLACE.id], courses: [COURSES.items[0]!.id] };
    const data = { "/me": ME, "/favorites": favorites, "/favorites/ids": ids };
    const { html, container, requests, problems } = await renderThenHydrate("/favorites", data);
    expect(html).toContain("Places (1)");
    expect(html).toContain("Spielplatz Wehbers Park");
    expect(html).toMatch(/aria-pressed="true"/);
    expect(problems).toEqual([]);
    expect(container.textContent).toContain("Spielplatz Wehbers Park");
    expect(requests).toEqual([]);
  });
});
