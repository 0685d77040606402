/**
 * /admin/profile-approvals (decision 009): the approval queue of new provider and café
 * profiles. Tabs Pending / Approved / Rejected; each card shows the kind, name, owner, address, text and
 * dates, links to the public profile, and approves or rejects it (GET and POST
 * /api/admin/profile-approvals; every decision lands in the audit log). A profile without a map position
 * shows a warning and "Position setzen". Approved profiles are listed in
 * discovery; rejected ones are taken out again, but their own page keeps working.
 */
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { Check, ExternalLink, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  type TProfileApproval,
  type TProfileApprovalList,
  type TProfileDecisionRequest,
} from "#shared/schemas/profile-approvals";
import { APPROVAL_STATUSES, type TApprovalStatus } from "#shared/schemas/providers";
import { Badge } from "#web/components/ui/badge";
import { Button, buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { Skeleton } from "#web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { api, toQuery } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { AdminLayout } from "../admin-layout";
import { ADMIN_QUERY_KEY, useInvalidateAfterAdminWrite } from "../api/admin-query-keys";
import { LoadError } from "../components/load-error";
import { MissingPosition } from "../components/missing-position";
import { formatAdminDate } from "../lib/format-date";
import { PlaceClaimsSection } from "./place-claims-section";

const useApprovals = (status: TApprovalStatus) =>
  useQuery({
    queryKey: [...ADMIN_QUERY_KEY, "profile-approvals", status],
    queryFn: ({ signal }) =>
      api<TProfileApprovalList>(`/admin/profile-approvals${toQuery({ status, limit: 100 })}`, { signal }),
    placeholderData: keepPreviousData,
  });

function ApprovalCard({ item }: { item: TProfileApproval }) {
  const { t, i18n } = useTranslation("provider");
  const invalidate = useInvalidateAfterAdminWrite();
  const decide = useMutation({
    mutationFn: (decision: TProfileDecisionRequest["decision"]) =>
      api<TProfileApproval>(`/admin/profile-approvals/${item.kind}/${item.id}`, {
        method: "POST",
        body: { decision } satisfies TProfileDecisionRequest,
      }),
    onSuccess: (saved) =>
      toast.success(
        t(saved.approval_status === "approved" ? "approvals.approved" : "approvals.rejected", {
          name: saved.name,
        }),
      ),
    onError: () => toast.error(t("approvals.failed")),
    onSettled: invalidate,
  });
  const headingId = `approval-${item.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{t(`approvals.kinds.${item.kind}`)}</Badge>
          <Badge
            tone={
              item.approval_status === "approved"
                ? "success"
                : item.approval_status === "rejected"
                  ? "danger"
                  : "sun"
            }
          >
            {t(`approvals.statuses.${item.approval_status}`)}
          </Badge>
        </div>
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          {item.name}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-stone-800">
          <dt className="font-semibold">{t("approvals.owner")}</dt>
          <dd className="break-all">{item.owner_email ?? "–"}</dd>
          <dt className="font-semibold">{t("approvals.ownerRole")}</dt>
          <dd>{item.owner_role ? t(`approvals.roles.${item.owner_role}`) : "–"}</dd>
          <dt className="font-semibold">{t("approvals.address")}</dt>
          <dd>{item.address ?? "–"}</dd>
          <dt className="font-semibold">{t("approvals.created")}</dt>
          <dd>{formatAdminDate(item.created_at, i18n.language ?? "en")}</dd>
          {item.reviewed_at ? (
            <>
              <dt className="font-semibold">{t("approvals.reviewed")}</dt>
              <dd>{formatAdminDate(item.reviewed_at, i18n.language ?? "en")}</dd>
            </>
          ) : null}
        </dl>
        <MissingPosition
          target={{ kind: "profile", profileKind: item.kind, id: item.id }}
          name={item.name}
          address={item.address}
          latitude={item.latitude}
          longitude={item.longitude}
        />
        {item.description ? <p className="line-clamp-3 text-stone-800">{item.description}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Link to={`/${item.kind}/${item.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t("approvals.view")}
          </Link>
          {item.approval_status !== "approved" ? (
            <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate("approved")}>
              <Check aria-hidden="true" className="size-4" />
              {t("approvals.approve")}
            </Button>
          ) : null}
          {item.approval_status !== "rejected" ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={decide.isPending}
              onClick={() => decide.mutate("rejected")}
            >
              <X aria-hidden="true" className="size-4" />
              {t("approvals.reject")}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

export function ProfileApprovalsPage() {
  const { t } = useTranslation("provider");
  const [status, setStatus] = useState<TApprovalStatus>("pending");
  const approvals = useApprovals(status);
  return (
    <AdminLayout title={t("approvals.title")} description={t("approvals.subtitle")}>
      <Tabs value={status} onValueChange={(value) => setStatus(value as TApprovalStatus)}>
        <TabsList aria-label={t("approvals.filter")} className="max-w-md">
          {APPROVAL_STATUSES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`approvals.statuses.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {APPROVAL_STATUSES.map((value) => (
          <TabsContent key={value} value={value}>
            {value !== status ? null : approvals.isError ? (
              <LoadError message={t("approvals.loadFailed")} onRetry={() => void approvals.refetch()} />
            ) : approvals.data === undefined ? (
              <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
                <Skeleton className="h-48 rounded-2xl" />
                <Skeleton className="h-48 rounded-2xl" />
              </div>
            ) : approvals.data.items.length === 0 ? (
              <EmptyState text={t(`approvals.empty.${status}`)} />
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2" aria-busy={approvals.isFetching}>
                {approvals.data.items.map((item) => (
                  <ApprovalCard key={`${item.kind}-${item.id}`} item={item} />
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <PlaceClaimsSection />
    </AdminLayout>
  );
}
