/**
 * One feedback message or feature request (spec 02 §2.5): its content (given by the page), sender and
 * date, and 'Mark Reviewed' — hidden once reviewed, replaced by a 'Reviewed' badge with who and when.
 */
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { toast } from "#web/lib/toast";
import { useMarkSubmissionReviewed } from "../api/submissions";
import { formatAdminDate } from "../lib/format-date";

export function SubmissionCard({
  path,
  item,
  reviewedToast,
  updateFailed,
  children,
}: {
  path: "feedback" | "feature-requests";
  item: {
    id: string;
    user_email: string | null;
    created_at: string;
    reviewed_at: string | null;
    reviewed_by_name: string | null;
  };
  /** The spec's success and failure texts for this kind. */
  reviewedToast: string;
  updateFailed: string;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation("admin");
  const review = useMarkSubmissionReviewed(path);
  const markReviewed = async () => {
    try {
      await review.mutateAsync(item.id);
      toast.success(reviewedToast);
    } catch {
      toast.error(t("layout.errorTitle"), { description: updateFailed });
    }
  };
  return (
    <Card className="flex flex-col gap-3 p-4">
      {children}
      <p className="text-sm text-stone-700">
        {item.user_email ? t("submissions.from", { email: item.user_email }) : t("submissions.anonymous")}
        {" · "}
        {t("submissions.sentOn", { date: formatAdminDate(item.created_at, i18n.language, true) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {item.reviewed_at ? (
          <>
            <Badge tone="success">
              <Check aria-hidden="true" className="size-3.5" />
              {t("submissions.reviewed")}
            </Badge>
            <span className="text-sm text-stone-700">
              {item.reviewed_by_name
                ? t("suggestions.reviewedBy", {
                    name: item.reviewed_by_name,
                    date: formatAdminDate(item.reviewed_at, i18n.language),
                  })
                : t("suggestions.reviewedOn", { date: formatAdminDate(item.reviewed_at, i18n.language) })}
            </span>
          </>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={review.isPending}
            aria-busy={review.isPending}
            onClick={() => void markReviewed()}
          >
            <Check aria-hidden="true" className="size-4" />
            {t("submissions.markReviewed")}
          </Button>
        )}
      </div>
    </Card>
  );
}
