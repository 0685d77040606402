/**
 * /admin/audit (beyond the spec; docs/decisions/032-audit-sentences-and-course-districts.md): every admin
 * write, newest first, as a sentence in the admin's language — who did what to which record, its name linked
 * to its page while it exists — with the fields that changed and when.
 */
import { useTranslation } from "react-i18next";
import type { TAuditEntry } from "#shared/schemas/admin";
import { Card } from "#web/components/ui/card";
import { AdminLayout } from "../admin-layout";
import { useAuditLog } from "../api/get-audit";
import { AdminList } from "../components/admin-list";
import { formatAdminDate } from "../lib/format-date";
import { AuditDetails } from "./audit-details";
import { AuditSentence } from "./audit-sentence";

function AuditEntry({ entry }: { entry: TAuditEntry }) {
  const { i18n } = useTranslation("admin");
  return (
    <Card className="p-4">
      <AuditSentence entry={entry} />
      <AuditDetails details={entry.details} />
      <p className="mt-2 text-sm text-stone-700">
        <time dateTime={entry.created_at}>{formatAdminDate(entry.created_at, i18n.language, true)}</time>
      </p>
    </Card>
  );
}

export function AuditPage() {
  const { t } = useTranslation("admin");
  const query = useAuditLog();
  return (
    <AdminLayout title={t("audit.title")} description={t("audit.subtitle")}>
      <AdminList
        query={query}
        loadFailed={t("audit.loadFailed")}
        countLabel={(count) => t("audit.count", { count })}
        empty={{ title: t("audit.emptyTitle"), text: t("audit.emptyText") }}
        renderItem={(entry) => <AuditEntry entry={entry} />}
      />
    </AdminLayout>
  );
}
