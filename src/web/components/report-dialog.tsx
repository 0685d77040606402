/**
 * Reporting a post, an answer, a review or a photo (decisions 017, 018): a reason from the fixed list and
 * optional details. The item stays visible while admins review it — except a photo reported for showing a
 * child's face, which the server hides at once (the only reason offered for photos alone). A second report of
 * the same item is refused by the server (409) and shown as already reported. Strings: namespace "reports",
 * loaded with the pages that report.
 */
import { Flag, LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LIMITS, REPORT_REASONS, type ReportReason, type ReportTargetType } from "#shared/constants";
import type { TCreateReportRequest, TReport } from "#shared/schemas/reports";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog";
import { TextField } from "./ui/field";
import { api, ApiError } from "../lib/api-client";
import { cn } from "../lib/cn";
import { toast } from "../lib/toast";

/** The reasons offered for a kind of content: "shows a child's face" only for photos. */
const reasonsFor = (targetType: ReportTargetType): readonly ReportReason[] =>
  REPORT_REASONS.filter((reason) => reason !== "child_face" || targetType === "photo");

export function ReportButton({
  targetType,
  targetId,
  isReported,
  label,
  onReported,
}: {
  targetType: ReportTargetType;
  targetId: string;
  isReported: boolean;
  /** Accessible name, e.g. "Report this answer by Ole". */
  label: string;
  /** After the server took the report, e.g. to refetch the item as reported (or hidden). */
  onReported?: () => void;
}) {
  const { t } = useTranslation("reports");
  const [isOpen, setIsOpen] = useState(false);
  if (isReported) {
    return (
      <span className="inline-flex min-h-11 items-center gap-1.5 px-2 text-sm text-stone-700">
        <Flag aria-hidden="true" className="size-4" />
        {t("report.reported")}
      </span>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setIsOpen(true)}
        aria-label={label}
        className="text-stone-700"
      >
        <Flag aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{t("report.action")}</span>
      </Button>
      {isOpen ? (
        <ReportDialog
          targetType={targetType}
          targetId={targetId}
          onClose={() => setIsOpen(false)}
          onReported={onReported}
        />
      ) : null}
    </>
  );
}

function ReportDialog({
  targetType,
  targetId,
  onClose,
  onReported,
}: {
  targetType: ReportTargetType;
  targetId: string;
  onClose: () => void;
  onReported: (() => void) | undefined;
}) {
  const { t } = useTranslation("reports");
  const detailsId = useId();
  const [reason, setReason] = useState<ReportReason>();
  const [details, setDetails] = useState("");
  const report = useMutation({
    mutationFn: (body: TCreateReportRequest) => api<TReport>("/reports", { method: "POST", body }),
    onSuccess: onReported,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    try {
      await report.mutateAsync({ target_type: targetType, target_id: targetId, reason, details });
      toast.success(t("report.thanksTitle"), { description: t("report.thanksText") });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.message(t("report.already"));
        onClose();
        return;
      }
      toast.error(t("report.failed"));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t(`report.title.${targetType}`)}</DialogTitle>
        <DialogDescription>
          {t(targetType === "photo" ? "report.photoText" : "report.text")}
        </DialogDescription>
        <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
          <fieldset>
            <legend className="text-sm font-semibold text-stone-900">{t("report.reason")}</legend>
            <div className="mt-2 flex flex-col gap-1.5">
              {reasonsFor(targetType).map((option) => (
                <label
                  key={option}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3",
                    reason === option ? "border-brand-700 bg-brand-50" : "border-stone-300",
                  )}
                >
                  <input
                    type="radio"
                    name="reason"
                    value={option}
                    checked={reason === option}
                    onChange={() => setReason(option)}
                    className="size-5 accent-brand-700"
                  />
                  <span className="text-stone-900">{t(`report.reasons.${option}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            id={detailsId}
            rows={4}
            label={t("report.details")}
            optionalText={t("common.optional")}
            maxLength={LIMITS.reportDetailsChars}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={!reason || report.isPending} aria-busy={report.isPending}>
              {report.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : null}
              {t("report.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
