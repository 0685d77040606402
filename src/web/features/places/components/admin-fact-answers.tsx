/**
 * "Alle Antworten" for admins on the place page: every answer behind the shown facts —
 * the fact, the answer, who gave it (an e-mail, or the OpenStreetMap import) and when — with "Entfernen"
 * for a wrong or abusive one after a confirmation. Read only when an admin opens it.
 */
import { ShieldCheck, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { TAdminFactAnswers } from "#shared/schemas/facts";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { Skeleton } from "#web/components/ui/skeleton";
import { useNow } from "#web/lib/now";
import { formatRelativeTime } from "#web/lib/relative-time";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { useAdminFactAnswers, useDeleteFactAnswer } from "../api/admin-fact-answers";
import { factValueText } from "../lib/fact-text";

type Answer = TAdminFactAnswers["answers"][number];

export function AdminFactAnswers({ placeId }: { placeId: string }) {
  const { t, i18n } = useTranslation("facts");
  const now = new Date(useNow());
  const [isOpen, setIsOpen] = useState(false);
  const answers = useAdminFactAnswers(placeId, isOpen);
  const remove = useDeleteFactAnswer(placeId);
  const [removing, setRemoving] = useState<Answer | null>(null);
  const contentId = useId();

  const onRemove = (answer: Answer) =>
    remove.mutate(answer.id, {
      onSuccess: () => {
        toast.success(t("admin.removed"));
        setRemoving(null);
      },
      onError: () => toast.error(t("admin.removeFailed")),
    });

  return (
    <div className="mt-3 rounded-xl border border-stone-200 px-3">
      <Button
        variant="ghost"
        size="sm"
        className="-mx-3 w-[calc(100%+1.5rem)] justify-start"
        aria-expanded={isOpen}
        aria-controls={contentId}
        onClick={() => setIsOpen(!isOpen)}
      >
        <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />
        {t("admin.title")}
      </Button>
      <div id={contentId} hidden={!isOpen} className="pb-3">
        {!isOpen ? null : answers.isPending ? (
          <Skeleton className="h-16 rounded-xl" />
        ) : answers.isError ? (
          <p role="alert" className="text-stone-800">
            {t("admin.loadFailed")}
          </p>
        ) : answers.data.answers.length === 0 ? (
          <p className="text-stone-700">{t("admin.none")}</p>
        ) : (
          <ul className="divide-y divide-stone-100 text-sm">
            {answers.data.answers.map((answer) => (
              <li key={answer.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div>
                  <p className="font-semibold text-stone-900">
                    {t(`factLabels.${answer.key}`)}:{" "}
                    <span className="font-normal">
                      {factValueText(t, answer.key, answer.value, answer.location)}
                    </span>
                  </p>
                  <p className="text-stone-700">
                    {t(`admin.sources.${answer.source}`)}
                    {answer.user_email ? ` · ${answer.user_email}` : ""} ·{" "}
                    <time dateTime={answer.answered_at}>
                      {formatRelativeTime(answer.answered_at, i18n.language, now)}
                    </time>
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-rose-800"
                  onClick={() => setRemoving(answer)}
                  aria-label={t("admin.removeLabel", { fact: t(`factLabels.${answer.key}`) })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span aria-hidden="true">{t("admin.remove")}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {removing ? (
        <ConfirmDialog
          title={t("admin.removeTitle")}
          description={t("admin.removeText")}
          confirmLabel={t("admin.remove")}
          isPending={remove.isPending}
          onConfirm={() => onRemove(removing)}
          onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        />
      ) : null}
    </div>
  );
}
