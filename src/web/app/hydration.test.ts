import { createMemoryRouter, replace, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { prepareHydration } from "./hydration";

const Page = () => null;

describe("prepareHydration", () => {
  it("loads the matched lazy routes and marks their loaders done under the router's own ids", async () => {
    let loads = 0;
    const routes: RouteObject[] = [
      {
        children: [
          { path: "/", Component: Page, loader: () => null },
          {
            path: "/places/:id",
            loader: () => null,
            lazy: async () => {
              loads += 1;
              return { Component: Page };
            },
          },
        ],
      },
    ];
    const hydrationData = await prepareHydration(routes, "http://localhost/places/abc");
    expect(loads).toBe(1);
    expect(routes[0]!.children![1]!.lazy).toBeUndefined();
    expect(routes[0]!.children![1]!.Component).toBe(Page);

    // The router starts initialised, i.e. renders the page at once instead of a fallback.
    const router = createMemoryRouter(routes, { initialEntries: ["/places/abc"], hydrationData });
    expect(router.state.initialized).toBe(true);
    expect(Object.keys(hydrationData?.loaderData ?? {})).toEqual(["0", "0-1"]);
  });

  it("declines to hydrate when the page's loader redirects (home before the intro is done)", async () => {
    const routes: RouteObject[] = [
      { children: [{ path: "/", Component: Page, loader: () => replace("/onboarding") }] },
    ];
    expect(await prepareHydration(routes, "http://localhost/")).toBeUndefined();
  });
});
