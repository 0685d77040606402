import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { OnboardingProfileSync } from "../features/profile/components/onboarding-profile-sync";
import { AuthProvider } from "../lib/auth";
import { FavoriteIdsProvider } from "../lib/favorites";
import { RenderedAtProvider } from "../lib/now";
import { ToastHost } from "../lib/toast";

/**
 * App-wide providers around the router: data cache, the signed-in user and their saved ids, the
 * (lazily loaded) toasts, and the minute a server-rendered page was rendered in (lib/now.tsx).
 * The browser (start.tsx) and the server renderer (entry-server.tsx) wrap their router in the same ones.
 */
export function AppProviders({
  queryClient,
  renderedAt,
  children,
}: {
  queryClient: QueryClient;
  renderedAt?: number | undefined;
  children: ReactNode;
}) {
  return (
    <RenderedAtProvider renderedAt={renderedAt}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <FavoriteIdsProvider>{children}</FavoriteIdsProvider>
          {/* Saves the onboarding answers into the profile on the first signed-in load. */}
          <OnboardingProfileSync />
        </AuthProvider>
        <ToastHost />
      </QueryClientProvider>
    </RenderedAtProvider>
  );
}
