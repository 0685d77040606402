/**
 * The district popover's content (spec 01 §2 Home, §5 "District field: free text filters the suggestion
 * list case-insensitively by containment"): the spec's ten suggestions plus Hamburg's 104 Stadtteile.
 * Loaded with the popover, so the list costs the home page nothing until it is opened.
 */
import { Check, MapPin } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { districtSuggestions, resolveDistrict } from "#shared/districts";
import { cn } from "#web/lib/cn";

export function DistrictPanel({ value, onPick }: { value: string; onPick: (district: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState(value);
  const [active, setActive] = useState(0);
  const suggestions = districtSuggestions(text);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, suggestions.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const picked = suggestions[active]?.name ?? (resolveDistrict(text) ? text.trim() : undefined);
      if (picked) onPick(picked);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-bold text-stone-800">
        {t("homeSearch.district.inputLabel")}
      </label>
      <input
        // Focus moves into the popover as it opens.
        autoFocus
        id={inputId}
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={suggestions[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={text}
        placeholder={t("homeSearch.district.inputPlaceholder")}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("homeSearch.district.label")}
        className="max-h-64 overflow-y-auto"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.name}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={suggestion.name === value}
            onClick={() => onPick(suggestion.name)}
            onMouseMove={() => setActive(index)}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-stone-900",
              index === active && "bg-brand-50",
            )}
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            <span className="flex-1">
              {suggestion.name}
              {suggestion.bezirk && suggestion.bezirk !== suggestion.name ? (
                <span className="ml-2 text-sm text-stone-600">{suggestion.bezirk}</span>
              ) : null}
            </span>
            {suggestion.name === value ? (
              <Check aria-hidden="true" className="size-4 text-brand-700" />
            ) : null}
          </li>
        ))}
        {suggestions.length === 0 ? (
          <li className="px-3 py-2 text-sm text-stone-700">{t("homeSearch.district.none")}</li>
        ) : null}
      </ul>
    </div>
  );
}
