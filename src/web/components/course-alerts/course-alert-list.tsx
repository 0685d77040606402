/**
 * The parent's course alerts on /profile (decision 023; the digest mails link to /profile#course-alerts):
 * each alert as one line ("Neue Kurse für 8–12 Monate in Eimsbüttel") with "Löschen", and a way to the
 * courses while there are none. Shows a placeholder until the profile strings (`alerts.*`) have loaded.
 */
import { BellRing, RefreshCw, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { apiErrorText } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { Button, buttonClass } from "../ui/button";
import { Panel } from "../ui/panel";
import { Skeleton } from "../ui/skeleton";
import { useCourseAlerts, useDeleteCourseAlert } from "./course-alerts-api";
import { formatAlert } from "./format-alert";

export function CourseAlertList() {
  const { t, i18n } = useTranslation("profile");
  const alerts = useCourseAlerts();
  const remove = useDeleteCourseAlert();
  const anchor = useRef<HTMLDivElement>(null);
  const isReady = i18n.hasLoadedNamespace("profile");
  const isLoaded = isReady && alerts.data !== undefined;
  useEffect(() => {
    if (isLoaded && window.location.hash === "#course-alerts") anchor.current?.scrollIntoView();
  }, [isLoaded]);
  if (!isReady) return <Skeleton aria-hidden="true" className="mb-4 h-28 rounded-2xl" />;

  const deleteAlert = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      toast.success(t("alerts.list.deleted"));
    } catch (error) {
      toast.error(t("alerts.list.deleteFailed"), { description: apiErrorText(t, error) });
    }
  };

  const items = alerts.data?.items ?? [];
  return (
    <div id="course-alerts" ref={anchor} className="mb-4 scroll-mt-20">
      <Panel
        id="course-alerts-title"
        title={t("alerts.list.title")}
        icon={<BellRing aria-hidden="true" className="size-5 text-brand-700" />}
      >
        {alerts.isPending ? (
          <Skeleton aria-hidden="true" className="h-16 rounded-xl" />
        ) : alerts.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-stone-800">
            <p>{t("alerts.list.loadFailed")}</p>
            <Button variant="secondary" size="sm" onClick={() => void alerts.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t("alerts.list.retry")}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-stone-800">{t("alerts.list.empty")}</p>
            <Link to="/courses" className={buttonClass({ variant: "soft", size: "sm" })}>
              {t("alerts.list.browse")}
            </Link>
          </div>
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-stone-200">
              {items.map((alert) => {
                const label = formatAlert(t, alert);
                return (
                  <li key={alert.id} className="flex items-center justify-between gap-3 py-2">
                    <span className="text-stone-900">{label}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t("alerts.list.deleteLabel", { alert: label })}
                      disabled={remove.isPending && remove.variables === alert.id}
                      onClick={() => void deleteAlert(alert.id)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="sr-only sm:not-sr-only">{t("alerts.list.delete")}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
            <p className="mt-3 text-sm text-stone-700">{t("alerts.list.note")}</p>
          </>
        )}
      </Panel>
    </div>
  );
}
