/**
 * Hydrating a server-rendered page: the router must render the same tree as the server at once, so the
 * matched lazy routes are loaded first and their loaders are marked as done (react-router docs,
 * "Lazy routes with SSR"). Loaders only prefetch or redirect; the server rendered home only for
 * visitors whose onboarding cookie says the intro is done.
 */
import { matchRoutes, type HydrationState, type RouteObject } from "react-router";

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

export async function prepareHydration(routes: RouteObject[], pathname: string): Promise<HydrationState> {
  const matches = matchRoutes(routes, pathname) ?? [];
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
