/**
 * Query keys of the admin screens. After any admin write, invalidate `ADMIN_QUERY_KEY` (all admin
 * lists and the dashboard counts) — `useInvalidateAfterAdminWrite` does that together with the public
 * lists the write may change.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

export const ADMIN_QUERY_KEY = ["admin"] as const;
export const ADMIN_DASHBOARD_QUERY_KEY = [...ADMIN_QUERY_KEY, "dashboard"] as const;

/** Marks every admin list, the dashboard and the public place, course and home data as stale. */
export function useInvalidateAfterAdminWrite(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [ADMIN_QUERY_KEY, ["places"], ["courses"], ["home"]].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  }, [queryClient]);
}
