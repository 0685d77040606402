/**
 * 'Entdecke Orte in deiner Nähe' (spec 01 §2 Home): a card with 'Standort aktivieren' that asks for the
 * device position; when the permission was granted before, the position is asked for on load. With a
 * position, the nearest places follow with their distance; an error shows the spec's text (§8) and never
 * blocks the page.
 */
import { LocateFixed, Navigation } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PlaceCard, PlaceCardSkeleton } from "#web/components/cards/place-card";
import { Button } from "#web/components/ui/button";
import { requestLocation, roundCoordinate, useGeolocation, useLocateIfPermitted } from "#web/lib/geolocation";
import { useNearbyPlaces } from "../api/get-nearby-places";
import { CardSection } from "./card-section";

const CARD_WIDTH = "w-[220px]";

export function NearMe() {
  const { t } = useTranslation();
  useLocateIfPermitted();
  const geolocation = useGeolocation();
  const position =
    geolocation.status === "ready"
      ? { lat: roundCoordinate(geolocation.position.lat), lng: roundCoordinate(geolocation.position.lng) }
      : null;
  const nearby = useNearbyPlaces(position);

  if (position) {
    return (
      <CardSection
        title={t("nearMe.title")}
        subtitle={t("nearMe.subtitle")}
        seeAllTo={`/places?lat=${position.lat}&lng=${position.lng}`}
      >
        {nearby.isPending
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index}>
                <PlaceCardSkeleton className={`${CARD_WIDTH} h-full`} />
              </li>
            ))
          : (nearby.data?.items ?? []).map((place) => (
              <li key={place.id}>
                <PlaceCard place={place} className={`${CARD_WIDTH} h-full`} />
              </li>
            ))}
      </CardSection>
    );
  }

  return (
    <section aria-labelledby="near-me-title" className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
      <div className="flex flex-col gap-3 rounded-3xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
            <Navigation aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="near-me-title" className="text-lg font-extrabold text-stone-900">
              {t("nearMe.title")}
            </h2>
            <p className="text-sm text-stone-700" role="status">
              {geolocation.status === "error"
                ? t(`nearMe.errors.${geolocation.reason}`)
                : geolocation.status === "loading"
                  ? t("nearMe.locating")
                  : t("nearMe.text")}
            </p>
          </div>
        </div>
        {geolocation.status === "error" && geolocation.reason === "unsupported" ? null : (
          <Button onClick={requestLocation} disabled={geolocation.status === "loading"} className="shrink-0">
            <LocateFixed aria-hidden="true" className="size-4" />
            {geolocation.status === "error" ? t("common.retry") : t("nearMe.activate")}
          </Button>
        )}
      </div>
    </section>
  );
}
