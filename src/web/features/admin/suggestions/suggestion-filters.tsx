/**
 * Search and status filter of the suggestion screens (spec 02 §2.4: All, Pending, Reviewed, Imported),
 * kept in the URL (`?q=&status=`) so Back and reload keep them.
 */
import { useCallback } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useSearchParams } from "react-router";
import { SUGGESTION_STATUSES } from "../../../../shared/constants";
import type { TSuggestionStatus } from "../../../../shared/schemas/admin";
import { SearchField } from "../../../components/search-field";
import { CHIP_ROW, ToggleChip } from "../../../components/ui/toggle-chip";
import type { SuggestionFilters } from "../api/suggestions";

const parseStatus = (value: string | null): TSuggestionStatus | undefined =>
  (SUGGESTION_STATUSES as readonly string[]).includes(value ?? "") ? (value as TSuggestionStatus) : undefined;

/** The filters from the URL and a setter that writes one of them back (replacing the history entry). */
export function useSuggestionFilters(): [SuggestionFilters, (key: "q" | "status", value: string) => void] {
  const [params, setParams] = useSearchParams();
  const filters = { q: params.get("q") || undefined, status: parseStatus(params.get("status")) };
  const set = useCallback(
    (key: "q" | "status", value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, set];
}

export function SuggestionFiltersBar({
  filters,
  onChange,
}: {
  filters: SuggestionFilters;
  onChange: (key: "q" | "status", value: string) => void;
}) {
  const { t } = useTranslation("admin");
  const onSearch = useCallback((value: string) => onChange("q", value), [onChange]);
  return (
    <div className="mb-4 flex flex-col gap-3">
      <SearchField
        value={filters.q ?? ""}
        onChange={onSearch}
        label={t("suggestions.search")}
        placeholder={t("suggestions.searchPlaceholder")}
      />
      <div role="group" aria-label={t("suggestions.statusFilter")} className={CHIP_ROW}>
        {(["", ...SUGGESTION_STATUSES] as const).map((status) => (
          <ToggleChip
            key={status || "all"}
            isPressed={(filters.status ?? "") === status}
            onClick={() => onChange("status", status)}
          >
            {t(`suggestions.status.${status || "all"}`)}
          </ToggleChip>
        ))}
      </div>
    </div>
  );
}
