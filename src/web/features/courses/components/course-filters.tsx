/**
 * The /courses filters (spec 01 §3 "Course types (filter)", "Course age groups (filter)", §4 "Filters";
 * decision 008): type, age-group and tag chips that toggle, and 'Clear filters'. A list of one provider's
 * courses (opened from its page) shows that provider as a pressed chip, which lets go of it.
 */
import { FilterX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { COURSE_FILTER_TYPES } from "#shared/constants";
import type { TTag } from "#shared/schemas/tags";
import { Button } from "#web/components/ui/button";
import { ChipGroup } from "#web/components/ui/chip-group";
import { CHIP_ROW, ToggleChip } from "#web/components/ui/toggle-chip";
import { ageGroupLabel, courseTypeLabel } from "#web/lib/place-labels";
import { tagLabel } from "#web/lib/tags";
import {
  COURSE_AGE_GROUP_LIST,
  hasCourseFilters,
  NO_COURSE_FILTERS,
  type CourseFilterState,
} from "../lib/course-filters";

const toggled = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((item) => item !== value) : [...values, value];

export function CourseFilters({
  state,
  onChange,
  tags,
  providerName,
}: {
  state: CourseFilterState;
  onChange: (next: CourseFilterState) => void;
  tags: TTag[] | undefined;
  /** The name of the provider `state.provider` names, once the list has said it. */
  providerName: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {state.provider ? (
        <ChipGroup title={t("courses.filter.provider")} listClassName={CHIP_ROW}>
          <li>
            <ToggleChip isPressed onClick={() => onChange({ ...state, provider: undefined })}>
              {providerName ?? t("courses.filter.someProvider")}
            </ToggleChip>
          </li>
        </ChipGroup>
      ) : null}
      <ChipGroup title={t("courses.filter.types")} listClassName={CHIP_ROW}>
        {COURSE_FILTER_TYPES.map((type) => (
          <li key={type}>
            <ToggleChip
              isPressed={state.types.includes(type)}
              onClick={() => onChange({ ...state, types: toggled(state.types, type) })}
            >
              {courseTypeLabel(t, type)}
            </ToggleChip>
          </li>
        ))}
      </ChipGroup>
      <ChipGroup title={t("courses.filter.ages")} listClassName={CHIP_ROW}>
        {COURSE_AGE_GROUP_LIST.map((age) => (
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
      {tags && tags.length > 0 ? (
        <ChipGroup title={t("courses.filter.tags")} listClassName={CHIP_ROW}>
          {tags.map((tag) => (
            <li key={tag.id}>
              <ToggleChip
                isPressed={state.tags.includes(tag.name_de)}
                onClick={() => onChange({ ...state, tags: toggled(state.tags, tag.name_de) })}
              >
                {tagLabel(tag, i18n.language)}
              </ToggleChip>
            </li>
          ))}
        </ChipGroup>
      ) : null}
      {hasCourseFilters(state) ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_COURSE_FILTERS)}>
            <FilterX aria-hidden="true" className="size-4" />
            {t("places.filter.clear")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
