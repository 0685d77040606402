/**
 * Users management calls (spec 02 §2.8, §7): `GET /api/admin/users?q=&role=` (paged, newest first)
 * `PATCH /api/admin/users/:id` with the 'Edit User Profile' fields, and
 * `POST /api/admin/users/:id/withdraw-contributions`.
 */
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import type { UserRole } from "#shared/constants";
import type {
  TAdminUpdateUserRequest,
  TAdminUser,
  TAdminUserList,
  TWithdrawnContributions,
} from "#shared/schemas/admin-users";
import { api } from "#web/lib/api-client";
import { useInvalidateAfterAdminWrite } from "#web/features/admin/api/admin-query-keys";
import { adminListQueryOptions } from "#web/features/admin/api/paged-list";

export type UserFilters = { q?: string | undefined; role?: UserRole | undefined };

export const useAdminUsers = (filters: UserFilters) =>
  useInfiniteQuery(adminListQueryOptions<TAdminUserList>("users", filters));

export const updateAdminUser = ({ id, values }: { id: string; values: TAdminUpdateUserRequest }) =>
  api<TAdminUser>(`/admin/users/${encodeURIComponent(id)}`, { method: "PATCH", body: values });

/** Saves the dialog, then refreshes the admin lists and counts. */
export function useUpdateAdminUser() {
  const onSuccess = useInvalidateAfterAdminWrite();
  return useMutation({ mutationFn: updateAdminUser, onSuccess });
}

/** Withdraws every contribution of the account behind profile `id` (docs/decisions/042). */
export const withdrawContributions = (id: string) =>
  api<TWithdrawnContributions>(`/admin/users/${encodeURIComponent(id)}/withdraw-contributions`, {
    method: "POST",
  });

/** Withdraws, then refreshes the admin lists and the public places (facts, ratings, photos change). */
export function useWithdrawContributions() {
  const onSuccess = useInvalidateAfterAdminWrite();
  return useMutation({ mutationFn: withdrawContributions, onSuccess });
}
