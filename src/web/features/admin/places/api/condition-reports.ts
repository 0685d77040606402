/**
 * `/api/admin/condition-reports` (decision 032): parents' current condition reports, and the admin's
 * decision — dismiss a report, or close the place a "closed for good" report is about.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminConditionReportList } from "#shared/schemas/condition-reports";
import { api } from "#web/lib/api-client";
import { ADMIN_PLACES_KEY } from "./admin-places";

const CONDITION_REPORTS_KEY = ["admin", "condition-reports"] as const;

export const useConditionReports = () =>
  useQuery({
    queryKey: CONDITION_REPORTS_KEY,
    queryFn: ({ signal }) => api<TAdminConditionReportList>("/admin/condition-reports", { signal }),
  });

export function useDecideConditionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "close" | "dismiss" }) =>
      api<void>(`/admin/condition-reports/${id}/${decision}`, { method: "POST" }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONDITION_REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_PLACES_KEY }),
      ]),
  });
}
