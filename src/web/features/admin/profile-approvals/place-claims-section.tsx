/**
 * "Einrichtungs-Anfragen" under /admin/profile-approvals (the claims queue;
 * decisions/020): providers' claims of family-education places. Tabs Pending / Approved / Rejected; each
 * card shows the place, the provider (with its profile's approval state and the account's e-mail), the
 * message and dates, links to both pages, and approves or — after a confirmation — rejects the claim
 * (GET and POST /api/admin/place-claims; every decision lands in the audit log). Approving links the
 * provider profile to the place, whose page then shows the provider. Strings: the approvals page's
 * "provider" namespace (`placeClaims.*`).
 */
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { Check, ExternalLink, X } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { TPlaceClaim, TPlaceClaimList } from "#shared/schemas/place-claims";
import { APPROVAL_STATUSES, type TApprovalStatus } from "#shared/schemas/providers";
import { Badge } from "#web/components/ui/badge";
import { Button, buttonClass } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { EmptyState } from "#web/components/ui/empty-state";
import { Skeleton } from "#web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { api, toQuery } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { ADMIN_QUERY_KEY, useInvalidateAfterAdminWrite } from "../api/admin-query-keys";
import { LoadError } from "../components/load-error";
import { formatAdminDate } from "../lib/format-date";

const NAMESPACE = "provider";

const useClaims = (status: TApprovalStatus) =>
  useQuery({
    queryKey: [...ADMIN_QUERY_KEY, "place-claims", status],
    queryFn: ({ signal }) =>
      api<TPlaceClaimList>(`/admin/place-claims${toQuery({ status, limit: 100 })}`, { signal }),
    placeholderData: keepPreviousData,
  });

const STATUS_TONES = { approved: "success", rejected: "danger", pending: "sun" } as const;

function ClaimCard({ item }: { item: TPlaceClaim }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const invalidate = useInvalidateAfterAdminWrite();
  const [isConfirming, setIsConfirming] = useState(false);
  const names = { provider: item.provider.name, place: item.place.name };
  const decide = useMutation({
    mutationFn: (decision: "approve" | "reject") =>
      api<TPlaceClaim>(`/admin/place-claims/${item.id}/${decision}`, { method: "POST" }),
    onSuccess: (saved) => {
      setIsConfirming(false);
      toast.success(
        t(saved.status === "approved" ? "placeClaims.approved" : "placeClaims.rejectedToast", names),
      );
    },
    onError: () => toast.error(t("placeClaims.failed")),
    onSettled: invalidate,
  });
  const headingId = `place-claim-${item.id}`;
  const language = i18n.language ?? "en";
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      >
        <Badge tone={STATUS_TONES[item.status]} className="self-start">
          {t(`placeClaims.statuses.${item.status}`)}
        </Badge>
        <h3 id={headingId} className="text-lg font-bold text-stone-900">
          {item.place.name}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-stone-800">
          <dt className="font-semibold">{t("placeClaims.place")}</dt>
          <dd>{[item.place.address, item.place.website].filter(Boolean).join(" · ")}</dd>
          <dt className="font-semibold">{t("placeClaims.provider")}</dt>
          <dd>{item.provider.name}</dd>
          <dt className="font-semibold">{t("placeClaims.providerStatus")}</dt>
          <dd>{t(`placeClaims.statuses.${item.provider.approval_status}`)}</dd>
          <dt className="font-semibold">{t("placeClaims.owner")}</dt>
          <dd className="break-all">{item.provider.owner_email ?? "–"}</dd>
          <dt className="font-semibold">{t("placeClaims.created")}</dt>
          <dd>{formatAdminDate(item.created_at, language)}</dd>
          {item.reviewed_at ? (
            <>
              <dt className="font-semibold">{t("placeClaims.reviewed")}</dt>
              <dd>{formatAdminDate(item.reviewed_at, language)}</dd>
            </>
          ) : null}
        </dl>
        {item.message ? (
          <div className="text-sm">
            <p className="font-semibold text-stone-900">{t("placeClaims.message")}</p>
            <p className="whitespace-pre-line break-words text-stone-800">{item.message}</p>
          </div>
        ) : null}
        {item.current_owner && item.status === "pending" ? (
          <p className="rounded-xl bg-amber-50 p-2 text-sm text-amber-950">
            {t("placeClaims.currentOwner", { name: item.current_owner })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Link to={`/places/${item.place.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t("placeClaims.viewPlace")}
          </Link>
          <Link
            to={`/provider/${item.provider.id}`}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t("placeClaims.viewProvider")}
          </Link>
          {item.status === "pending" ? (
            <>
              <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate("approve")}>
                <Check aria-hidden="true" className="size-4" />
                {t("placeClaims.approve")}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={decide.isPending}
                onClick={() => setIsConfirming(true)}
              >
                <X aria-hidden="true" className="size-4" />
                {t("placeClaims.reject")}
              </Button>
            </>
          ) : null}
        </div>
      </article>
      {isConfirming ? (
        <ConfirmDialog
          title={t("placeClaims.rejectTitle")}
          description={t("placeClaims.rejectText", names)}
          confirmLabel={t("placeClaims.reject")}
          isPending={decide.isPending}
          onConfirm={() => decide.mutate("reject")}
          onOpenChange={setIsConfirming}
        />
      ) : null}
    </li>
  );
}

/** The claims queue as a section of the approvals page (its own h2, tabs and cards). */
export function PlaceClaimsSection() {
  const { t } = useTranslation(NAMESPACE);
  const [status, setStatus] = useState<TApprovalStatus>("pending");
  const claims = useClaims(status);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10 flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-xl font-extrabold text-stone-900">
          {t("placeClaims.title")}
        </h2>
        <p className="text-stone-700">{t("placeClaims.subtitle")}</p>
      </div>
      <Tabs value={status} onValueChange={(value) => setStatus(value as TApprovalStatus)}>
        <TabsList aria-label={t("placeClaims.filter")} className="max-w-md">
          {APPROVAL_STATUSES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`placeClaims.statuses.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {APPROVAL_STATUSES.map((value) => (
          <TabsContent key={value} value={value}>
            {value !== status ? null : claims.isError ? (
              <LoadError message={t("placeClaims.loadFailed")} onRetry={() => void claims.refetch()} />
            ) : claims.data === undefined ? (
              <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
                <Skeleton className="h-48 rounded-2xl" />
              </div>
            ) : claims.data.items.length === 0 ? (
              <EmptyState text={t(`placeClaims.empty.${status}`)} />
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2" aria-busy={claims.isFetching}>
                {claims.data.items.map((item) => (
                  <ClaimCard key={item.id} item={item} />
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
