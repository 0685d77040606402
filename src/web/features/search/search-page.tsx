/**
 * /search?district=&date=&childAge=&fact= — the home search's results (spec 01 §2 Home "Search block";
 * DESIGN.md "The home search runs a real search"): places in or near the district that suit the child's age
 * and are open that day (nearest first, as a list or on the map), and the courses for that age on that
 * weekday. The places can be narrowed by family facts, with the same chips as /places (decision 016).
 * Criteria the server would refuse are explained here first.
 */
import { Baby, CalendarDays, GraduationCap, MapPin, MapPinOff, RefreshCw, SearchX } from "lucide-react";
import { FilterPanelToggle } from "#web/components/ui/filter-panel-toggle";
import { Suspense, useId, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CourseCardGrid } from "#web/components/cards/course-card-grid";
import { CourseAlertButton } from "#web/components/course-alerts/course-alert-button";
import { SEARCH_AGE_RANGES } from "#shared/age-groups";
import { FactFilterGroup } from "#web/components/fact-filter-group";
import { PlaceCard, PlaceCardSkeleton } from "#web/components/cards/place-card";
import { PageHeader } from "#web/components/layout/page-header";
import { MapView } from "#web/components/map/map-view";
import { Badge } from "#web/components/ui/badge";
import { Button, buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { ViewSwitch, type ResultsView } from "#web/components/view-switch";
import { ApiError } from "#web/lib/api-client";
import { formatCount } from "#web/lib/format-count";
import { useHamburgToday } from "#web/lib/now";
import { ageGroupLabel } from "#web/lib/place-labels";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useSearchPoints } from "./api/get-search-points";
import { useSearch } from "./api/search";
import type { FactFilter } from "#shared/family-facts";
import {
  criteriaProblem,
  formatCriteriaDate,
  readSearchCriteria,
  withFactFilters,
} from "./lib/search-criteria";

function Criterion({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Badge tone="brand" size="md">
        {icon}
        {children}
      </Badge>
    </li>
  );
}

export function SearchPage() {
  const { t, i18n } = useTranslation("search");
  useDocumentTitle(t("search.title"));
  const [searchParams, setSearchParams] = useSearchParams();
  const criteria = useMemo(() => readSearchCriteria(searchParams), [searchParams]);
  const today = useHamburgToday();
  const problem = useMemo(() => criteriaProblem(searchParams, today), [searchParams, today]);
  const view: ResultsView = searchParams.get("view") === "map" ? "map" : "list";
  const search = useSearch(criteria, { enabled: problem === null });
  const points = useSearchPoints(criteria, { enabled: problem === null && view === "map" });
  const first = search.data?.pages[0];
  const places = search.data?.pages.flatMap((page) => page.places.items) ?? [];
  // A Bezirk is searched whole, by Stadtteil, without distances.
  const district = first?.criteria.district;
  const bezirkOnly = district && !district.stadtteil ? district.bezirk : null;
  const total = first?.places.total ?? 0;
  const courses = first?.courses ?? [];
  const formatNumber = (value: number) => formatCount(value, i18n.language);
  const dateLabel = criteria.date ? formatCriteriaDate(criteria.date, i18n.language) : null;
  const districtName = first?.criteria.district?.name ?? criteria.district;
  const factPanelId = useId();
  const [isFactPanelOpen, setIsFactPanelOpen] = useState(criteria.facts.length > 0);

  const setView = (next: ResultsView) => {
    const params = new URLSearchParams(searchParams);
    if (next === "map") params.set("view", "map");
    else params.delete("view");
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  const setFacts = (facts: FactFilter[]) =>
    setSearchParams(withFactFilters(searchParams, facts), { replace: true, preventScrollReset: true });

  const body = () => {
    if (
      problem !== null ||
      (search.isError && search.error instanceof ApiError && search.error.status === 400)
    ) {
      return (
        <EmptyState
          icon={<SearchX aria-hidden="true" className="size-6" />}
          title={t("search.invalid.title")}
          text={problem ? t(`search.invalid.${problem}`) : search.error?.message}
          action={
            <Link to="/" className={buttonClass()}>
              {t("search.newSearch")}
            </Link>
          }
        />
      );
    }
    if (search.isError) {
      return (
        <EmptyState
          title={t("search.errorTitle")}
          text={t("common.genericError")}
          action={
            <Button onClick={() => void search.refetch()} disabled={search.isFetching}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t("common.retry")}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <section aria-labelledby="search-places">
          <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
            <h2 id="search-places" className="text-xl font-extrabold text-stone-900">
              {search.isPending
                ? t("search.placesTitle")
                : t("search.placesCount", { count: total, formatted: formatNumber(total) })}
            </h2>
            <ViewSwitch value={view} onChange={setView} />
          </div>
          <p className="mt-1 text-sm text-stone-700">
            {bezirkOnly
              ? t(criteria.date ? "search.placesHintBezirkDate" : "search.placesHintBezirk", {
                  bezirk: bezirkOnly,
                })
              : t(criteria.date ? "search.placesHintDate" : "search.placesHint")}
          </p>
          {search.isPending ? (
            <ul aria-busy="true" aria-label={t("common.loading")} className="mt-3 card-grid">
              {Array.from({ length: 4 }, (_, index) => (
                <li key={index}>
                  <PlaceCardSkeleton className="h-full" />
                </li>
              ))}
            </ul>
          ) : total === 0 ? (
            <EmptyState
              className="mt-3"
              icon={<MapPinOff aria-hidden="true" className="size-6" />}
              title={t("places.empty.title")}
              text={criteria.facts.length > 0 ? t("search.noPlacesWithFacts") : t("search.noPlaces")}
            />
          ) : view === "map" ? (
            <MapView
              className="mt-3"
              points={points.data?.items}
              isLoading={points.isPending}
              isTruncated={points.data?.is_truncated}
              label={t("map.label")}
            />
          ) : (
            <>
              <ul className="mt-3 card-grid">
                {places.map((place) => (
                  <Suspense key={place.id}>
                    <li>
                      <PlaceCard place={place} className="h-full" />
                    </li>
                  </Suspense>
                ))}
              </ul>
              {search.hasNextPage ? (
                <div className="mt-6 flex justify-center">
                  <Button
                    variant="secondary"
                    onClick={() => void search.fetchNextPage()}
                    disabled={search.isFetchingNextPage}
                  >
                    {search.isFetchingNextPage ? t("common.loading") : t("places.loadMore")}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
        <section aria-labelledby="search-courses" className="mt-10">
          <h2 id="search-courses" className="text-xl font-extrabold text-stone-900">
            {dateLabel ? t("search.coursesOn", { date: dateLabel }) : t("search.coursesTitle")}
          </h2>
          <CourseAlertButton
            className="mt-3"
            filters={{
              district: districtName || null,
              ageRange: criteria.childAge
                ? {
                    min: SEARCH_AGE_RANGES[criteria.childAge][0],
                    max: SEARCH_AGE_RANGES[criteria.childAge][1],
                  }
                : null,
            }}
          />
          {search.isPending ? null : courses.length === 0 ? (
            <EmptyState
              className="mt-3"
              icon={<GraduationCap aria-hidden="true" className="size-6" />}
              text={t("search.noCourses")}
              action={
                <Link to="/courses" className={buttonClass({ variant: "soft" })}>
                  {t("search.allCourses")}
                </Link>
              }
            />
          ) : (
            <CourseCardGrid courses={courses} className="mt-3" />
          )}
        </section>
      </>
    );
  };

  return (
    <>
      <PageHeader title={t("search.title")} fallback="/" />
      <main id="main" className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
        {problem === null ? (
          <div className="mb-6 flex flex-wrap items-center gap-2">
            <h2 className="sr-only">{t("search.criteria")}</h2>
            <ul className="flex flex-wrap gap-2">
              {criteria.district ? (
                <Criterion icon={<MapPin aria-hidden="true" className="size-4" />}>{districtName}</Criterion>
              ) : null}
              {dateLabel ? (
                <Criterion icon={<CalendarDays aria-hidden="true" className="size-4" />}>
                  {dateLabel}
                </Criterion>
              ) : null}
              {criteria.childAge ? (
                <Criterion icon={<Baby aria-hidden="true" className="size-4" />}>
                  {ageGroupLabel(t, criteria.childAge)}
                </Criterion>
              ) : null}
            </ul>
            <Link to="/#suche" className={buttonClass({ variant: "ghost", size: "sm" })}>
              {t("search.change")}
            </Link>
            <FilterPanelToggle
              isOpen={isFactPanelOpen}
              panelId={factPanelId}
              onToggle={() => setIsFactPanelOpen(!isFactPanelOpen)}
            >
              {criteria.facts.length > 0
                ? t("factFilter.moreActive", { count: criteria.facts.length })
                : t("factFilter.more")}
            </FilterPanelToggle>
            <div
              id={factPanelId}
              hidden={!isFactPanelOpen}
              className="mt-1 w-full rounded-2xl border border-stone-200 bg-white p-4"
            >
              <FactFilterGroup value={criteria.facts} onChange={setFacts} />
            </div>
          </div>
        ) : null}
        {body()}
      </main>
    </>
  );
}
