import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { EngagementPrompts } from "../pwa/engagement-prompts";
import { OfflineBanner } from "../pwa/offline-banner";
import { UpdatePrompt } from "../pwa/update-prompt";
import { SiteFooter } from "./site-footer";

/**
 * Route `handle` data (set in app/router.tsx): the flags the layout reads, and the feature string files
 * (lib/i18n namespaces) the page reads.
 */
export type RouteHandle = { isBare?: boolean; namespaces?: readonly string[] };

/**
 * The shell around every page: skip link, offline banner, page outlet, footer, the service worker's
 * update prompt, the install and survey prompts, and scroll restoration. Routes marked
 * `handle: { isBare: true }` (the onboarding intro) render without the footer and prompts, full screen.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const isBare = matches.some((match) => (match.handle as RouteHandle | undefined)?.isBare);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("layout.skipToContent")}
      </a>
      <div className="flex min-h-dvh flex-col">
        <OfflineBanner />
        <Suspense>
          <div className="flex-1">
            <Outlet />
          </div>
        </Suspense>
        {isBare ? null : (
          <Suspense>
            <SiteFooter />
          </Suspense>
        )}
      </div>
      <UpdatePrompt />
      {/* The install and survey prompts never interrupt the intro. */}
      {isBare ? null : <EngagementPrompts />}
      <ScrollRestoration />
    </>
  );
}
