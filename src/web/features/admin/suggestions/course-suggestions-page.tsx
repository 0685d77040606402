/**
 * /admin/course-suggestions (spec 02 §2.4): every course parents suggested, with search, status filter and
 * all details; 'Add to Courses' creates the course (with its age range).
 */
import { useTranslation } from "react-i18next";
import { formatSchedule } from "#shared/course-schedule";
import { ageGroupLabel, courseTypeLabel } from "#web/lib/place-labels";
import { useCourseSuggestions } from "../api/suggestions";
import { Detail, SuggestionCard } from "./suggestion-card";
import { SuggestionsPage, useSuggestionFilters } from "./suggestions-page";

export function CourseSuggestionsPage() {
  const { t, i18n } = useTranslation("admin");
  const [filters, setFilter] = useSuggestionFilters();
  const query = useCourseSuggestions(filters);
  return (
    <SuggestionsPage
      title={t("suggestions.courseTitle")}
      description={t("suggestions.courseSubtitle")}
      filters={filters}
      onFilterChange={setFilter}
      query={query}
      loadFailed={t("suggestions.loadFailedCourses")}
      renderItem={(suggestion) => (
        <SuggestionCard
          kind="course"
          suggestion={suggestion}
          title={suggestion.title}
          description={suggestion.description}
        >
          <Detail label={t("suggestions.type")}>{courseTypeLabel(t, suggestion.type)}</Detail>
          <Detail label={t("suggestions.ageGroup")}>{ageGroupLabel(t, suggestion.age_group)}</Detail>
          <Detail label={t("suggestions.schedule")}>
            {formatSchedule(suggestion.schedule, i18n.language)}
          </Detail>
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
  );
}
