/**
 * `POST /api/places/:id/condition-reports`: reports a condition of a place, or confirms the
 * current report of that kind; the place's page then shows it at once. A photo is uploaded first by the
 * report form (condition-report-form.tsx), which alone needs the upload code.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TConditionReport, TConditionReportInput } from "#shared/schemas/condition-reports";
import type { TPlaceDetail } from "#shared/schemas/places";
import { api } from "#web/lib/api-client";
import { placeQueryOptions } from "./get-place";

export const useReportCondition = (placeId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TConditionReportInput) =>
      api<TConditionReport>(`/places/${encodeURIComponent(placeId)}/condition-reports`, {
        method: "POST",
        body: input,
      }),
    onSuccess: (report) =>
      queryClient.setQueryData(
        placeQueryOptions(placeId).queryKey,
        (place: TPlaceDetail | undefined) =>
          place && {
            ...place,
            condition_reports: [report, ...place.condition_reports.filter((shown) => shown.id !== report.id)],
          },
      ),
  });
};
