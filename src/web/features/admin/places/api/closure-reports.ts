/**
 * `/api/admin/closure-reports` (issue 20 §6): parents' reports that a place closed for good, and the
 * admin's decision — close the place, or dismiss the report.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminClosureReportList } from "../../../../../shared/schemas/condition-reports";
import { api } from "../../../../lib/api-client";
import { ADMIN_PLACES_KEY } from "./admin-places";

const CLOSURE_REPORTS_KEY = ["admin", "closure-reports"] as const;

export const useClosureReports = () =>
  useQuery({
    queryKey: CLOSURE_REPORTS_KEY,
    queryFn: ({ signal }) => api<TAdminClosureReportList>("/admin/closure-reports", { signal }),
  });

export function useDecideClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "close" | "dismiss" }) =>
      api<void>(`/admin/closure-reports/${id}/${decision}`, { method: "POST" }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CLOSURE_REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_PLACES_KEY }),
      ]),
  });
}
