/**
 * /admin/course-suggestions (spec 02 §2.4; issue "Admin" §3): every course parents suggested, with
 * search, status filter and all details; 'Add to Courses' creates the course (with its age range).
 */
import { useTranslation } from "../../../lib/use-translation";
import { ageGroupLabel, courseTypeLabel } from "../../../lib/place-labels";
import { AdminLayout } from "../admin-layout";
import { useCourseSuggestions } from "../api/suggestions";
import { AdminList } from "../components/admin-list";
import { Detail, SuggestionCard } from "./suggestion-card";
import { SuggestionFiltersBar, useSuggestionFilters } from "./suggestion-filters";

export function CourseSuggestionsPage() {
  const { t } = useTranslation("admin");
  const [filters, setFilter] = useSuggestionFilters();
  const query = useCourseSuggestions(filters);
  const isFiltered = Boolean(filters.q || filters.status);
  return (
    <AdminLayout title={t("suggestions.courseTitle")} description={t("suggestions.courseSubtitle")}>
      <SuggestionFiltersBar filters={filters} onChange={setFilter} />
      <AdminList
        query={query}
        loadFailed={t("suggestions.loadFailedCourses")}
        countLabel={(count) => t("suggestions.count", { count })}
        empty={{
          title: t("suggestions.emptyTitle"),
          text: t(isFiltered ? "suggestions.emptyFiltered" : "suggestions.emptyNone"),
        }}
        renderItem={(suggestion) => (
          <SuggestionCard
            kind="course"
            suggestion={suggestion}
            title={suggestion.title}
            description={suggestion.description}
          >
            <Detail label={t("suggestions.type")}>{courseTypeLabel(t, suggestion.type)}</Detail>
            <Detail label={t("suggestions.ageGroup")}>{ageGroupLabel(t, suggestion.age_group)}</Detail>
            <Detail label={t("suggestions.schedule")}>{suggestion.schedule}</Detail>
            <Detail label={t("suggestions.location")}>
              {[suggestion.location, suggestion.stadtteil].filter(Boolean).join(" · ")}
            </Detail>
            {suggestion.booking_url ? (
              <Detail label={t("suggestions.booking")}>
                <a
                  href={suggestion.booking_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-800 underline"
                >
                  {suggestion.booking_url}
                </a>
              </Detail>
            ) : null}
          </SuggestionCard>
        )}
      />
    </AdminLayout>
  );
}
