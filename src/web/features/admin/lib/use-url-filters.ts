import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The filters of an admin list kept in the URL (`?q=&role=…`, so Back and reload keep them), and a
 * setter that writes one back, replacing the history entry; an empty value removes it.
 */
export function useUrlFilters<K extends string>(): [URLSearchParams, (key: K, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (key: K, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, set];
}
