/**
 * The /places type filter (spec 01 §2 /places, §4 "Filters"): one chip per filter type; a chip toggles
 * on and off; 'Clear filters' resets. The API filters by one type, so choosing a chip replaces the last.
 */
import { Check, FilterX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PLACE_FILTER_TYPES, type PlaceType } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { placeTypeLabel } from "../../../lib/place-labels";

export function TypeFilter({
  value,
  onChange,
}: {
  value: PlaceType | undefined;
  onChange: (type: PlaceType | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="type-filter-title">
      <h2 id="type-filter-title" className="sr-only">
        {t("places.filter.title")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {PLACE_FILTER_TYPES.map((type) => {
          const isActive = value === type;
          return (
            <li key={type}>
              <button
                type="button"
                aria-pressed={isActive}
                onClick={() => onChange(isActive ? undefined : type)}
                className={cn(
                  "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors",
                  isActive
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800",
                )}
              >
                {isActive ? <Check aria-hidden="true" className="size-4" /> : null}
                {placeTypeLabel(t, type)}
              </button>
            </li>
          );
        })}
        {value ? (
          <li>
            <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
              <FilterX aria-hidden="true" className="size-4" />
              {t("places.filter.clear")}
            </Button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
