/**
 * /courses (spec 01 §2): 'Local Courses', back, 'Suggest a Course' (/suggest-course), search, the type,
 * age-group and tag filters and one provider (kept in the URL), and a grid of course cards paged with
 * "Load more" (decision 008). Empty: 'No courses found matching your filters.', or, with no courses at
 * all, why and what to do (suggest one, or the course alert below the list).
 */
import { GraduationCap, Plus, RefreshCw } from "lucide-react";
import { Suspense, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CourseCardGrid, CourseCardGridSkeleton } from "#web/components/cards/course-card-grid";
import { CourseAlertButton } from "#web/components/course-alerts/course-alert-button";
import { PageHeader } from "#web/components/layout/page-header";
import { SearchField } from "#web/components/search-field";
import { Button, buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { formatCount } from "#web/lib/format-count";
import { useTags } from "#web/lib/tags";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { COURSE_AGE_GROUPS } from "#shared/constants";
import { useCourses } from "./api/get-courses";
import { CourseFilters } from "./components/course-filters";
import {
  courseFiltersToParams,
  hasCourseFilters,
  NO_COURSE_FILTERS,
  parseCourseFilters,
  type CourseFilterState,
} from "./lib/course-filters";

export function CoursesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("courses.title"));
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseCourseFilters(searchParams), [searchParams]);
  const tags = useTags("courses");
  const update = useCallback(
    (next: CourseFilterState) =>
      setSearchParams(courseFiltersToParams(next), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  const knownTags = tags.data?.items.map((tag) => tag.name_de);
  const validTags =
    state.tags.length === 0 ? [] : knownTags && state.tags.filter((tag) => knownTags.includes(tag));
  const courses = useCourses({ ...state, tags: validTags ?? [] }, { enabled: validTags !== undefined });
  const items = courses.data?.pages.flatMap((page) => page.items) ?? [];
  const total = courses.data?.pages[0]?.total ?? 0;
  const formatNumber = (value: number) => formatCount(value, i18n.language);
  // Decision 023: the age groups chosen, as one month range, for "Benachrichtige mich bei neuen Kursen".
  const alertFilters = useMemo(() => {
    const ranges = state.ages.map((age) => COURSE_AGE_GROUPS[age]);
    return {
      district: null,
      ageRange:
        ranges.length > 0
          ? { min: Math.min(...ranges.map((r) => r[0])), max: Math.max(...ranges.map((r) => r[1])) }
          : null,
    };
  }, [state.ages]);

  const results = () => {
    if (courses.isPending) {
      return <CourseCardGridSkeleton count={8} className="mt-3" />;
    }
    if (courses.isError && items.length === 0) {
      return (
        <EmptyState
          className="mt-3"
          title={t("courses.errorTitle")}
          text={t("common.genericError")}
          action={
            <Button onClick={() => void courses.refetch()} disabled={courses.isFetching}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t("common.retry")}
            </Button>
          }
        />
      );
    }
    if (total === 0) {
      return hasCourseFilters(state) ? (
        <EmptyState
          className="mt-3"
          icon={<GraduationCap aria-hidden="true" className="size-6" />}
          text={t("courses.empty")}
          action={
            <Button variant="secondary" onClick={() => update(NO_COURSE_FILTERS)}>
              {t("places.filter.clear")}
            </Button>
          }
        />
      ) : (
        // No courses at all: none are invented (DEVELOPERS.md), so say why and what a parent can do.
        <EmptyState
          className="mt-3"
          icon={<GraduationCap aria-hidden="true" className="size-6" />}
          title={t("courses.noneYet.title")}
          text={t("courses.noneYet.text")}
          action={
            <Link to="/suggest-course" className={buttonClass({ variant: "soft" })}>
              {t("courses.suggest")}
            </Link>
          }
        />
      );
    }
    return (
      <>
        <CourseCardGrid courses={items} className="mt-3" />
        {courses.hasNextPage ? (
          <div className="mt-8 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void courses.fetchNextPage()}
              disabled={courses.isFetchingNextPage}
            >
              {courses.isFetchingNextPage ? t("common.loading") : t("places.loadMore")}
            </Button>
          </div>
        ) : null}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={t("courses.title")}
        fallback="/"
        action={
          <Link
            to="/suggest-course"
            className={buttonClass({ variant: "soft", size: "sm", className: "px-3 sm:px-4" })}
          >
            <Plus aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">{t("courses.suggest")}</span>
          </Link>
        }
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
        <SearchField
          value={state.q}
          onChange={(q) => update({ ...state, q })}
          label={t("courses.search.label")}
          placeholder={t("courses.search.placeholder")}
          className="mb-4"
        />
        <Suspense>
          <CourseFilters
            state={state}
            onChange={update}
            tags={tags.data?.items}
            providerName={courses.data?.pages[0]?.provider?.name}
          />
        </Suspense>
        <div className="mt-3 min-h-7">
          {courses.isPending ? null : (
            <h2 className="text-lg font-bold text-stone-900" aria-live="polite">
              {t("courses.count", { count: total, formatted: formatNumber(total) })}
            </h2>
          )}
        </div>
        {results()}
        {/* Below the list: it appears once the parent's session is known, and above the list it was the
            largest thing on a phone's screen, which made the page's largest paint wait for it. */}
        <CourseAlertButton filters={alertFilters} className="mt-6" />
      </main>
    </>
  );
}
