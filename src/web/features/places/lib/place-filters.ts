/**
 * The /places filters as they live in the URL (shareable, a reload keeps them): `type`, `tag`, `age` and
 * `fact` (family facts, decision 016) repeat for several values, `q` is the search text, `open_now=1`,
 * `station_wheelchair=yes` (a step-free station within a 500 m walk, docs/decisions/043), `lat`/`lng` sort by
 * distance from that position, `sort=rating` or `sort=newest` instead of the default order (best rated first,
 * decision 017; newest first), `view=map` shows the map. Unknown values are dropped here, so an old or
 * hand-edited link still opens a working list.
 */
import { PLACE_AGE_GROUPS, PLACE_TYPES, type PlaceType } from "#shared/constants";
import type { FactFilter } from "#shared/family-facts";
import { readFactFilters } from "#web/components/fact-filters";

export type PlaceAgeGroup = (typeof PLACE_AGE_GROUPS)[number];
export type PlacesView = "list" | "map";
/** The orders a visitor can pick besides the default (PLACE_SORTS). */
export const PLACE_LIST_SORTS = ["rating", "newest"] as const;
export type PlaceListSort = (typeof PLACE_LIST_SORTS)[number];

export type PlaceFilterState = {
  types: PlaceType[];
  /** German tag names (tags.name_de); checked against the active tags before they reach the API. */
  tags: string[];
  ages: PlaceAgeGroup[];
  /** Family facts shown as "yes" (or where the changing table is); all must hold. */
  facts: FactFilter[];
  q: string;
  openNow: boolean;
  /** Only places with a step-free station (OSM `wheelchair=yes`) within a 500 m walk. */
  stepFreeStation: boolean;
  near: { lat: number; lng: number } | null;
  /** Instead of the default order (most known first, or nearest first with a position). */
  sort: PlaceListSort | null;
  view: PlacesView;
};

const unique = <T>(values: T[]): T[] => [...new Set(values)];
const isOneOf =
  <T extends string>(options: readonly T[]) =>
  (value: string): value is T =>
    (options as readonly string[]).includes(value);

const coordinate = (value: string | null, limit: number): number | null => {
  if (value === null || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
};

export function parsePlaceFilters(params: URLSearchParams): PlaceFilterState {
  const lat = coordinate(params.get("lat"), 90);
  const lng = coordinate(params.get("lng"), 180);
  return {
    types: unique(params.getAll("type").filter(isOneOf(PLACE_TYPES))),
    tags: unique(
      params
        .getAll("tag")
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
    ages: unique(params.getAll("age").filter(isOneOf(PLACE_AGE_GROUPS))),
    facts: readFactFilters(params),
    q: (params.get("q") ?? "").slice(0, 100),
    openNow: params.get("open_now") === "1" || params.get("open_now") === "true",
    stepFreeStation: params.get("station_wheelchair") === "yes",
    near: lat !== null && lng !== null ? { lat, lng } : null,
    sort: PLACE_LIST_SORTS.find((sort) => sort === params.get("sort")) ?? null,
    view: params.get("view") === "map" ? "map" : "list",
  };
}

/** The URL query for a state; empty filters leave no trace (`/places` stays `/places`). */
export function placeFiltersToParams(state: PlaceFilterState): URLSearchParams {
  const params = new URLSearchParams();
  for (const type of state.types) params.append("type", type);
  for (const tag of state.tags) params.append("tag", tag);
  for (const age of state.ages) params.append("age", age);
  for (const fact of state.facts) params.append("fact", fact);
  if (state.q.trim()) params.set("q", state.q.trim());
  if (state.openNow) params.set("open_now", "1");
  if (state.stepFreeStation) params.set("station_wheelchair", "yes");
  if (state.near) {
    params.set("lat", String(state.near.lat));
    params.set("lng", String(state.near.lng));
  }
  if (state.sort) params.set("sort", state.sort);
  if (state.view === "map") params.set("view", "map");
  return params;
}

/** True when any filter narrows the list (the view and the order do not). */
export const hasActiveFilters = (state: PlaceFilterState): boolean =>
  state.types.length > 0 ||
  state.tags.length > 0 ||
  state.ages.length > 0 ||
  state.facts.length > 0 ||
  state.q.trim() !== "" ||
  state.openNow ||
  state.stepFreeStation;

/** The state with every filter reset ('Clear filters', spec 01 §4); the view and the order stay. */
export const clearedFilters = (state: PlaceFilterState): PlaceFilterState => ({
  ...state,
  types: [],
  tags: [],
  ages: [],
  facts: [],
  q: "",
  openNow: false,
  stepFreeStation: false,
});

/** Adds the value when absent, removes it when present (spec 01 §4 "selections toggle on and off"). */
export const toggled = <T>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
