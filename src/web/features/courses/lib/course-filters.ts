/**
 * The /courses filters in the URL (decision 008): `type` (the spec's lowercase filter types), `age` (the
 * course filter age groups) and `tag` repeat; `q` is the search text; `provider` a provider profile's id
 * (the link under a provider page's first 50 courses). Unknown values are dropped, so old links still
 * open.
 */
import { COURSE_AGE_GROUPS, COURSE_FILTER_TYPES } from "#shared/constants";
import { isUuid } from "#shared/uuid";

export type CourseFilterType = (typeof COURSE_FILTER_TYPES)[number];
export type CourseAgeGroup = keyof typeof COURSE_AGE_GROUPS;
export const COURSE_AGE_GROUP_LIST = Object.keys(COURSE_AGE_GROUPS) as CourseAgeGroup[];

export type CourseFilterState = {
  types: CourseFilterType[];
  ages: CourseAgeGroup[];
  tags: string[];
  q: string;
  /** Only this provider's courses; absent for all. */
  provider?: string;
};

const oneOf =
  <T extends string>(options: readonly T[]) =>
  (value: string): value is T =>
    (options as readonly string[]).includes(value);

export function parseCourseFilters(params: URLSearchParams): CourseFilterState {
  const provider = params.get("provider");
  return {
    types: [...new Set(params.getAll("type").filter(oneOf(COURSE_FILTER_TYPES)))],
    ages: [...new Set(params.getAll("age").filter(oneOf(COURSE_AGE_GROUP_LIST)))],
    tags: [
      ...new Set(
        params
          .getAll("tag")
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ],
    q: (params.get("q") ?? "").slice(0, 100),
    ...(provider && isUuid(provider) ? { provider } : {}),
  };
}

export function courseFiltersToParams(state: CourseFilterState): URLSearchParams {
  const params = new URLSearchParams();
  for (const type of state.types) params.append("type", type);
  for (const age of state.ages) params.append("age", age);
  for (const tag of state.tags) params.append("tag", tag);
  if (state.q.trim()) params.set("q", state.q.trim());
  if (state.provider) params.set("provider", state.provider);
  return params;
}

export const hasCourseFilters = (state: CourseFilterState): boolean =>
  state.types.length > 0 ||
  state.ages.length > 0 ||
  state.tags.length > 0 ||
  state.q.trim() !== "" ||
  state.provider !== undefined;

export const NO_COURSE_FILTERS: CourseFilterState = { types: [], ages: [], tags: [], q: "" };
