import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { SiteFooter } from "./site-footer";

/** Route `handle` flags the layout reads (set in app/router.tsx). */
export type RouteHandle = { isBare?: boolean };

/**
 * The shell around every page: skip link, page outlet, footer and scroll restoration. Routes marked
 * `handle: { isBare: true }` (the onboarding intro) render without the footer, full screen.
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
        <div className="flex-1">
          <Outlet />
        </div>
        {isBare ? null : <SiteFooter />}
      </div>
      <ScrollRestoration />
    </>
  );
}
