/**
 * Renders a page on the server (built by `vite build --ssr` into dist/ssr and called by
 * src/server/plugins/spa.ts), so the first screen paints before any JavaScript has run. The browser then
 * hydrates the same tree (main.tsx). Data comes only from the responses the server inlines into the page;
 * anything else renders in its loading state, exactly as the browser's first render would.
 */
import { renderToString } from "react-dom/server";
import { I18nProvider } from "./lib/use-translation";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from "react-router";
import { AppProviders } from "./app/providers";
import { routeNamespaces } from "./app/hydration";
import { routes } from "./app/router";
import { seedQueryCache } from "./app/seed-queries";
import { createI18n, type Language, type StringsSnapshot } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";

/** The route table without loaders: they prefetch or redirect in the browser only. */
const withoutLoaders = (list: RouteObject[]): RouteObject[] =>
  list.map(({ loader: _loader, children, ...route }) =>
    children ? ({ ...route, children: withoutLoaders(children) } as RouteObject) : (route as RouteObject),
  );

const handler = createStaticHandler(withoutLoaders(routes));

/**
 * @param options.url absolute URL of the page
 * @returns the HTML for inside #root and the strings it was rendered with (for the browser to hydrate
 *   with, without loading them again), or undefined when the route answers with a redirect
 */
export async function render(options: {
  url: string;
  language: Language;
  data: Record<string, unknown>;
}): Promise<{ html: string; strings: StringsSnapshot } | undefined> {
  const context = await handler.query(new Request(options.url));
  if (context instanceof Response) return undefined;
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, options.data);
  const i18n = await createI18n(options.language, routeNamespaces(routes, options.url));
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </I18nProvider>,
  );
  return { html, strings: i18n.snapshot() };
}
