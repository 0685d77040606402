/**
 * The server inlines the first API responses of a page (`<script type="application/json"
 * id="initial-data">`, keyed by API path without /api; src/server/plugins/spa.ts). They go into the
 * query cache under the keys the pages ask for, so the first render needs no request — and, on a
 * server-rendered page, shows exactly what the server rendered.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { TMe } from "../../shared/schemas/me";
import { courseQueryOptions } from "../features/courses/api/get-course";
import { coursesQueryOptions } from "../features/courses/api/get-courses";
import { NO_COURSE_FILTERS } from "../features/courses/lib/course-filters";
import { homeQueryOptions } from "../features/home/api/get-home";
import { placeQueryOptions } from "../features/places/api/get-place";
import { NO_PLACE_FILTERS, placesQueryOptions } from "../features/places/api/get-places";
import { searchQueryOptions } from "../features/search/api/search";
import type { SearchCriteria } from "../features/search/lib/search-criteria";
import { ME_QUERY_KEY } from "../lib/auth";
import { favoriteIdsQueryOptions, favoriteListKey } from "../lib/favorites";
import { tagsQueryOptions } from "../lib/tags";

/**
 * An API path's pattern, the query key its answer goes under (from the path and the page's other inlined
 * responses; none to skip it), and (for paged lists) its cache shape.
 */
type Seed = [
  RegExp,
  (match: RegExpExecArray, data: Record<string, unknown>) => QueryKey | undefined,
  ((value: unknown) => unknown)?,
];

/** The first page of a "Load more" list, as TanStack Query keeps infinite queries. */
const firstPage = (value: unknown) => ({ pages: [value], pageParams: [0] });

/** A key of the signed-in user's (from the inlined `/me`; favourites are cached per user), or none. */
const withUser = (data: Record<string, unknown>, toKey: (userId: string) => QueryKey) => {
  const userId = (data["/me"] as TMe | null | undefined)?.user.id;
  return userId ? toKey(userId) : undefined;
};

/**
 * The criteria of an inlined search, as the page reads them from its address: the server inlines only
 * searches it accepts, whose criteria are trimmed and valid (search-criteria.ts `readSearchCriteria`).
 */
const searchCriteriaOf = (query: string): SearchCriteria => {
  const params = new URLSearchParams(query);
  return {
    district: params.get("district") ?? "",
    date: params.get("date") ?? "",
    childAge: (params.get("childAge") ?? "") as SearchCriteria["childAge"],
    facts: params.getAll("fact") as SearchCriteria["facts"],
  };
};

const SEEDS: Seed[] = [
  [/^\/me$/, () => ME_QUERY_KEY],
  [/^\/home$/, () => homeQueryOptions().queryKey],
  [/^\/places\?limit=\d+&offset=0$/, () => placesQueryOptions(NO_PLACE_FILTERS).queryKey, firstPage],
  [/^\/places\/([^/?]+)$/, (match) => placeQueryOptions(decodeURIComponent(match[1]!)).queryKey],
  [
    /^\/tags\?applies_to=(places|courses)$/,
    (match) => tagsQueryOptions(match[1] as "places" | "courses").queryKey,
  ],
  [/^\/courses\?limit=\d+&offset=0$/, () => coursesQueryOptions(NO_COURSE_FILTERS).queryKey, firstPage],
  [/^\/courses\/([^/?]+)$/, (match) => courseQueryOptions(decodeURIComponent(match[1]!)).queryKey],
  [
    /^\/search\?(.*&)?offset=0$/,
    (match) => searchQueryOptions(searchCriteriaOf(match.input.slice("/search?".length))).queryKey,
    firstPage,
  ],
  [/^\/favorites$/, (_match, data) => withUser(data, favoriteListKey)],
  [/^\/favorites\/ids$/, (_match, data) => withUser(data, (id) => favoriteIdsQueryOptions(id).queryKey)],
];

export function seedQueryCache(queryClient: QueryClient, data: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(data)) {
    for (const [pattern, toKey, toCached] of SEEDS) {
      const match = pattern.exec(path);
      if (match) {
        const key = toKey(match, data);
        if (key) queryClient.setQueryData(key, toCached ? toCached(value) : value);
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
