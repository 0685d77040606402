/**
 * For admins: `GET /api/admin/places/:id/fact-answers` lists the answers behind a place's
 * facts; `DELETE /api/admin/fact-answers/:id` removes one, after which the place's facts are read again.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminFactAnswers } from "#shared/schemas/facts";
import { api } from "#web/lib/api-client";
import { placeQueryOptions } from "./get-place";

const answersKey = (placeId: string) => ["admin", "fact-answers", placeId] as const;

export const useAdminFactAnswers = (placeId: string, isEnabled: boolean) =>
  useQuery({
    queryKey: answersKey(placeId),
    queryFn: ({ signal }) =>
      api<TAdminFactAnswers>(`/admin/places/${encodeURIComponent(placeId)}/fact-answers`, { signal }),
    enabled: isEnabled,
  });

export const useDeleteFactAnswer = (placeId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`/admin/fact-answers/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: answersKey(placeId) }),
        queryClient.invalidateQueries({ queryKey: placeQueryOptions(placeId).queryKey }),
      ]),
  });
};
