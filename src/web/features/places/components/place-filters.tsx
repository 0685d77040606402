/**
 * The /places filters (spec 01 §3 option lists, §4 "Filters", §5 "Filter logic"): type chips — only for types
 * that have places (`GET /api/places/types`), so no chip finds nothing, and every chip a link switched on —
 * then quick toggles for "open now" and "near me", and a panel with the features (active place tags,
 * `GET /api/tags`), age groups and family facts (decision 016). Every chip toggles; 'Clear filters' resets
 * all. A tag named like a family fact ("Wickeltisch", "Spielecke") gets no chip of its own unless a link
 * switched it on: two chips of one name would leave parents guessing, and the fact's chip (answered by
 * parents and owners) is the one that knows.
 */
import { Clock, FilterX, LocateFixed, TrainFront } from "lucide-react";
import { FilterPanelToggle } from "#web/components/ui/filter-panel-toggle";
import { useId, useState } from "react";
import { FactFilterGroup } from "#web/components/fact-filter-group";
import { FACT_FILTER_CHIPS, factFilterLabel } from "#web/components/fact-filters";
import { useTranslation } from "react-i18next";
import { PLACE_AGE_GROUPS, PLACE_FILTER_TYPES } from "#shared/constants";
import type { TPlaceTypeCounts } from "#shared/schemas/places";
import type { TTag } from "#shared/schemas/tags";
import { Button } from "#web/components/ui/button";
import { ChipGroup } from "#web/components/ui/chip-group";
import { Skeleton } from "#web/components/ui/skeleton";
import { CHIP_ROW, ToggleChip } from "#web/components/ui/toggle-chip";
import { ageGroupLabel, placeTypeLabel } from "#web/lib/place-labels";
import { tagLabel } from "#web/lib/tags";
import { clearedFilters, hasActiveFilters, toggled, type PlaceFilterState } from "../lib/place-filters";

export function PlaceFilters({
  state,
  onChange,
  typeCounts,
  tags,
  isNearMeLoading,
  onNearMe,
}: {
  state: PlaceFilterState;
  onChange: (next: PlaceFilterState) => void;
  /** The types that have places; undefined while loading or when they could not be loaded (all shown). */
  typeCounts: TPlaceTypeCounts["items"] | undefined;
  /** Active place tags; undefined while loading. */
  tags: TTag[] | undefined;
  isNearMeLoading: boolean;
  /** Toggles "near me" (asks for the position when needed). */
  onNearMe: () => void;
}) {
  const { t, i18n } = useTranslation();
  const panelId = useId();
  const panelCount = state.tags.length + state.ages.length + state.facts.length;
  const [isPanelOpen, setIsPanelOpen] = useState(panelCount > 0);
  const factNames = new Set(FACT_FILTER_CHIPS.map((filter) => factFilterLabel(t, filter)));
  const tagChips = tags?.filter(
    (tag) => !factNames.has(tagLabel(tag, i18n.language)) || state.tags.includes(tag.name_de),
  );
  const typeChips = PLACE_FILTER_TYPES.filter(
    (type) => !typeCounts || typeCounts.some((entry) => entry.type === type) || state.types.includes(type),
  );

  return (
    <div className="flex flex-col gap-3">
      <section aria-labelledby="type-filter-title">
        <h2 id="type-filter-title" className="sr-only">
          {t("places.filter.title")}
        </h2>
        <ul className={CHIP_ROW}>
          {typeChips.map((type) => (
            <li key={type}>
              <ToggleChip
                isPressed={state.types.includes(type)}
                onClick={() => onChange({ ...state, types: toggled(state.types, type) })}
              >
                {placeTypeLabel(t, type)}
              </ToggleChip>
            </li>
          ))}
        </ul>
      </section>
      <div className={CHIP_ROW}>
        <ToggleChip
          isPressed={state.openNow}
          icon={<Clock aria-hidden="true" className="size-4" />}
          onClick={() => onChange({ ...state, openNow: !state.openNow })}
        >
          {t("places.filter.openNow")}
        </ToggleChip>
        <ToggleChip
          isPressed={state.stepFreeStation}
          icon={<TrainFront aria-hidden="true" className="size-4" />}
          onClick={() => onChange({ ...state, stepFreeStation: !state.stepFreeStation })}
        >
          {t("places.filter.stepFreeStation")}
        </ToggleChip>
        <ToggleChip
          isPressed={state.near !== null}
          aria-busy={isNearMeLoading || undefined}
          icon={<LocateFixed aria-hidden="true" className="size-4" />}
          onClick={onNearMe}
        >
          {isNearMeLoading ? t("nearMe.locating") : t("places.filter.nearMe")}
        </ToggleChip>
        <FilterPanelToggle
          isOpen={isPanelOpen}
          panelId={panelId}
          onToggle={() => setIsPanelOpen(!isPanelOpen)}
        >
          {panelCount > 0 ? t("places.filter.moreActive", { count: panelCount }) : t("places.filter.more")}
        </FilterPanelToggle>
        {hasActiveFilters(state) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(clearedFilters(state))}>
            <FilterX aria-hidden="true" className="size-4" />
            {t("places.filter.clear")}
          </Button>
        ) : null}
      </div>
      <div
        id={panelId}
        hidden={!isPanelOpen}
        className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4"
      >
        <ChipGroup title={t("places.filter.features")}>
          {tagChips
            ? tagChips.map((tag) => (
                <li key={tag.id}>
                  <ToggleChip
                    isPressed={state.tags.includes(tag.name_de)}
                    onClick={() => onChange({ ...state, tags: toggled(state.tags, tag.name_de) })}
                  >
                    {tagLabel(tag, i18n.language)}
                  </ToggleChip>
                </li>
              ))
            : Array.from({ length: 6 }, (_, index) => (
                <li key={index}>
                  <Skeleton className="h-11 w-28 rounded-full" />
                </li>
              ))}
        </ChipGroup>
        <ChipGroup title={t("places.filter.ages")}>
          {PLACE_AGE_GROUPS.map((age) => (
            <li key={age}>
              <ToggleChip
                isPressed={state.ages.includes(age)}
                onClick={() => onChange({ ...state, ages: toggled(state.ages, age) })}
              >
                {ageGroupLabel(t, age)}
              </ToggleChip>
            </li>
          ))}
        </ChipGroup>
        <FactFilterGroup value={state.facts} onChange={(facts) => onChange({ ...state, facts })} />
      </div>
    </div>
  );
}
