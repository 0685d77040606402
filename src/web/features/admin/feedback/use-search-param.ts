import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The `?q=` search of an admin list and its setter (replacing the history entry). */
export function useSearchParam(): [string | undefined, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set("q", value);
          else next.delete("q");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params.get("q") || undefined, set];
}
