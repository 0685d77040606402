/**
 * 'Fotos & Videos' on /provider/edit (spec 02 §9: up to 10 per provider): upload a photo or an
 * MP4/MOV video with a progress bar (bucket provider-media; the server sniffs the content, re-encodes
 * photos and stores videos as sent; at most 10 MB, checked here first) or add a video link, caption,
 * choose the cover photo (photos only), reorder, delete (after a confirmation; the server removes the
 * files too). Past 10 the server's German message is shown.
 */
import { ImagePlus, PlayCircle, Star, Trash2, Video } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "#shared/constants";
import { isVideoUrl, MEDIA_ACCEPT } from "#shared/media";
import type { TUpload } from "#shared/schemas/files";
import { PROVIDER_LIMITS, type TProviderMedia, type TProviderProfile } from "#shared/schemas/providers";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { FieldLabel, inputClass } from "#web/components/ui/field";
import { UploadProgress } from "#web/components/ui/upload-progress";
import { api, ApiError, apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { uploadFile } from "#web/lib/upload";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { FormSection } from "./form-section";
import { ReorderButtons } from "./reorder-buttons";
import { useProviderAction } from "./use-provider-action";

function MediaRow({
  item,
  index,
  ids,
  profile,
}: {
  item: TProviderMedia;
  index: number;
  ids: string[];
  profile: TProviderProfile;
}) {
  const { t } = useTranslation("provider");
  const { run, isPending } = useProviderAction(profile.id);
  const [caption, setCaption] = useState(item.caption ?? "");
  const [isConfirming, setIsConfirming] = useState(false);
  const label = item.caption || t("gallery.itemLabel", { name: profile.name, number: index + 1 });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3 sm:flex-row sm:items-center">
      {item.media_type === "photo" ? (
        <img
          src={item.thumbnail_url ?? item.image_url}
          alt={label}
          className="size-20 shrink-0 rounded-lg object-cover"
        />
      ) : isVideoUrl(item.image_url) ? (
        <span className="relative size-20 shrink-0" aria-hidden="true">
          <video
            src={item.image_url}
            preload="metadata"
            muted
            className="size-full rounded-lg bg-stone-100 object-cover"
          />
          <PlayCircle className="absolute inset-0 m-auto size-8 text-brand-800" />
        </span>
      ) : (
        <span className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-brand-800">
          <PlayCircle aria-hidden="true" className="size-8" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{item.media_type === "photo" ? t("media.photo") : t("media.video")}</Badge>
          {item.is_cover_photo ? <Badge tone="sun">{t("media.cover")}</Badge> : null}
        </div>
        <label htmlFor={`caption-${item.id}`} className="sr-only">
          {t("media.caption")}
        </label>
        <input
          id={`caption-${item.id}`}
          type="text"
          value={caption}
          maxLength={PROVIDER_LIMITS.shortTextChars}
          placeholder={t("media.caption")}
          onChange={(event) => setCaption(event.target.value)}
          onBlur={() => {
            if (caption !== (item.caption ?? ""))
              void run(
                { method: "PATCH", path: `/media/${item.id}`, body: { caption } },
                t("media.captionSaved"),
              );
          }}
          className={inputClass("mt-2")}
        />
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {item.media_type === "photo" && !item.is_cover_photo ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={isPending}
            onClick={() =>
              void run({ method: "PATCH", path: `/media/${item.id}`, body: { is_cover_photo: true } })
            }
          >
            <Star aria-hidden="true" className="size-4" />
            {t("media.makeCover")}
          </Button>
        ) : null}
        <ReorderButtons
          ids={ids}
          index={index}
          label={label}
          isDisabled={isPending}
          onMove={(order) => void run({ method: "PUT", path: "/media/order", body: { ids: order } })}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("media.delete", { label })}
          onClick={() => setIsConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-5 text-rose-700" />
        </Button>
      </div>
      {isConfirming ? (
        <ConfirmDialog
          title={t("media.deleteTitle")}
          description={t("media.deleteText")}
          confirmLabel={t("edit.delete")}
          isPending={isPending}
          onOpenChange={setIsConfirming}
          onConfirm={() =>
            void run({ method: "DELETE", path: `/media/${item.id}` }, t("media.deleted")).then(() =>
              setIsConfirming(false),
            )
          }
        />
      ) : null}
    </li>
  );
}

export function MediaManager({ profile }: { profile: TProviderProfile }) {
  const { t } = useTranslation("provider");
  const { run, isPending } = useProviderAction(profile.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const videoId = useId();
  const uploadHintId = useId();
  const [videoUrl, setVideoUrl] = useState("");
  /** 0…1 while a file uploads; undefined otherwise. */
  const [progress, setProgress] = useState<number>();
  const isUploading = progress !== undefined;
  const isFull = profile.media.length >= PROVIDER_LIMITS.maxMedia;
  const ids = profile.media.map((item) => item.id);
  const maxMegabytes = Math.round(LIMITS.adminUploadBytes / (1024 * 1024));

  const addFile = async (file: File) => {
    if (file.size > LIMITS.adminUploadBytes) {
      toast.error(t("media.fileFailed"), { description: t("media.tooLarge", { max: maxMegabytes }) });
      return;
    }
    setProgress(0);
    try {
      let upload: TUpload;
      try {
        upload = await uploadFile<TUpload>("/uploads/provider-media", file, {
          onProgress: (next) => setProgress(next.fraction),
        });
      } catch (error) {
        const description =
          error instanceof ApiError && error.status === 413
            ? t("media.tooLarge", { max: maxMegabytes })
            : error instanceof ApiError && error.status === 415
              ? t("media.unsupported")
              : error instanceof ApiError
                ? error.message
                : apiErrorText(t, error);
        toast.error(t("media.fileFailed"), { description });
        return;
      }
      const isAdded = await run(
        { method: "POST", path: "/media", body: { upload_id: upload.id } },
        t("media.added"),
      );
      if (!isAdded) await api(`/uploads/${upload.id}`, { method: "DELETE" }).catch(() => undefined);
    } finally {
      setProgress(undefined);
    }
  };
  const percent = progress === undefined ? undefined : Math.round(progress * 100);

  return (
    <FormSection
      id="provider-media"
      title={t("media.title", { count: profile.media.length, max: PROVIDER_LIMITS.maxMedia })}
    >
      <p className="text-sm text-stone-700">{t("media.hint", { max: PROVIDER_LIMITS.maxMedia })}</p>
      {profile.media.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {profile.media.map((item, index) => (
            <MediaRow key={item.id} item={item} index={index} ids={ids} profile={profile} />
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t("gallery.empty", { ns: "translation" })}</p>
      )}
      <div className="flex flex-col gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={MEDIA_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void addFile(file);
          }}
        />
        <Button
          variant="secondary"
          className="self-start"
          disabled={isUploading || isPending}
          aria-busy={isUploading}
          aria-describedby={uploadHintId}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          {isUploading ? t("media.uploading") : t("media.addFile")}
        </Button>
        {percent === undefined ? (
          <p id={uploadHintId} className="text-sm text-stone-700">
            {t("media.fileHint", { max: maxMegabytes })}
          </p>
        ) : (
          <div id={uploadHintId} className="max-w-sm">
            <UploadProgress
              label={t("media.uploading")}
              text={t("media.progress", { percent })}
              percent={percent}
            />
          </div>
        )}
      </div>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!videoUrl.trim()) return;
          void run({ method: "POST", path: "/media", body: { video_url: videoUrl } }, t("media.added")).then(
            (ok) => {
              if (ok) setVideoUrl("");
            },
          );
        }}
      >
        <div className="flex-1">
          <FieldLabel htmlFor={videoId}>{t("media.videoUrl")}</FieldLabel>
          <input
            id={videoId}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            value={videoUrl}
            onChange={(event) => setVideoUrl(event.target.value)}
            className={inputClass("mt-1")}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={isPending}>
          <Video aria-hidden="true" className="size-5" />
          {t("media.addVideo")}
        </Button>
      </form>
      {isFull ? (
        <p className="text-sm font-semibold text-stone-800">
          {t("media.full", { max: PROVIDER_LIMITS.maxMedia })}
        </p>
      ) : null}
    </FormSection>
  );
}
