/**
 * The "Familien-Fakten" chips of /places and /search (decision 016): one toggle chip per fact filter
 * (fact-filters.ts); pressed chips narrow the list, all must hold. On phones the group starts with
 * the first chips (the changing table's, high chair, access) and a button for the rest, so the filter
 * panel stays short; pressed chips always show.
 */
import { useState } from "react";
import type { FactFilter } from "#shared/family-facts";
import { cn } from "../lib/cn";
import { factFilterChips, factFilterLabel } from "./fact-filters";
import { useTranslation } from "react-i18next";
import { Button } from "./ui/button";
import { ChipGroup } from "./ui/chip-group";
import { ToggleChip } from "./ui/toggle-chip";

/** Chips shown on phones before "n more". */
const FIRST_ON_PHONES = 6;

export function FactFilterGroup({
  value,
  onChange,
}: {
  value: readonly FactFilter[];
  onChange: (next: FactFilter[]) => void;
}) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const chips = factFilterChips(value);
  const isFolded = (filter: FactFilter, index: number) => index >= FIRST_ON_PHONES && !value.includes(filter);
  const foldedCount = chips.filter(isFolded).length;
  return (
    <ChipGroup title={t("factFilter.title")}>
      {chips.map((filter, index) => (
        <li
          key={filter}
          className={cn("max-w-full", !isExpanded && isFolded(filter, index) && "max-sm:hidden")}
        >
          {/* Long labels ("Changing table in the men's room") wrap inside the chip on narrow phones. */}
          <ToggleChip
            className="max-w-full py-2 text-left whitespace-normal! [&>svg]:shrink-0"
            isPressed={value.includes(filter)}
            onClick={() =>
              onChange(value.includes(filter) ? value.filter((item) => item !== filter) : [...value, filter])
            }
          >
            {factFilterLabel(t, filter)}
          </ToggleChip>
        </li>
      ))}
      {foldedCount > 0 ? (
        <li className="sm:hidden">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={isExpanded}
            onClick={() => setIsExpanded(!isExpanded)}
          >
            {isExpanded ? t("factFilter.fewer") : t("factFilter.showMore", { count: foldedCount })}
          </Button>
        </li>
      ) : null}
    </ChipGroup>
  );
}
