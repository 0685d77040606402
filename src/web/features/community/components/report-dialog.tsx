/**
 * Reporting a post or an answer (issue "Community" §5): a reason from the fixed list and optional
 * details. The item stays visible; admins review reports later. A second report of the same item is
 * refused by the server (409) and shown as already reported.
 */
import { Flag, LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/use-translation";
import {
  LIMITS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { FieldLabel, textareaClass } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { useCreateReport } from "../api/create-report";

export function ReportButton({
  targetType,
  targetId,
  isReported,
  label,
}: {
  targetType: ReportTargetType;
  targetId: string;
  isReported: boolean;
  /** Accessible name, e.g. "Report this answer by Ole". */
  label: string;
}) {
  const { t } = useTranslation("community");
  const [isOpen, setIsOpen] = useState(false);
  if (isReported) {
    return (
      <span className="inline-flex min-h-11 items-center gap-1.5 px-2 text-sm text-stone-700">
        <Flag aria-hidden="true" className="size-4" />
        {t("community.report.reported")}
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
        <span aria-hidden="true">{t("community.report.action")}</span>
      </Button>
      {isOpen ? (
        <ReportDialog targetType={targetType} targetId={targetId} onClose={() => setIsOpen(false)} />
      ) : null}
    </>
  );
}

function ReportDialog({
  targetType,
  targetId,
  onClose,
}: {
  targetType: ReportTargetType;
  targetId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("community");
  const detailsId = useId();
  const [reason, setReason] = useState<ReportReason>();
  const [details, setDetails] = useState("");
  const report = useCreateReport();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    try {
      await report.mutateAsync({ target_type: targetType, target_id: targetId, reason, details });
      toast.success(t("community.report.thanksTitle"), { description: t("community.report.thanksText") });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.message(t("community.report.already"));
        onClose();
        return;
      }
      toast.error(t("community.report.failed"));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t(`community.report.title.${targetType}`)}</DialogTitle>
        <DialogDescription>{t("community.report.text")}</DialogDescription>
        <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
          <fieldset>
            <legend className="text-sm font-semibold text-stone-900">{t("community.report.reason")}</legend>
            <div className="mt-2 flex flex-col gap-1.5">
              {REPORT_REASONS.map((option) => (
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
                  <span className="text-stone-900">{t(`community.report.reasons.${option}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <FieldLabel htmlFor={detailsId} optionalText={t("common.optional")}>
              {t("community.report.details")}
            </FieldLabel>
            <textarea
              id={detailsId}
              rows={3}
              maxLength={LIMITS.reportDetailsChars}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              className={textareaClass("mt-1 min-h-20")}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={!reason || report.isPending} aria-busy={report.isPending}>
              {report.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : null}
              {t("community.report.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
