/**
 * One suggestion on the review screens (spec 02 §2.4): its details (given by the page), the photo, who
 * suggested it and when, its status, and the actions — 'Add to Places'/'Add to Courses' and 'Mark
 * Reviewed' only while pending, 'Delete' always (after a confirmation). Every outcome has the spec's
 * toast (spec 02 §8); a refusal from the server (already imported by another admin) shows its reason.
 */
import { Check, ImageOff, Plus, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TSuggestionStatus } from "#shared/schemas/suggestions";
import { Badge, type BadgeTone } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ApiError, apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useSuggestionActions, type SuggestionKind } from "../api/suggestions";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { formatAdminDate } from "../lib/format-date";

const statusTone: Record<TSuggestionStatus, BadgeTone> = {
  pending: "sun",
  reviewed: "neutral",
  imported: "success",
};

export type SuggestionCardData = {
  id: string;
  status: TSuggestionStatus;
  created_at: string;
  submitted_by_name: string | null;
  submitted_by_email: string | null;
  reviewed_at: string | null;
  reviewed_by_name: string | null;
};

/** A label and value pair in the card's detail list. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

export function SuggestionCard({
  kind,
  suggestion,
  title,
  description,
  imageUrl,
  notice,
  children,
}: {
  kind: SuggestionKind;
  suggestion: SuggestionCardData;
  title: string;
  description: string;
  /** Place suggestions: the photo, or null for "no photo"; course suggestions: undefined (none exists). */
  imageUrl?: string | null;
  /** A warning above the details, e.g. a missing map position. */
  notice?: ReactNode;
  /** <Detail> items. */
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation("admin");
  const { review, importSuggestion, remove } = useSuggestionActions(kind);
  const [isConfirming, setIsConfirming] = useState(false);
  const isPending = suggestion.status === "pending";
  const isBusy = review.isPending || importSuggestion.isPending || remove.isPending;
  const date = (iso: string) => formatAdminDate(iso, i18n.language);
  const target = kind === "place" ? "Places" : "Courses";

  const fail = (error: unknown, fallback: string) =>
    toast.error(t("layout.errorTitle"), {
      description: error instanceof ApiError && error.status === 409 ? apiErrorText(t, error) : fallback,
    });
  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await action();
      toast.success(success);
    } catch (error) {
      fail(error, failure);
    }
  };

  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={`suggestion-${suggestion.id}`} className="flex flex-col sm:flex-row">
        {imageUrl !== undefined ? (
          imageUrl ? (
            <img
              src={imageUrl}
              alt={t("suggestions.photoAlt", { name: title })}
              loading="lazy"
              className="aspect-[4/3] w-full bg-stone-100 object-cover sm:w-56"
            />
          ) : (
            <div className="hidden items-center justify-center bg-stone-100 text-stone-500 sm:flex sm:w-56">
              <ImageOff aria-hidden="true" className="size-8" />
            </div>
          )
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id={`suggestion-${suggestion.id}`} className="text-lg font-bold break-words text-stone-900">
              {title}
            </h2>
            <Badge tone={statusTone[suggestion.status]}>{t(`suggestions.status.${suggestion.status}`)}</Badge>
          </div>
          <p className="whitespace-pre-line text-stone-800">{description}</p>
          {notice}
          <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
          <p className="text-sm text-stone-700">
            {t("suggestions.submittedBy", {
              name:
                suggestion.submitted_by_name ?? suggestion.submitted_by_email ?? t("suggestions.anonymous"),
              date: date(suggestion.created_at),
            })}
            {suggestion.submitted_by_email && suggestion.submitted_by_name
              ? ` (${suggestion.submitted_by_email})`
              : ""}
          </p>
          {suggestion.reviewed_at ? (
            <p className="text-sm text-stone-700">
              {suggestion.reviewed_by_name
                ? t("suggestions.reviewedBy", {
                    name: suggestion.reviewed_by_name,
                    date: date(suggestion.reviewed_at),
                  })
                : t("suggestions.reviewedOn", { date: date(suggestion.reviewed_at) })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {isPending ? (
              <>
                <Button
                  size="sm"
                  disabled={isBusy}
                  aria-busy={importSuggestion.isPending}
                  onClick={() =>
                    void run(
                      () => importSuggestion.mutateAsync(suggestion.id),
                      t(`suggestions.imported${target}`),
                      t(`suggestions.importFailed${target}`),
                    )
                  }
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t(kind === "place" ? "suggestions.addToPlaces" : "suggestions.addToCourses")}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={isBusy}
                  aria-busy={review.isPending}
                  onClick={() =>
                    void run(
                      () => review.mutateAsync(suggestion.id),
                      t("suggestions.reviewedToast"),
                      t("suggestions.updateFailed"),
                    )
                  }
                >
                  <Check aria-hidden="true" className="size-4" />
                  {t("suggestions.markReviewed")}
                </Button>
              </>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              disabled={isBusy}
              onClick={() => setIsConfirming(true)}
              className="text-rose-800 hover:bg-rose-50"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t("suggestions.delete")}
            </Button>
          </div>
        </div>
      </article>
      {isConfirming ? (
        <ConfirmDialog
          title={t("suggestions.deleteTitle")}
          description={t("suggestions.deleteText", { name: title })}
          confirmLabel={t("suggestions.delete")}
          isPending={remove.isPending}
          onOpenChange={setIsConfirming}
          onConfirm={() =>
            void run(
              async () => {
                await remove.mutateAsync(suggestion.id);
                setIsConfirming(false);
              },
              t("suggestions.deletedToast"),
              t("suggestions.deleteFailed"),
            )
          }
        />
      ) : null}
    </Card>
  );
}
