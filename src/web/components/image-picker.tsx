/**
 * Picks one photo for a form (optional unless `isOptional` is false): a large "Add a photo" button (the native file input stays
 * reachable by keyboard and screen readers), a preview with "Remove", quick checks before any upload
 * (an image type other than SVG, at most `maxBytes`; the server checks the content again) and the upload
 * progress bar while the form submits (decision 005).
 */
import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_ACCEPT } from "#shared/media";
import { toast } from "../lib/toast";
import { Button } from "./ui/button";

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export function ImagePicker({
  label,
  value,
  onChange,
  maxBytes,
  progress,
  isDisabled = false,
  isOptional = true,
}: {
  label: string;
  value: File | undefined;
  onChange: (file: File | undefined) => void;
  maxBytes: number;
  /** 0…1 while uploading; undefined otherwise. */
  progress?: number | undefined;
  isDisabled?: boolean;
  /** Says "(optional)" after the label; false where the form needs the photo (a place photo). */
  isOptional?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string>();

  useEffect(() => {
    if (!value) {
      setPreviewUrl(undefined);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const pick = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/") || file.type === "image/svg+xml") {
      toast.error(t("imagePicker.unsupportedTitle"), { description: t("imagePicker.unsupportedText") });
      return;
    }
    if (file.size > maxBytes) {
      toast.error(t("imagePicker.tooLargeTitle"), {
        description: t("imagePicker.tooLargeText", { megabytes: megabytes(maxBytes) }),
      });
      return;
    }
    onChange(file);
  };

  const percent = progress === undefined ? undefined : Math.round(progress * 100);

  return (
    <div>
      <p className="text-sm font-semibold text-stone-900" id={`${inputId}-label`}>
        {label}{" "}
        {isOptional ? <span className="font-normal text-stone-700">{t("common.optional")}</span> : null}
      </p>
      {value && previewUrl ? (
        <div className="mt-2 overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
          <div className="relative">
            <img
              src={previewUrl}
              alt={t("imagePicker.previewAlt")}
              className="max-h-72 w-full object-contain"
            />
            {percent !== undefined ? (
              <div className="absolute inset-x-0 bottom-0 bg-white/90 px-3 py-2">
                <div
                  role="progressbar"
                  aria-label={t("imagePicker.uploading")}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-2 overflow-hidden rounded-full bg-stone-200"
                >
                  <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
                </div>
                <p className="mt-1 text-xs font-semibold text-stone-800" aria-hidden="true">
                  {t("imagePicker.progress", { percent })}
                </p>
              </div>
            ) : null}
          </div>
          <div className="flex items-center justify-between gap-2 px-3 py-1">
            <p className="min-w-0 truncate text-sm text-stone-700">{value.name}</p>
            <Button variant="ghost" size="sm" onClick={() => onChange(undefined)} disabled={isDisabled}>
              <X aria-hidden="true" className="size-4" />
              {t("imagePicker.remove")}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <label
            htmlFor={inputId}
            className="mt-2 flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-stone-300 bg-white px-4 py-4 text-center text-stone-800 hover:border-brand-700 hover:text-brand-800 has-[:focus-visible]:border-brand-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40"
          >
            <ImagePlus aria-hidden="true" className="size-7 text-brand-700" />
            <span className="font-semibold">{t("imagePicker.add")}</span>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              aria-labelledby={`${inputId}-label`}
              aria-describedby={hintId}
              disabled={isDisabled}
              onChange={(event) => pick(event.target.files?.[0])}
            />
          </label>
          <p id={hintId} className="mt-1 text-sm text-stone-700">
            {t("imagePicker.hint", { megabytes: megabytes(maxBytes) })}
          </p>
        </>
      )}
    </div>
  );
}
