/**
 * The route table (spec 02 §2.1). Every page is loaded on demand (route-level code splitting) and has
 * its own error boundary, so a failing page never takes the app shell down.
 */
import { createBrowserRouter, replace, type RouteObject } from "react-router";
import { PageFallback } from "../components/layout/page-fallback";
import { RootLayout, type RouteHandle } from "../components/layout/root-layout";
import { RouteError } from "../components/layout/route-error";
import { homeQueryOptions } from "../features/home/api/get-home";
import { placeQueryOptions } from "../features/places/api/get-place";
import { parsePlaceType, placesQueryOptions } from "../features/places/api/get-places";
import { isOnboardingCompleted } from "../lib/onboarding-storage";
import { queryClient } from "../lib/query-client";

const page = (load: () => Promise<{ Component: React.ComponentType }>): Partial<RouteObject> => ({
  lazy: load,
  errorElement: <RouteError />,
  hydrateFallbackElement: <PageFallback />,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: "/",
        ...page(() => import("../features/home/home-page").then((m) => ({ Component: m.HomePage }))),
        // Home waits for the intro (spec 01 §2 Home): redirect before any home content renders, and
        // start the one home request while the page's code still downloads (STYLE.md habit 2).
        loader: () => {
          if (!isOnboardingCompleted()) return replace("/onboarding");
          void queryClient.prefetchQuery(homeQueryOptions());
          return null;
        },
      },
      {
        path: "/onboarding",
        handle: { isBare: true } satisfies RouteHandle,
        ...page(() =>
          import("../features/onboarding/onboarding-page").then((m) => ({ Component: m.OnboardingPage })),
        ),
      },
      {
        path: "/auth",
        ...page(() => import("../features/auth/auth-page").then((m) => ({ Component: m.AuthPage }))),
      },
      {
        path: "/places",
        ...page(() => import("../features/places/places-page").then((m) => ({ Component: m.PlacesPage }))),
        loader: ({ request }) => {
          const type = parsePlaceType(new URL(request.url).searchParams.get("type"));
          void queryClient.prefetchInfiniteQuery(placesQueryOptions(type));
          return null;
        },
      },
      {
        path: "/places/:id",
        ...page(() =>
          import("../features/places/place-detail-page").then((m) => ({ Component: m.PlaceDetailPage })),
        ),
        loader: ({ params }) => {
          if (params.id) void queryClient.prefetchQuery(placeQueryOptions(params.id));
          return null;
        },
      },
      {
        path: "*",
        ...page(() =>
          import("../components/layout/not-found-page").then((m) => ({ Component: m.NotFoundPage })),
        ),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
