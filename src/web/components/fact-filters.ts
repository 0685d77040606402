/**
 * The family-fact filters of /places and /search (decisions/016-family-facts.md): the chips
 * offered to parents, how `fact=` values are read from an address, and their labels. A fact filter
 * keeps places whose fact is shown as "yes"; `changing_table:<location>` keeps places whose changing
 * table is there ("Wickeltisch auch bei den Herren / Unisex").
 */
import { FACT_FILTERS, FILTER_FACT_KEYS, type FactFilter } from "#shared/family-facts";
import type { TFunction } from "i18next";

/**
 * The chips, in FAMILY_FACTS order: every fact whose shown value can be "yes" (the yes/no facts, and
 * wheelchair and stroller access), with the changing table's "men's room" and "unisex toilet" right
 * after the changing table. The other locations (women's room, …) are accepted from a link but get no
 * chip of their own: a changing table there is what parents already expect.
 */
export const FACT_FILTER_CHIPS: readonly FactFilter[] = FILTER_FACT_KEYS.flatMap((key): FactFilter[] =>
  key === "changing_table" ? [key, "changing_table:male_toilet", "changing_table:unisex_toilet"] : [key],
);

const isFactFilter = (value: string): value is FactFilter =>
  (FACT_FILTERS as readonly string[]).includes(value);

/** The `fact=` values of an address that the API knows, once each, in their order; others are dropped. */
export const readFactFilters = (params: URLSearchParams): FactFilter[] => [
  ...new Set(params.getAll("fact").filter(isFactFilter)),
];

/**
 * The chips to show: the offered ones, then any other active filter from a link, so that every active
 * filter can be seen and switched off.
 */
export const factFilterChips = (active: readonly FactFilter[]): FactFilter[] => [
  ...FACT_FILTER_CHIPS,
  ...active.filter((filter) => !FACT_FILTER_CHIPS.includes(filter)),
];

const LOCATION_PREFIX = "changing_table:";

/** "Hochstuhl", or "Wickeltisch bei den Herren" for `changing_table:male_toilet`. */
export const factFilterLabel = (t: TFunction, filter: FactFilter): string =>
  filter.startsWith(LOCATION_PREFIX)
    ? t(`factFilter.changingTableAt.${filter.slice(LOCATION_PREFIX.length)}`)
    : t(`factLabels.${filter}`);
