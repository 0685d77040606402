/**
 * Course alerts (decision 023): `GET /api/me/course-alerts` (the signed-in parent's alerts), `POST` to
 * save one, `DELETE …/:id`. Shared by the /courses and /search "Benachrichtige mich" action and the list
 * on /profile; a change reads the list again.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCourseAlert, TCourseAlertInput, TCourseAlertList } from "#shared/schemas/course-alerts";
import { api } from "#web/lib/api-client";

const COURSE_ALERTS_URL = "/me/course-alerts";
export const COURSE_ALERTS_QUERY_KEY = ["course-alerts"] as const;

export const courseAlertsQueryOptions = () =>
  queryOptions({
    queryKey: COURSE_ALERTS_QUERY_KEY,
    queryFn: ({ signal }) => api<TCourseAlertList>(COURSE_ALERTS_URL, { signal }),
  });

/** The parent's alerts; only ask while signed in (the server answers 401 otherwise). */
export const useCourseAlerts = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...courseAlertsQueryOptions(), enabled: options.enabled ?? true });

export function useCreateCourseAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCourseAlertInput) =>
      api<TCourseAlert>(COURSE_ALERTS_URL, { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSE_ALERTS_QUERY_KEY }),
  });
}

export function useDeleteCourseAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`${COURSE_ALERTS_URL}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSE_ALERTS_QUERY_KEY }),
  });
}
