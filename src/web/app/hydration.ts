/**
 * Hydrating a server-rendered page: the router must render the same tree as the server at once, so the
 * matched lazy routes are loaded first and their loaders are marked as done (react-router docs,
 * "Lazy routes with SSR"). Loaders only prefetch (a no-op for the data the server inlined) or redirect,
 * so they run once here: a redirect means the server's page is not this visitor's (the onboarding cookie
 * says the intro is done, local storage says it is not), and the app renders afresh instead.
 */
import { matchRoutes, type HydrationState, type RouteObject } from "react-router";
import type { RouteHandle } from "../components/layout/root-layout";

type RouteMatch = NonNullable<ReturnType<typeof matchRoutes>>[number];

let lastMatch: { routes: RouteObject[]; url: string; matches: RouteMatch[] } | undefined;

/**
 * The routes that match `url`. Ranking every route takes a few milliseconds on a phone, and a page
 * start asks twice (namespaces, then hydration), so the last answer is kept.
 */
function matchPage(routes: RouteObject[], url: string): RouteMatch[] {
  if (lastMatch?.routes !== routes || lastMatch.url !== url) {
    lastMatch = { routes, url, matches: matchRoutes(routes, new URL(url).pathname) ?? [] };
  }
  return lastMatch.matches;
}

/** The feature string files (lib/i18n namespaces) of the routes that match `url` (route handles). */
export function routeNamespaces(routes: RouteObject[], url: string): string[] {
  return matchPage(routes, url).flatMap(
    ({ route }) => (route.handle as RouteHandle | undefined)?.namespaces ?? [],
  );
}

/** The id createBrowserRouter gives a route: its index path, e.g. "0-3". */
function routeId(routes: RouteObject[], target: RouteObject, path: number[] = []): string | undefined {
  for (const [index, route] of routes.entries()) {
    const here = [...path, index];
    if (route === target) return route.id ?? here.join("-");
    const inChildren = route.children && routeId(route.children, target, here);
    if (inChildren) return inChildren;
  }
  return undefined;
}

/**
 * @param url the page's address (absolute)
 * @returns the router's hydration state, or undefined when a loader redirects (render, do not hydrate)
 */
export async function prepareHydration(
  routes: RouteObject[],
  url: string,
): Promise<HydrationState | undefined> {
  const matches = matchPage(routes, url);
  for (const { route, params } of matches) {
    if (typeof route.loader !== "function") continue;
    const result: unknown = await route.loader({
      request: new Request(url),
      url: new URL(url),
      pattern: route.path ?? "",
      params,
      context: undefined,
    });
    if (result instanceof Response) return undefined;
  }
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === "function") Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const loaderData: Record<string, null> = {};
  for (const { route } of matches) {
    const id = routeId(routes, route);
    if (id) loaderData[id] = null;
  }
  return { loaderData };
}
