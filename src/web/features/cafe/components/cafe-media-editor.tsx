/**
 * Photos, logo and menu of a saved café (spec 02 §2.16 cards, now built; §4 "Café photos"):
 * up to 10 photos with a cover photo, reordering and deletion (confirmed first); a logo; a menu as PDF or
 * image. Every change is saved at once and toasts the spec's café texts ('Foto erfolgreich hochgeladen',
 * 'Fehler beim Hochladen des Fotos', …) with the server's reason on failure.
 */
import { ArrowLeft, ArrowRight, FileText, ImagePlus, LoaderCircle, Star, Trash2 } from "lucide-react";
import { useId, type ChangeEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "#shared/constants";
import { IMAGE_ACCEPT, MENU_ACCEPT } from "#shared/media";
import type { TCafe } from "#shared/schemas/cafes";
import { Badge } from "#web/components/ui/badge";
import { Button, buttonClass } from "#web/components/ui/button";
import { apiErrorText } from "#web/lib/api-client";
import { cn } from "#web/lib/cn";
import { toast } from "#web/lib/toast";
import { useChangeCafe, type CafeChange } from "../api/cafe-api";

/** A button-styled file picker (the input itself is visually hidden but focusable). */
function FilePicker({
  label,
  accept,
  isDisabled,
  onFile,
}: {
  label: string;
  accept: string;
  isDisabled: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onFile(file);
  };
  return (
    <div>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={isDisabled}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          buttonClass({ variant: "secondary", size: "sm" }),
          "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700",
          isDisabled && "pointer-events-none opacity-60",
        )}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {label}
      </label>
    </div>
  );
}

function Block({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 first:border-0 first:pt-0">
      <div>
        <h3 className="font-bold text-stone-900">{title}</h3>
        <p className="text-sm text-stone-700">{hint}</p>
      </div>
      {children}
    </div>
  );
}

/** A small delete button (logo, menus) that asks first; `onDelete` runs only when confirmed. */
function DeleteButton({
  label,
  question,
  isDisabled,
  onDelete,
}: {
  label: string;
  question: string;
  isDisabled: boolean;
  onDelete: () => void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={isDisabled}
      onClick={() => {
        if (window.confirm(question)) onDelete();
      }}
    >
      <Trash2 aria-hidden="true" className="size-4 text-rose-700" />
      {label}
    </Button>
  );
}

export function CafeMediaEditor({ cafe }: { cafe: TCafe }) {
  const { t } = useTranslation("cafe");
  const mutation = useChangeCafe(cafe.id);
  const isBusy = mutation.isPending;
  const isFull = cafe.photos.length >= LIMITS.cafePhotos;

  const run = (change: CafeChange, success: string, failure: string) =>
    mutation.mutateAsync(change).then(
      () => toast.success(success),
      (error: unknown) =>
        toast.error(failure, {
          description: apiErrorText(t, error),
        }),
    );
  const saved = t("media.saved");
  const failed = t("media.changeError");

  const move = (index: number, by: -1 | 1) => {
    const ids = cafe.photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run({ kind: "order", photoIds: ids }, saved, failed);
  };

  return (
    <div className="flex flex-col gap-5" aria-busy={isBusy || undefined}>
      <Block title={t("media.photos")} hint={t("media.photosHint")}>
        <p className="text-sm font-semibold text-stone-800">
          {t("media.photoCount", { count: cafe.photos.length })}
        </p>
        {cafe.photos.length > 0 ? (
          <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {cafe.photos.map((photo, index) => {
              const alt = t("media.photoAlt", { number: index + 1, name: cafe.name });
              return (
                <li key={photo.id} className="flex gap-3 rounded-2xl border border-stone-200 p-2">
                  <img src={photo.image_url} alt={alt} className="size-24 shrink-0 rounded-xl object-cover" />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    {photo.is_cover_photo ? (
                      <Badge tone="success" className="self-start">
                        <Star aria-hidden="true" className="size-3.5" />
                        {t("media.cover")}
                      </Badge>
                    ) : (
                      <button
                        type="button"
                        disabled={isBusy}
                        onClick={() => void run({ kind: "cover", photoId: photo.id }, saved, failed)}
                        aria-label={`${t("media.makeCover")}: ${alt}`}
                        className="self-start text-sm font-semibold text-brand-800 underline disabled:opacity-60"
                      >
                        {t("media.makeCover")}
                      </button>
                    )}
                    <div className="mt-auto flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        disabled={isBusy || index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={`${t("media.moveUp")}: ${alt}`}
                      >
                        <ArrowLeft aria-hidden="true" className="size-5" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        disabled={isBusy || index === cafe.photos.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={`${t("media.moveDown")}: ${alt}`}
                      >
                        <ArrowRight aria-hidden="true" className="size-5" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        disabled={isBusy}
                        onClick={() => {
                          if (!window.confirm(t("media.deletePhotoConfirm"))) return;
                          void run(
                            { kind: "delete-photo", photoId: photo.id },
                            t("media.photoDeleted"),
                            t("media.photoDeleteError"),
                          );
                        }}
                        aria-label={`${t("media.deletePhoto")}: ${alt}`}
                      >
                        <Trash2 aria-hidden="true" className="size-5 text-rose-700" />
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        ) : null}
        {isFull ? (
          <p className="text-sm font-medium text-stone-800">{t("media.limitReached")}</p>
        ) : (
          <FilePicker
            label={isBusy ? t("media.uploading") : t("media.addPhoto")}
            accept={IMAGE_ACCEPT}
            isDisabled={isBusy}
            onFile={(file) =>
              void run({ kind: "add-photo", file }, t("media.photoUploaded"), t("media.photoUploadError"))
            }
          />
        )}
      </Block>

      <Block title={t("media.logo")} hint={t("media.logoHint")}>
        <div className="flex flex-wrap items-center gap-3">
          {cafe.logo_url ? (
            <img
              src={cafe.logo_url}
              alt={t("view.logoAlt", { name: cafe.name })}
              className="size-20 rounded-2xl border border-stone-200 object-cover"
            />
          ) : null}
          <FilePicker
            label={cafe.logo_url ? t("media.replaceLogo") : t("media.addLogo")}
            accept={IMAGE_ACCEPT}
            isDisabled={isBusy}
            onFile={(file) => void run({ kind: "logo", file }, saved, failed)}
          />
          {cafe.logo_url ? (
            <DeleteButton
              label={t("media.deleteLogo")}
              question={t("media.deleteLogoConfirm")}
              isDisabled={isBusy}
              onDelete={() => void run({ kind: "delete-logo" }, saved, failed)}
            />
          ) : null}
        </div>
      </Block>

      <Block title={t("media.menu")} hint={t("media.menuHint")}>
        <ul className="flex flex-col gap-2">
          {cafe.menu_pdf_url ? (
            <li className="flex flex-wrap items-center gap-3">
              <a
                href={cafe.menu_pdf_url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-2 font-semibold text-brand-800 underline"
              >
                <FileText aria-hidden="true" className="size-5" />
                {t("media.menuPdf")}
              </a>
              <DeleteButton
                label={t("media.deleteMenuPdf")}
                question={t("media.deleteMenuConfirm")}
                isDisabled={isBusy}
                onDelete={() => void run({ kind: "delete-menu", menu: "pdf" }, saved, failed)}
              />
            </li>
          ) : null}
          {cafe.menu_image_url ? (
            <li className="flex flex-wrap items-center gap-3">
              <img
                src={cafe.menu_image_url}
                alt={t("view.menuImageAlt", { name: cafe.name })}
                className="h-24 w-20 rounded-xl border border-stone-200 object-cover"
              />
              <DeleteButton
                label={t("media.deleteMenuImage")}
                question={t("media.deleteMenuConfirm")}
                isDisabled={isBusy}
                onDelete={() => void run({ kind: "delete-menu", menu: "image" }, saved, failed)}
              />
            </li>
          ) : null}
        </ul>
        <FilePicker
          label={t("media.addMenu")}
          accept={MENU_ACCEPT}
          isDisabled={isBusy}
          onFile={(file) => void run({ kind: "menu", file }, t("media.menuUploaded"), failed)}
        />
      </Block>
      {isBusy ? (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          {t("media.uploading")}
        </p>
      ) : null}
    </div>
  );
}
