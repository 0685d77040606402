/**
 * /places (spec 01 §2): 'Discover Places', back, 'Suggest a Place', the search box and the filters —
 * all kept in the URL so a filtered list can be shared and survives a reload — then the matching places as a
 * grid paged with "Load more", or on a map; "near me" sorts them by distance (decision 008). Skeletons while
 * loading, the spec's two empty texts, and the load-failure toast with a retry (spec 01 §8).
 */
import { MapPinOff, Plus, RefreshCw } from "lucide-react";
import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PlaceCard, PlaceCardSkeleton } from "#web/components/cards/place-card";
import { PageHeader } from "#web/components/layout/page-header";
import { MapView } from "#web/components/map/map-view";
import { SearchField } from "#web/components/search-field";
import { Button, buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { ViewSwitch } from "#web/components/view-switch";
import { formatCount } from "#web/lib/format-count";
import { roundCoordinate, requestLocation, useGeolocation } from "#web/lib/geolocation";
import { useTags } from "#web/lib/tags";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { usePlacePoints } from "./api/get-place-points";
import { usePlaceTypes } from "./api/get-place-types";
import { usePlaces, type PlaceListFilters } from "./api/get-places";
import { PlaceFilters } from "./components/place-filters";
import {
  clearedFilters,
  PLACE_LIST_SORTS,
  hasActiveFilters,
  parsePlaceFilters,
  placeFiltersToParams,
  type PlaceFilterState,
} from "./lib/place-filters";

const SKELETON_COUNT = 8;

export function PlacesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("places.title"));
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parsePlaceFilters(searchParams), [searchParams]);
  const tags = useTags("places");
  const placeTypes = usePlaceTypes();
  const geolocation = useGeolocation();
  const [isLocating, setIsLocating] = useState(false);

  const update = useCallback(
    (next: PlaceFilterState) =>
      setSearchParams(placeFiltersToParams(next), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );

  // Tags from an old link that no longer exist are left out, rather than failing the whole list.
  const knownTags = tags.data?.items.map((tag) => tag.name_de);
  const validTags =
    state.tags.length === 0 ? [] : knownTags && state.tags.filter((tag) => knownTags.includes(tag));
  const filters: PlaceListFilters = {
    types: state.types,
    tags: validTags ?? [],
    ages: state.ages,
    facts: state.facts,
    q: state.q,
    openNow: state.openNow,
    stepFreeStation: state.stepFreeStation,
    near: state.near,
    sort: state.sort,
  };
  const isReady = validTags !== undefined;
  const places = usePlaces(filters, { enabled: isReady });
  const points = usePlacePoints(filters, { enabled: isReady && state.view === "map" });
  const items = places.data?.pages.flatMap((page) => page.items) ?? [];
  const total = places.data?.pages[0]?.total ?? 0;
  const formatNumber = (value: number) => formatCount(value, i18n.language);
  const isFiltered = hasActiveFilters(state);

  // "Near me": use the known position, or ask for it and apply it when it arrives.
  const onNearMe = () => {
    if (state.near) return update({ ...state, near: null });
    if (geolocation.status === "ready") {
      return update({
        ...state,
        near: {
          lat: roundCoordinate(geolocation.position.lat),
          lng: roundCoordinate(geolocation.position.lng),
        },
      });
    }
    setIsLocating(true);
    requestLocation();
  };
  useEffect(() => {
    if (!isLocating) return;
    if (geolocation.status === "ready") {
      setIsLocating(false);
      update({
        ...state,
        near: {
          lat: roundCoordinate(geolocation.position.lat),
          lng: roundCoordinate(geolocation.position.lng),
        },
      });
    } else if (geolocation.status === "error") {
      setIsLocating(false);
      // Spec 01 §8; the list stays as it is.
      toast.error(t(`nearMe.errors.${geolocation.reason}`));
    }
  }, [geolocation, isLocating, state, t, update]);

  // One toast per failure (spec 01 §8), with the retry the inline error state also offers.
  const { isError, errorUpdatedAt, refetch } = places;
  useEffect(() => {
    if (!isError) return;
    toast.error(t("places.loadFailed"), {
      id: "places-load-failed",
      action: { label: t("common.retry"), onClick: () => void refetch() },
    });
  }, [isError, errorUpdatedAt, refetch, t]);

  const results = () => {
    if (places.isPending) {
      return (
        <ul aria-busy="true" aria-label={t("common.loading")} className="mt-3 card-grid">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <li key={index}>
              <PlaceCardSkeleton className="h-full" />
            </li>
          ))}
        </ul>
      );
    }
    if (places.isError && items.length === 0) {
      return (
        <EmptyState
          className="mt-3"
          title={t("places.errorTitle")}
          text={t("places.loadFailed")}
          action={
            <Button onClick={() => void refetch()} disabled={places.isFetching}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t("common.retry")}
            </Button>
          }
        />
      );
    }
    if (total === 0) {
      return (
        <EmptyState
          className="mt-3"
          icon={<MapPinOff aria-hidden="true" className="size-6" />}
          title={t("places.empty.title")}
          text={isFiltered ? t("places.empty.filtered") : t("places.empty.none")}
          action={
            isFiltered ? (
              <Button variant="secondary" onClick={() => update(clearedFilters(state))}>
                {t("places.filter.clear")}
              </Button>
            ) : undefined
          }
        />
      );
    }
    if (state.view === "map") {
      return (
        <MapView
          className="mt-3"
          points={points.data?.items}
          isLoading={points.isPending}
          isTruncated={points.data?.is_truncated}
          position={state.near}
          label={t("map.label")}
        />
      );
    }
    return (
      <>
        <ul className="mt-3 card-grid">
          {items.map((place) => (
            <Suspense key={place.id}>
              <li>
                <PlaceCard place={place} className="h-full" />
              </li>
            </Suspense>
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
    );
  };

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
        <SearchField
          value={state.q}
          onChange={(q) => update({ ...state, q })}
          label={t("places.search.label")}
          placeholder={t("places.search.placeholder")}
          className="mb-4"
        />
        <Suspense>
          <PlaceFilters
            state={state}
            onChange={update}
            typeCounts={placeTypes.data?.items}
            tags={tags.data?.items}
            isNearMeLoading={isLocating}
            onNearMe={onNearMe}
          />
        </Suspense>
        <div className="mt-5 flex min-h-11 flex-wrap items-center justify-between gap-3">
          {places.isPending ? (
            <span aria-hidden="true" />
          ) : (
            <h2 className="text-lg font-bold text-stone-900" aria-live="polite">
              {t("places.count", { count: total, formatted: formatNumber(total) })}
            </h2>
          )}
          <div className="flex flex-wrap items-center gap-3">
            {state.view === "list" ? (
              <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
                {t("places.sort.label")}
                <select
                  value={state.sort ?? ""}
                  onChange={(event) =>
                    update({
                      ...state,
                      sort: PLACE_LIST_SORTS.find((sort) => sort === event.target.value) ?? null,
                    })
                  }
                  className="min-h-11 rounded-xl border border-stone-300 bg-white px-3 font-normal text-stone-900"
                >
                  <option value="">
                    {t(state.near ? "places.sort.nearest" : "places.sort.recommended")}
                  </option>
                  {PLACE_LIST_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`places.sort.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <ViewSwitch value={state.view} onChange={(view) => update({ ...state, view })} />
          </div>
        </div>
        {results()}
      </main>
    </>
  );
}
