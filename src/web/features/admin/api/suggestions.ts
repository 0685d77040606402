/**
 * Suggestion review calls (spec 02 §2.4, §7): `GET /api/admin/{place,course}-suggestions?q=&status=`,
 * `POST …/:id/review`, `POST …/:id/import` (answers the new place's or course's id), `DELETE …/:id`.
 */
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import type {
  TAdminCourseSuggestionList,
  TAdminPlaceSuggestionList,
  TImportResult,
} from "#shared/schemas/admin";
import type { TSuggestionStatus } from "#shared/schemas/suggestions";
import { api } from "#web/lib/api-client";
import { useInvalidateAfterAdminWrite } from "./admin-query-keys";
import { adminListQueryOptions } from "./paged-list";

export type SuggestionKind = "place" | "course";
export type SuggestionFilters = { q?: string; status?: TSuggestionStatus };

const pathOf = (kind: SuggestionKind) => `${kind}-suggestions`;

export const usePlaceSuggestions = (filters: SuggestionFilters) =>
  useInfiniteQuery(adminListQueryOptions<TAdminPlaceSuggestionList>(pathOf("place"), filters));

export const useCourseSuggestions = (filters: SuggestionFilters) =>
  useInfiniteQuery(adminListQueryOptions<TAdminCourseSuggestionList>(pathOf("course"), filters));

const item = (kind: SuggestionKind, id: string) => `/admin/${pathOf(kind)}/${encodeURIComponent(id)}`;

/** Review, import and delete for one kind; each refreshes the admin lists and public lists after. */
export function useSuggestionActions(kind: SuggestionKind) {
  const onSuccess = useInvalidateAfterAdminWrite();
  const review = useMutation({
    mutationFn: (id: string) => api<void>(`${item(kind, id)}/review`, { method: "POST" }),
    onSuccess,
  });
  const importSuggestion = useMutation({
    mutationFn: (id: string) => api<TImportResult>(`${item(kind, id)}/import`, { method: "POST" }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<void>(item(kind, id), { method: "DELETE" }),
    onSuccess,
  });
  return { review, importSuggestion, remove };
}
