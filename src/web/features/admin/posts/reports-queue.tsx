/**
 * The reports queue (decisions 017, 018, 046): reported posts, answers, reviews (with their stars and a link
 * to the place) and photos with the reason, details, reporter and author; open reports can be dismissed (the
 * content stays) or acted on by deleting the content (after a confirmation). A status filter shows dismissed
 * and deleted ones too.
 */
import { apiErrorText } from "#web/lib/api-client";
import { ExternalLink, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  REPORT_STATUSES,
  postPreview,
  type ReportStatus,
  type TAdminReport,
} from "#shared/schemas/admin-posts";
import { Badge } from "#web/components/ui/badge";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { CHIP_ROW, ToggleChip } from "#web/components/ui/toggle-chip";
import { toast } from "#web/lib/toast";
import { AdminList } from "../components/admin-list";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { formatAdminDate } from "../lib/format-date";
import { useAdminReports, useReportActions } from "./api/admin-posts";

export function ReportsQueue({
  status,
  onStatusChange,
}: {
  status: ReportStatus;
  onStatusChange: (status: ReportStatus) => void;
}) {
  const { t, i18n } = useTranslation("admin-people");
  const query = useAdminReports(status);
  const { dismiss, deleteContent } = useReportActions();
  const [deleting, setDeleting] = useState<TAdminReport | null>(null);
  const language = i18n.language ?? "de";

  const onDismiss = (report: TAdminReport) =>
    dismiss.mutate(report.id, {
      onSuccess: () => toast.success(t("reports.dismissed")),
      onError: (error) => toast.error(t("reports.actionFailed"), { description: apiErrorText(t, error) }),
    });
  const onDelete = (report: TAdminReport) =>
    deleteContent.mutate(report.id, {
      onSuccess: () => {
        toast.success(t("reports.deleted"));
        setDeleting(null);
      },
      onError: (error) => toast.error(t("reports.actionFailed"), { description: apiErrorText(t, error) }),
    });

  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="mb-3 text-lg font-bold text-stone-900">
        {t("reports.title")}
      </h2>
      <div role="group" aria-label={t("reports.statusFilter")} className={`${CHIP_ROW} mb-4`}>
        {REPORT_STATUSES.map((option) => (
          <ToggleChip key={option} isPressed={status === option} onClick={() => onStatusChange(option)}>
            {t(`reports.status.${option}`)}
          </ToggleChip>
        ))}
      </div>
      <AdminList
        query={query}
        loadFailed={t("reports.loadFailed")}
        countLabel={(count) => t("reports.count", { count })}
        empty={{
          title: t("reports.emptyTitle"),
          text: t(status === "open" ? "reports.emptyOpen" : "reports.emptyOther"),
        }}
        renderItem={(report) => (
          <Card className="flex flex-col gap-3 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="neutral">{t(`reports.target.${report.target_type}`)}</Badge>
              <Badge tone="danger">
                {t("reports.reasonLabel")}: {t(`reports.reason.${report.reason}`)}
              </Badge>
            </div>
            {report.rating !== null ? (
              <p className="font-semibold text-amber-900">
                <span aria-hidden="true">
                  {"★".repeat(report.rating)}
                  {"☆".repeat(5 - report.rating)}{" "}
                </span>
                <span className="font-normal text-stone-700">
                  {t("reports.stars", { count: report.rating })}
                </span>
              </p>
            ) : null}
            {report.image_url ? (
              // A reported place photo (decision 018): what the admin decides about.
              <img
                src={report.image_url}
                alt={t("reports.photoAlt")}
                loading="lazy"
                className="max-h-60 w-fit max-w-full rounded-xl bg-stone-100 object-contain"
              />
            ) : null}
            {report.content === null ? (
              <p className="text-stone-700 italic">{t("reports.contentGone")}</p>
            ) : (
              <blockquote className="rounded-xl bg-stone-100 p-3 break-words whitespace-pre-line text-stone-900">
                {report.content ? postPreview(report.content) : t("reports.noText")}
              </blockquote>
            )}
            {report.content !== null ? (
              <p className="text-sm text-stone-700">
                {t("reports.author", { email: report.content_author_email ?? t("reports.formerMember") })}
              </p>
            ) : null}
            {report.details ? (
              <p className="text-sm text-stone-800">
                <span className="font-semibold">{t("reports.details")}:</span> {report.details}
              </p>
            ) : null}
            <p className="text-sm text-stone-700">
              {t("reports.reportedBy", {
                email: report.reporter_email,
                date: formatAdminDate(report.created_at, language, true),
              })}
            </p>
            <div className="flex flex-wrap gap-2">
              {report.post_id ? (
                <Link
                  to={`/community/${report.post_id}`}
                  className={buttonClass({ variant: "ghost", size: "sm" })}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t("reports.openPost")}
                </Link>
              ) : null}
              {report.place_id ? (
                <Link
                  to={`/places/${report.place_id}`}
                  className={buttonClass({ variant: "ghost", size: "sm" })}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t("reports.openPlace")}
                </Link>
              ) : null}
              {report.status === "open" ? (
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onDismiss(report)}
                    disabled={dismiss.isPending}
                  >
                    <X aria-hidden="true" className="size-4" />
                    {t("reports.dismiss")}
                  </Button>
                  {report.content !== null ? (
                    <Button
                      size="sm"
                      className="bg-rose-700 hover:bg-rose-800"
                      onClick={() => setDeleting(report)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t("reports.deleteContent")}
                    </Button>
                  ) : null}
                </>
              ) : null}
            </div>
          </Card>
        )}
      />
      {deleting ? (
        <ConfirmDialog
          title={t("reports.deleteTitle")}
          description={t(`reports.deleteText.${deleting.target_type}`)}
          confirmLabel={t("reports.deleteConfirm")}
          isPending={deleteContent.isPending}
          onConfirm={() => onDelete(deleting)}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
        >
          {deleting.image_url ? (
            <img src={deleting.image_url} alt="" className="mt-4 max-h-40 rounded-xl object-contain" />
          ) : null}
          <blockquote className="mt-4 rounded-xl bg-stone-100 p-3 text-sm break-words whitespace-pre-line text-stone-800">
            {postPreview(deleting.content ?? "")}
          </blockquote>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
