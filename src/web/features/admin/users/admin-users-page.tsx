/**
 * /admin/users (spec 02 §2.8; issue "Admin" §6): search over display name, name and location (and
 * e-mail), a role filter, the 'Users (count)' table with role badges, saved items 'P: n | C: n' and
 * the local join date, and the 'Edit User Profile' dialog per row. Filters live in the URL
 * (`?q=&role=`) so Back and reload keep them. Guarded by AdminLayout (spinner while the role loads).
 */
import { Pencil } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useSearchParams } from "react-router";
import { USER_ROLES, type UserRole } from "../../../../shared/constants";
import type { TAdminUser } from "../../../../shared/schemas/admin-users";
import { SearchField } from "../../../components/search-field";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { CHIP_ROW, ToggleChip } from "../../../components/ui/toggle-chip";
import { useAuth } from "../../../lib/auth";
import { AdminLayout } from "../admin-layout";
import { AdminTable } from "../components/admin-table";
import { formatAdminDate } from "../lib/format-date";
import { useAdminUsers } from "./api/admin-users";
import { EditUserDialog } from "./edit-user-dialog";

/** Spec 02 §2.8: admin destructive, provider default, parent secondary. */
const ROLE_TONES: Record<UserRole, BadgeTone> = { admin: "danger", provider: "brand", parent: "neutral" };

const parseRole = (value: string | null): UserRole | undefined =>
  (USER_ROLES as readonly string[]).includes(value ?? "") ? (value as UserRole) : undefined;

export function AdminUsersPage() {
  const { t, i18n } = useTranslation("admin-people");
  const { user: me } = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = { q: params.get("q") || undefined, role: parseRole(params.get("role")) };
  const query = useAdminUsers(filters);
  const [editing, setEditing] = useState<TAdminUser | null>(null);
  const setFilter = useCallback(
    (key: "q" | "role", value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((value: string) => setFilter("q", value), [setFilter]);
  const nameOf = (user: TAdminUser) => user.display_name || user.name || t("users.unnamed");

  return (
    <AdminLayout title={t("users.title")} description={t("users.subtitle")}>
      <div className="mb-4 flex flex-col gap-3">
        <SearchField
          value={filters.q ?? ""}
          onChange={onSearch}
          label={t("users.search")}
          placeholder={t("users.searchPlaceholder")}
        />
        <div role="group" aria-label={t("users.roleFilter")} className={CHIP_ROW}>
          {(["", ...USER_ROLES] as const).map((role) => (
            <ToggleChip
              key={role || "all"}
              isPressed={(filters.role ?? "") === role}
              onClick={() => setFilter("role", role)}
            >
              {t(`users.roles.${role || "all"}`)}
            </ToggleChip>
          ))}
        </div>
      </div>

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
          <Button
            key="edit"
            variant="ghost"
            size="icon"
            aria-label={t("users.edit", { name: nameOf(user) })}
            onClick={() => setEditing(user)}
          >
            <Pencil aria-hidden="true" className="size-5" />
          </Button>,
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
    </AdminLayout>
  );
}
