/**
 * /places (spec 01 §2): 'Discover Places', back, 'Suggest a Place', the type filter kept in `?type=`,
 * a responsive grid of place cards paged with "Load more" through every place, skeletons while
 * loading, the spec's empty states, and the load-failure toast with a retry (spec 01 §8).
 */
import { MapPinOff, Plus, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { toast } from "../../lib/toast";
import type { PlaceType } from "../../../shared/constants";
import { PlaceCard, PlaceCardSkeleton } from "../../components/cards/place-card";
import { PageHeader } from "../../components/layout/page-header";
import { Button, buttonClass } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { useDocumentTitle } from "../../lib/use-document-title";
import { parsePlaceType, usePlaces } from "./api/get-places";
import { TypeFilter } from "./components/type-filter";

const SKELETON_COUNT = 8;

export function PlacesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("places.title"));
  const [searchParams, setSearchParams] = useSearchParams();
  const type = parsePlaceType(searchParams.get("type"));
  const places = usePlaces(type);
  const items = places.data?.pages.flatMap((page) => page.items) ?? [];
  const total = places.data?.pages[0]?.total ?? 0;
  const formatNumber = (value: number) => value.toLocaleString(i18n.resolvedLanguage);

  const setType = (next: PlaceType | undefined) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set("type", next);
        else params.delete("type");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  // One toast per failure (spec 01 §8), with the retry the inline error state also offers.
  const { isError, errorUpdatedAt, refetch } = places;
  useEffect(() => {
    if (!isError) return;
    toast.error(t("places.loadFailed"), {
      id: "places-load-failed",
      action: { label: t("common.retry"), onClick: () => void refetch() },
    });
  }, [isError, errorUpdatedAt, refetch, t]);

  return (
    <>
      <PageHeader
        title={t("places.title")}
        fallback="/"
        action={
          <Link
            to="/suggest-place"
            className={buttonClass({ variant: "soft", size: "sm", className: "px-3 sm:px-4" })}
          >
            <Plus aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">{t("places.suggest")}</span>
          </Link>
        }
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
        <TypeFilter value={type} onChange={setType} />
        <div className="mt-5">
          {places.isPending ? (
            <>
              <p className="h-7" aria-hidden="true" />
              <ul
                aria-busy="true"
                aria-label={t("common.loading")}
                className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
              >
                {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  <li key={index}>
                    <PlaceCardSkeleton className="h-full" />
                  </li>
                ))}
              </ul>
            </>
          ) : places.isError && items.length === 0 ? (
            <EmptyState
              title={t("places.errorTitle")}
              text={t("places.loadFailed")}
              action={
                <Button onClick={() => void refetch()} disabled={places.isFetching}>
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {t("common.retry")}
                </Button>
              }
            />
          ) : total === 0 ? (
            <EmptyState
              icon={<MapPinOff aria-hidden="true" className="size-6" />}
              title={t("places.empty.title")}
              text={type ? t("places.empty.filtered") : t("places.empty.none")}
              action={
                type ? (
                  <Button variant="secondary" onClick={() => setType(undefined)}>
                    {t("places.filter.clear")}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <h2 className="h-7 text-lg font-bold text-stone-900" aria-live="polite">
                {t("places.count", { count: total, formatted: formatNumber(total) })}
              </h2>
              <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {items.map((place) => (
                  <li key={place.id}>
                    <PlaceCard place={place} className="h-full" />
                  </li>
                ))}
              </ul>
              <div className="mt-8 flex flex-col items-center gap-3">
                <p className="text-sm text-stone-700">
                  {t("places.shown", { shown: formatNumber(items.length), total: formatNumber(total) })}
                </p>
                {places.hasNextPage ? (
                  <Button
                    variant="secondary"
                    onClick={() => void places.fetchNextPage()}
                    disabled={places.isFetchingNextPage}
                  >
                    {places.isFetchingNextPage ? t("common.loading") : t("places.loadMore")}
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </div>
      </main>
    </>
  );
}
