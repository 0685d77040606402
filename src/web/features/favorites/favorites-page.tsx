/**
 * /favorites (spec 01 §2): needs sign-in (else /auth); tabs 'Places (n)' and 'Courses (n)' with the saved
 * cards, most recently saved first, and the spec's empty texts. Removing a heart here takes the card
 * away once the server has saved it (spec 01 §4).
 */
import { Suspense } from "react";
import { Heart, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CourseCardGrid, CourseCardGridSkeleton } from "#web/components/cards/course-card-grid";
import { PlaceCard, PlaceCardSkeleton } from "#web/components/cards/place-card";
import { PageHeader } from "#web/components/layout/page-header";
import { RequireSignIn } from "#web/components/require-sign-in";
import { Button, buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { useAuth } from "#web/lib/auth";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useFavorites } from "./api/get-favorites";

const SKELETONS = 4;

function PlaceSkeletons() {
  const { t } = useTranslation("favorites");
  return (
    <ul aria-busy="true" aria-label={t("common.loading")} className="card-grid">
      {Array.from({ length: SKELETONS }, (_, index) => (
        <li key={index}>
          <PlaceCardSkeleton className="h-full" />
        </li>
      ))}
    </ul>
  );
}

function FavoriteLists({ userId }: { userId: string }) {
  const { t } = useTranslation("favorites");
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get("tab") === "courses" ? "courses" : "places";
  const favorites = useFavorites(userId);
  const places = favorites.data?.places ?? [];
  const courses = favorites.data?.courses ?? [];
  const count = (value: number | undefined) => (favorites.isPending ? "…" : String(value ?? 0));

  if (favorites.isError) {
    return (
      <EmptyState
        title={t("favorites.page.errorTitle")}
        text={t("common.genericError")}
        action={
          <Button onClick={() => void favorites.refetch()} disabled={favorites.isFetching}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t("common.retry")}
          </Button>
        }
      />
    );
  }

  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setSearchParams(value === "courses" ? { tab: "courses" } : {}, {
          replace: true,
          preventScrollReset: true,
        })
      }
    >
      <TabsList className="max-w-md">
        <TabsTrigger value="places">
          {t("favorites.page.placesTab", { count: count(places.length) })}
        </TabsTrigger>
        <TabsTrigger value="courses">
          {t("favorites.page.coursesTab", { count: count(courses.length) })}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="places">
        <h2 className="sr-only">{t("favorites.page.placesTitle")}</h2>
        {favorites.isPending ? (
          <PlaceSkeletons />
        ) : places.length === 0 ? (
          <EmptyState
            icon={<Heart aria-hidden="true" className="size-6" />}
            title={t("favorites.page.noPlaces")}
            text={t("favorites.page.noPlacesHint")}
            action={
              <Link to="/places" className={buttonClass({ variant: "soft" })}>
                {t("favorites.page.browsePlaces")}
              </Link>
            }
          />
        ) : (
          <ul className="card-grid">
            {places.map((place) => (
              <Suspense key={place.id}>
                <li>
                  <PlaceCard place={place} className="h-full" />
                </li>
              </Suspense>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="courses">
        <h2 className="sr-only">{t("favorites.page.coursesTitle")}</h2>
        {favorites.isPending ? (
          <CourseCardGridSkeleton count={SKELETONS} />
        ) : courses.length === 0 ? (
          <EmptyState
            icon={<Heart aria-hidden="true" className="size-6" />}
            title={t("favorites.page.noCourses")}
            text={t("favorites.page.noCoursesHint")}
            action={
              <Link to="/courses" className={buttonClass({ variant: "soft" })}>
                {t("favorites.page.browseCourses")}
              </Link>
            }
          />
        ) : (
          <CourseCardGrid courses={courses} />
        )}
      </TabsContent>
    </Tabs>
  );
}

export function FavoritesPage() {
  const { t } = useTranslation("favorites");
  const { user } = useAuth();
  useDocumentTitle(t("favorites.page.title"));
  return (
    <>
      <PageHeader title={t("favorites.page.title")} fallback="/" />
      <main id="main" className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
        <RequireSignIn fallback={<PlaceSkeletons />}>
          {user ? <FavoriteLists userId={user.id} /> : null}
        </RequireSignIn>
      </main>
    </>
  );
}
