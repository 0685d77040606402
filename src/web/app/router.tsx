/**
 * The route table (spec 02 §2.1). Every page is loaded on demand (route-level code splitting) and has
 * its own error boundary, so a failing page never takes the app shell down.
 */
import { createBrowserRouter, replace, type HydrationState, type RouteObject } from "react-router";
import { PageFallback } from "../components/layout/page-fallback";
import { RootLayout, type RouteHandle } from "../components/layout/root-layout";
import { RouteError } from "../components/layout/route-error";
import { parsePostType, postsQueryOptions } from "../features/community/api/get-posts";
import { courseQueryOptions } from "../features/courses/api/get-course";
import { homeQueryOptions } from "../features/home/api/get-home";
import { placeQueryOptions } from "../features/places/api/get-place";
import { NO_PLACE_FILTERS, placesQueryOptions } from "../features/places/api/get-places";
import { loadNamespaces } from "../lib/i18n";
import { isOnboardingCompleted } from "../lib/onboarding-storage";
import { queryClient } from "../lib/query-client";

/**
 * A lazily loaded page. `namespaces` are the feature string files (lib/i18n) the page reads; they load
 * in parallel with its code.
 */
const page = (
  load: () => Promise<{ Component: React.ComponentType }>,
  namespaces: readonly string[] = [],
): Partial<RouteObject> => ({
  lazy: async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0],
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
          // The plain list starts downloading with the page's code; filtered lists are read by the page
          // (their URL parser stays out of the app shell).
          if (!new URL(request.url).search)
            void queryClient.prefetchInfiniteQuery(placesQueryOptions(NO_PLACE_FILTERS));
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
        path: "/community",
        ...page(() =>
          import("../features/community/community-page").then((m) => ({ Component: m.CommunityPage })),
        ),
        loader: ({ request }) => {
          const type = parsePostType(new URL(request.url).searchParams.get("type"));
          void queryClient.prefetchInfiniteQuery(postsQueryOptions(type));
          return null;
        },
      },
      {
        path: "/community/create",
        ...page(() =>
          import("../features/community/create-post-page").then((m) => ({ Component: m.CreatePostPage })),
        ),
      },
      {
        path: "/community/:id",
        ...page(() =>
          import("../features/community/post-detail-page").then((m) => ({ Component: m.PostDetailPage })),
        ),
      },
      {
        path: "/profile",
        ...page(() => import("../features/profile/profile-page").then((m) => ({ Component: m.ProfilePage }))),
      },
      {
        path: "/suggest-place",
        ...page(() =>
          import("../features/suggestions/suggest-place-page").then((m) => ({
            Component: m.SuggestPlacePage,
          })),
        ),
      },
      {
        path: "/suggest-course",
        ...page(() =>
          import("../features/suggestions/suggest-course-page").then((m) => ({
            Component: m.SuggestCoursePage,
          })),
        ),
      },
      {
        path: "/share",
        ...page(() => import("../features/share/share-page").then((m) => ({ Component: m.SharePage }))),
      },
      {
        path: "/feedback",
        ...page(() =>
          import("../features/feedback/feedback-page").then((m) => ({ Component: m.FeedbackPage })),
        ),
      },
      {
        path: "/survey",
        ...page(() => import("../features/feedback/survey-page").then((m) => ({ Component: m.SurveyPage }))),
      },
      {
        path: "/about",
        ...page(() => import("../features/about/about-page").then((m) => ({ Component: m.AboutPage }))),
      },
      {
        path: "/impressum",
        ...page(() =>
          import("../features/legal/impressum-page").then((m) => ({ Component: m.ImpressumPage })),
        ),
      },
      {
        path: "/datenschutz",
        ...page(() =>
          import("../features/legal/datenschutz-page").then((m) => ({ Component: m.DatenschutzPage })),
        ),
      },
      {
        path: "/terms",
        ...page(() => import("../features/legal/terms-page").then((m) => ({ Component: m.TermsPage }))),
      },
      // Issue "Discovery": courses, the home search's results and the favourites.
      {
        path: "/courses",
        ...page(() => import("../features/courses/courses-page").then((m) => ({ Component: m.CoursesPage }))),
      },
      {
        path: "/courses/:id",
        ...page(() =>
          import("../features/courses/course-detail-page").then((m) => ({ Component: m.CourseDetailPage })),
        ),
        loader: ({ params }) => {
          if (params.id) void queryClient.prefetchQuery(courseQueryOptions(params.id));
          return null;
        },
      },
      {
        path: "/search",
        ...page(() => import("../features/search/search-page").then((m) => ({ Component: m.SearchPage }))),
      },
      {
        path: "/favorites",
        ...page(() =>
          import("../features/favorites/favorites-page").then((m) => ({ Component: m.FavoritesPage })),
        ),
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

export const createRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });
