/**
 * /admin/users (spec 02 §2.8): search over display name, name and location (and e-mail), a role filter, the
 * 'Users (count)' table with role badges, saved items 'P: n | C: n' and the local join date, the 'Edit User
 * Profile' dialog per row, and withdrawing all of a user's contributions to places in one step, after a
 * confirmation (docs/decisions/042). Filters live in the URL (`?q=&role=`) so Back and reload keep them.
 * Guarded by AdminLayout (spinner while the role loads).
 */
import { Eraser, Pencil } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { USER_ROLES, type UserRole } from "#shared/constants";
import type { TAdminUser } from "#shared/schemas/admin-users";
import { Badge, type BadgeTone } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { useAuth } from "#web/lib/auth";
import { AdminLayout } from "../admin-layout";
import { AdminTable } from "../components/admin-table";
import { SearchChipFilters } from "../components/search-chip-filters";
import { formatAdminDate } from "../lib/format-date";
import { useUrlFilters } from "../lib/use-url-filters";
import { useAdminUsers } from "./api/admin-users";
import { EditUserDialog } from "./edit-user-dialog";
import { WithdrawContributionsDialog } from "./withdraw-contributions-dialog";

/** Spec 02 §2.8: admin destructive, provider default, parent secondary. */
const ROLE_TONES: Record<UserRole, BadgeTone> = { admin: "danger", provider: "brand", parent: "neutral" };

const parseRole = (value: string | null): UserRole | undefined =>
  (USER_ROLES as readonly string[]).includes(value ?? "") ? (value as UserRole) : undefined;

export function AdminUsersPage() {
  const { t, i18n } = useTranslation("admin-people");
  const { user: me } = useAuth();
  const [params, setFilter] = useUrlFilters<"q" | "role">();
  const filters = { q: params.get("q") || undefined, role: parseRole(params.get("role")) };
  const query = useAdminUsers(filters);
  const [editing, setEditing] = useState<TAdminUser | null>(null);
  const [withdrawing, setWithdrawing] = useState<TAdminUser | null>(null);
  const nameOf = (user: TAdminUser) => user.display_name || user.name || t("users.unnamed");

  return (
    <AdminLayout title={t("users.title")} description={t("users.subtitle")}>
      <SearchChipFilters
        q={filters.q}
        chipKey="role"
        selected={filters.role}
        options={USER_ROLES}
        onChange={setFilter}
        searchLabel={t("users.search")}
        searchPlaceholder={t("users.searchPlaceholder")}
        chipsLabel={t("users.roleFilter")}
        chipLabel={(role) => t(`users.roles.${role || "all"}`)}
      />

      <AdminTable
        query={query}
        title={(count) => t("users.cardTitle", { count })}
        tableLabel={t("users.tableLabel")}
        loadingText={t("users.loading")}
        loadFailed={t("users.loadFailed")}
        empty={{
          title: t("users.emptyTitle"),
          text: t(filters.q || filters.role ? "users.emptyFiltered" : "users.emptyNone"),
        }}
        columns={[
          t("users.columns.name"),
          t("users.columns.role"),
          t("users.columns.location"),
          t("users.columns.children"),
          t("users.columns.savedItems"),
          t("users.columns.joined"),
          t("users.columns.actions"),
        ]}
        renderRow={(user) => [
          <>
            <span className="block font-semibold text-stone-900">{nameOf(user)}</span>
            <span className="block text-sm break-all text-stone-700">{user.email}</span>
          </>,
          <Badge key="role" tone={ROLE_TONES[user.user_role]}>
            {t(`users.role.${user.user_role}`)}
          </Badge>,
          user.location || "–",
          <span key="children" className="tabular-nums">
            {user.number_of_children}
          </span>,
          <span key="saved" className="whitespace-nowrap tabular-nums">
            <span aria-hidden="true">
              {t("users.saved", { places: user.saved_places_count, courses: user.saved_courses_count })}
            </span>
            <span className="sr-only">
              {t("users.savedLabel", { places: user.saved_places_count, courses: user.saved_courses_count })}
            </span>
          </span>,
          <span key="joined" className="whitespace-nowrap">
            {formatAdminDate(user.created_at, i18n.language ?? "de")}
          </span>,
          <span key="actions" className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("users.edit", { name: nameOf(user) })}
              onClick={() => setEditing(user)}
            >
              <Pencil aria-hidden="true" className="size-5" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("users.withdraw", { name: nameOf(user) })}
              title={t("users.withdraw", { name: nameOf(user) })}
              onClick={() => setWithdrawing(user)}
            >
              <Eraser aria-hidden="true" className="size-5 text-rose-700" />
            </Button>
          </span>,
        ]}
      />

      {editing ? (
        <EditUserDialog
          user={editing}
          isSelf={editing.user_id === me?.id}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
      {withdrawing ? (
        <WithdrawContributionsDialog
          user={withdrawing}
          name={nameOf(withdrawing)}
          onOpenChange={(open) => {
            if (!open) setWithdrawing(null);
          }}
        />
      ) : null}
    </AdminLayout>
  );
}
