/**
 * Home (spec 01 §2 Home). The onboarding redirect happens in the route loader (app/router.tsx), so
 * nothing here renders for a first-time visitor. All section data comes from one `GET /api/home`.
 * The search block (district, date, age) and 'Entdecke Orte in deiner Nähe' follow the hero.
 */
import { RefreshCw } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CourseCard, CourseCardSkeleton } from "#web/components/cards/course-card";
import { PlaceCard, PlaceCardSkeleton } from "#web/components/cards/place-card";
import { PostCard } from "#web/components/cards/post-card";
import { Button, buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { LIMITS } from "#shared/constants";
import { HOME_SEE_ALL, homeRowOrder, type HomePlaceRow } from "#shared/home-rows";
import type { TPlaceCard } from "#shared/schemas/places";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useHome } from "./api/get-home";
import { CardSection } from "./components/card-section";
import { CommunityCta } from "./components/community-cta";
import { ExploreTrio } from "./components/explore-trio";
import { Hero } from "./components/hero";
import { NearMe } from "./components/near-me";
import { SearchBlock } from "./components/search/search-block";
import { HomeHeader } from "./components/home-header";
import { InstallBanner } from "./components/install-banner";
import { WeatherLine } from "./components/weather-line";

const CONTENT_ID = "entdecken";
const CARD_WIDTH = "w-[220px]";
const SKELETON_COUNT = 4;

const skeletons = (render: (index: number) => ReactNode) =>
  Array.from({ length: SKELETON_COUNT }, (_, index) => <li key={index}>{render(index)}</li>);

/** An empty section invites visitors to add what it lacks (a place when not told) instead of a bare gap. */
function EmptySection({
  text,
  to = "/suggest-place",
  action,
}: {
  text: string;
  to?: string;
  action?: string;
}) {
  const { t } = useTranslation();
  return (
    <li className="w-full">
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-stone-300 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-stone-800">{text}</p>
        <Link to={to} className={buttonClass({ variant: "soft", size: "sm" })}>
          {action ?? t("home.cta.suggestPlace.title")}
        </Link>
      </div>
    </li>
  );
}

function PlaceItems({
  places,
  isPending,
  emptyText,
}: {
  places: TPlaceCard[] | undefined;
  isPending: boolean;
  emptyText: string;
}) {
  if (isPending) return skeletons(() => <PlaceCardSkeleton className={`${CARD_WIDTH} h-full`} />);
  if (!places || places.length === 0) return <EmptySection text={emptyText} />;
  return places.slice(0, LIMITS.homeSectionPlaces).map((place) => (
    <Suspense key={place.id}>
      <li>
        <PlaceCard place={place} className={`${CARD_WIDTH} h-full`} />
      </li>
    </Suspense>
  ));
}

/** Each row's words: the empty text of the changing row names what it lacks. */
const ROW_EMPTY: Partial<Record<HomePlaceRow, string>> = { changing: "home.sections.changing.empty" };

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("home.title"));
  const home = useHome();
  const isPending = home.isPending;
  const data = home.data;

  return (
    <>
      <Suspense>
        <HomeHeader />
      </Suspense>
      <main id="main">
        <Suspense>
          <Hero contentId={CONTENT_ID} />
        </Suspense>
        <Suspense>
          <SearchBlock />
        </Suspense>
        <Suspense>
          <NearMe />
        </Suspense>
        <div id={CONTENT_ID} tabIndex={-1} className="scroll-mt-2 pt-4 focus:outline-none">
          {home.isError ? (
            <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
              <EmptyState
                headingLevel={3}
                title={t("home.error.title")}
                text={t("home.error.text")}
                action={
                  <Button onClick={() => void home.refetch()} disabled={home.isFetching}>
                    <RefreshCw aria-hidden="true" className="size-4" />
                    {t("common.retry")}
                  </Button>
                }
              />
            </div>
          ) : (
            <>
              <WeatherLine today={data?.today} />
              {/* Ordered by today's weather (decision 044); as always while loading. */}
              {(data?.rows ?? homeRowOrder(null)).map((row) => (
                <CardSection
                  key={row}
                  title={t(`home.sections.${row}.title`)}
                  subtitle={t(`home.sections.${row}.subtitle`)}
                  seeAllTo={HOME_SEE_ALL[row]}
                >
                  <PlaceItems
                    places={data?.[row]}
                    isPending={isPending}
                    emptyText={t(ROW_EMPTY[row] ?? "home.sections.emptyPlaces")}
                  />
                </CardSection>
              ))}
              <CardSection
                title={t("home.sections.courses.title")}
                subtitle={t("home.sections.courses.subtitle")}
                seeAllTo={HOME_SEE_ALL.courses}
              >
                {isPending ? (
                  skeletons(() => <CourseCardSkeleton className={`${CARD_WIDTH} h-full`} />)
                ) : data && data.courses.length > 0 ? (
                  data.courses.slice(0, LIMITS.homeSectionCourses).map((course) => (
                    <Suspense key={course.id}>
                      <li>
                        <CourseCard course={course} className={`${CARD_WIDTH} h-full`} />
                      </li>
                    </Suspense>
                  ))
                ) : (
                  <EmptySection
                    text={t("home.sections.courses.empty")}
                    to="/suggest-course"
                    action={t("courses.suggest")}
                  />
                )}
              </CardSection>
              <CardSection
                title={t("home.sections.tips.title")}
                subtitle={t("home.sections.tips.subtitle")}
                seeAllTo={HOME_SEE_ALL.tips}
              >
                {isPending ? (
                  skeletons(() => <div className="h-48 w-[18rem] animate-pulse rounded-2xl bg-stone-200" />)
                ) : data && data.tips.length > 0 ? (
                  data.tips.slice(0, LIMITS.homeSectionPosts).map((post) => (
                    <Suspense key={post.id}>
                      <li>
                        <PostCard post={post} className="h-full w-[18rem]" />
                      </li>
                    </Suspense>
                  ))
                ) : (
                  <EmptySection
                    text={t("home.sections.tips.emptyText")}
                    to="/community/create"
                    action={t("home.sections.tips.emptyAction")}
                  />
                )}
              </CardSection>
            </>
          )}
        </div>
        <Suspense>
          <CommunityCta />
        </Suspense>
        <InstallBanner />
        <Suspense>
          <ExploreTrio />
        </Suspense>
      </main>
    </>
  );
}
