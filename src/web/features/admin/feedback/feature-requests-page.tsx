/**
 * /admin/feature-requests (spec 02 §2.5): the survey answers, newest first, with search and 'Mark Reviewed',
 * and above them how often each survey option was chosen — what parents want most.
 */
import { useTranslation } from "react-i18next";
import type { TAdminFeatureRequestList } from "#shared/schemas/admin";
import { SearchField } from "#web/components/search-field";
import { Badge } from "#web/components/ui/badge";
import { Card } from "#web/components/ui/card";
import { labelKey } from "#web/lib/place-labels";
import { AdminLayout } from "../admin-layout";
import { useAdminFeatureRequests } from "../api/submissions";
import { AdminList } from "../components/admin-list";
import { SubmissionCard } from "./submission-card";
import { useSearchParam } from "./use-search-param";

/** Survey option labels live with the survey's strings (namespace "feedback"); unknown options show as stored. */
const useOptionLabel = () => {
  const { t } = useTranslation("feedback");
  return (option: string) => t(`survey.options.${labelKey(option)}`, { defaultValue: option });
};

function MostWanted({ counts }: { counts: TAdminFeatureRequestList["option_counts"] }) {
  const { t } = useTranslation("admin");
  const optionLabel = useOptionLabel();
  const top = Math.max(1, ...counts.map((entry) => entry.count));
  return (
    <Card className="mb-6 p-4">
      <h2 id="most-wanted" className="mb-3 text-lg font-bold text-stone-900">
        {t("featureRequests.mostWanted")}
      </h2>
      <ol aria-labelledby="most-wanted" className="flex flex-col gap-2">
        {counts.map((entry) => (
          <li key={entry.option} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3">
            <span className="text-stone-900">{optionLabel(entry.option)}</span>
            <span className="text-sm font-semibold text-stone-800 tabular-nums">
              {t("featureRequests.votes", { count: entry.count })}
            </span>
            <span aria-hidden="true" className="col-span-2 mt-1 h-2 rounded-full bg-stone-100">
              <span
                className="block h-2 rounded-full bg-brand-700"
                style={{ width: `${(entry.count / top) * 100}%` }}
              />
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function FeatureRequestsPage() {
  const { t } = useTranslation("admin");
  const optionLabel = useOptionLabel();
  const [q, setQ] = useSearchParam();
  const query = useAdminFeatureRequests(q);
  const counts = query.data?.pages[0]?.option_counts;
  return (
    <AdminLayout title={t("featureRequests.title")} description={t("featureRequests.subtitle")}>
      {counts ? <MostWanted counts={counts} /> : null}
      <SearchField
        value={q ?? ""}
        onChange={setQ}
        label={t("featureRequests.search")}
        placeholder={t("featureRequests.searchPlaceholder")}
        className="mb-4"
      />
      <AdminList
        query={query}
        loadFailed={t("featureRequests.loadFailed")}
        countLabel={(count) => t("featureRequests.count", { count })}
        empty={{
          title: t("featureRequests.emptyTitle"),
          text: t(q ? "featureRequests.emptyFiltered" : "featureRequests.emptyNone"),
        }}
        renderItem={(item) => (
          <SubmissionCard
            path="feature-requests"
            item={item}
            reviewedToast={t("featureRequests.reviewedToast")}
            updateFailed={t("featureRequests.updateFailed")}
          >
            {item.selected_options.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {item.selected_options.map((option) => (
                  <li key={option}>
                    <Badge tone="brand">{optionLabel(option)}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            {item.other_suggestion ? (
              <p className="break-words text-stone-900">
                <span className="font-semibold">{t("featureRequests.other")}: </span>
                {item.other_suggestion}
              </p>
            ) : null}
          </SubmissionCard>
        )}
      />
    </AdminLayout>
  );
}
