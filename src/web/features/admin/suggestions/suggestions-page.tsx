/**
 * What /admin/place-suggestions and /admin/course-suggestions share (spec 02 §2.4): the search and the
 * status filter (All, Pending, Reviewed, Imported), kept in the URL (`?q=&status=`) so Back and reload
 * keep them, and the page around the list with its count, empty state and "Load more".
 */
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SUGGESTION_STATUSES } from "#shared/constants";
import type { TSuggestionStatus } from "#shared/schemas/suggestions";
import { AdminLayout } from "../admin-layout";
import type { SuggestionFilters } from "../api/suggestions";
import { AdminList } from "../components/admin-list";
import { SearchChipFilters } from "../components/search-chip-filters";
import { useUrlFilters } from "../lib/use-url-filters";

const parseStatus = (value: string | null): TSuggestionStatus | undefined =>
  (SUGGESTION_STATUSES as readonly string[]).includes(value ?? "") ? (value as TSuggestionStatus) : undefined;

/** The filters from the URL and a setter that writes one of them back (replacing the history entry). */
export function useSuggestionFilters(): [SuggestionFilters, (key: "q" | "status", value: string) => void] {
  const [params, set] = useUrlFilters<"q" | "status">();
  return [{ q: params.get("q") || undefined, status: parseStatus(params.get("status")) }, set];
}

export function SuggestionsPage<T extends { id: string }>({
  title,
  description,
  filters,
  onFilterChange,
  query,
  loadFailed,
  renderItem,
}: {
  title: string;
  description: string;
  filters: SuggestionFilters;
  onFilterChange: (key: "q" | "status", value: string) => void;
  /** The suggestions for `filters`. */
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; total: number }>>;
  /** The spec's 'Failed to load …' text. */
  loadFailed: string;
  renderItem: (suggestion: T) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <AdminLayout title={title} description={description}>
      <SearchChipFilters
        q={filters.q}
        chipKey="status"
        selected={filters.status}
        options={SUGGESTION_STATUSES}
        onChange={onFilterChange}
        searchLabel={t("suggestions.search")}
        searchPlaceholder={t("suggestions.searchPlaceholder")}
        chipsLabel={t("suggestions.statusFilter")}
        chipLabel={(status) => t(`suggestions.status.${status || "all"}`)}
      />
      <AdminList
        query={query}
        loadFailed={loadFailed}
        countLabel={(count) => t("suggestions.count", { count })}
        empty={{
          title: t("suggestions.emptyTitle"),
          text: t(filters.q || filters.status ? "suggestions.emptyFiltered" : "suggestions.emptyNone"),
        }}
        renderItem={renderItem}
      />
    </AdminLayout>
  );
}
