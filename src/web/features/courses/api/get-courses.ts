/**
 * `GET /api/courses?type=&age=&tag=&q=&provider=&limit=&offset=`: the filtered course list (decision
 * 008), in pages of `LIMITS.coursesPageSize`. The server inlines the unfiltered first page on /courses.
 */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { LIMITS } from "#shared/constants";
import type { TCourseList } from "#shared/schemas/courses";
import { api, toQuery } from "#web/lib/api-client";
import type { CourseFilterState } from "../lib/course-filters";

export const getCourses = (
  filters: CourseFilterState,
  offset: number,
  signal?: AbortSignal,
): Promise<TCourseList> =>
  api<TCourseList>(
    `/courses${toQuery({
      type: filters.types,
      age: filters.ages,
      tag: filters.tags,
      q: filters.q.trim() || undefined,
      provider: filters.provider,
      limit: LIMITS.coursesPageSize,
      offset,
    })}`,
    { signal },
  );

export const coursesQueryOptions = (filters: CourseFilterState) =>
  infiniteQueryOptions({
    queryKey: ["courses", "list", filters],
    queryFn: ({ pageParam, signal }) => getCourses(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

export const useCourses = (filters: CourseFilterState, options: { enabled: boolean }) =>
  useInfiniteQuery({ ...coursesQueryOptions(filters), enabled: options.enabled });
