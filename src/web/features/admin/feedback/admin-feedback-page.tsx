/**
 * /admin/feedback (spec 02 §2.5): the feedback parents sent, newest first, with search and 'Mark Reviewed' on
 * each unreviewed card.
 */
import { useTranslation } from "react-i18next";
import { SearchField } from "#web/components/search-field";
import { AdminLayout } from "../admin-layout";
import { useAdminFeedback } from "../api/submissions";
import { AdminList } from "../components/admin-list";
import { SubmissionCard } from "./submission-card";
import { useSearchParam } from "./use-search-param";

export function AdminFeedbackPage() {
  const { t } = useTranslation("admin");
  const [q, setQ] = useSearchParam();
  const query = useAdminFeedback(q);
  return (
    <AdminLayout title={t("feedback.title")} description={t("feedback.subtitle")}>
      <SearchField
        value={q ?? ""}
        onChange={setQ}
        label={t("feedback.search")}
        placeholder={t("feedback.searchPlaceholder")}
        className="mb-4"
      />
      <AdminList
        query={query}
        loadFailed={t("feedback.loadFailed")}
        countLabel={(count) => t("feedback.count", { count })}
        empty={{
          title: t("feedback.emptyTitle"),
          text: t(q ? "feedback.emptyFiltered" : "feedback.emptyNone"),
        }}
        renderItem={(item) => (
          <SubmissionCard
            path="feedback"
            item={item}
            reviewedToast={t("feedback.reviewedToast")}
            updateFailed={t("feedback.updateFailed")}
          >
            <p className="whitespace-pre-line break-words text-stone-900">{item.content}</p>
          </SubmissionCard>
        )}
      />
    </AdminLayout>
  );
}
