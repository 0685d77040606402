/**
 * The profile photo gallery of providers and cafés (spec 02 §2.12, §2.15, §9): one large photo, up to 4
 * small ones, and when more than 5 exist a sixth slot with the overlay '+n weitere' (n = the rest), a
 * button that shows every photo. Without photos: 'Keine Fotos verfügbar'.
 */
import { ImageOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";

export type GalleryPhoto = { id: string; url: string; alt: string };

/** Photos shown before the '+n weitere' overlay: 1 large and 4 small (spec 02 §9). */
const SHOWN = 5;

export function PhotoGallery({ photos, className }: { photos: readonly GalleryPhoto[]; className?: string }) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);

  if (photos.length === 0) {
    return (
      <div
        className={cn(
          "flex aspect-[16/7] flex-col items-center justify-center gap-2 rounded-3xl bg-stone-100 text-stone-700",
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-8" />
        <p>{t("gallery.empty")}</p>
      </div>
    );
  }

  if (isExpanded) {
    return (
      <div className={cn("flex flex-col gap-2", className)}>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.id}>
              <img src={photo.url} alt={photo.alt} className="aspect-[4/3] w-full rounded-2xl object-cover" />
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => setIsExpanded(false)}
          className="self-start rounded-lg px-2 py-2 font-semibold text-brand-800 underline underline-offset-2"
        >
          {t("gallery.showFewer")}
        </button>
      </div>
    );
  }

  const [large, ...rest] = photos;
  const small = rest.slice(0, SHOWN - 1);
  const hidden = photos.length - SHOWN;
  const overlay = hidden > 0 ? photos[SHOWN] : undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <img
        src={large!.url}
        alt={large!.alt}
        fetchPriority="high"
        className="aspect-[16/9] w-full rounded-3xl object-cover"
      />
      {small.length > 0 ? (
        <ul className="grid grid-cols-5 gap-2">
          {small.map((photo) => (
            <li key={photo.id}>
              <img
                src={photo.url}
                alt={photo.alt}
                loading="lazy"
                className="aspect-square w-full rounded-xl object-cover"
              />
            </li>
          ))}
          {overlay ? (
            <li className="relative">
              <img
                src={overlay.url}
                alt=""
                loading="lazy"
                className="aspect-square w-full rounded-xl object-cover"
              />
              <button
                type="button"
                onClick={() => setIsExpanded(true)}
                aria-label={t("gallery.showAll", { count: photos.length })}
                className="absolute inset-0 flex items-center justify-center rounded-xl bg-stone-900/65 p-1 text-center text-sm font-bold text-white sm:text-base"
              >
                <span aria-hidden="true">{t("gallery.more", { count: hidden })}</span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
