import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { OnboardingProfileSync } from "../features/profile/components/onboarding-profile-sync";
import { AuthProvider } from "../lib/auth";
import { FavoriteIdsProvider } from "../lib/favorites";
import { ToastHost } from "../lib/toast";

/**
 * App-wide providers around the router: data cache, the signed-in user and their saved ids, and the
 * (lazily loaded) toasts.
 * The browser (main.tsx) and the server renderer (entry-server.tsx) wrap their router in the same ones.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <FavoriteIdsProvider>{children}</FavoriteIdsProvider>
        {/* Saves the onboarding answers into the profile on the first signed-in load. */}
        <OnboardingProfileSync />
      </AuthProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
