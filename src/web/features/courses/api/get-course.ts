/** `GET /api/courses/:id`: one course, or 404 'Course not found.' (spec 01 §2 /courses/{id}, §8). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCourse } from "#shared/schemas/courses";
import { api } from "#web/lib/api-client";

export const getCourse = (id: string, signal?: AbortSignal): Promise<TCourse> =>
  api<TCourse>(`/courses/${encodeURIComponent(id)}`, { signal });

export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["courses", "detail", id],
    queryFn: ({ signal }) => getCourse(id, signal),
    retryOnMount: false,
  });

export const useCourse = (id: string) => useQuery(courseQueryOptions(id));
