/**
 * /admin/audit (issue "Admin" §9, beyond the spec): every admin write, newest first — when, which
 * admin, what was done to which record (in words, with the record's name; the id in its tooltip, issue
 * 19 §8), and what it looked like before and after.
 */
import { useTranslation } from "react-i18next";
import type { TAuditEntry } from "#shared/schemas/admin";
import { Card } from "#web/components/ui/card";
import { AdminLayout } from "../admin-layout";
import { useAuditLog } from "../api/get-audit";
import { AdminList } from "../components/admin-list";
import { formatAdminDate } from "../lib/format-date";

/** A record's fields as "field: value" lines, leaving out empty ones; "–" for no record. */
function summaryText(value: unknown): string {
  if (value === null || value === undefined) return "–";
  if (typeof value !== "object" || Array.isArray(value)) return JSON.stringify(value);
  return Object.entries(value)
    .filter(([, field]) => field !== null && field !== "" && !(Array.isArray(field) && field.length === 0))
    .map(([key, field]) => `${key}: ${typeof field === "string" ? field : JSON.stringify(field)}`)
    .join("\n");
}

function AuditEntry({ entry }: { entry: TAuditEntry }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <Card className="p-4">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="font-semibold text-stone-700">{t("audit.when")}</dt>
        <dd className="text-stone-900">
          <time dateTime={entry.created_at}>{formatAdminDate(entry.created_at, i18n.language, true)}</time>
        </dd>
        <dt className="font-semibold text-stone-700">{t("audit.who")}</dt>
        <dd className="break-words text-stone-900">{entry.admin_email ?? t("audit.formerAdmin")}</dd>
        <dt className="font-semibold text-stone-700">{t("audit.action")}</dt>
        <dd className="break-words text-stone-900">
          {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
        </dd>
        <dt className="font-semibold text-stone-700">{t("audit.target")}</dt>
        <dd className="break-words text-stone-900" title={entry.target_id}>
          {t(`audit.targets.${entry.target_type}`, { defaultValue: entry.target_type })}
          {entry.target_name ? `: ${entry.target_name}` : ""}
        </dd>
        <dt className="font-semibold text-stone-700">{t("audit.changes")}</dt>
        <dd className="grid min-w-0 gap-2 sm:grid-cols-2">
          {(["before", "after"] as const).map((side) => (
            <figure key={side} className="min-w-0">
              <figcaption className="text-xs font-semibold text-stone-700">{t(`audit.${side}`)}</figcaption>
              <pre className="mt-1 rounded-lg bg-stone-100 p-2 text-xs break-all whitespace-pre-wrap text-stone-900">
                {summaryText(entry.summary[side])}
              </pre>
            </figure>
          ))}
        </dd>
      </dl>
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
