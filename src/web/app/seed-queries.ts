/**
 * The server inlines the first API responses of a page (`<script type="application/json"
 * id="initial-data">`, keyed by API path without /api; src/server/plugins/spa.ts). They go into the
 * query cache under the keys the pages ask for, so the first render needs no request — and, on a
 * server-rendered page, shows exactly what the server rendered.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { courseQueryOptions } from "../features/courses/api/get-course";
import { homeQueryOptions } from "../features/home/api/get-home";
import { placeQueryOptions } from "../features/places/api/get-place";
import { NO_PLACE_FILTERS, placesQueryOptions } from "../features/places/api/get-places";
import { ME_QUERY_KEY } from "../lib/auth";
import { tagsQueryOptions } from "../lib/tags";

/** An API path's pattern, the query key its answer goes under, and (for paged lists) its cache shape. */
type Seed = [RegExp, (match: RegExpExecArray) => QueryKey, ((value: unknown) => unknown)?];

/** The first page of a "Load more" list, as TanStack Query keeps infinite queries. */
const firstPage = (value: unknown) => ({ pages: [value], pageParams: [0] });

const SEEDS: Seed[] = [
  [/^\/me$/, () => ME_QUERY_KEY],
  [/^\/home$/, () => homeQueryOptions().queryKey],
  [/^\/places\?limit=\d+&offset=0$/, () => placesQueryOptions(NO_PLACE_FILTERS).queryKey, firstPage],
  [/^\/places\/([^/?]+)$/, (match) => placeQueryOptions(decodeURIComponent(match[1]!)).queryKey],
  [
    /^\/tags\?applies_to=(places|courses)$/,
    (match) => tagsQueryOptions(match[1] as "places" | "courses").queryKey,
  ],
  [/^\/courses\/([^/?]+)$/, (match) => courseQueryOptions(decodeURIComponent(match[1]!)).queryKey],
];

export function seedQueryCache(queryClient: QueryClient, data: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(data)) {
    for (const [pattern, toKey, toCached] of SEEDS) {
      const match = pattern.exec(path);
      if (match) {
        queryClient.setQueryData(toKey(match), toCached ? toCached(value) : value);
        break;
      }
    }
  }
}

/** The inlined responses of this page, or none. */
export function readInlinedData(): Record<string, unknown> {
  const element = document.getElementById("initial-data");
  return element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : {};
}
