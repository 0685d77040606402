/** `GET /api/auth-providers`: which social sign-ins to offer on /auth (only those the server has set up). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAuthProviders } from "#shared/schemas/auth";
import { api } from "#web/lib/api-client";

export const getAuthProviders = (): Promise<TAuthProviders> => api<TAuthProviders>("/auth-providers");

export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: ["auth-providers"], queryFn: getAuthProviders, staleTime: Infinity });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
