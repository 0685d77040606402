/**
 * Condition reports on the place page (issue 20 §6): each current report as a banner with what it says,
 * how long ago it was reported and how often confirmed, and "Stimmt noch" to confirm it; "Zustand
 * melden" opens a short form (kind, optional note). Signed-out visitors get the sign-in prompt.
 */
import { Ban, Flag, TriangleAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import {
  CONDITION_KINDS,
  CONDITION_NOTE_MAX,
  type ConditionKind,
} from "../../../../shared/condition-reports";
import type { TConditionReport } from "../../../../shared/schemas/condition-reports";
import { Button } from "../../../components/ui/button";
import { useSignInPrompt } from "../../../components/use-sign-in-prompt";
import { FieldLabel, textareaClass } from "../../../components/ui/field";
import { useAuth } from "../../../lib/auth";
import { formatRelativeTime } from "../../../lib/relative-time";
import { toast } from "../../../lib/toast";
import { useTranslation } from "../../../lib/use-translation";
import { useReportCondition } from "../api/report-condition";

/** The notice on the page of a place an admin marked closed for good (issue 20 §6). */
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
  const send = (kind: ConditionKind, note: string | undefined, onSent?: () => void) => {
    reportCondition.mutate(
      { kind, note },
      {
        onSuccess: (report) => {
          toast.success(t(report.confirmations > 1 ? "conditions.confirmed" : "conditions.reported"));
          onSent?.();
        },
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
                      ago: formatRelativeTime(report.reported_at, i18n.language),
                    })}
                    {" · "}
                    {t("conditions.confirmations", { count: report.confirmations })}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("conditions.stillTrueLabel", { kind })}
                  disabled={reportCondition.isPending}
                  onClick={() => needsSignIn() || send(report.kind, undefined)}
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
        <ReportForm
          id={formId}
          isPending={reportCondition.isPending}
          onSend={(kind, note) => send(kind, note, () => setIsFormOpen(false))}
          onCancel={() => setIsFormOpen(false)}
        />
      ) : null}
      {signIn.prompt}
    </div>
  );
}

function ReportForm({
  id,
  isPending,
  onSend,
  onCancel,
}: {
  id: string;
  isPending: boolean;
  onSend: (kind: ConditionKind, note: string | undefined) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("facts");
  const noteId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const kind = data.get("kind");
    const note = String(data.get("note") ?? "").trim();
    if (typeof kind === "string") onSend(kind as ConditionKind, note || undefined);
  };
  return (
    <form id={id} onSubmit={onSubmit} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold text-stone-900">{t("conditions.reportTitle")}</legend>
        {CONDITION_KINDS.map((kind, index) => (
          <label key={kind} className="flex min-h-11 items-center gap-3 text-stone-900">
            <input
              type="radio"
              name="kind"
              value={kind}
              required
              defaultChecked={index === 0}
              className="size-5 accent-brand-700"
            />
            {t(`conditions.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <p className="mt-1 text-sm text-stone-700">{t("conditions.permanentHint")}</p>
      <FieldLabel htmlFor={noteId} className="mt-3">
        {t("conditions.note")}
      </FieldLabel>
      <textarea
        id={noteId}
        name="note"
        maxLength={CONDITION_NOTE_MAX}
        className={textareaClass("mt-1 min-h-20")}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isPending} aria-busy={isPending || undefined}>
          {t("conditions.send")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t("facts.cancel")}
        </Button>
      </div>
    </form>
  );
}
