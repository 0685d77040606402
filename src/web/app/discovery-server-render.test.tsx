// @vitest-environment node
/**
 * The discovery pages render on the server (no window, no navigator), as plugins/spa.ts does for
 * server-rendered routes: their first render must not touch browser APIs (geolocation, Leaflet, storage
 * run in effects only) and must show the page, not an error.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { homeRowOrder } from "#shared/home-rows";
import type { TCourse } from "#shared/schemas/courses";
import { AuthProvider } from "../lib/auth";
import { createI18n } from "../lib/i18n";
import { courseQueryOptions } from "../features/courses/api/get-course";
import { coursesQueryOptions } from "../features/courses/api/get-courses";
import { CourseDetailPage } from "../features/courses/course-detail-page";
import { CoursesPage } from "../features/courses/courses-page";
import { parseCourseFilters } from "../features/courses/lib/course-filters";
import { homeQueryOptions } from "../features/home/api/get-home";
import { HomePage } from "../features/home/home-page";
import { FavoritesPage } from "../features/favorites/favorites-page";
import { NearMe } from "../features/home/components/near-me";
import { SearchBlock } from "../features/home/components/search/search-block";
import { PlacesPage } from "../features/places/places-page";
import { SearchPage } from "../features/search/search-page";

const COURSE: TCourse = {
  id: "0b5c8f3e-6a51-4c1e-9d3f-2f5e3c8a9b10",
  title: "Musikgarten für Babys",
  type: "Music",
  age_group: "0-12 months",
  age_min_months: 0,
  age_max_months: 12,
  location: "Eppendorf",
  schedule: "Mi 09:45–10:30",
  description: "Singen, Wiegen, Klanginstrumente.",
  image_url: null,
  tags: ["Indoor"],
  booking_url: "https://example.org/luett/musikgarten",
  place_id: null,
  weekdays: [3],
  provider: null,
  room: null,
  booking_info: null,
  created_at: "2026-01-01T00:00:00.000Z",
  next_dates: [],
  upcoming_date_count: null,
  term: null,
  skipped_dates: [],
  price: null,
  age_months: null,
  capacity: null,
};

async function renderOnServer(
  path: string,
  pattern: string,
  page: ReactElement,
  seed?: (client: QueryClient) => void,
) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["me"], null);
  seed?.(queryClient);
  // The search and favourites pages read their own string files (lib/i18n namespaces).
  const i18n = await createI18n("en", ["search", "favorites"]);
  const router = createMemoryRouter([{ path: pattern, element: page }], { initialEntries: [path] });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("discovery pages on the server", () => {
  it("renders /places with its filters from the URL, the search box and the view switch", async () => {
    const html = await renderOnServer("/places?type=cafe&q=Eis&view=map", "/places", <PlacesPage />);
    expect(html).toContain("Discover Places");
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*Café/);
    expect(html).toContain('value="Eis"');
    expect(html).toContain("Map");
  });

  it("renders a course from inlined data, with 'Book Now'", async () => {
    const html = await renderOnServer(
      `/courses/${COURSE.id}`,
      "/courses/:id",
      <CourseDetailPage />,
      (client) => client.setQueryData(courseQueryOptions(COURSE.id).queryKey, COURSE),
    );
    expect(html).toContain("Musikgarten für Babys");
    expect(html).toContain("Book Now");
    expect(html).toContain('rel="noopener"');
  });

  it.each([
    ["/courses?type=music", "/courses", <CoursesPage key="courses" />, "Local Courses"],
    [
      "/search?district=Ottensen&childAge=1-2+Jahre",
      "/search",
      <SearchPage key="search" />,
      "Search results",
    ],
    ["/favorites", "/favorites", <FavoritesPage key="favorites" />, "Favorites"],
    ["/", "/", <SearchBlock key="block" />, "What are you up to?"],
    ["/", "/", <NearMe key="near" />, "Discover places near you"],
  ])("renders %s", async (path, pattern, page, text) => {
    expect(await renderOnServer(path, pattern, page)).toContain(text);
  });

  describe("with no courses (none are invented: they come from providers)", () => {
    const noCourses = (search: string) => (client: QueryClient) =>
      client.setQueryData(coursesQueryOptions(parseCourseFilters(new URLSearchParams(search))).queryKey, {
        pages: [{ items: [], total: 0 }],
        pageParams: [0],
      });

    it("/courses says why there are none and offers to suggest one", async () => {
      const html = await renderOnServer("/courses", "/courses", <CoursesPage />, noCourses(""));
      expect(html).toContain("No courses yet");
      expect(html).toContain("Know a good one? Suggest it");
      // The header's link, and the empty list's.
      expect(html.match(/href="\/suggest-course"/g)).toHaveLength(2);
      expect(html).not.toContain("No courses found matching your filters.");
    });

    it("/courses with filters keeps the spec's text and offers to clear them", async () => {
      const html = await renderOnServer(
        "/courses?type=music",
        "/courses",
        <CoursesPage />,
        noCourses("type=music"),
      );
      expect(html).toContain("No courses found matching your filters.");
      expect(html).not.toContain("No courses yet");
    });

    it("home's course section says so and links to suggesting a course", async () => {
      const html = await renderOnServer("/", "/", <HomePage />, (client) =>
        client.setQueryData(homeQueryOptions().queryKey, {
          cafes: [],
          indoor: [],
          changing: [],
          outdoor: [],
          courses: [],
          tips: [],
          today: null,
          rows: ["cafes", "indoor", "changing"],
        }),
      );
      expect(html).toContain("No courses yet: Hamburg");
      expect(html).toMatch(/href="\/suggest-course"[^>]*>Suggest a Course</);
    });

    it.each([
      [
        "rain",
        { icon: "rain", temperature: 8, suits: "indoor" },
        ["Bad-weather rescue", "Family-friendly cafés"],
      ],
      [
        "sun",
        { icon: "clear-day", temperature: 24, suits: "outdoor" },
        ["Out and about today", "Family-friendly cafés", "Bad-weather rescue"],
      ],
    ] as const)(
      "home in %s shows the weather line and the rows in the weather's order",
      async (_name, today, order) => {
        const html = await renderOnServer("/", "/", <HomePage />, (client) =>
          client.setQueryData(homeQueryOptions().queryKey, {
            cafes: [],
            indoor: [],
            changing: [],
            outdoor: [],
            courses: [],
            tips: [],
            today,
            rows: homeRowOrder(today.suits),
          }),
        );
        expect(html).toContain("Weather data:");
        const positions = order.map((title) => html.indexOf(`>${title}</h2>`));
        expect(positions.every((position) => position > 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      },
    );
  });
});
