/** `GET /api/admin/dashboard`: every dashboard count in one request (spec 02 §2.3). */
import { useQuery } from "@tanstack/react-query";
import type { TAdminDashboard } from "#shared/schemas/admin";
import { api } from "#web/lib/api-client";
import { ADMIN_DASHBOARD_QUERY_KEY } from "./admin-query-keys";

export const getAdminDashboard = (signal?: AbortSignal): Promise<TAdminDashboard> =>
  api<TAdminDashboard>("/admin/dashboard", { signal });

export const useAdminDashboard = () =>
  useQuery({ queryKey: ADMIN_DASHBOARD_QUERY_KEY, queryFn: ({ signal }) => getAdminDashboard(signal) });
