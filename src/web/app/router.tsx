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
 * in parallel with its code, and the route's handle names them for the server renderer and hydration.
 */
const page = (
  load: () => Promise<{ Component: React.ComponentType }>,
  namespaces: readonly string[] = [],
  handle: RouteHandle = {},
): Partial<RouteObject> => ({
  lazy: async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0],
  handle: { ...handle, namespaces } satisfies RouteHandle,
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
        ...page(
          () =>
            import("../features/onboarding/onboarding-page").then((m) => ({ Component: m.OnboardingPage })),
          ["onboarding"],
          { isBare: true },
        ),
      },
      {
        path: "/auth",
        ...page(
          () => import("../features/auth/auth-page").then((m) => ({ Component: m.AuthPage })),
          ["auth"],
        ),
      },
      {
        path: "/auth/forgot-password",
        ...page(
          () =>
            import("../features/auth/forgot-password-page").then((m) => ({
              Component: m.ForgotPasswordPage,
            })),
          ["auth"],
        ),
      },
      {
        path: "/auth/reset-password",
        ...page(
          () =>
            import("../features/auth/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
          ["auth"],
        ),
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
        ...page(
          () =>
            import("../features/places/place-detail-page").then((m) => ({ Component: m.PlaceDetailPage })),
          ["facts", "reviews", "reports"],
        ),
        loader: ({ params }) => {
          if (params.id) void queryClient.prefetchQuery(placeQueryOptions(params.id));
          return null;
        },
      },
      {
        path: "/community",
        ...page(
          () => import("../features/community/community-page").then((m) => ({ Component: m.CommunityPage })),
          ["community"],
        ),
        loader: ({ request }) => {
          const type = parsePostType(new URL(request.url).searchParams.get("type"));
          void queryClient.prefetchInfiniteQuery(postsQueryOptions(type));
          return null;
        },
      },
      {
        path: "/community/create",
        ...page(
          () =>
            import("../features/community/create-post-page").then((m) => ({ Component: m.CreatePostPage })),
          ["community"],
        ),
      },
      {
        path: "/community/:id",
        ...page(
          () =>
            import("../features/community/post-detail-page").then((m) => ({ Component: m.PostDetailPage })),
          ["community", "reports"],
        ),
      },
      {
        path: "/profile",
        ...page(
          () => import("../features/profile/profile-page").then((m) => ({ Component: m.ProfilePage })),
          ["profile"],
        ),
      },
      {
        path: "/suggest-place",
        ...page(
          () =>
            import("../features/suggestions/suggest-place-page").then((m) => ({
              Component: m.SuggestPlacePage,
            })),
          ["suggestions"],
        ),
      },
      {
        path: "/suggest-course",
        ...page(
          () =>
            import("../features/suggestions/suggest-course-page").then((m) => ({
              Component: m.SuggestCoursePage,
            })),
          ["suggestions"],
        ),
      },
      {
        path: "/share",
        ...page(
          () => import("../features/share/share-page").then((m) => ({ Component: m.SharePage })),
          ["share"],
        ),
      },
      {
        path: "/feedback",
        ...page(
          () => import("../features/feedback/feedback-page").then((m) => ({ Component: m.FeedbackPage })),
          ["feedback"],
        ),
      },
      {
        path: "/survey",
        ...page(
          () => import("../features/feedback/survey-page").then((m) => ({ Component: m.SurveyPage })),
          ["feedback"],
        ),
      },
      {
        path: "/about",
        ...page(
          () => import("../features/about/about-page").then((m) => ({ Component: m.AboutPage })),
          ["about"],
        ),
      },
      // Issue 7: café landing, edit and profile views (spec 02 §2.14–§2.16).
      {
        path: "/cafe",
        ...page(
          () => import("../features/cafe/cafe-landing-page").then((m) => ({ Component: m.CafeLandingPage })),
          ["cafe"],
        ),
      },
      {
        path: "/cafe/edit",
        ...page(
          () => import("../features/cafe/cafe-edit-page").then((m) => ({ Component: m.CafeEditPage })),
          ["cafe"],
        ),
      },
      {
        path: "/cafe/profile",
        ...page(
          () => import("../features/cafe/cafe-profile-page").then((m) => ({ Component: m.OwnCafePage })),
          ["cafe", "reviews"],
        ),
      },
      {
        path: "/cafe/:cafeId",
        ...page(
          () => import("../features/cafe/cafe-profile-page").then((m) => ({ Component: m.CafePage })),
          ["cafe", "reviews"],
        ),
      },
      {
        path: "/impressum",
        ...page(
          () => import("../features/legal/impressum-page").then((m) => ({ Component: m.ImpressumPage })),
          ["legal"],
        ),
      },
      {
        path: "/datenschutz",
        ...page(
          () => import("../features/legal/datenschutz-page").then((m) => ({ Component: m.DatenschutzPage })),
          ["legal"],
        ),
      },
      {
        path: "/terms",
        ...page(
          () => import("../features/legal/terms-page").then((m) => ({ Component: m.TermsPage })),
          ["legal"],
        ),
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
        ...page(
          () => import("../features/search/search-page").then((m) => ({ Component: m.SearchPage })),
          ["search"],
        ),
      },
      {
        path: "/favorites",
        ...page(
          () => import("../features/favorites/favorites-page").then((m) => ({ Component: m.FavoritesPage })),
          ["favorites"],
        ),
      },
      // Issue "Admin" (spec 02 §2.1–§2.10): every screen guards itself with features/admin/admin-layout
      // and loads the shared "admin" strings with its own namespace.
      {
        path: "/admin",
        ...page(
          () =>
            import("../features/admin/dashboard/admin-dashboard-page").then((m) => ({
              Component: m.AdminDashboardPage,
            })),
          ["admin"],
        ),
      },
      {
        path: "/admin/place-suggestions",
        ...page(
          () =>
            import("../features/admin/suggestions/place-suggestions-page").then((m) => ({
              Component: m.PlaceSuggestionsPage,
            })),
          ["admin"],
        ),
      },
      {
        path: "/admin/course-suggestions",
        ...page(
          () =>
            import("../features/admin/suggestions/course-suggestions-page").then((m) => ({
              Component: m.CourseSuggestionsPage,
            })),
          ["admin"],
        ),
      },
      {
        path: "/admin/feedback",
        ...page(
          () =>
            import("../features/admin/feedback/admin-feedback-page").then((m) => ({
              Component: m.AdminFeedbackPage,
            })),
          ["admin"],
        ),
      },
      {
        path: "/admin/feature-requests",
        ...page(
          () =>
            import("../features/admin/feedback/feature-requests-page").then((m) => ({
              Component: m.FeatureRequestsPage,
            })),
          ["admin", "feedback"],
        ),
      },
      {
        path: "/admin/audit",
        ...page(
          () => import("../features/admin/audit/audit-page").then((m) => ({ Component: m.AuditPage })),
          ["admin"],
        ),
      },
      {
        path: "/admin/places",
        ...page(
          () =>
            import("../features/admin/places/admin-places-page").then((m) => ({
              Component: m.AdminPlacesPage,
            })),
          ["admin", "admin-catalogue"],
        ),
      },
      {
        path: "/admin/courses",
        ...page(
          () =>
            import("../features/admin/courses/admin-courses-page").then((m) => ({
              Component: m.AdminCoursesPage,
            })),
          ["admin", "admin-catalogue"],
        ),
      },
      {
        path: "/admin/tag-management",
        ...page(
          () =>
            import("../features/admin/tags/tag-management-page").then((m) => ({
              Component: m.TagManagementPage,
            })),
          ["admin", "admin-catalogue"],
        ),
      },
      {
        path: "/admin/users",
        ...page(
          () =>
            import("../features/admin/users/admin-users-page").then((m) => ({ Component: m.AdminUsersPage })),
          ["admin", "admin-people"],
        ),
      },
      {
        path: "/admin/posts",
        ...page(
          () =>
            import("../features/admin/posts/admin-posts-page").then((m) => ({ Component: m.AdminPostsPage })),
          ["admin", "admin-people"],
        ),
      },
      // Issue 7: providers (spec 02 §2.11–§2.13) and the provider and café approval queue.
      {
        path: "/provider",
        ...page(
          () =>
            import("../features/provider/provider-landing-page").then((m) => ({
              Component: m.ProviderLandingPage,
            })),
          ["provider"],
        ),
      },
      {
        path: "/provider/edit",
        ...page(
          () =>
            import("../features/provider/provider-edit-page").then((m) => ({
              Component: m.ProviderEditPage,
            })),
          ["provider"],
        ),
      },
      {
        path: "/provider/profile",
        ...page(
          () =>
            import("../features/provider/provider-profile-page").then((m) => ({
              Component: m.OwnProviderProfilePage,
            })),
          ["provider"],
        ),
      },
      {
        path: "/provider/:id",
        ...page(
          () =>
            import("../features/provider/provider-profile-page").then((m) => ({
              Component: m.ProviderProfilePage,
            })),
          ["provider"],
        ),
        loader: ({ params }) => {
          const { id } = params;
          // Imported here, not at the top: the provider API is only the provider pages' (and would be
          // a file of its own that every page, `/` too, loads).
          if (id) {
            void import("../features/provider/api/provider-api").then(({ providerQueryOptions }) =>
              queryClient.prefetchQuery(providerQueryOptions(id)),
            );
          }
          return null;
        },
      },
      {
        path: "/admin/profile-approvals",
        ...page(
          () =>
            import("../features/admin/profile-approvals/profile-approvals-page").then((m) => ({
              Component: m.ProfileApprovalsPage,
            })),
          ["admin", "provider"],
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
