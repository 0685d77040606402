/**
 * /cafe/{cafeId} and /cafe/profile (spec 02 §2.15): THAT café for any visitor (/cafe/profile:
 * the signed-in user's own). In the spec's order: header with the name and, for the owner, 'Profil
 * bearbeiten'; gallery; 'Über uns'; 'Familienfreundlichkeit' ('n/6 Features', six ticks or crosses);
 * 'Speisekarte' (image and PDF link, when either exists); 'Besondere Hinweise'; 'Bewertungen' (average
 * badge to one decimal above 0, the first 3 reviews with stars, dd.MM.yyyy and comment); 'Kontakt &
 * Standort' ('Route anzeigen', phone, 'Website besuchen'); 'Öffnungszeiten' (weekly table, open now);
 * 'Schnellaktionen' ('Zu Favoriten hinzufügen', 'Bewertung schreiben'). Missing: 'Café nicht gefunden';
 * loading: 'Café-Profil wird geladen...'.
 */
import {
  AlertCircle,
  Baby,
  Check,
  Clock3,
  FileText,
  Globe,
  Heart,
  Info,
  MapPin,
  MessageSquare,
  Navigation,
  Phone,
  Star,
  X,
} from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { CAFE_FEATURES } from "#shared/constants";
import { telLink, toPhoneNumber, toWebAddress } from "#shared/contact";
import type { TCafe } from "#shared/schemas/cafes";
import { PageHeader } from "#web/components/layout/page-header";
import { OpeningHours } from "#web/components/opening-hours/opening-hours";
import { PhotoGallery } from "#web/components/photo-gallery";
import { ReviewItems } from "#web/components/reviews/review-items";
import { RatingSummary } from "#web/components/reviews/stars";
import { RequireSignIn } from "#web/components/require-sign-in";
import { ShareButton } from "#web/components/share-button";
import { Badge } from "#web/components/ui/badge";
import { Panel } from "#web/components/ui/panel";
import { Button, buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { Skeleton } from "#web/components/ui/skeleton";
import { ApiError } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth";
import { cn } from "#web/lib/cn";
import { useFavoriteIds, useToggleFavorite } from "#web/lib/favorites";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useCafe, useOwnCafe, useRefreshCafe } from "./api/cafe-api";

const ReviewDialog = lazy(() =>
  import("#web/components/reviews/review-dialog").then((module) => ({ default: module.ReviewDialog })),
);
const SignInPromptDialog = lazy(() =>
  import("#web/components/sign-in-prompt-dialog").then((module) => ({ default: module.SignInPromptDialog })),
);

const icon = (Icon: typeof Info) => <Icon aria-hidden="true" className="size-5 text-brand-700" />;

/** Stars out of 5 (spec 02 §9), with the number for screen readers. */
/** A maps link: coordinates when both exist, else the encoded address (spec 02 §7 "External link only"). */
const routeUrl = (cafe: TCafe): string =>
  `https://www.google.com/maps/search/?api=1&query=${
    cafe.latitude !== null && cafe.longitude !== null
      ? `${cafe.latitude},${cafe.longitude}`
      : encodeURIComponent(cafe.address ?? "")
  }`;

function QuickActions({ cafe }: { cafe: TCafe }) {
  const { t } = useTranslation("cafe");
  const { t: tReviews } = useTranslation("reviews");
  const refreshCafe = useRefreshCafe();
  const { t: tCommon } = useTranslation();
  const { user } = useAuth();
  const { ids } = useFavoriteIds();
  const toggle = useToggleFavorite();
  const [dialog, setDialog] = useState<"review" | "sign-in-review" | "sign-in-favorite" | null>(null);
  const [hasOpened, setHasOpened] = useState<Set<string>>(new Set());
  const placeId = cafe.place_id;
  const isSaved = placeId !== null && (ids?.places.includes(placeId) ?? false);

  const open = (next: NonNullable<typeof dialog>) => {
    setHasOpened((opened) => new Set(opened).add(next));
    setDialog(next);
  };
  const onFavorite = () => {
    if (!user) return open("sign-in-favorite");
    if (placeId === null) return;
    toggle({ kind: "places", id: placeId, isSaved }).then(
      (isChanged) =>
        isChanged &&
        toast.success(tCommon(isSaved ? "favorites.toast.removedTitle" : "favorites.toast.addedTitle"), {
          description: tCommon(isSaved ? "favorites.toast.removed.place" : "favorites.toast.added.place"),
        }),
      () =>
        toast.error(tCommon("favorites.toast.errorTitle"), {
          description: tCommon("favorites.toast.failed"),
        }),
    );
  };

  return (
    <Panel id="cafe-quick" title={t("view.quick")} icon={icon(Star)}>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          type="button"
          variant="secondary"
          onClick={onFavorite}
          disabled={user !== null && placeId === null}
          aria-pressed={placeId !== null && user !== null ? isSaved : undefined}
          aria-describedby={placeId === null ? "cafe-favorite-later" : undefined}
        >
          <Heart aria-hidden="true" className={cn("size-5", isSaved && "fill-current text-rose-600")} />
          {isSaved ? t("view.favoriteRemove") : t("view.favorite")}
        </Button>
        {cafe.is_owner || placeId === null ? null : (
          // Reviews belong to the café's place (decision 017), which exists once the café is approved.
          <Button type="button" onClick={() => open(user ? "review" : "sign-in-review")}>
            <MessageSquare aria-hidden="true" className="size-5" />
            {cafe.my_review ? tReviews("reviews.edit") : tReviews("reviews.write")}
          </Button>
        )}
      </div>
      {placeId === null ? (
        <p id="cafe-favorite-later" className="mt-2 text-sm text-stone-700">
          {t("view.favoriteLater")}
        </p>
      ) : null}
      <Suspense fallback={null}>
        {dialog === "review" && user && placeId !== null ? (
          <ReviewDialog
            placeId={placeId}
            mine={cafe.my_review}
            onChanged={refreshCafe}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {hasOpened.has("sign-in-review") ? (
          <SignInPromptDialog
            open={dialog === "sign-in-review"}
            onOpenChange={(isOpen) => setDialog(isOpen ? "sign-in-review" : null)}
            action={tReviews("reviews.signIn")}
          />
        ) : null}
        {hasOpened.has("sign-in-favorite") ? (
          <SignInPromptDialog
            open={dialog === "sign-in-favorite"}
            onOpenChange={(isOpen) => setDialog(isOpen ? "sign-in-favorite" : null)}
            action={tCommon("favorites.action")}
          />
        ) : null}
      </Suspense>
    </Panel>
  );
}

function CafeDetails({ cafe }: { cafe: TCafe }) {
  const { t } = useTranslation("cafe");
  const { t: tReviews } = useTranslation("reviews");
  const photos = cafe.photos.map((photo, index) => ({
    id: photo.id,
    url: photo.image_url,
    alt: photo.caption ?? t("media.photoAlt", { number: index + 1, name: cafe.name }),
  }));
  const average = cafe.review_average;
  // Profiles saved before the rule (decision 014) may hold text that is no address: no link for it.
  const website = cafe.website_url ? toWebAddress(cafe.website_url) : null;
  const phone = cafe.phone_number ? toPhoneNumber(cafe.phone_number) : null;
  return (
    <div className="flex flex-col gap-4">
      {cafe.is_owner ? (
        <p
          role="status"
          className={cn(
            "flex items-start gap-2 rounded-2xl px-4 py-3 text-sm font-medium",
            cafe.approval_status === "approved"
              ? "bg-emerald-50 text-emerald-900"
              : "bg-sun-100 text-amber-950",
          )}
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(`view.status.${cafe.approval_status}`)}
        </p>
      ) : null}
      {cafe.logo_url ? (
        <div className="flex items-center gap-3">
          <img
            src={cafe.logo_url}
            alt={t("view.logoAlt", { name: cafe.name })}
            className="size-16 shrink-0 rounded-2xl border border-stone-200 object-cover"
          />
          <p className="text-xl font-extrabold text-stone-900">{cafe.name}</p>
        </div>
      ) : null}
      <PhotoGallery photos={photos} className="w-full max-w-4xl" />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-4">
          <Panel id="cafe-about" title={t("view.about")} icon={icon(Info)}>
            <p className="whitespace-pre-line text-stone-800">
              {cafe.description || t("view.noDescription")}
            </p>
          </Panel>
          <Panel id="cafe-family" title={t("view.family")} icon={icon(Baby)}>
            <Badge tone="success" size="md">
              {t("featureCount", { count: cafe.feature_count })}
            </Badge>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {CAFE_FEATURES.map(({ key }) => (
                <li key={key} className="flex items-center gap-2 text-stone-900">
                  {cafe[key] ? (
                    <Check aria-hidden="true" className="size-5 text-emerald-700" />
                  ) : (
                    <X aria-hidden="true" className="size-5 text-stone-500" />
                  )}
                  <span className={cafe[key] ? undefined : "text-stone-700"}>{t(`features.${key}`)}</span>
                  <span className="sr-only">({cafe[key] ? t("view.has") : t("view.hasNot")})</span>
                </li>
              ))}
            </ul>
          </Panel>
          {cafe.menu_image_url || cafe.menu_pdf_url ? (
            <Panel id="cafe-menu" title={t("view.menu")} icon={icon(FileText)}>
              {cafe.menu_image_url ? (
                <a href={cafe.menu_image_url} target="_blank" rel="noreferrer">
                  <img
                    src={cafe.menu_image_url}
                    alt={t("view.menuImageAlt", { name: cafe.name })}
                    loading="lazy"
                    className="max-h-96 w-full rounded-xl border border-stone-200 object-contain"
                  />
                </a>
              ) : null}
              {cafe.menu_pdf_url ? (
                <a
                  href={cafe.menu_pdf_url}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClass({ variant: "secondary", className: "mt-3" })}
                >
                  <FileText aria-hidden="true" className="size-5" />
                  {t("view.openMenuPdf")}
                </a>
              ) : null}
            </Panel>
          ) : null}
          {cafe.special_notes ? (
            <Panel id="cafe-notes" title={t("view.notes")} icon={icon(AlertCircle)}>
              <p className="whitespace-pre-line text-stone-800">{cafe.special_notes}</p>
            </Panel>
          ) : null}
          <Panel id="cafe-reviews" title={tReviews("reviews.title")} icon={icon(MessageSquare)}>
            {average !== null && average > 0 ? (
              <RatingSummary average={average} count={cafe.review_count} />
            ) : null}
            {cafe.reviews.length > 0 ? (
              <div className="mt-3">
                <ReviewItems reviews={cafe.reviews} mineId={cafe.my_review?.id ?? null} />
              </div>
            ) : (
              <p className="text-stone-700">{tReviews("reviews.none")}</p>
            )}
          </Panel>
        </div>
        <div className="flex flex-col gap-4">
          <Panel id="cafe-contact" title={t("view.contact")} icon={icon(MapPin)}>
            <ul className="flex flex-col gap-3 text-stone-800">
              {cafe.address ? (
                <li className="flex flex-col gap-2">
                  <span className="flex items-start gap-2">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-700" />
                    {cafe.address}
                  </span>
                  <a
                    href={routeUrl(cafe)}
                    target="_blank"
                    rel="noreferrer"
                    className={buttonClass({ variant: "secondary", size: "sm", className: "self-start" })}
                  >
                    <Navigation aria-hidden="true" className="size-4" />
                    {t("view.route")}
                  </a>
                </li>
              ) : null}
              {phone ? (
                <li className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-stone-700" />
                  <span className="sr-only">{t("view.phone")}:</span>
                  <a href={telLink(phone)} className="text-brand-800 underline">
                    {phone}
                  </a>
                </li>
              ) : null}
              {website ? (
                <li className="flex items-center gap-2">
                  <Globe aria-hidden="true" className="size-4 shrink-0 text-stone-700" />
                  <a
                    href={website}
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold text-brand-800 underline"
                  >
                    {t("view.website")}
                  </a>
                </li>
              ) : null}
            </ul>
          </Panel>
          {cafe.opening_hours ? (
            <OpeningHours value={cafe.opening_hours} week={cafe.opening_hours_week} />
          ) : null}
          <QuickActions cafe={cafe} />
        </div>
      </div>
    </div>
  );
}

/**
 * A café's page from its query: by id (`isOwn` false), or the signed-in user's own, which is null while
 * they have none.
 */
function CafeView({ cafe, isOwn }: { cafe: UseQueryResult<TCafe | null>; isOwn: boolean }) {
  const { t } = useTranslation("cafe");
  // An id that is not a UUID (400) is as missing as an unknown one (404).
  const isMissing =
    cafe.data === null ||
    (cafe.error instanceof ApiError && (cafe.error.status === 404 || cafe.error.status === 400));
  useDocumentTitle(cafe.data?.name ?? (isMissing ? t("view.notFound") : undefined));

  return (
    <>
      <PageHeader
        title={cafe.data?.name ?? t("landing.title")}
        fallback="/places"
        action={
          cafe.data?.is_owner ? (
            <Link to="/cafe/edit" className={buttonClass({ size: "sm" })}>
              {t("view.edit")}
            </Link>
          ) : cafe.data ? (
            <ShareButton name={cafe.data.name} />
          ) : undefined
        }
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
        {cafe.data ? (
          <CafeDetails cafe={cafe.data} />
        ) : isMissing ? (
          <EmptyState
            headingLevel={2}
            icon={<Clock3 aria-hidden="true" className="size-10" />}
            title={t("view.notFound")}
            text={isOwn ? t("view.noOwnCafe") : t("view.notFoundText")}
            action={
              isOwn ? (
                <Link to="/cafe/edit" className={buttonClass()}>
                  {t("landing.create")}
                </Link>
              ) : (
                <Link to="/" className={buttonClass()}>
                  {t("view.toHome")}
                </Link>
              )
            }
          />
        ) : cafe.isError ? (
          <EmptyState
            headingLevel={2}
            title={t("edit.loadError")}
            action={
              <Button type="button" onClick={() => void cafe.refetch()}>
                {t("edit.retry")}
              </Button>
            }
          />
        ) : (
          <div role="status" className="flex flex-col gap-4">
            <p className="text-stone-700">{t("view.loading")}</p>
            <Skeleton aria-hidden="true" className="aspect-[16/9] w-full rounded-3xl" />
            <Skeleton aria-hidden="true" className="h-32 rounded-2xl" />
          </div>
        )}
      </main>
    </>
  );
}

function CafeById({ id }: { id: string }) {
  return <CafeView cafe={useCafe(id)} isOwn={false} />;
}

/** /cafe/{cafeId}: every café, for every visitor. */
export function CafePage() {
  const { cafeId = "" } = useParams();
  return <CafeById key={cafeId} id={cafeId} />;
}

function OwnCafeView() {
  return <CafeView cafe={useOwnCafe()} isOwn />;
}

/** /cafe/profile: the signed-in user's own café. */
export function OwnCafePage() {
  const { t } = useTranslation("cafe");
  return (
    <RequireSignIn
      redirectTo="/auth"
      fallback={
        <main id="main" className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
          <p role="status">{t("view.loading")}</p>
        </main>
      }
    >
      <OwnCafeView />
    </RequireSignIn>
  );
}
