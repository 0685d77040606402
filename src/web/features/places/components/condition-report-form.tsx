/**
 * The "Zustand melden" form: what is going on (one of the condition kinds), an optional
 * note and an optional photo, uploaded with its progress when the form is sent (checked in the browser,
 * then sniffed, re-encoded and stripped of its metadata on the server). Like the photo dialog it reminds
 * parents not to show other people's children. Loaded on first use by condition-reports.tsx.
 */
import { LoaderCircle, ShieldAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { CONDITION_KINDS, CONDITION_NOTE_MAX, type ConditionKind } from "#shared/condition-reports";
import { LIMITS } from "#shared/constants";
import { ImagePicker } from "#web/components/image-picker";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/field";
import type { TUpload } from "#shared/schemas/files";
import { api, apiErrorText } from "#web/lib/api-client";
import { uploadFile } from "#web/lib/upload";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { useReportCondition } from "../api/report-condition";

export function ConditionReportForm({
  id,
  placeId,
  onDone,
}: {
  id: string;
  placeId: string;
  /** Called after the report was saved, and on "Abbrechen". */
  onDone: () => void;
}) {
  const { t } = useTranslation("facts");
  const noteId = useId();
  const [photo, setPhoto] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [isUploading, setIsUploading] = useState(false);
  const report = useReportCondition(placeId);
  const isBusy = isUploading || report.isPending;

  /**
   * Uploads the photo (`POST /api/uploads/place-photos`, with progress), then sends the report claiming
   * it; an upload the report could not claim is deleted again. Here, not in the report's API module:
   * the place page's first load needs no upload code.
   */
  const send = async (kind: ConditionKind, note: string | undefined) => {
    let upload: TUpload | undefined;
    if (photo) {
      setIsUploading(true);
      try {
        upload = await uploadFile<TUpload>("/uploads/place-photos", photo, {
          onProgress: ({ fraction }) => setProgress(fraction),
        });
      } finally {
        setIsUploading(false);
      }
    }
    try {
      return await report.mutateAsync({ kind, note, photo_upload_id: upload?.id });
    } catch (error) {
      if (upload) await api(`/uploads/${upload.id}`, { method: "DELETE" }).catch(() => undefined);
      throw error;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const kind = data.get("kind");
    const note = String(data.get("note") ?? "").trim();
    if (typeof kind !== "string") return;
    setProgress(photo ? 0 : undefined);
    try {
      const saved = await send(kind as ConditionKind, note || undefined);
      toast.success(t(saved.confirmations > 1 ? "conditions.confirmed" : "conditions.reported"));
      onDone();
    } catch (error) {
      setProgress(undefined);
      toast.error(t("conditions.failed"), { description: apiErrorText(t, error) });
    }
  };

  return (
    <form
      id={id}
      onSubmit={(event) => void onSubmit(event)}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <fieldset className="flex flex-col gap-1" disabled={isBusy}>
        <legend className="font-semibold text-stone-900">{t("conditions.reportTitle")}</legend>
        {CONDITION_KINDS.map((kind, index) => (
          <label key={kind} className="flex min-h-11 items-center gap-3 text-stone-900">
            <input
              type="radio"
              name="kind"
              value={kind}
              required
              defaultChecked={index === 0}
              className="size-5 accent-brand-700"
            />
            {t(`conditions.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <p className="mt-1 text-sm text-stone-700">{t("conditions.permanentHint")}</p>
      <TextField
        id={noteId}
        rows={4}
        name="note"
        label={t("conditions.note")}
        maxLength={CONDITION_NOTE_MAX}
        disabled={isBusy}
        className="mt-3"
      />
      <div className="mt-3">
        <ImagePicker
          label={t("conditions.photo")}
          value={photo}
          onChange={setPhoto}
          maxBytes={LIMITS.placePhotoBytes}
          progress={progress}
          isDisabled={isBusy}
        />
        <p className="mt-2 flex gap-2 rounded-xl border border-amber-300 bg-sun-100 p-3 text-sm font-semibold text-amber-950">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <span>{t("photos.upload.reminder")}</span>
        </p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isBusy} aria-busy={isBusy || undefined}>
          {isBusy ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null}
          {t("conditions.send")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={isBusy}>
          {t("facts.cancel")}
        </Button>
      </div>
    </form>
  );
}
