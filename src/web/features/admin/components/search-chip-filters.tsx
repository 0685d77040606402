/**
 * The filters above an admin table or list (users' roles, posts' types, suggestions' statuses; spec 02
 * §2.4, §2.8, §2.9): the search box and a row of chips, "All" first, of which one is pressed.
 */
import { useCallback } from "react";
import { SearchField } from "#web/components/search-field";
import { CHIP_ROW, ToggleChip } from "#web/components/ui/toggle-chip";

export function SearchChipFilters<K extends string, V extends string>({
  q,
  chipKey,
  selected,
  options,
  onChange,
  searchLabel,
  searchPlaceholder,
  chipsLabel,
  chipLabel,
}: {
  q: string | undefined;
  /** The filter the chips set, e.g. "role". */
  chipKey: K;
  selected: V | undefined;
  options: readonly V[];
  /** Sets "q" or the chips' filter; an empty value clears it. */
  onChange: (key: "q" | K, value: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  /** The chip group's accessible name. */
  chipsLabel: string;
  /** A chip's text; "" is "All". */
  chipLabel: (option: V | "") => string;
}) {
  const onSearch = useCallback((value: string) => onChange("q", value), [onChange]);
  return (
    <div className="mb-4 flex flex-col gap-3">
      <SearchField value={q ?? ""} onChange={onSearch} label={searchLabel} placeholder={searchPlaceholder} />
      <div role="group" aria-label={chipsLabel} className={CHIP_ROW}>
        {(["", ...options] as const).map((option) => (
          <ToggleChip
            key={option || "all"}
            isPressed={(selected ?? "") === option}
            onClick={() => onChange(chipKey, option)}
          >
            {chipLabel(option)}
          </ToggleChip>
        ))}
      </div>
    </div>
  );
}
