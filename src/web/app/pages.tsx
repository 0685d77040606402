/**
 * The one list of pages (docs/decisions/026-page-registry.md). An entry says everything
 * about a page: its path, its module (loaded on demand), the feature string files it reads, the API
 * reads it starts with and, for the server renderer only, when the server renders it and its head. The
 * route table (router.tsx) and the server renderer (entry-server.tsx) are derived from it: adding a page
 * is one entry here plus its component.
 *
 * Server-only parts are written `import.meta.env.SSR && …`: the browser build replaces the flag with
 * false and drops them (the head builders). What only they need is imported inside them: a static
 * import would still place the module in the browser's chunks (the JSON-LD builders, the search's
 * criteria parser).
 */
import type {
  DefaultError,
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from "@tanstack/react-query";
import type { Params } from "react-router";
import { ONBOARDED_COOKIE } from "#shared/cookies";
import type { TMe } from "#shared/schemas/me";
import { toHeadTags, type HeadTags } from "#shared/seo/page-head";
import { parsePostType, postsQueryOptions } from "../features/community/api/get-posts";
import { courseQueryOptions } from "../features/courses/api/get-course";
import { coursesQueryOptions } from "../features/courses/api/get-courses";
import { NO_COURSE_FILTERS } from "../features/courses/lib/course-filters";
import { homeQueryOptions } from "../features/home/api/get-home";
import { factQuestionsQueryOptions, myFactAnswersQueryOptions } from "../features/places/api/answer-fact";
import { placeQueryOptions } from "../features/places/api/get-place";
import { NO_PLACE_FILTERS, placesQueryOptions } from "../features/places/api/get-places";
import { placeTypesQueryOptions } from "../features/places/api/get-place-types";
import { isOnboardingCompleted } from "../lib/onboarding-storage";
import { tagsQueryOptions } from "../lib/tags";

/** What an entry's reads, server-render rule and head see of the request. */
export type PageContext = {
  params: Params;
  url: URL;
  /** The visitor as `GET /api/me` answered; undefined in the browser until it has. */
  me: TMe | null | undefined;
};

/** One API read a page starts with: puts the query into the client (TanStack `prefetchQuery`). */
export type PageRead = (client: QueryClient) => Promise<void>;

export type PageEntry = {
  path: string;
  /** The page's module under src/web (as Vite's build manifest names it). */
  module: string;
  /** The component it shows; by default the one named after the file (place-detail-page → PlaceDetailPage). */
  component?: string;
  /** Feature string files (lib/i18n namespaces) the page reads, loaded with its code. */
  namespaces?: readonly string[];
  /** Full screen, without the footer and prompts (components/layout/root-layout.tsx). */
  isBare?: boolean;
  /** Browser only, before anything renders: where to go instead, if anywhere. */
  redirect?: () => string | undefined;
  /**
   * The reads the page starts with: the browser's route loader starts them while the page's code loads;
   * the server reads them through its own API and inlines the answers (`false`: on the server only,
   * where the browser would load more code than the page saves). An answer 301 moves the page
   * along (its path is the read's); 400 or 404 makes it `notFoundTitle`'s 404 page where it has one.
   */
  reads?: false | ((page: PageContext) => PageRead[] | Promise<PageRead[]>);
  /**
   * Server only: whether the server renders the page for this request (`cookie`: the Cookie header).
   * It renders only with the page's data: never when `reads` gave none or one of them failed.
   */
  isServerRendered?: boolean | ((page: PageContext & { cookie: string }) => boolean);
  /**
   * Server only: the page's title and meta description as keys of its strings, which the server writes
   * in the request's language (the title key is the one the page's `useDocumentTitle` shows), or how to
   * build the head tags from the page's reads. Without one the server writes the site's (`home.title`,
   * `home.metaDescription`).
   */
  head?:
    | false
    | HeadKeys
    | ((
        page: PageContext & { client: QueryClient; publicUrl: string },
      ) => HeadTags | undefined | Promise<HeadTags | undefined>);
  /** Server only: the key of the title of the 404 page a read answering 400 or 404 makes (the entity is not there). */
  notFoundTitle?: string;
};

/** Keys in the page's namespaces (then the default one) of its title and meta description. */
export type HeadKeys = { title: string; description?: string };

/** A read of one answer (`queryOptions`). */
const one =
  <TData, TKey extends QueryKey>(options: FetchQueryOptions<TData, DefaultError, TData, TKey>): PageRead =>
  (client) =>
    client.prefetchQuery(options);

/** A read of the first page of a "Load more" list (`infiniteQueryOptions`). */
const firstPage =
  <TData, TKey extends QueryKey, TPageParam>(
    options: FetchInfiniteQueryOptions<TData, DefaultError, TData, TKey, TPageParam>,
  ): PageRead =>
  (client) =>
    client.prefetchInfiniteQuery(options);

export const pages: PageEntry[] = [
  {
    path: "/",
    module: "features/home/home-page.tsx",
    // Home waits for the intro (spec 01 §2 Home): the browser redirects before any home content renders.
    redirect: () => (isOnboardingCompleted() ? undefined : "/onboarding"),
    reads: () => [one(homeQueryOptions())],
    // Rendered for visitors who finished the intro (the app mirrors that into a cookie); everybody else
    // is sent to /onboarding by the browser, so the server sends the shell.
    isServerRendered:
      import.meta.env.SSR &&
      (({ cookie }) => new RegExp(`(?:^|;\\s*)${ONBOARDED_COOKIE}=1(?:;|$)`).test(cookie)),
  },
  {
    path: "/onboarding",
    module: "features/onboarding/onboarding-page.tsx",
    namespaces: ["onboarding"],
    isBare: true,
  },
  {
    path: "/auth",
    module: "features/auth/auth-page.tsx",
    namespaces: ["auth"],
    head: { title: "auth.signIn" },
  },
  {
    path: "/auth/forgot-password",
    module: "features/auth/forgot-password-page.tsx",
    namespaces: ["auth"],
    head: { title: "auth.forgot.heading" },
  },
  {
    path: "/auth/reset-password",
    module: "features/auth/reset-password-page.tsx",
    namespaces: ["auth"],
    head: { title: "auth.reset.heading" },
  },
  {
    path: "/places",
    module: "features/places/places-page.tsx",
    // The plain list starts with its first page and the filter tags; a filtered list (query string) is
    // read by the page, whose URL parser stays out of the app shell. Either way the type chips know at
    // once which types have places, so no chip appears and then goes.
    reads: ({ url }) => [
      one(placeTypesQueryOptions()),
      ...(url.search
        ? []
        : [firstPage(placesQueryOptions(NO_PLACE_FILTERS)), one(tagsQueryOptions("places"))]),
    ],
    isServerRendered: true,
    head: { title: "places.title", description: "places.metaDescription" },
  },
  {
    path: "/places/:id",
    module: "features/places/place-detail-page.tsx",
    namespaces: ["facts", "reviews", "reports"],
    // A parent also sees their own answers and, on a place they saved, the open questions at once.
    reads: ({ params, me }) => [
      one(placeQueryOptions(params.id!)),
      ...(me ? [one(myFactAnswersQueryOptions(params.id!)), one(factQuestionsQueryOptions(params.id!))] : []),
    ],
    isServerRendered: true,
    head:
      import.meta.env.SSR &&
      (async ({ client, params, publicUrl }) => {
        const { buildPlaceHead } = await import("#shared/seo/place-head");
        const place = client.getQueryData(placeQueryOptions(params.id!).queryKey);
        return place && toHeadTags(buildPlaceHead(place, publicUrl));
      }),
    notFoundTitle: "places.detail.notFound",
  },
  {
    path: "/community",
    module: "features/community/community-page.tsx",
    namespaces: ["community"],
    reads: ({ url }) => [firstPage(postsQueryOptions(parsePostType(url.searchParams.get("type"))))],
    head: { title: "community.title", description: "community.metaDescription" },
  },
  // Account-only pages (spec 01 §6): no head, no reads.
  {
    path: "/community/create",
    module: "features/community/create-post-page.tsx",
    namespaces: ["community"],
  },
  {
    path: "/community/:id",
    module: "features/community/post-detail-page.tsx",
    namespaces: ["community", "reports"],
  },
  {
    path: "/profile",
    module: "features/profile/profile-page.tsx",
    namespaces: ["profile"],
  },
  {
    path: "/suggest-place",
    module: "features/suggestions/suggest-place-page.tsx",
    namespaces: ["suggestions"],
  },
  {
    path: "/suggest-course",
    module: "features/suggestions/suggest-course-page.tsx",
    namespaces: ["suggestions"],
  },
  // Public pages (spec 01 §2, spec 02 §2.17): head tags only, their content needs no data.
  {
    path: "/share",
    module: "features/share/share-page.tsx",
    namespaces: ["share"],
    head: { title: "share.title", description: "share.metaDescription" },
  },
  {
    path: "/feedback",
    module: "features/feedback/feedback-page.tsx",
    namespaces: ["feedback"],
    head: { title: "feedback.title", description: "feedback.metaDescription" },
  },
  {
    path: "/survey",
    module: "features/feedback/survey-page.tsx",
    namespaces: ["feedback"],
    head: { title: "survey.title", description: "survey.metaDescription" },
  },
  {
    path: "/about",
    module: "features/about/about-page.tsx",
    namespaces: ["about"],
    head: { title: "about.title", description: "about.metaDescription" },
  },
  // Cafés (spec 02 §2.14–§2.16); a café's page carries its head tags and JSON-LD.
  {
    path: "/cafe",
    module: "features/cafe/cafe-landing-page.tsx",
    namespaces: ["cafe"],
    head: { title: "landing.title", description: "landing.metaDescription" },
  },
  {
    path: "/cafe/edit",
    module: "features/cafe/cafe-edit-page.tsx",
    namespaces: ["cafe"],
  },
  {
    path: "/cafe/profile",
    module: "features/cafe/cafe-profile-page.tsx",
    component: "OwnCafePage",
    namespaces: ["cafe", "reviews"],
  },
  {
    path: "/cafe/:cafeId",
    module: "features/cafe/cafe-profile-page.tsx",
    component: "CafePage",
    namespaces: ["cafe", "reviews"],
    // The café API is only the café pages' (a file of its own that `/` never loads), so imported here.
    reads: async ({ params }) => {
      const { cafeQueryOptions } = await import("../features/cafe/api/cafe-api");
      return [one(cafeQueryOptions(params.cafeId!))];
    },
    head:
      import.meta.env.SSR &&
      (async ({ client, params, publicUrl }) => {
        const [{ cafeQueryOptions }, { buildCafeHead }] = await Promise.all([
          import("../features/cafe/api/cafe-api"),
          import("#shared/seo/cafe-head"),
        ]);
        const cafe = client.getQueryData(cafeQueryOptions(params.cafeId!).queryKey);
        return cafe && toHeadTags(buildCafeHead(cafe, publicUrl));
      }),
    notFoundTitle: "view.notFound",
  },
  {
    path: "/impressum",
    module: "features/legal/impressum-page.tsx",
    namespaces: ["legal"],
    head: { title: "legal.imprint", description: "legal.imprintDescription" },
  },
  {
    path: "/datenschutz",
    module: "features/legal/datenschutz-page.tsx",
    namespaces: ["legal"],
    head: { title: "legal.privacy", description: "legal.privacyDescription" },
  },
  {
    path: "/terms",
    module: "features/legal/terms-page.tsx",
    namespaces: ["legal"],
    head: { title: "legal.terms", description: "legal.termsDescription" },
  },
  // Discovery: courses, the home search's results and the favourites.
  {
    path: "/courses",
    module: "features/courses/courses-page.tsx",
    // As /places: the plain list starts with its first page and the filter tags.
    reads: ({ url }) =>
      url.search ? [] : [firstPage(coursesQueryOptions(NO_COURSE_FILTERS)), one(tagsQueryOptions("courses"))],
    isServerRendered: true,
    head: { title: "courses.title", description: "courses.metaDescription" },
  },
  {
    path: "/courses/:id",
    module: "features/courses/course-detail-page.tsx",
    reads: ({ params }) => [one(courseQueryOptions(params.id!))],
    head:
      import.meta.env.SSR &&
      (async ({ client, params, publicUrl }) => {
        const { buildCourseHead } = await import("#shared/seo/course-head");
        const course = client.getQueryData(courseQueryOptions(params.id!).queryKey);
        return course && toHeadTags(buildCourseHead(course, publicUrl));
      }),
    notFoundTitle: "courses.detail.notFound",
  },
  {
    path: "/search",
    module: "features/search/search-page.tsx",
    namespaces: ["search"],
    // Criteria the page accepts start with their first page of results; the page explains missing or
    // invalid ones itself, in the visitor's language. Read on the server only: the criteria parser (with
    // date-fns and the districts) is the page's own, out of the app shell.
    reads:
      import.meta.env.SSR &&
      (async ({ url }) => {
        const [{ criteriaProblem, readSearchCriteria }, { searchQueryOptions }] = await Promise.all([
          import("../features/search/lib/search-criteria"),
          import("../features/search/api/search"),
        ]);
        if (criteriaProblem(url.searchParams)) return [];
        return [firstPage(searchQueryOptions(readSearchCriteria(url.searchParams)))];
      }),
    isServerRendered: true,
    head: { title: "search.title" },
  },
  {
    path: "/favorites",
    module: "features/favorites/favorites-page.tsx",
    namespaces: ["favorites"],
    // A signed-in visitor's saved cards (the ids every page has), read on the server only (the page's
    // API module stays out of the app shell); the browser sends everyone else to /auth (spec 01 §2).
    reads:
      import.meta.env.SSR &&
      (async ({ me }) => {
        if (!me) return [];
        const { favoritesQueryOptions } = await import("../features/favorites/api/get-favorites");
        return [one(favoritesQueryOptions(me.user.id))];
      }),
    isServerRendered: true,
  },
  // Admin (spec 02 §2.1–§2.10): every screen guards itself with features/admin/admin-layout and loads the
  // shared "admin" strings with its own namespace.
  {
    path: "/admin",
    module: "features/admin/dashboard/admin-dashboard-page.tsx",
    namespaces: ["admin"],
  },
  {
    path: "/admin/place-suggestions",
    module: "features/admin/suggestions/place-suggestions-page.tsx",
    namespaces: ["admin"],
  },
  {
    path: "/admin/course-suggestions",
    module: "features/admin/suggestions/course-suggestions-page.tsx",
    namespaces: ["admin"],
  },
  {
    path: "/admin/feedback",
    module: "features/admin/feedback/admin-feedback-page.tsx",
    namespaces: ["admin"],
  },
  {
    path: "/admin/feature-requests",
    module: "features/admin/feedback/feature-requests-page.tsx",
    namespaces: ["admin", "feedback"],
  },
  {
    path: "/admin/audit",
    module: "features/admin/audit/audit-page.tsx",
    // The details label a fact's answer, a report's reason and a tag's settings as those screens do.
    namespaces: ["admin", "facts", "reports", "admin-catalogue"],
  },
  {
    path: "/admin/places",
    module: "features/admin/places/admin-places-page.tsx",
    namespaces: ["admin", "admin-catalogue"],
  },
  {
    path: "/admin/courses",
    module: "features/admin/courses/admin-courses-page.tsx",
    namespaces: ["admin", "admin-catalogue"],
  },
  {
    path: "/admin/tag-management",
    module: "features/admin/tags/tag-management-page.tsx",
    namespaces: ["admin", "admin-catalogue"],
  },
  {
    path: "/admin/users",
    module: "features/admin/users/admin-users-page.tsx",
    namespaces: ["admin", "admin-people"],
  },
  {
    path: "/admin/posts",
    module: "features/admin/posts/admin-posts-page.tsx",
    namespaces: ["admin", "admin-people"],
  },
  // Providers (spec 02 §2.11–§2.13) and the provider and café approval queue (decision 009).
  {
    path: "/provider",
    module: "features/provider/provider-landing-page.tsx",
    namespaces: ["provider"],
    head: { title: "landing.title", description: "landing.metaDescription" },
  },
  {
    path: "/provider/edit",
    module: "features/provider/provider-edit-page.tsx",
    namespaces: ["provider"],
  },
  {
    path: "/provider/profile",
    module: "features/provider/provider-profile-page.tsx",
    component: "OwnProviderProfilePage",
    namespaces: ["provider"],
  },
  {
    path: "/provider/:id",
    module: "features/provider/provider-profile-page.tsx",
    namespaces: ["provider"],
    // As the café's: the provider API is only the provider pages'.
    reads: async ({ params }) => {
      const { providerQueryOptions } = await import("../features/provider/api/provider-api");
      return [one(providerQueryOptions(params.id!))];
    },
    head:
      import.meta.env.SSR &&
      (async ({ client, params, publicUrl }) => {
        const [{ providerQueryOptions }, { buildProviderHead }] = await Promise.all([
          import("../features/provider/api/provider-api"),
          import("#shared/seo/provider-head"),
        ]);
        const profile = client.getQueryData(providerQueryOptions(params.id!).queryKey);
        return profile && toHeadTags(buildProviderHead(profile, publicUrl));
      }),
    notFoundTitle: "view.notFound",
  },
  {
    path: "/admin/profile-approvals",
    module: "features/admin/profile-approvals/profile-approvals-page.tsx",
    namespaces: ["admin", "provider"],
  },
  { path: "*", module: "components/layout/not-found-page.tsx" },
];
