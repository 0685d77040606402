/**
 * The client routes the server prepares HTML for (see plugins/spa.ts): which page module each route loads,
 * and, for public pages, the head tags and first data. Routes not listed here still get the app shell.
 */
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { ONBOARDED_COOKIE } from "../shared/cookies.js";
import { LIMITS } from "../shared/constants.js";
import { FACT_FILTERS } from "../shared/family-facts.js";
import { queryList } from "../shared/schemas/common.js";
import { ZSearchQuery, type TSearchQuery } from "../shared/schemas/search.js";
import { findFavorites, getFavoriteIds } from "./modules/favorites/service.js";
import { readHomeData } from "./modules/home/service.js";
import { resolveCriteria, searchFamilyDay } from "./modules/search/service.js";
import { findPlaces, getPlace } from "./modules/places/service.js";
import { findPlaceRedirect } from "./modules/places/redirects.js";
import { readActiveTags } from "./modules/tags/service.js";
import { buildCourseHead } from "./modules/courses/seo.js";
import { findCourses, getCourse } from "./modules/courses/service.js";
import { buildPlaceHead } from "./modules/places/seo.js";
import { buildCafeHead } from "./modules/cafes/seo.js";
import { getCafe } from "./modules/cafes/service.js";
import { loadProviderProfile } from "./modules/providers/profile.js";
import { buildProviderHead } from "./modules/providers/seo.js";
import type { PageHead } from "./lib/page-head.js";
import { getSession, hasSessionCookie } from "./plugins/auth.js";
import { readCookie, type PageDefinition } from "./plugins/spa.js";
import { AppError } from "./lib/app-error.js";

export const pages: PageDefinition[] = [
  {
    path: "/",
    module: "features/home/home-page.tsx",
    // Rendered for visitors who finished the intro (the app mirrors that into a cookie); everybody
    // else is sent to /onboarding by the browser (spec 01 §2 Home), so the server sends the shell.
    isServerRendered: (request) => readCookie(request, ONBOARDED_COOKIE) === "1",
    prepare: async ({ app }) => ({
      data: { "/home": await readHomeData(app.db, app.storage) },
    }),
  },
  { path: "/onboarding", module: "features/onboarding/onboarding-page.tsx" },
  { path: "/auth", module: "features/auth/auth-page.tsx", prepare: async () => ({ title: "Anmelden" }) },
  {
    path: "/auth/forgot-password",
    module: "features/auth/forgot-password-page.tsx",
    prepare: async () => ({ title: "Passwort vergessen" }),
  },
  {
    path: "/auth/reset-password",
    module: "features/auth/reset-password-page.tsx",
    prepare: async () => ({ title: "Neues Passwort" }),
  },
  {
    path: "/places",
    module: "features/places/places-page.tsx",
    // The plain list is rendered with its first page of places and the filter tags inlined; a filtered
    // list (query string) is rendered by the browser, which reads the filters.
    isServerRendered: (request) => !request.url.includes("?"),
    prepare: async ({ app }) => ({
      title: "Orte entdecken",
      description:
        "Spielplätze, Parks, Bücherhallen, Museen und familienfreundliche Cafés in ganz Hamburg – mit Stadtteil, Öffnungszeiten und Ausstattung.",
      data: {
        [`/places?limit=${LIMITS.placesPageSize}&offset=0`]: await findPlaces(app.db, {
          limit: LIMITS.placesPageSize,
          offset: 0,
        }),
        "/tags?applies_to=places": {
          items: await readActiveTags(app.db, { applies_to: "places" }),
        },
      },
    }),
  },
  {
    path: "/places/:id",
    module: "features/places/place-detail-page.tsx",
    isServerRendered: true,
    prepare: async ({ params, app, publicUrl, request }) => {
      const id = z.uuid().safeParse(params.id);
      if (!id.success) return { title: "Place not found", status: 404 };
      try {
        const place = await getPlace(app.db, id.data);
        return { ...headPlan(buildPlaceHead(place, publicUrl)), data: { [`/places/${id.data}`]: place } };
      } catch (error) {
        if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
        // A place an admin merged into another (issue 20 §7) moved there for good.
        const target = await findPlaceRedirect(app.db, id.data);
        if (!target) return { title: "Place not found", status: 404 };
        return { redirect: `/places/${target}${new URL(request.url, publicUrl).search}` };
      }
    },
  },
  // Issue "Discovery": courses, the home search's results and the favourites.
  {
    path: "/courses",
    module: "features/courses/courses-page.tsx",
    // As /places: the plain list is rendered with its first page and the filter tags inlined; a
    // filtered list (query string) is rendered by the browser, which reads the filters.
    isServerRendered: (request) => !request.url.includes("?"),
    prepare: async ({ app }) => ({
      title: "Kurse in Hamburg",
      description:
        "Baby- und Kleinkindkurse in Hamburg: PEKiP, Musikgarten, Babyschwimmen, Yoga, Tanzen und Turnen – nach Alter und Art gefiltert.",
      data: {
        [`/courses?limit=${LIMITS.coursesPageSize}&offset=0`]: await findCourses(app.db, {
          type: [],
          age: [],
          tag: [],
          limit: LIMITS.coursesPageSize,
          offset: 0,
        }),
        "/tags?applies_to=courses": {
          items: await readActiveTags(app.db, { applies_to: "courses" }),
        },
      },
    }),
  },
  {
    path: "/courses/:id",
    module: "features/courses/course-detail-page.tsx",
    prepare: async ({ params, app, publicUrl }) => {
      const id = z.uuid().safeParse(params.id);
      if (!id.success) return { title: "Course not found.", status: 404 };
      try {
        const course = await getCourse(app.db, id.data);
        return { ...headPlan(buildCourseHead(course, publicUrl)), data: { [`/courses/${id.data}`]: course } };
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND")
          return { title: "Course not found.", status: 404 };
        throw error;
      }
    },
  },
  {
    path: "/search",
    module: "features/search/search-page.tsx",
    // Results for criteria the search accepts are rendered with their first page inlined; the browser
    // explains missing or invalid criteria itself, in the visitor's language.
    isServerRendered: (request) => readSearchQuery(request) !== undefined,
    prepare: async ({ app, request }) => {
      const query = readSearchQuery(request);
      if (!query) return { title: "Suchergebnisse" };
      // The path the page asks for (features/search/api/search.ts): its criteria, then the first page.
      const params = new URLSearchParams();
      for (const name of ["district", "date", "childAge", "fact", "limit", "offset"] as const) {
        for (const value of queryList(query[name])) params.append(name, String(value));
      }
      const path = `/search?${params}`;
      return {
        title: "Suchergebnisse",
        data: {
          [path]: await searchFamilyDay(app.db, { query }),
        },
      };
    },
  },
  {
    path: "/favorites",
    module: "features/favorites/favorites-page.tsx",
    // Rendered for a signed-in visitor with the saved cards and ids inlined; the browser sends everyone
    // else to /auth (spec 01 §2 /favorites).
    isServerRendered: hasSessionCookie,
    prepare: async ({ app, request }) => {
      const session = await getSession(request);
      if (!session) return {};
      const [cards, ids] = await Promise.all([
        findFavorites(app.db, session.user.id),
        getFavoriteIds(app.db, session.user.id),
      ]);
      return { data: { "/favorites": cards, "/favorites/ids": ids } };
    },
  },
  {
    path: "/community",
    module: "features/community/community-page.tsx",
    prepare: async () => ({
      title: "Community Feed",
      description:
        "Tipps, Erfahrungen und Fragen von Eltern in Hamburg – über Spielplätze, Kurse, Cafés und den Alltag mit Kindern von 0 bis 6.",
    }),
  },
  // Account-only pages (spec 01 §6): no head data, just their code preloaded.
  { path: "/community/create", module: "features/community/create-post-page.tsx" },
  { path: "/community/:id", module: "features/community/post-detail-page.tsx" },
  { path: "/profile", module: "features/profile/profile-page.tsx" },
  { path: "/suggest-place", module: "features/suggestions/suggest-place-page.tsx" },
  { path: "/suggest-course", module: "features/suggestions/suggest-course-page.tsx" },
  // Issue 7: cafés (spec 02 §2.14–§2.16); a café's page carries its head tags and JSON-LD.
  {
    path: "/cafe",
    module: "features/cafe/cafe-landing-page.tsx",
    prepare: async () => ({
      title: "Für Cafés & Restaurants",
      description:
        "Zeig Hamburger Familien, wie familienfreundlich dein Café ist: kostenloses Profil mit Fotos, Speisekarte, Öffnungszeiten und Bewertungen.",
    }),
  },
  { path: "/cafe/edit", module: "features/cafe/cafe-edit-page.tsx" },
  { path: "/cafe/profile", module: "features/cafe/cafe-profile-page.tsx" },
  {
    path: "/cafe/:id",
    module: "features/cafe/cafe-profile-page.tsx",
    prepare: async ({ params, app, publicUrl }) => {
      const id = z.uuid().safeParse(params.id);
      if (!id.success) return { title: "Café nicht gefunden", status: 404 };
      try {
        return headPlan(buildCafeHead(await getCafe(app.db, id.data, null), publicUrl));
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND")
          return { title: "Café nicht gefunden", status: 404 };
        throw error;
      }
    },
  },
  // Issue 7: providers (spec 02 §2.11–§2.13); a provider's page carries its head tags and JSON-LD.
  {
    path: "/provider",
    module: "features/provider/provider-landing-page.tsx",
    prepare: async () => ({
      title: "Für Anbieter",
      description:
        "Familienzentren, Elternschulen und Spielhäuser zeigen Hamburger Familien kostenlos ihre Kurse, Räume, ihr Team und aktuelle Mitteilungen.",
    }),
  },
  { path: "/provider/edit", module: "features/provider/provider-edit-page.tsx" },
  { path: "/provider/profile", module: "features/provider/provider-profile-page.tsx" },
  {
    path: "/provider/:id",
    module: "features/provider/provider-profile-page.tsx",
    prepare: async ({ params, app, publicUrl }) => {
      const id = z.uuid().safeParse(params.id);
      if (!id.success) return { title: "Anbieter nicht gefunden", status: 404 };
      try {
        const profile = await loadProviderProfile(app.db, {
          storage: app.storage,
          id: id.data,
          viewerId: null,
        });
        return headPlan(buildProviderHead(profile, publicUrl));
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND")
          return { title: "Anbieter nicht gefunden", status: 404 };
        throw error;
      }
    },
  },
  // Public pages of issue 5 (spec 01 §2, spec 02 §2.17): head tags only, their content needs no data.
  {
    path: "/about",
    module: "features/about/about-page.tsx",
    prepare: async () => ({
      title: "Über uns",
      description:
        "Lütt ist ein Familienguide für Eltern von Kindern zwischen 0 und 6 Jahren in Hamburg – ein kleines Projekt von Eltern für Eltern.",
    }),
  },
  {
    path: "/share",
    module: "features/share/share-page.tsx",
    prepare: async () => ({
      title: "Teilen",
      description:
        "Erzähl anderen Eltern von Lütt: Link, QR-Code und eine fertige Einladung zum Verschicken.",
    }),
  },
  {
    path: "/feedback",
    module: "features/feedback/feedback-page.tsx",
    prepare: async () => ({
      title: "Feedback",
      description: "Sag uns, was dir an Lütt gefällt und was fehlt.",
    }),
  },
  {
    path: "/survey",
    module: "features/feedback/survey-page.tsx",
    prepare: async () => ({
      title: "Was fehlt dir?",
      description: "Eine 2-Minuten-Umfrage: Welche Funktionen wünschst du dir in Lütt?",
    }),
  },
  {
    path: "/impressum",
    module: "features/legal/impressum-page.tsx",
    prepare: async () => ({
      title: "Impressum",
      description: "Anbieterkennzeichnung von Lütt nach § 5 DDG.",
    }),
  },
  {
    path: "/datenschutz",
    module: "features/legal/datenschutz-page.tsx",
    prepare: async () => ({
      title: "Datenschutzerklärung",
      description:
        "Welche Daten Lütt speichert, was im Browser bleibt, woher die offenen Daten kommen und welche Rechte du hast.",
    }),
  },
  {
    path: "/terms",
    module: "features/legal/terms-page.tsx",
    prepare: async () => ({
      title: "Nutzungsbedingungen",
      description: "Die Regeln für die Nutzung von Lütt.",
    }),
  },
];

/**
 * The home search's criteria of a /search request as the page reads them (trimmed, empty ones left
 * out) with its first page, or undefined when the search would refuse them (search/service.ts).
 */
function readSearchQuery(request: FastifyRequest): TSearchQuery | undefined {
  const params = new URL(request.url, "http://localhost").searchParams;
  const read = (name: string) => params.get(name)?.trim() || undefined;
  const query = ZSearchQuery.safeParse({
    district: read("district"),
    date: read("date"),
    childAge: params.get("childAge") || undefined,
    // Unknown facts are dropped, as the page does (components/fact-filters.ts `readFactFilters`).
    fact: [...new Set(params.getAll("fact").filter((fact) => (FACT_FILTERS as string[]).includes(fact)))],
    limit: LIMITS.searchPageSize,
    offset: 0,
  });
  if (!query.success) return undefined;
  try {
    resolveCriteria(query.data);
    return query.data;
  } catch (error) {
    if (error instanceof AppError && error.code === "BAD_REQUEST") return undefined;
    throw error;
  }
}

/** A place's, course's, café's or provider's head (modules/<domain>/seo.ts) as a page plan. */
function headPlan(head: PageHead) {
  return { title: head.title, description: head.description, openGraph: head.og, jsonLd: [head.jsonLd] };
}
