import { useEffect, useState } from "react";

/** `value`, but only once it has stopped changing for `delayMs` (e.g. 300 ms for search fields, spec 01 §9). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
