/**
 * A place photo's like button (a heart with the count, pressed when the viewer likes it) and its text
 * alternative; shared by the gallery and the large view (decision 018).
 */
import { Heart } from "lucide-react";
import type { TPlacePhoto } from "#shared/schemas/place-photos";
import { cn } from "#web/lib/cn";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/** A photo's text alternative: its caption, else its number at the place. */
export const photoAlt = (t: TFunction, photo: TPlacePhoto, index: number, placeName: string): string =>
  photo.caption
    ? t("photos.alt", { name: photo.caption })
    : t("photos.altNumbered", { number: index + 1, place: placeName });

export function LikeButton({
  photo,
  isLiked,
  onToggle,
  className,
}: {
  photo: TPlacePhoto;
  isLiked: boolean;
  onToggle: () => void;
  className?: string;
}) {
  const { t } = useTranslation("facts");
  return (
    <button
      type="button"
      aria-pressed={isLiked}
      aria-label={t("photos.likeLabel", { count: photo.like_count })}
      onClick={onToggle}
      className={cn(
        "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold",
        isLiked ? "bg-rose-50 text-rose-800" : "text-stone-700 hover:bg-stone-100",
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn("size-5", isLiked && "fill-rose-600 text-rose-600")} />
      <span aria-hidden="true">{photo.like_count}</span>
    </button>
  );
}
