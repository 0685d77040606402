import { useCallback } from "react";
import { useUrlFilters } from "../lib/use-url-filters";

/** The `?q=` search of an admin list and its setter (replacing the history entry). */
export function useSearchParam(): [string | undefined, (value: string) => void] {
  const [params, setFilter] = useUrlFilters<"q">();
  const set = useCallback((value: string) => setFilter("q", value), [setFilter]);
  return [params.get("q") || undefined, set];
}
