/**
 * Condition reports on the place page: each current report as a banner with what it says,
 * its photo (a thumbnail linking to the full-size image), how long ago it was reported and how often
 * confirmed, and "Stimmt noch" to confirm it; "Zustand melden" opens a short form (kind, optional note,
 * optional photo), loaded on first use. Signed-out visitors get the sign-in prompt.
 */
import { Ban, Flag, TriangleAlert } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import type { ConditionKind } from "#shared/condition-reports";
import type { TConditionReport } from "#shared/schemas/condition-reports";
import { Button } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/skeleton";
import { useSignInPrompt } from "#web/components/use-sign-in-prompt";
import { useAuth } from "#web/lib/auth";
import { useNow } from "#web/lib/now";
import { formatRelativeTime } from "#web/lib/relative-time";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { useReportCondition } from "../api/report-condition";

const ConditionReportForm = lazy(() =>
  import("./condition-report-form").then((module) => ({ default: module.ConditionReportForm })),
);

/** The notice on the page of a place an admin marked closed for good. */
export function ClosedNotice() {
  const { t } = useTranslation("facts");
  return (
    <div role="status" className="flex gap-3 rounded-2xl border border-rose-300 bg-rose-50 p-4 text-rose-950">
      <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-700" />
      <div>
        <p className="font-bold">{t("conditions.closedTitle")}</p>
        <p>{t("conditions.closedText")}</p>
      </div>
    </div>
  );
}

export function ConditionReports({ placeId, reports }: { placeId: string; reports: TConditionReport[] }) {
  const { t, i18n } = useTranslation("facts");
  const now = new Date(useNow());
  const { user } = useAuth();
  const reportCondition = useReportCondition(placeId);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const signIn = useSignInPrompt(t("conditions.signInAction"));
  const formId = useId();
  const needsSignIn = () => {
    if (user) return false;
    signIn.ask();
    return true;
  };
  const confirm = (kind: ConditionKind) => {
    reportCondition.mutate(
      { kind },
      {
        onSuccess: () => toast.success(t("conditions.confirmed")),
        onError: () => toast.error(t("conditions.failed")),
      },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      {reports.length > 0 ? (
        <section aria-labelledby={`${formId}-title`} className="flex flex-col gap-2">
          <h2 id={`${formId}-title`} className="sr-only">
            {t("conditions.title")}
          </h2>
          {reports.map((report) => {
            const kind = t(`conditions.kinds.${report.kind}`);
            return (
              <div
                key={report.id}
                className="flex flex-wrap items-start gap-x-3 gap-y-1 rounded-2xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
              >
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
                <div className="min-w-0 flex-1">
                  <p className="font-bold">{kind}</p>
                  {report.note ? <p className="break-words">{report.note}</p> : null}
                  <p className="text-sm">
                    {t("conditions.reportedAgo", {
                      ago: formatRelativeTime(report.reported_at, i18n.language, now),
                    })}
                    {" · "}
                    {t("conditions.confirmations", { count: report.confirmations })}
                  </p>
                  {report.photo_url ? (
                    <a
                      href={report.photo_url}
                      target="_blank"
                      rel="noopener"
                      className="mt-2 inline-block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
                    >
                      <img
                        src={report.photo_url}
                        alt={t("conditions.photoOpen", { kind })}
                        loading="lazy"
                        width={96}
                        height={72}
                        className="h-18 w-24 rounded-lg border border-amber-300 bg-white object-cover"
                      />
                    </a>
                  ) : null}
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("conditions.stillTrueLabel", { kind })}
                  disabled={reportCondition.isPending}
                  onClick={() => needsSignIn() || confirm(report.kind)}
                >
                  {t("conditions.stillTrue")}
                </Button>
              </div>
            );
          })}
        </section>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        className="self-start"
        aria-expanded={isFormOpen}
        aria-controls={isFormOpen ? formId : undefined}
        onClick={() => needsSignIn() || setIsFormOpen(!isFormOpen)}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t("conditions.report")}
      </Button>
      {isFormOpen ? (
        <Suspense fallback={<Skeleton className="h-96 rounded-2xl" />}>
          <ConditionReportForm id={formId} placeId={placeId} onDone={() => setIsFormOpen(false)} />
        </Suspense>
      ) : null}
      {signIn.prompt}
    </div>
  );
}
