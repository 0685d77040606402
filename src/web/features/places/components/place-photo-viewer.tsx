/**
 * One place photo shown large (decision 018): the detail-size image with its caption and age, the like
 * button, "Melden" (the shared report dialog, with "Zeigt das Gesicht eines Kindes" for photos) and, for
 * the photo's author or an admin, "Foto löschen" after a confirmation. Previous/next buttons and the
 * arrow keys move through the photos. Loaded on first use.
 */
import { ChevronLeft, ChevronRight, Flag, Trash2 } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import type { TPlacePhoto } from "#shared/schemas/place-photos";
import type { TPlaceDetail } from "#shared/schemas/places";
import { ReportButton } from "#web/components/report-dialog";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog";
import { useNow } from "#web/lib/now";
import { formatRelativeTime } from "#web/lib/relative-time";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { useDeletePlacePhoto, useRefreshAfterReport } from "../api/place-photos";
import { LikeButton, photoAlt } from "./place-photo-like";

export function PlacePhotoViewer({
  place,
  photos,
  photoId,
  onShow,
  likedIds,
  ownIds,
  reportedIds,
  isSignedIn,
  isAdmin,
  onToggleLike,
  onSignIn,
  onClose,
}: {
  place: TPlaceDetail;
  /** The photos to move through (the gallery, or the viewer's hidden ones). */
  photos: readonly TPlacePhoto[];
  photoId: string;
  onShow: (photoId: string) => void;
  likedIds: ReadonlySet<string>;
  ownIds: ReadonlySet<string>;
  reportedIds: ReadonlySet<string>;
  isSignedIn: boolean;
  isAdmin: boolean;
  onToggleLike: (photo: TPlacePhoto) => void;
  /** For a signed-out visitor who wants to report: closes this and asks them to sign in. */
  onSignIn: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("facts");
  const now = new Date(useNow());
  const remove = useDeletePlacePhoto(place.id);
  const refreshAfterReport = useRefreshAfterReport(place.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const index = photos.findIndex((photo) => photo.id === photoId);
  const photo = photos[index];
  if (!photo) return null;
  const isHidden = !place.photos.some((visible) => visible.id === photo.id);
  const isOwn = ownIds.has(photo.id);
  const step = (by: number) => {
    const next = photos[(index + by + photos.length) % photos.length];
    if (next) onShow(next.id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (photos.length < 2 || isConfirming) return;
    if (event.key === "ArrowLeft") step(-1);
    if (event.key === "ArrowRight") step(1);
  };
  const confirmDelete = () =>
    remove.mutate(photo.id, {
      onSuccess: () => {
        toast.success(t("photos.deleted"));
        setIsConfirming(false);
        onClose();
      },
      onError: () => toast.error(t("photos.deleteFailed")),
    });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-h-[calc(100dvh-1rem)] max-w-3xl overflow-y-auto p-4 sm:p-6"
        onKeyDown={onKeyDown}
      >
        <DialogTitle>{t("photos.position", { number: index + 1, count: photos.length })}</DialogTitle>
        <DialogDescription className="sr-only">{place.name}</DialogDescription>
        <img
          src={photo.url}
          alt={photoAlt(t, photo, index, place.name)}
          className="mt-3 max-h-[60dvh] w-full rounded-xl bg-stone-900 object-contain"
        />
        {photo.caption ? <p className="mt-3 break-words text-stone-900">{photo.caption}</p> : null}
        <p className="mt-1 text-sm text-stone-700">
          {t("photos.addedAgo", { ago: formatRelativeTime(photo.created_at, i18n.language, now) })}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-1">
          {photos.length > 1 ? (
            <>
              <Button
                variant="secondary"
                size="icon"
                aria-label={t("photos.previous")}
                onClick={() => step(-1)}
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </Button>
              <Button variant="secondary" size="icon" aria-label={t("photos.next")} onClick={() => step(1)}>
                <ChevronRight aria-hidden="true" className="size-5" />
              </Button>
            </>
          ) : null}
          {isHidden ? null : (
            <LikeButton photo={photo} isLiked={likedIds.has(photo.id)} onToggle={() => onToggleLike(photo)} />
          )}
          <span className="ml-auto flex flex-wrap items-center gap-1">
            {isOwn ? null : isSignedIn ? (
              <ReportButton
                targetType="photo"
                targetId={photo.id}
                isReported={reportedIds.has(photo.id)}
                label={t("photos.reportLabel")}
                onReported={refreshAfterReport}
              />
            ) : (
              <Button
                variant="ghost"
                size="sm"
                className="text-stone-700"
                aria-label={t("photos.reportLabel")}
                onClick={onSignIn}
              >
                <Flag aria-hidden="true" className="size-4" />
                <span aria-hidden="true">{t("report.action", { ns: "reports" })}</span>
              </Button>
            )}
            {isOwn || isAdmin ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-rose-800"
                onClick={() => setIsConfirming(true)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t("photos.delete")}
              </Button>
            ) : null}
          </span>
        </div>
        {isConfirming ? (
          <ConfirmDialog
            title={t("photos.deleteTitle")}
            description={t("photos.deleteText")}
            confirmLabel={t("photos.delete")}
            isPending={remove.isPending}
            onConfirm={confirmDelete}
            onOpenChange={(open) => setIsConfirming(open)}
          >
            <img src={photo.card_url} alt="" className="mt-3 max-h-40 rounded-xl object-cover" />
          </ConfirmDialog>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
