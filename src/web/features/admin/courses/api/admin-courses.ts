/**
 * `/api/admin/courses` (spec 02 §2.7, §7 "Insert, update and delete courses"): the paged table filtered
 * by search, type and age group, and create / update / delete.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TAdminCourse,
  TAdminCourseList,
  TAdminCourseListQuery,
  TAdminCourseRequest,
} from "#shared/schemas/admin-catalogue";
import { api, toQuery } from "#web/lib/api-client";

export const ADMIN_COURSES_KEY = ["admin", "courses"] as const;

export const adminCoursesQueryOptions = (query: TAdminCourseListQuery) =>
  queryOptions({
    queryKey: [...ADMIN_COURSES_KEY, query],
    queryFn: ({ signal }) => api<TAdminCourseList>(`/admin/courses${toQuery(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminCourses = (query: TAdminCourseListQuery) => useQuery(adminCoursesQueryOptions(query));

/** Creates (no id) or updates a course. */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id?: string | undefined; request: TAdminCourseRequest }) =>
      api<TAdminCourse>(id ? `/admin/courses/${id}` : "/admin/courses", {
        method: id ? "PUT" : "POST",
        body: request,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY }),
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/admin/courses/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY }),
  });
}
