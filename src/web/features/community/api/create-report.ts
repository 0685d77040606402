/** `POST /api/reports`: reports a post or an answer once (409 the second time). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateReportRequest, TReport } from "../../../../shared/schemas/reports";
import { api } from "../../../lib/api-client";
import { POSTS_QUERY_KEY } from "./get-posts";

export const createReport = (body: TCreateReportRequest): Promise<TReport> =>
  api<TReport>("/reports", { method: "POST", body });

export const useCreateReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    // The post or answer now shows "Reported" to this viewer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY }),
  });
};
