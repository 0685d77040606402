/**
 * /places/{id} (spec 01 §2): image or placeholder, name, type, rating, heart, address, About, Features,
 * Location (address, Stadtteil, Bezirk, map link), opening hours, contact, and where the data comes
 * from; a café's place links to the café's own page (decision 010); current condition reports and the family
 * facts (decision 016). A missing place shows 'Place not found' with 'Back to Places'; any other failure
 * toasts and returns to /places (spec 01 §8).
 */
import {
  BadgeCheck,
  Coffee,
  Database,
  ExternalLink,
  Globe,
  Info,
  ListChecks,
  MapPin,
  Phone,
  Star,
} from "lucide-react";
import { Suspense, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "#web/lib/toast";
import { isVideoUrl } from "#shared/media";
import { telLink, toPhoneNumber, toWebAddress } from "#shared/contact";
import type { TPlaceDetail } from "#shared/schemas/places";
import { CardImage } from "#web/components/cards/card-image";
import { FavoriteButton } from "#web/components/cards/favorite-button";
import { PlacePlaceholder } from "#web/components/cards/place-placeholder";
import { PageHeader } from "#web/components/layout/page-header";
import { LocationMap } from "#web/components/map/location-map";
import { ShareButton } from "#web/components/share-button";
import { Badge } from "#web/components/ui/badge";
import { buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { Skeleton } from "#web/components/ui/skeleton";
import { ApiError } from "#web/lib/api-client";
import { ageGroupLabel, featureLabel, placeAddressLine, placeTypeLabel } from "#web/lib/place-labels";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { usePlace } from "./api/get-place";
import { OpeningHours } from "#web/components/opening-hours/opening-hours";
import { osmMapUrl, provenanceOf } from "./lib/provenance";
import { ClosedNotice, ConditionReports } from "./components/condition-reports";
import { PlaceClaim } from "./components/place-claim";
import { FamilyFacts } from "./components/family-facts";
import { NearbyStations } from "./components/nearby-stations";
import { PlaceReviews } from "./components/place-reviews";
import { PlacePhotos } from "./components/place-photos";
import { Panel } from "#web/components/ui/panel";
import { formatTenths } from "#web/lib/format-count";

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-1 font-semibold break-words text-brand-800 underline underline-offset-4 hover:text-brand-700"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">({t("common.opensInNewTab")})</span>
    </a>
  );
}

function Provenance({ place }: { place: TPlaceDetail }) {
  const { t } = useTranslation();
  const provenance = provenanceOf(place);
  return (
    <section aria-labelledby="source-title" className="flex gap-2 text-sm text-stone-700">
      <Database aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <h2 id="source-title" className="sr-only">
          {t("places.detail.sourceTitle")}
        </h2>
        {provenance.kind === "openstreetmap" ? (
          <>
            <p>{t("places.detail.source.openstreetmap")}</p>
            {provenance.objectUrl ? (
              <ExternalAnchor href={provenance.objectUrl}>{t("places.detail.viewOnOsm")}</ExternalAnchor>
            ) : null}
          </>
        ) : provenance.kind === "hamburg-parkanlagen-2016" ? (
          <p>{t("places.detail.source.hamburg2016", { licence: provenance.licence })}</p>
        ) : (
          <p>{t("places.detail.source.other")}</p>
        )}
      </div>
    </section>
  );
}

function PlaceDetails({ place }: { place: TPlaceDetail }) {
  const { t, i18n } = useTranslation();
  const typeLabel = placeTypeLabel(t, place.type);
  const hasCoordinates = place.latitude !== null && place.longitude !== null;
  // Stored values may predate the rule (OpenStreetMap imports): only a real web address becomes a link.
  const website = place.website ? toWebAddress(place.website) : null;
  const phone = place.phone ? toPhoneNumber(place.phone) : null;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="flex flex-col gap-4">
        <div className="relative overflow-hidden rounded-3xl shadow-sm">
          {isVideoUrl(place.image_url) ? (
            // Admins may give a place a video instead of a photo (spec 02 §2.6, §5).
            <video
              src={place.image_url ?? undefined}
              controls
              preload="metadata"
              aria-label={place.name}
              className="aspect-[16/10] w-full bg-stone-900"
            />
          ) : (
            <CardImage
              src={place.image_url}
              alt={place.name}
              isEager
              fallback={
                <PlacePlaceholder type={place.type} label={t("places.placeholderAlt", { type: typeLabel })} />
              }
            />
          )}
          <FavoriteButton kind="places" id={place.id} name={place.name} className="absolute top-3 right-3" />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand" size="md">
            {typeLabel}
          </Badge>
          {place.rating ? (
            <a
              href="#reviews-title"
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-stone-800 underline-offset-4 hover:underline"
            >
              <Star aria-hidden="true" className="size-4 fill-sun-400 text-sun-400" />
              <span className="sr-only">{t("places.rating")}</span>
              {formatTenths(place.rating.average, i18n.language)}
              <span className="font-normal text-stone-700">({place.rating.count})</span>
            </a>
          ) : null}
          {place.is_checked_by_parents ? (
            <Badge tone="success" size="md">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {t("places.checkedByParents")}
            </Badge>
          ) : null}
        </div>
        {place.address ? (
          <p className="flex items-start gap-2 text-stone-800">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{placeAddressLine(t, place)}</span>
          </p>
        ) : null}
        {place.cafe_id ? (
          // An approved café's place (decisions/010): the café's own page has its menu, photos and reviews.
          <Link
            to={`/cafe/${place.cafe_id}`}
            className={buttonClass({ variant: "soft", className: "self-start" })}
          >
            <Coffee aria-hidden="true" className="size-5" />
            {t("places.detail.cafeProfile")}
          </Link>
        ) : null}
        <PlaceClaim placeId={place.id} type={place.type} />
        {place.closed_at ? <ClosedNotice /> : null}
        <ConditionReports placeId={place.id} reports={place.condition_reports} />
        <Panel
          id="about-title"
          title={t("places.detail.about")}
          icon={<Info aria-hidden="true" className="size-5 text-brand-700" />}
        >
          <p className="whitespace-pre-line text-stone-800">
            {place.description || t("places.detail.noDescription")}
          </p>
          {place.age_recommendations.length > 0 ? (
            <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-stone-700">
              <span className="font-semibold">{t("places.detail.ages")}:</span>
              {place.age_recommendations.map((age) => (
                <Badge key={age} tone="sun">
                  {ageGroupLabel(t, age)}
                </Badge>
              ))}
            </p>
          ) : null}
        </Panel>
        <Panel
          id="features-title"
          title={t("places.detail.features")}
          icon={<ListChecks aria-hidden="true" className="size-5 text-brand-700" />}
        >
          {place.features.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {place.features.map((feature) => (
                <li key={feature}>
                  <Badge size="md">{featureLabel(t, feature)}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-stone-700">{t("places.detail.noFeatures")}</p>
          )}
        </Panel>
        {/* Below the fold: hydrated after the rest, as the column beside them. */}
        <Suspense>
          <div className="flex flex-col gap-4">
            <PlacePhotos place={place} />
            <PlaceReviews place={place} />
          </div>
        </Suspense>
      </div>
      {/* Below the fold on a phone: hydrated after the rest (a Suspense boundary). */}
      <Suspense>
        <div className="flex flex-col gap-4">
          <FamilyFacts place={place} />
          {place.opening_hours ? (
            <OpeningHours value={place.opening_hours} week={place.opening_hours_week} />
          ) : null}
          <Panel
            id="location-title"
            title={t("places.detail.location")}
            icon={<MapPin aria-hidden="true" className="size-5 text-brand-700" />}
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-800">
              {place.address ? (
                <>
                  <dt className="font-semibold">{t("places.detail.address")}</dt>
                  <dd>{place.address}</dd>
                </>
              ) : null}
              {place.locality_hint ? (
                <>
                  <dt className="font-semibold">{t("places.detail.nearby")}</dt>
                  <dd>{place.locality_hint}</dd>
                </>
              ) : null}
              {place.stadtteil ? (
                <>
                  <dt className="font-semibold">{t("places.detail.stadtteil")}</dt>
                  <dd>{place.stadtteil}</dd>
                </>
              ) : null}
              {place.bezirk ? (
                <>
                  <dt className="font-semibold">{t("places.detail.bezirk")}</dt>
                  <dd>{place.bezirk}</dd>
                </>
              ) : null}
              {hasCoordinates ? (
                <>
                  <dt className="font-semibold">{t("places.detail.coordinates")}</dt>
                  <dd>
                    {place.latitude!.toFixed(5)}, {place.longitude!.toFixed(5)}
                  </dd>
                </>
              ) : null}
            </dl>
            {hasCoordinates ? (
              <div className="mt-3 flex flex-col gap-1">
                <LocationMap
                  point={{
                    id: place.id,
                    name: place.name,
                    type: place.type,
                    latitude: place.latitude!,
                    longitude: place.longitude!,
                  }}
                  label={t("places.detail.mapLabel", { name: place.name })}
                />
                <ExternalAnchor href={osmMapUrl(place.latitude!, place.longitude!)}>
                  {t("places.detail.openInMaps")}
                </ExternalAnchor>
              </div>
            ) : null}
          </Panel>
          {hasCoordinates ? <NearbyStations stations={place.stations} /> : null}
          {website || place.phone ? (
            <Panel
              id="contact-title"
              title={t("places.detail.contact")}
              icon={<Phone aria-hidden="true" className="size-5 text-brand-700" />}
            >
              <ul className="flex flex-col gap-1">
                {website ? (
                  <li className="flex items-center gap-2">
                    <Globe aria-hidden="true" className="size-4 shrink-0 text-stone-700" />
                    <ExternalAnchor href={website}>
                      {website.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}
                    </ExternalAnchor>
                  </li>
                ) : null}
                {place.phone ? (
                  <li className="flex items-center gap-2">
                    <Phone aria-hidden="true" className="size-4 shrink-0 text-stone-700" />
                    {phone ? (
                      <a
                        href={telLink(phone)}
                        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
                      >
                        {phone}
                      </a>
                    ) : (
                      <span className="inline-flex min-h-11 items-center">{place.phone}</span>
                    )}
                  </li>
                ) : null}
              </ul>
            </Panel>
          ) : null}
          <Provenance place={place} />
        </div>
      </Suspense>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-4">
        <Skeleton className="aspect-[16/10] rounded-3xl" />
        <Skeleton className="h-7 w-40 rounded-full" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

/** 404, and 400 for an id that is not a UUID, both mean there is no such place. */
const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export function PlaceDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const place = usePlace(id);
  const isNotFound = place.isError && isMissing(place.error);
  useDocumentTitle(place.data?.name ?? (isNotFound ? t("places.detail.notFound") : t("places.title")));

  // A merged place's id answers with the place it became: show that place's address.
  const movedTo = place.data && place.data.id !== id ? place.data.id : undefined;
  useEffect(() => {
    if (movedTo) navigate(`/places/${movedTo}`, { replace: true });
  }, [movedTo, navigate]);

  useEffect(() => {
    if (!place.isError || isMissing(place.error)) return;
    toast.error(t("places.detail.loadFailed"));
    navigate("/places", { replace: true });
  }, [place.isError, place.error, navigate, t]);

  return (
    <>
      <PageHeader
        title={place.data?.name ?? (isNotFound ? t("places.detail.notFound") : t("places.title"))}
        fallback="/places"
        action={place.data ? <ShareButton name={place.data.name} /> : undefined}
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
        {place.data ? (
          <PlaceDetails place={place.data} />
        ) : isNotFound ? (
          <EmptyState
            icon={<MapPin aria-hidden="true" className="size-6" />}
            text={t("places.detail.notFoundText")}
            action={
              <Link to="/places" className={buttonClass()}>
                {t("places.detail.backToPlaces")}
              </Link>
            }
          />
        ) : (
          <DetailSkeleton />
        )}
      </main>
    </>
  );
}
