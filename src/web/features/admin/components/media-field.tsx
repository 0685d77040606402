/**
 * The image (or video) of the admin place and course forms (spec 02 §2.6, §5 "Admin place upload", §8,
 * §9): the current file with 'Remove', and a file picker that uploads at once with a progress bar
 * ('File uploaded successfully!'). Files over 10 MB are refused before upload ('File size must be less
 * than 10MB.'); the server sniffs the content (JPG, PNG, GIF; MP4 and MOV where `isVideoAllowed`) and
 * re-encodes images. The form then sends the upload's id, which the server claims with the record.
 */
import { ImagePlus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "#shared/constants";
import { IMAGE_ACCEPT, isVideoUrl, MEDIA_ACCEPT } from "#shared/media";
import type { TUpload } from "#shared/schemas/files";
import { Button } from "#web/components/ui/button";
import { UploadProgress } from "#web/components/ui/upload-progress";
import { ApiError } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { uploadFile } from "#web/lib/upload";

/** What the field shows: a stored file (url) and, once a new file is uploaded, its upload id. */
export type MediaValue = { url: string | null; isVideo: boolean; uploadId: string | null };

export const mediaValueOf = (url: string | null): MediaValue => ({
  url,
  isVideo: isVideoUrl(url),
  uploadId: null,
});

export function MediaField({
  bucket,
  value,
  onChange,
  onBusyChange,
  isDisabled = false,
}: {
  bucket: "place-images" | "course-images";
  value: MediaValue;
  onChange: (value: MediaValue) => void;
  /** True while a file is uploading (the form waits for it). */
  onBusyChange: (isBusy: boolean) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation("admin-catalogue");
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const isVideoAllowed = bucket === "place-images";

  const pick = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = "";
    if (!file) return;
    if (file.size > LIMITS.adminUploadBytes) {
      toast.error(t("common.errorTitle"), { description: t("media.tooLarge") });
      return;
    }
    setProgress(0);
    onBusyChange(true);
    try {
      const upload = await uploadFile<TUpload>(`/uploads/${bucket}`, file, {
        onProgress: (next) => setProgress(next.fraction),
      });
      onChange({ url: upload.urls.detail, isVideo: upload.media_type !== "image", uploadId: upload.id });
      toast.success(t("media.uploaded"));
    } catch (error) {
      const description =
        error instanceof ApiError && error.status === 413
          ? t("media.tooLarge")
          : error instanceof ApiError && error.status === 415
            ? t("media.unsupported")
            : t("media.failed");
      toast.error(t("common.errorTitle"), { description });
    } finally {
      setProgress(undefined);
      onBusyChange(false);
    }
  };

  const percent = progress === undefined ? undefined : Math.round(progress * 100);
  const label = isVideoAllowed ? t("media.label") : t("media.imageLabel");

  return (
    <div>
      <p className="text-sm font-semibold text-stone-900" id={`${inputId}-label`}>
        {label} <span className="font-normal text-stone-700">{t("common.optional")}</span>
      </p>
      {value.url ? (
        <div className="mt-2 overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
          {value.isVideo ? (
            <video
              src={value.url}
              controls
              preload="metadata"
              aria-label={t("media.videoLabel")}
              className="max-h-56 w-full"
            />
          ) : (
            <img src={value.url} alt={t("media.current")} className="max-h-56 w-full object-contain" />
          )}
          <div className="flex justify-end px-3 py-1">
            <Button
              variant="ghost"
              size="sm"
              disabled={isDisabled}
              onClick={() => onChange({ url: null, isVideo: false, uploadId: null })}
            >
              <X aria-hidden="true" className="size-4" />
              {t("media.remove")}
            </Button>
          </div>
        </div>
      ) : percent !== undefined ? (
        <div className="mt-2 rounded-2xl border border-stone-200 bg-white px-4 py-4">
          <UploadProgress
            label={t("media.uploading")}
            text={t("media.progress", { percent })}
            percent={percent}
          />
        </div>
      ) : (
        <>
          <label
            htmlFor={inputId}
            className="mt-2 flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-stone-300 bg-white px-4 py-3 text-center text-stone-800 hover:border-brand-700 hover:text-brand-800 has-[:focus-visible]:border-brand-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40"
          >
            <ImagePlus aria-hidden="true" className="size-6 text-brand-700" />
            <span className="font-semibold">{t("media.add")}</span>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={isVideoAllowed ? MEDIA_ACCEPT : IMAGE_ACCEPT}
              className="sr-only"
              aria-labelledby={`${inputId}-label`}
              aria-describedby={hintId}
              disabled={isDisabled}
              onChange={(event) => void pick(event.target.files?.[0])}
            />
          </label>
          <p id={hintId} className="mt-1 text-sm text-stone-700">
            {isVideoAllowed ? t("media.hint") : t("media.imageHint")}
          </p>
        </>
      )}
    </div>
  );
}
