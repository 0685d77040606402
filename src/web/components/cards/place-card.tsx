/**
 * Place card (spec 01 §2 "Cards"): image (skeleton, per-type placeholder), name, rating only if present,
 * address (after the distinguishing line "Nähe …" of a place that has one), type, heart, and up to 3
 * tags/features plus '+N'; on the image the family facts shown as "yes" as named icons (up to FACT_ICONS_MAX plus '+N') and the most pressing condition report
 * ("Vorübergehend geschlossen", "Gerät kaputt"; decisions/031); when the list knows them, the distance
 * ("1,2 km") and whether it is open right now (decision 008); a café profile's 'n/6 Features' (decision 010).
 * Every row has a fixed height so cards in a row line up and the loading skeleton has exactly the card's size
 * (no layout shift); card lists keep exactly that space for cards not drawn yet (`card-grid` in
 * styles/app.css), so a change of height here must change `--card-text-height` there.
 */
import { BadgeCheck, MapPin, Star, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isVideoUrl } from "#shared/media";
import type { TPlaceCard } from "#shared/schemas/places";
import { cn } from "#web/lib/cn";
import { formatDistance } from "#web/lib/format-distance";
import { formatTenths } from "#web/lib/format-count";
import { featureLabel, placeAddressLine, placeTypeLabel } from "#web/lib/place-labels";
import { FACT_ICONS } from "../fact-icons";
import { Badge } from "../ui/badge";
import { Skeleton } from "../ui/skeleton";
import { CardImage } from "./card-image";
import { cardTags } from "./card-tags";
import { FavoriteButton } from "./favorite-button";
import { PlacePlaceholder } from "./place-placeholder";

const shell = "relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm";

/** Fact icons shown on the image before '+N' (room for the '+N' on a 220 px card). */
const FACT_ICONS_MAX = 5;

export function PlaceCard({
  place,
  headingLevel = 3,
  className,
}: {
  place: TPlaceCard;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const typeLabel = placeTypeLabel(t, place.type);
  const { visible, hiddenCount } = cardTags([...place.tags, ...place.features]);
  const address = placeAddressLine(t, place);
  const facts = place.yes_facts.slice(0, FACT_ICONS_MAX);
  const hiddenFacts = place.yes_facts.length - facts.length;
  return (
    <article
      className={cn(
        shell,
        "transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-700 has-[a:focus-visible]:ring-offset-2",
        className,
      )}
    >
      <div className="relative">
        <CardImage
          // A video (admin place media) is shown on the place's page only; cards never download it.
          src={isVideoUrl(place.image_url) ? null : place.image_url}
          alt={place.name}
          fallback={
            <PlacePlaceholder type={place.type} label={t("places.placeholderAlt", { type: typeLabel })} />
          }
        />
        <div className="absolute right-2 bottom-2 left-2 flex flex-col items-start gap-1">
          {place.condition ? (
            // White like the facts' pill, so it reads on any photo; a long label wraps on a 220 px card.
            <p
              className={cn(
                "inline-flex max-w-full items-start gap-1 rounded-lg bg-white/95 px-2 py-0.5 text-xs leading-4 font-semibold shadow-sm",
                place.is_closed ? "text-rose-800" : "text-amber-900",
              )}
            >
              <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
              {t(`places.conditions.${place.condition}`)}
            </p>
          ) : null}
          {facts.length > 0 ? (
            // The family facts shown as "yes" (decisions/016), named for screen readers.
            <ul
              aria-label={t("factFilter.title")}
              className="flex items-center gap-1.5 rounded-full bg-white/95 px-2 py-1 text-brand-700 shadow-sm"
            >
              {facts.map((key) => {
                const Icon = FACT_ICONS[key];
                return (
                  <li key={key} title={t(`factLabels.${key}`)}>
                    <Icon aria-hidden="true" className="size-4" />
                    <span className="sr-only">{t(`factLabels.${key}`)}</span>
                  </li>
                );
              })}
              {hiddenFacts > 0 ? (
                <li className="text-xs leading-4 font-semibold text-stone-800">
                  <span aria-hidden="true">+{hiddenFacts}</span>
                  <span className="sr-only">{t("places.moreFacts", { count: hiddenFacts })}</span>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </div>
      {place.is_checked_by_parents ? (
        <Badge tone="success" className="absolute top-2 left-2 shadow-sm">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {t("places.checkedByParents")}
        </Badge>
      ) : null}
      {place.family_feature_count !== null ? (
        <Badge
          tone="success"
          title={t("places.familyFeaturesLabel")}
          className={cn("absolute left-2 shadow-sm", place.is_checked_by_parents ? "top-9" : "top-2")}
        >
          {t("places.familyFeatures", { count: place.family_feature_count })}
        </Badge>
      ) : null}
      <FavoriteButton kind="places" id={place.id} name={place.name} className="absolute top-2 right-2 z-10" />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <Heading className="line-clamp-2 min-h-[2.75rem] leading-snug font-bold text-stone-900">
          {/* The link's ::after covers the card, so the whole card opens the place (the heart sits above it). */}
          <Link
            to={`/places/${place.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {place.name}
          </Link>
        </Heading>
        <p className="flex h-5 items-center gap-1 text-sm text-stone-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span className="truncate">{address}</span>
          {place.distance_m !== undefined ? (
            <span className="ml-auto shrink-0 pl-1 font-semibold text-stone-800">
              <span className="sr-only">{t("places.distance")}: </span>
              {formatDistance(place.distance_m, i18n.language)}
            </span>
          ) : null}
        </p>
        <div className="flex h-6 min-w-0 items-center gap-2">
          <Badge tone="brand">{typeLabel}</Badge>
          {/* A closed place's badge is on the image; "closed now" beside it would only repeat it. */}
          {typeof place.is_open_now === "boolean" && !place.is_closed ? (
            <Badge tone={place.is_open_now ? "success" : "neutral"}>
              {t(place.is_open_now ? "places.detail.openState.open" : "places.detail.openState.closed")}
            </Badge>
          ) : null}
          {place.rating ? (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-stone-800">
              <Star aria-hidden="true" className="size-4 fill-sun-400 text-sun-400" />
              <span className="sr-only">{t("places.rating")}</span>
              {formatTenths(place.rating.average, i18n.language)}
              <span className="font-normal text-stone-700">
                <span aria-hidden="true">({place.rating.count})</span>
                <span className="sr-only">{t("places.reviewCount", { count: place.rating.count })}</span>
              </span>
            </span>
          ) : null}
        </div>
        {/* Two fixed rows (tags 1–2, then tag 3 and '+N'): long labels truncate instead of wrapping. */}
        <div className="flex h-11 flex-col gap-1">
          {visible.length > 0 ? <span className="sr-only">{t("places.features")}:</span> : null}
          {[visible.slice(0, 2), visible.slice(2)].map((row, index) => (
            <div key={index} className="flex min-w-0 gap-1">
              {row.map((tag) => (
                <Badge key={tag} size="xs" className="min-w-0" title={featureLabel(t, tag)}>
                  <span className="truncate">{featureLabel(t, tag)}</span>
                </Badge>
              ))}
              {index === 1 && hiddenCount > 0 ? (
                <Badge size="xs" className="shrink-0">
                  <span aria-hidden="true">+{hiddenCount}</span>
                  <span className="sr-only">{t("places.moreTags", { count: hiddenCount })}</span>
                </Badge>
              ) : null}
            </div>
          ))}
        </div>
      </div>
    </article>
  );
}

/** The loading stand-in for a PlaceCard, row for row the same size. */
export function PlaceCardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn(shell, className)}>
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <div className="flex min-h-[2.75rem] flex-col gap-1.5 pt-0.5">
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-11 w-40 rounded-xl" />
      </div>
    </div>
  );
}
