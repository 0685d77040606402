import { useCallback, useState } from "react";

/**
 * The filters of a paged admin table and its offset: changing a filter goes back to the first page.
 * `isFiltered` says whether any filter is set (the empty state then suggests changing them).
 */
export function usePagedFilters<F extends Record<string, string | boolean>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [offset, setOffset] = useState(0);
  const setFilter = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setOffset(0);
  }, []);
  return { filters, setFilter, offset, setOffset, isFiltered: Object.values(filters).some(Boolean) };
}
