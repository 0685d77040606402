/**
 * Prepares a page on the server (built by `vite build --ssr` into dist/ssr and called by
 * src/server/plugins/spa.ts, contract in src/shared/page-renderer.ts): finds the page in the registry
 * (app/pages.tsx), reads what it starts with through the server's own API into a fresh query client,
 * builds its head and, where the registry says so, renders it, so the first screen paints before any
 * JavaScript has run. The browser fills its query cache with the same answers (app/inlined-state.ts) and
 * hydrates the same tree (main.tsx).
 * Anything not read here renders in its loading state, exactly as the browser's first render would.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { renderToReadableStream } from "react-dom/server";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from "react-router";
import type { ApiAnswer, PreparedPage, PreparePageOptions } from "#shared/page-renderer";
import type { HeadTags } from "#shared/seo/page-head";
import { routeNamespaces } from "./app/hydration";
import { pages, type PageContext } from "./app/pages";
import { AppProviders } from "./app/providers";
import { routes } from "./app/router";
import { ApiError, apiTransport } from "./lib/api-client";
import { meQueryOptions } from "./lib/auth";
import { toMinute } from "./lib/now";
import { favoriteIdsQueryOptions } from "./lib/favorites";
import { createI18n, DEFAULT_NAMESPACE, snapshotStrings } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";

/** The route table without loaders: they prefetch or redirect in the browser only. */
const withoutLoaders = (list: RouteObject[]): RouteObject[] =>
  list.map(({ loader: _loader, children, ...route }) =>
    children ? ({ ...route, children: withoutLoaders(children) } as RouteObject) : (route as RouteObject),
  );

const handler = createStaticHandler(withoutLoaders(routes));

/** The API of the page being prepared: pages are prepared concurrently, each reads with its own cookie. */
const pageApi = new AsyncLocalStorage<(path: string) => Promise<ApiAnswer>>();
const otherwise = apiTransport.fetch;
apiTransport.fetch = async (path, init) => {
  const fetchApi = pageApi.getStore();
  if (!fetchApi) return otherwise(path, init);
  const { status, body } = await fetchApi(path);
  return new Response([204, 205, 304].includes(status) ? null : body, {
    status,
    headers: { "content-type": "application/json" },
  });
};

/** The page's reads failed how: an entity that is not there (400, 404), moved (301), or broken. */
function readProblems(client: QueryClient) {
  const errors = client
    .getQueryCache()
    .findAll({ type: "all" })
    .flatMap((query) => (query.state.status === "error" ? [query.state.error] : []));
  const statuses = errors.map((error) => (error instanceof ApiError ? error.status : 500));
  return {
    hasFailed: errors.length > 0,
    isMissing: statuses.some((status) => status === 400 || status === 404),
    broken: errors.find((_error, index) => statuses[index]! >= 500),
  };
}

/**
 * Renders the page at `url` with the answers in `client` and the strings of `i18n` (the request's language).
 * @param renderedAt the minute the page is rendered in (ms since 1970; lib/now.tsx), inlined with its data
 * @returns the markup for inside #root and the strings it was rendered with; undefined on a redirect
 */
export async function renderPage(url: URL, i18n: I18n, client: QueryClient, renderedAt: number) {
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) return undefined;
  // React's streaming renderer, read to the end: the page's data is all there before it renders (the
  // reads above), and the page cache keeps whole pages. Every part is written in place: React would
  // move a large part (over 12.8 kB) behind the rest and put it in place with an inline script, which
  // the Content Security Policy refuses. An error inside a Suspense boundary would have the browser
  // render that part afresh; here it fails the page (spa.ts sends the shell, uncached).
  let failure: unknown;
  const stream = await renderToReadableStream(
    <I18nextProvider i18n={i18n}>
      <AppProviders queryClient={client} renderedAt={renderedAt}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </I18nextProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void (failure ??= error) },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure;
  return { html, strings: snapshotStrings(i18n) };
}

/** See src/shared/page-renderer.ts: read from what React writes for a form whose action is a function. */
export const inlineScripts: readonly string[] = await (async () => {
  const markup = await new Response(await renderToReadableStream(<form action={() => undefined} />)).text();
  return [...markup.matchAll(/<script>([^<]*)<\/script>/g)].map(([, script]) => script!);
})();

/** See src/shared/page-renderer.ts. Throws only when the registry's code does (spa.ts sends the shell). */
export function preparePage(options: PreparePageOptions): Promise<PreparedPage> {
  const url = new URL(options.url);
  const match = matchRoutes(pages, url.pathname)?.at(-1);
  const entry = match?.route;
  const modules = entry ? [entry.module] : [];
  const answers: (ApiAnswer & { path: string })[] = [];
  const fetchApi = async (path: string) => {
    const answer = await options.fetchApi(path);
    answers.push({ ...answer, path });
    return answer;
  };
  return pageApi.run(fetchApi, async () => {
    // The server's own answers: asking again would not change them.
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    // Every page shows who is signed in (lib/auth.tsx) and, to them, the hearts of what they saved.
    await client.prefetchQuery(meQueryOptions());
    const me = client.getQueryData(meQueryOptions().queryKey);
    if (me) await client.prefetchQuery(favoriteIdsQueryOptions(me.user.id));
    const page: PageContext = { params: match?.params ?? {}, url, me };
    const reads = entry?.reads ? await entry.reads(page) : [];
    await Promise.all(reads.map((read) => read(client)));

    // The page's strings in the request's language: its head, its 404 title and its markup use them.
    const i18n = await createI18n(options.language, routeNamespaces(routes, url.href));
    const translate = (key: string) => i18n.t(key, { ns: [...(entry?.namespaces ?? []), DEFAULT_NAMESPACE] });

    const moved = answers.find((answer) => answer.status === 301)?.location;
    const problems = readProblems(client);
    const state = {
      ...dehydrate(client),
      // The paths too, for the service worker to store the answers offline (lib/service-worker.ts).
      paths: answers.flatMap((answer) => (answer.status === 200 ? [answer.path] : [])),
      renderedAt: toMinute(Date.now()),
    };
    const base = { state, modules, isComplete: !problems.broken, error: problems.broken };
    if (moved) {
      // A merged place's read moved for good (places/routes.ts), so does its page, query string and all.
      return { ...base, status: 301, redirect: `${moved.replace(/^\/api/, "")}${url.search}`, head: {} };
    }
    if (entry?.notFoundTitle && problems.isMissing) {
      return { ...base, status: 404, head: { title: translate(entry.notFoundTitle) } };
    }
    // A page without a head of its own (home, the intro, a signed-in visitor's pages) carries the site's
    // title and description in the visitor's language until its code sets its own title.
    const own = entry?.head || { title: "home.title", description: "home.metaDescription" };
    const head: HeadTags =
      (typeof own === "function"
        ? await own({ ...page, client, publicUrl: options.publicUrl })
        : { title: translate(own.title), description: own.description && translate(own.description) }) ?? {};
    const rule = entry?.isServerRendered;
    const isRendered =
      reads.length > 0 &&
      !problems.hasFailed &&
      (typeof rule === "function" ? rule({ ...page, cookie: options.cookie }) : Boolean(rule));
    if (!isRendered) return { ...base, status: 200, head };
    try {
      const rendered = await renderPage(url, i18n, client, state.renderedAt);
      return { ...base, status: 200, head, ...rendered };
    } catch (error) {
      // A page that cannot render on the server still works: the browser renders it.
      return { ...base, status: 200, head, isComplete: false, error };
    }
  });
}
