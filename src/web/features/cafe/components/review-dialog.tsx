/**
 * 'Bewertung schreiben' (spec 02 §2.15 'Schnellaktionen', built now; issue 7 §4): 1–5 stars and an
 * optional comment; a second review by the same person edits the first (the dialog opens with it).
 * Loaded lazily with the dialog primitives when it first opens.
 */
import { LoaderCircle, Star } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { TCafe } from "../../../../shared/schemas/cafes";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { FieldLabel, FieldMessage, textareaClass } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { useChangeCafe } from "../api/cafe-api";

export function ReviewDialog({
  cafe,
  open,
  onOpenChange,
}: {
  cafe: TCafe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("cafe");
  const mutation = useChangeCafe(cafe.id);
  const [rating, setRating] = useState(cafe.my_review?.rating ?? 0);
  const [comment, setComment] = useState(cafe.my_review?.comment ?? "");
  const [isMissingRating, setIsMissingRating] = useState(false);
  const isEdit = cafe.my_review !== null;

  const submit = async () => {
    if (rating < 1) {
      setIsMissingRating(true);
      return;
    }
    try {
      await mutation.mutateAsync({ kind: "review", review: { rating, comment } });
      toast.success(isEdit ? t("review.updated") : t("review.saved"));
      onOpenChange(false);
    } catch (error) {
      toast.error(t("review.error"), { description: error instanceof ApiError ? error.message : undefined });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{isEdit ? t("review.editTitle") : t("review.title")}</DialogTitle>
        <DialogDescription>{t("review.description")}</DialogDescription>
        <form
          noValidate
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset aria-describedby="review-rating-message">
            <legend className="text-sm font-semibold text-stone-900">{t("review.rating")}</legend>
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
                  <span className="sr-only">{t("review.star", { count: value })}</span>
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
              error={isMissingRating ? t("review.ratingRequired") : undefined}
            />
          </fieldset>
          <div>
            <FieldLabel htmlFor="review-comment" optionalText={t("edit.optional")}>
              {t("review.comment")}
            </FieldLabel>
            <textarea
              id="review-comment"
              rows={4}
              maxLength={1000}
              value={comment}
              placeholder={t("review.commentPlaceholder")}
              onChange={(event) => setComment(event.target.value)}
              className={textareaClass("mt-1")}
            />
          </div>
          <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
            {mutation.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            ) : null}
            {mutation.isPending ? t("review.saving") : t("review.submit")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
