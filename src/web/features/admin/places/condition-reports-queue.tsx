/**
 * Parents' current condition reports (decision 032), above the places table while any exist — those
 * that a place closed for good first: what was reported, the place (linked), the note, the parent's photo
 * (linked to the full size), when reported and how often confirmed; "Verwerfen" for a wrong or abusive
 * report, and for a closure "Als geschlossen markieren" (after a confirmation).
 */
import { Ban, ExternalLink, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { TAdminConditionReport } from "#shared/schemas/condition-reports";
import { Badge } from "#web/components/ui/badge";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { formatAdminDate } from "../lib/format-date";
import { useConditionReports, useDecideConditionReport } from "./api/condition-reports";

export function ConditionReportsQueue() {
  const { t, i18n } = useTranslation("admin-catalogue");
  const reports = useConditionReports();
  const decide = useDecideConditionReport();
  const [closing, setClosing] = useState<TAdminConditionReport | null>(null);
  const items = reports.data?.items ?? [];
  if (items.length === 0) return null;

  const onDecide = (report: TAdminConditionReport, decision: "close" | "dismiss") =>
    decide.mutate(
      { id: report.id, decision },
      {
        onSuccess: () => {
          toast.success(t(decision === "close" ? "closures.closed" : "closures.dismissed"));
          setClosing(null);
        },
        onError: (error) => toast.error(t("closures.failed"), { description: apiErrorText(t, error) }),
      },
    );

  return (
    <section aria-labelledby="closures-heading" className="mb-6">
      <h2 id="closures-heading" className="mb-3 text-lg font-bold text-stone-900">
        {t("closures.title", { count: items.length })}
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((report) => (
          <li key={report.id}>
            <Card className="flex flex-col gap-2 p-4">
              <Badge tone={report.kind === "permanently_closed" ? "danger" : "sun"} className="self-start">
                {t(`closures.kinds.${report.kind}`)}
              </Badge>
              <p className="font-semibold text-stone-900">
                {report.place.name}
                <span className="font-normal text-stone-700"> · {report.place.address}</span>
              </p>
              {report.note ? (
                <blockquote className="rounded-xl bg-stone-100 p-3 break-words text-stone-900">
                  {report.note}
                </blockquote>
              ) : null}
              {report.photo_url ? (
                <a
                  href={report.photo_url}
                  target="_blank"
                  rel="noopener"
                  className="self-start rounded-lg focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
                >
                  <img
                    src={report.photo_url}
                    alt={t("closures.photo", { name: report.place.name })}
                    loading="lazy"
                    width={128}
                    height={96}
                    className="h-24 w-32 rounded-lg border border-stone-200 object-cover"
                  />
                </a>
              ) : null}
              <p className="text-sm text-stone-700">
                {t("closures.reported", {
                  date: formatAdminDate(report.reported_at, i18n.language ?? "de", true),
                  count: report.confirmations,
                })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`/places/${report.place.id}`}
                  className={buttonClass({ variant: "ghost", size: "sm" })}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t("closures.openPlace")}
                </Link>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => onDecide(report, "dismiss")}
                >
                  <X aria-hidden="true" className="size-4" />
                  {t("closures.dismiss")}
                </Button>
                {report.kind === "permanently_closed" ? (
                  <Button
                    size="sm"
                    className="bg-rose-700 hover:bg-rose-800"
                    onClick={() => setClosing(report)}
                  >
                    <Ban aria-hidden="true" className="size-4" />
                    {t("closures.close")}
                  </Button>
                ) : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {closing ? (
        <ConfirmDialog
          title={t("closures.confirmTitle")}
          description={t("closures.confirmText", { name: closing.place.name })}
          confirmLabel={t("closures.close")}
          isPending={decide.isPending}
          onConfirm={() => onDecide(closing, "close")}
          onOpenChange={(open) => {
            if (!open) setClosing(null);
          }}
        />
      ) : null}
    </section>
  );
}
