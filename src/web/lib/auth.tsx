/**
 * The signed-in user as the whole web app sees it (spec 01 §4 "Auth", §6 roles as three flags).
 * Sessions live in an HTTP-only cookie set by better-auth; `GET /api/me` tells who is signed in.
 */
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import type { TMe } from "#shared/schemas/me";
import { api } from "./api-client";

export const ME_QUERY_KEY = ["me"] as const;

type AuthState = {
  user: TMe["user"] | null;
  profile: TMe["profile"] | null;
  isLoading: boolean;
  isAdmin: boolean;
  isProvider: boolean;
  isParent: boolean;
  /** Re-reads the session, e.g. after sign-in. */
  refresh: () => Promise<void>;
};

const AuthContext = createContext<AuthState | undefined>(undefined);

/** `GET /api/me`, read by every page (the server inlines it into each one). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: () => api<TMe | null>("/me"),
    staleTime: 5 * 60_000,
  });

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);
  const value = useMemo<AuthState>(() => {
    const role = me.data?.profile.user_role;
    return {
      user: me.data?.user ?? null,
      profile: me.data?.profile ?? null,
      isLoading: me.isPending,
      isAdmin: role === "admin",
      isProvider: role === "provider",
      isParent: role === "parent",
      refresh,
    };
  }, [me.data, me.isPending, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** @throws Error 'useAuth must be used within an AuthProvider' (spec 01 §8) outside the provider. */
export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
