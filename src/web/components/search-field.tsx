/**
 * The search box of /places and /courses (decision 008): typing updates the list once the text has rested for
 * 300 ms (spec 01 §9 uses the same debounce for address search), so the URL and the server are not hit on
 * every key. A clear button empties it at once. Text typed before the page hydrated is kept and searched for.
 */
import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";
import { useDebouncedValue } from "../lib/use-debounced-value";

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  className,
}: {
  /** The committed search (from the URL). */
  value: string;
  /** Called with the text once typing has paused. */
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const committed = useRef(value);
  const input = useRef<HTMLInputElement>(null);

  // Text typed into the server-rendered field before the page hydrated: React keeps it on the screen
  // but not in its state (hydration reports no change), so the field takes it over and searches for it.
  useEffect(() => setText((current) => input.current?.value ?? current), []);

  // The URL changed from outside (Back button, 'Clear filters'): show it.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced.trim() === committed.current.trim()) return;
    committed.current = debounced.trim();
    onChange(debounced.trim());
  }, [debounced, onChange]);

  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500"
      />
      <input
        ref={input}
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className="min-h-12 w-full rounded-full border border-stone-300 bg-white pr-12 pl-11 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText("");
            committed.current = "";
            onChange("");
          }}
          className="absolute top-1/2 right-1 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{t("common.clearSearch")}</span>
        </button>
      ) : null}
    </div>
  );
}
