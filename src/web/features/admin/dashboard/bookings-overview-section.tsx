/**
 * "Kursbuchungen" on /admin (decision 024): the bookings made this week (from the dashboard's own
 * request, `bookings_this_week`) and, per provider with courses booked in Lütt, how many such courses,
 * bookings holding a place, families waiting and bookings cancelled in the last 30 days
 * (GET /api/admin/bookings, most bookings first, "Load more"), each provider linked to its page.
 */
import { useInfiniteQuery } from "@tanstack/react-query";
import { Ticket } from "lucide-react";
import { Link } from "react-router";
import type { TAdminBookingOverview } from "#shared/schemas/booking-management";
import { Skeleton } from "#web/components/ui/skeleton";
import { useTranslation } from "react-i18next";
import { adminListQueryOptions } from "../api/paged-list";
import { AdminTable } from "../components/admin-table";

export function BookingsOverviewSection({ thisWeek }: { thisWeek: number | undefined }) {
  const { t } = useTranslation("admin");
  const query = useInfiniteQuery({
    ...adminListQueryOptions<TAdminBookingOverview>("bookings", {}),
    // AdminTable keys its rows by `id`.
    select: (data) => ({
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((row) => ({ ...row, id: row.provider.id })),
      })),
    }),
  });
  return (
    <section aria-labelledby="admin-bookings" className="mt-8">
      <h2 id="admin-bookings" className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <Ticket aria-hidden="true" className="size-5 text-brand-700" />
        {t("bookingsOverview.title")}
      </h2>
      <p className="mb-3 text-sm text-stone-700">{t("bookingsOverview.text")}</p>
      <div className="mb-3 flex max-w-sm flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <span className="text-sm font-semibold text-stone-700">{t("bookingsOverview.thisWeek")}</span>
        {thisWeek === undefined ? (
          <Skeleton className="mt-1 h-9 w-16" />
        ) : (
          <span className="mt-1 block text-3xl font-extrabold text-stone-900 tabular-nums">{thisWeek}</span>
        )}
        <span className="mt-1 text-xs text-stone-700">{t("bookingsOverview.thisWeekHint")}</span>
      </div>
      <AdminTable
        query={query}
        title={(total) => t("bookingsOverview.tableTitle", { count: total })}
        tableLabel={t("bookingsOverview.tableLabel")}
        columns={[
          t("bookingsOverview.columns.provider"),
          t("bookingsOverview.columns.courses"),
          t("bookingsOverview.columns.booked"),
          t("bookingsOverview.columns.waitlisted"),
          t("bookingsOverview.columns.cancelled"),
        ]}
        loadingText={t("bookingsOverview.loading")}
        loadFailed={t("bookingsOverview.loadFailed")}
        empty={{ title: t("bookingsOverview.emptyTitle"), text: t("bookingsOverview.emptyText") }}
        renderRow={(row) => [
          <Link
            key="provider"
            to={`/provider/${row.provider.id}`}
            className="font-semibold text-brand-800 underline"
          >
            {row.provider.name}
          </Link>,
          row.courses,
          row.booked,
          row.waitlisted,
          row.cancelled_30_days,
        ]}
      />
    </section>
  );
}
