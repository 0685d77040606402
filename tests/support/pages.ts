/**
 * Reads what a prepared page carries (src/server/plugins/spa.ts, src/web/entry-server.tsx): the API
 * answers inlined as TanStack Query's dehydrated state, and whether and in which language the page was
 * rendered on the server.
 */
import { expect } from "vitest";

type DehydratedQuery = { queryKey: unknown[]; state: { data: unknown } };

/**
 * @returns the API paths the page read (without /api), and the data of a query by its exact key; for a
 *   "Load more" list, `firstPage` gives its one page
 */
export function inlined(html: string) {
  const match = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  const state = JSON.parse(match![1]!) as { paths: string[]; queries: DehydratedQuery[] };
  const query = (key: unknown[]) => {
    const found = state.queries.find((entry) => JSON.stringify(entry.queryKey) === JSON.stringify(key));
    expect(found, JSON.stringify(key)).toBeDefined();
    return found!.state.data;
  };
  return {
    paths: state.paths,
    query,
    firstPage: (key: unknown[]) => {
      const list = query(key) as { pages: unknown[]; pageParams: unknown[] };
      expect(list.pageParams).toEqual([0]);
      return list.pages[0];
    },
  };
}

/** The language a page was rendered in on the server (its inlined strings'), or undefined: an empty shell. */
export function renderedLanguage(html: string): string | undefined {
  if (html.includes('<div id="root"></div>')) return undefined;
  const strings = /<script type="application\/json" id="initial-strings">([^<]*)<\/script>/.exec(html);
  expect(strings).not.toBeNull();
  return (JSON.parse(strings![1]!) as { language: string }).language;
}
