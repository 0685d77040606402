/**
 * Adding a photo to a place (decision 018): pick an image (checked in the browser, then sniffed,
 * re-encoded and stripped of its metadata on the server), an optional caption, and the upload with its
 * progress. The dialog reminds parents not to show other people's children. Loaded on first use.
 */
import { LoaderCircle, ShieldAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { LIMITS } from "#shared/constants";
import { ImagePicker } from "#web/components/image-picker";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog";
import { FieldLabel, FieldMessage, inputClass } from "#web/components/ui/field";
import { apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { AddPhotoError, useAddPlacePhoto } from "../api/place-photos";

export function PlacePhotoUploadDialog({ placeId, onClose }: { placeId: string; onClose: () => void }) {
  const { t } = useTranslation("facts");
  const captionId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File>();
  const [caption, setCaption] = useState("");
  const [progress, setProgress] = useState<number>();
  const [isMissing, setIsMissing] = useState(false);
  const add = useAddPlacePhoto(placeId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setIsMissing(true);
      return;
    }
    setProgress(0);
    try {
      await add.mutateAsync({
        file,
        caption: caption.trim() || null,
        onProgress: ({ fraction }) => setProgress(fraction),
      });
      toast.success(t("photos.upload.done"));
      onClose();
    } catch (error) {
      setProgress(undefined);
      const step = error instanceof AddPhotoError ? error.step : "create";
      const cause = error instanceof AddPhotoError ? error.cause : error;
      toast.error(t(step === "upload" ? "photos.upload.uploadFailed" : "photos.upload.createFailed"), {
        description: apiErrorText(t, cause),
      });
    }
  };

  const isBusy = add.isPending;
  return (
    <Dialog open onOpenChange={(open) => (open || isBusy ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>{t("photos.upload.title")}</DialogTitle>
        <DialogDescription>{t("photos.upload.text")}</DialogDescription>
        <p className="mt-3 flex gap-2 rounded-xl border border-amber-300 bg-sun-100 p-3 text-sm font-semibold text-amber-950">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <span>{t("photos.upload.reminder")}</span>
        </p>
        <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4" noValidate>
          <div>
            <ImagePicker
              label={t("photos.upload.photo")}
              value={file}
              onChange={(picked) => {
                setFile(picked);
                setIsMissing(false);
              }}
              maxBytes={LIMITS.placePhotoBytes}
              progress={progress}
              isDisabled={isBusy}
              isOptional={false}
            />
            {isMissing ? <FieldMessage id={`${hintId}-photo`} error={t("photos.upload.pickFirst")} /> : null}
          </div>
          <div>
            <FieldLabel htmlFor={captionId} optionalText={t("common.optional")}>
              {t("photos.upload.caption")}
            </FieldLabel>
            <input
              id={captionId}
              value={caption}
              maxLength={LIMITS.placePhotoCaptionChars}
              onChange={(event) => setCaption(event.target.value)}
              aria-describedby={hintId}
              disabled={isBusy}
              className={inputClass("mt-1")}
            />
            <FieldMessage id={hintId}>
              {t("photos.upload.captionHint", { count: LIMITS.placePhotoCaptionChars })}
            </FieldMessage>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={isBusy}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
              {isBusy ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : null}
              {t("photos.upload.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
