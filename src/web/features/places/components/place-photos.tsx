/**
 * The place page's photos by parents (decision 018): a gallery of the visible photos, most-liked first
 * (the first is the place's image when nobody chose one), each with a like button and its count; a
 * photo opens large with its caption, report ("Zeigt das Gesicht eines Kindes" among the reasons) and,
 * for its author or an admin, delete. "Foto hinzufügen" opens the upload dialog (progress, a reminder
 * not to show other people's children, optional caption). Signed-out visitors get the sign-in prompt.
 * A parent's own photos hidden by a report are listed for them alone. The dialogs load on first use.
 */
import { Camera, ImagePlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { LIMITS } from "#shared/constants";
import type { TPlacePhoto } from "#shared/schemas/place-photos";
import type { TPlaceDetail } from "#shared/schemas/places";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Panel } from "#web/components/ui/panel";
import { useSignInPrompt } from "#web/components/use-sign-in-prompt";
import { useAuth } from "#web/lib/auth";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { useLikePlacePhoto, useMyPlacePhotos } from "../api/place-photos";
import { LikeButton, photoAlt } from "./place-photo-like";

const PhotoUploadDialog = lazy(() =>
  import("./place-photo-upload-dialog").then((module) => ({ default: module.PlacePhotoUploadDialog })),
);
const PhotoViewer = lazy(() =>
  import("./place-photo-viewer").then((module) => ({ default: module.PlacePhotoViewer })),
);

/** Photos shown before "Alle n Fotos zeigen": two rows on a phone, two on a wide screen. */
const SHOWN = 6;

/** The section, hydrated after the page (a Suspense boundary: React hydrates it on its own). */
export function PlacePhotos({ place }: { place: TPlaceDetail }) {
  return (
    <Suspense>
      <PhotosPanel place={place} />
    </Suspense>
  );
}

function PhotosPanel({ place }: { place: TPlaceDetail }) {
  const { t } = useTranslation("facts");
  const { user, isAdmin } = useAuth();
  const mine = useMyPlacePhotos(place.id, Boolean(user));
  const like = useLikePlacePhoto(place.id);
  const signIn = useSignInPrompt(t("photos.signInAction"));
  const [isAdding, setIsAdding] = useState(false);
  // Which photo is open large: by id, so the viewer shows the current counts and survives reordering.
  const [viewing, setViewing] = useState<{ isHidden: boolean; id: string } | null>(null);
  const [isExpanded, setIsExpanded] = useState(false);

  const photos = place.photos;
  const shown = isExpanded ? photos : photos.slice(0, SHOWN);
  const likedIds = new Set(mine.data?.liked_ids ?? []);
  const hidden = mine.data?.hidden ?? [];
  const isFull = (mine.data?.own_ids.length ?? 0) >= LIMITS.placePhotosPerUser;
  const isClosed = place.closed_at !== null;

  const toggleLike = (photo: TPlacePhoto) => {
    if (!user) {
      signIn.ask();
      return;
    }
    like.mutate(
      { photoId: photo.id, isLiked: !likedIds.has(photo.id) },
      { onError: () => toast.error(t("photos.likeFailed")) },
    );
  };
  const add = () => {
    if (!user) {
      signIn.ask();
      return;
    }
    setIsAdding(true);
  };

  return (
    <Panel
      id="photos-title"
      title={t("photos.title")}
      icon={<Camera aria-hidden="true" className="size-5 text-brand-700" />}
    >
      {photos.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {shown.map((photo, index) => (
            <li key={photo.id} className="flex min-w-0 flex-col">
              <button
                type="button"
                onClick={() => setViewing({ isHidden: false, id: photo.id })}
                aria-label={t("photos.open", { name: photoAlt(t, photo, index, place.name) })}
                className="overflow-hidden rounded-xl bg-stone-100"
              >
                <img
                  src={photo.card_url}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover transition-transform hover:scale-105"
                />
              </button>
              <div className="flex items-start justify-between gap-1">
                <p className="line-clamp-2 min-w-0 pt-2 text-sm break-words text-stone-800">
                  {photo.caption ?? ""}
                </p>
                <LikeButton
                  photo={photo}
                  isLiked={likedIds.has(photo.id)}
                  onToggle={() => toggleLike(photo)}
                  className="-mr-2 shrink-0"
                />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t("photos.empty")}</p>
      )}
      {photos.length > SHOWN ? (
        <Button variant="ghost" size="sm" className="-ml-4 mt-1" onClick={() => setIsExpanded(!isExpanded)}>
          {isExpanded ? t("photos.showFewer") : t("photos.showAll", { count: photos.length })}
        </Button>
      ) : null}
      {hidden.length > 0 ? (
        <section aria-labelledby="hidden-photos-title" className="mt-4 rounded-xl bg-sun-100 p-3">
          <h3 id="hidden-photos-title" className="font-bold text-stone-900">
            {t("photos.hiddenTitle")}
          </h3>
          <p className="mt-1 text-sm text-stone-800">{t("photos.hiddenText")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {hidden.map((photo, index) => (
              <li key={photo.id} className="relative">
                <button
                  type="button"
                  onClick={() => setViewing({ isHidden: true, id: photo.id })}
                  aria-label={t("photos.open", { name: photoAlt(t, photo, index, place.name) })}
                  className="block overflow-hidden rounded-lg"
                >
                  <img
                    src={photo.card_url}
                    alt=""
                    loading="lazy"
                    className="size-20 object-cover opacity-70"
                  />
                </button>
                <Badge tone="sun" className="pointer-events-none absolute bottom-1 left-1">
                  {t("photos.hiddenBadge")}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-3 flex flex-col gap-1">
        {isClosed ? (
          <p className="text-sm text-stone-700">{t("photos.closed")}</p>
        ) : isFull ? (
          <p className="text-sm text-stone-700">
            {t("photos.tooMany", { count: LIMITS.placePhotosPerUser })}
          </p>
        ) : (
          <Button variant="soft" className="self-start" onClick={add}>
            <ImagePlus aria-hidden="true" className="size-5" />
            {t("photos.add")}
          </Button>
        )}
      </div>
      {isAdding ? (
        <Suspense fallback={null}>
          <PhotoUploadDialog placeId={place.id} onClose={() => setIsAdding(false)} />
        </Suspense>
      ) : null}
      {viewing ? (
        <Suspense fallback={null}>
          <PhotoViewer
            place={place}
            photos={viewing.isHidden ? hidden : photos}
            photoId={viewing.id}
            onShow={(id) => setViewing({ ...viewing, id })}
            likedIds={likedIds}
            ownIds={new Set(mine.data?.own_ids ?? [])}
            reportedIds={new Set(mine.data?.reported_ids ?? [])}
            isSignedIn={Boolean(user)}
            isAdmin={isAdmin}
            onToggleLike={toggleLike}
            onSignIn={() => {
              setViewing(null);
              signIn.ask();
            }}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      ) : null}
      {signIn.prompt}
    </Panel>
  );
}
