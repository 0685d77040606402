/**
 * 'Bewertung schreiben' (spec 02 §2.15 'Schnellaktionen'; decision 017 for every place): 1–5 stars and an
 * optional text of up to 2,000 characters; a second review by the same person edits the first (the
 * dialog opens with it), and the author may delete it after confirming. Render it while open; load it
 * lazily, with the dialog primitives, when it first opens.
 */
import { LoaderCircle, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { LIMITS } from "#shared/constants";
import type { TReview } from "#shared/schemas/reviews";
import { ApiError, apiErrorText } from "#web/lib/api-client";
import { cn } from "#web/lib/cn";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { FieldMessage, TextField } from "../ui/field";
import { useChangeReview } from "./reviews-api";

export function ReviewDialog({
  placeId,
  mine,
  onChanged,
  onClose,
}: {
  placeId: string;
  /** The viewer's review, to edit; null to write one. */
  mine: TReview | null;
  /** After a save or delete: refresh what shows the average (the place, the café). */
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("reviews");
  const mutation = useChangeReview(placeId, onChanged);
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [text, setText] = useState(mine?.text ?? "");
  const [isMissingRating, setIsMissingRating] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const charactersLeft = LIMITS.reviewTextChars - text.length;

  const submit = async () => {
    if (rating < 1) {
      setIsMissingRating(true);
      return;
    }
    try {
      await mutation.mutateAsync({ rating, text });
      toast.success(mine ? t("reviews.dialog.updated") : t("reviews.dialog.saved"));
      onClose();
    } catch (error) {
      toast.error(t("reviews.dialog.error"), {
        // A refusal with a key (the daily quota) in the reader's language; the server's German text otherwise.
        description:
          error instanceof ApiError ? (error.key ? apiErrorText(t, error) : error.message) : undefined,
      });
    }
  };

  const remove = async () => {
    try {
      await mutation.mutateAsync(null);
      toast.success(t("reviews.delete.done"));
      onClose();
    } catch {
      toast.error(t("reviews.delete.failed"));
      setIsConfirmingDelete(false);
    }
  };

  if (isConfirmingDelete) {
    return (
      <ConfirmDialog
        title={t("reviews.delete.title")}
        description={t("reviews.delete.description")}
        confirmLabel={t("reviews.delete.confirm")}
        isPending={mutation.isPending}
        onConfirm={() => void remove()}
        onOpenChange={(open) => (open ? undefined : setIsConfirmingDelete(false))}
      />
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{mine ? t("reviews.dialog.editTitle") : t("reviews.dialog.title")}</DialogTitle>
        <DialogDescription>{t("reviews.dialog.description")}</DialogDescription>
        <form
          noValidate
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset aria-describedby="review-rating-message">
            <legend className="text-sm font-semibold text-stone-900">{t("reviews.dialog.rating")}</legend>
            <div className="mt-1 flex gap-1">
              {[1, 2, 3, 4, 5].map((value) => (
                <label
                  key={value}
                  className="cursor-pointer rounded-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => {
                      setRating(value);
                      setIsMissingRating(false);
                    }}
                    className="sr-only"
                  />
                  <span className="sr-only">{t("reviews.dialog.star", { count: value })}</span>
                  <Star
                    aria-hidden="true"
                    className={cn(
                      "size-10 p-1",
                      value <= rating ? "fill-sun-400 text-amber-600" : "text-stone-400",
                    )}
                  />
                </label>
              ))}
            </div>
            <FieldMessage
              id="review-rating-message"
              error={isMissingRating ? t("reviews.dialog.ratingRequired") : undefined}
            />
          </fieldset>
          <TextField
            id="review-text"
            rows={5}
            label={t("reviews.dialog.text")}
            optionalText={t("common.optional")}
            maxLength={LIMITS.reviewTextChars}
            value={text}
            placeholder={t("reviews.dialog.textPlaceholder")}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="review-text-left"
            aside={
              <p id="review-text-left" className="mt-1 ml-auto text-xs text-stone-700">
                {t("reviews.dialog.charactersLeft", { count: charactersLeft })}
              </p>
            }
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            {mine ? (
              <Button
                type="button"
                variant="ghost"
                onClick={() => setIsConfirmingDelete(true)}
                className="text-rose-800"
              >
                <Trash2 aria-hidden="true" className="size-5" />
                {t("reviews.dialog.delete")}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
              {mutation.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : null}
              {mutation.isPending ? t("reviews.dialog.saving") : t("reviews.dialog.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
