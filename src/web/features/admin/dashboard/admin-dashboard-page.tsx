/**
 * /admin (spec 02 §2.3; decision 032): count cards (Total Places, Total Courses, Total Users link to their
 * screens; Pending Reviews — everything that waits for an admin, of every kind — does not), management cards,
 * and cards for every kind of item an admin approves (the spec's four submissions, provider and café profiles
 * with place claims, content reports, closures), each with a badge of what waits, so the Pending Reviews
 * number can be traced to its queues, and "Orte ohne Fakten" (decision 019: the most-viewed places nobody has
 * answered a family fact for, linked to their pages, where an admin can ask or answer), and "Kursbuchungen"
 * (decision 024: bookings this week, counts per provider; bookings-overview-section.tsx, which also reads GET
 * /api/admin/bookings). GET /api/admin/dashboard. Non-admins get the 'Access Denied' toast, then go to /
 * (spec 02 §2.2).
 */
import {
  BadgeCheck,
  Ban,
  BookOpen,
  CircleHelp,
  Flag,
  GraduationCap,
  History,
  Lightbulb,
  MapPin,
  MessageSquare,
  MessagesSquare,
  Tags,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TAdminDashboard } from "#shared/schemas/admin";
import { Badge } from "#web/components/ui/badge";
import { Skeleton } from "#web/components/ui/skeleton";
import { AdminLayout } from "../admin-layout";
import { useAdminDashboard } from "../api/get-dashboard";
import { LoadError } from "../components/load-error";
import { BookingsOverviewSection } from "./bookings-overview-section";

type Pending = (dashboard: TAdminDashboard) => number;

const management: { to: string; key: string; icon: LucideIcon }[] = [
  { to: "/admin/places", key: "places", icon: MapPin },
  { to: "/admin/courses", key: "courses", icon: GraduationCap },
  { to: "/admin/users", key: "users", icon: Users },
  { to: "/admin/posts", key: "posts", icon: MessagesSquare },
  { to: "/admin/tag-management", key: "tags", icon: Tags },
  { to: "/admin/audit", key: "audit", icon: History },
];

/** Every queue of items waiting for an admin; their badges add up to Pending Reviews. */
const queues: { to: string; key: string; pending: Pending; icon: LucideIcon }[] = [
  {
    to: "/admin/place-suggestions",
    key: "placeSuggestions",
    pending: (data) => data.submissions.place_suggestions.pending,
    icon: MapPin,
  },
  {
    to: "/admin/course-suggestions",
    key: "courseSuggestions",
    pending: (data) => data.submissions.course_suggestions.pending,
    icon: BookOpen,
  },
  {
    to: "/admin/feedback",
    key: "feedback",
    pending: (data) => data.submissions.feedback.pending,
    icon: MessageSquare,
  },
  {
    to: "/admin/feature-requests",
    key: "featureRequests",
    pending: (data) => data.submissions.feature_requests.pending,
    icon: Lightbulb,
  },
  {
    to: "/admin/profile-approvals",
    key: "profileApprovals",
    pending: ({ approvals }) =>
      approvals.provider_profiles + approvals.cafe_profiles + approvals.place_claims,
    icon: BadgeCheck,
  },
  {
    to: "/admin/posts?tab=reports",
    key: "reports",
    pending: (data) => data.approvals.content_reports,
    icon: Flag,
  },
  {
    to: "/admin/places",
    key: "closures",
    pending: (data) => data.approvals.closure_reports,
    icon: Ban,
  },
];

function CountCard({ label, value, to }: { label: string; value: number | undefined; to?: string }) {
  const body = (
    <>
      <span className="text-sm font-semibold text-stone-700">{label}</span>
      {value === undefined ? (
        <Skeleton className="mt-1 h-9 w-16" />
      ) : (
        <span className="mt-1 block text-3xl font-extrabold text-stone-900 tabular-nums">{value}</span>
      )}
    </>
  );
  const className = "flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm";
  return to ? (
    <Link to={to} className={`${className} hover:border-brand-700`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

function NavCard({
  to,
  icon: Icon,
  title,
  text,
  badge,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
  badge?: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-700"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2 font-bold text-stone-900">
            {title}
            {badge}
          </span>
          <span className="mt-0.5 block text-sm text-stone-700">{text}</span>
        </span>
      </Link>
    </li>
  );
}

function PlacesWithoutFacts({ places }: { places: TAdminDashboard["places_without_facts"] | undefined }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="admin-without-facts" className="mt-8">
      <h2 id="admin-without-facts" className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <CircleHelp aria-hidden="true" className="size-5 text-brand-700" />
        {t("dashboard.withoutFacts.title")}
      </h2>
      <p className="mb-3 text-sm text-stone-700">{t("dashboard.withoutFacts.text")}</p>
      {places === undefined ? (
        <Skeleton className="h-24 rounded-2xl" />
      ) : places.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-4 text-stone-700">
          {t("dashboard.withoutFacts.empty")}
        </p>
      ) : (
        <ol className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {places.map((place) => (
            <li key={place.id}>
              <Link
                to={`/places/${place.id}`}
                className="flex min-h-11 items-center justify-between gap-3 px-4 py-2 hover:bg-brand-50"
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">{place.name}</span>
                  {place.stadtteil ? (
                    <span className="block text-sm text-stone-700">{place.stadtteil}</span>
                  ) : null}
                </span>
                <span className="shrink-0 text-sm text-stone-700 tabular-nums">
                  {t("dashboard.withoutFacts.views", { count: place.view_count })}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function AdminDashboardPage() {
  const { t } = useTranslation("admin");
  const dashboard = useAdminDashboard();
  const data = dashboard.data;
  return (
    <AdminLayout title={t("dashboard.title")} description={t("dashboard.subtitle")} backTo="/" deniedToast>
      {dashboard.isError ? (
        <LoadError message={t("dashboard.loadFailed")} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <CountCard label={t("dashboard.totalPlaces")} value={data?.totals.places} to="/admin/places" />
          <CountCard label={t("dashboard.totalCourses")} value={data?.totals.courses} to="/admin/courses" />
          <CountCard label={t("dashboard.totalUsers")} value={data?.totals.users} to="/admin/users" />
          <CountCard label={t("dashboard.pendingReviews")} value={data?.pending_reviews} />
        </div>
      )}

      <section aria-labelledby="admin-submissions" className="mt-8">
        <h2 id="admin-submissions" className="mb-3 text-lg font-bold text-stone-900">
          {t("dashboard.submissions")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {queues.map((card) => {
            const pending = data ? card.pending(data) : undefined;
            return (
              <NavCard
                key={card.key}
                to={card.to}
                icon={card.icon}
                title={t(`dashboard.cards.${card.key}.title`)}
                text={t(`dashboard.cards.${card.key}.text`)}
                badge={
                  pending === undefined ? null : (
                    <Badge tone={pending > 0 ? "sun" : "neutral"}>
                      {t("dashboard.pendingBadge", { count: pending })}
                    </Badge>
                  )
                }
              />
            );
          })}
        </ul>
      </section>

      <BookingsOverviewSection thisWeek={data?.bookings_this_week} />

      <PlacesWithoutFacts places={data?.places_without_facts} />

      <section aria-labelledby="admin-management" className="mt-8">
        <h2 id="admin-management" className="mb-3 text-lg font-bold text-stone-900">
          {t("dashboard.management")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {management.map((card) => (
            <NavCard
              key={card.key}
              to={card.to}
              icon={card.icon}
              title={t(`dashboard.cards.${card.key}.title`)}
              text={t(`dashboard.cards.${card.key}.text`)}
            />
          ))}
        </ul>
      </section>
    </AdminLayout>
  );
}
