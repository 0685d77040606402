/**
 * /courses/{id} of a provider's weekly course names the provider with a link (decisions/009),
 * shows the course's own description, or the provider's labelled as such (decision 030), its room and
 * how to sign up, and its dates.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TCourse } from "#shared/schemas/courses";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { CourseDetailPage } from "./course-detail-page";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const PROVIDER_ID = "5d1f2c3b-7a8e-4f60-9b1c-2d3e4f5a6b7c";

const course: TCourse = {
  id: "0b5c8f3e-6a51-4c1e-9d3f-2f5e3c8a9b10",
  title: "Babymassage",
  type: "Parent-Child",
  age_group: "0-6 Monate",
  age_min_months: 0,
  age_max_months: 6,
  location: "Familienzentrum Möwe, Ottenser Hauptstraße 1",
  schedule: "Dienstag 09:30–10:30",
  description: null,
  image_url: null,
  tags: [],
  booking_url: null,
  place_id: null,
  weekdays: [2],
  provider: { id: PROVIDER_ID, name: "Familienzentrum Möwe", description: null },
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

const serve =
  (body: TCourse): FakeServer =>
  (url) =>
    url.startsWith("/api/courses/") ? json(body) : undefined;

describe("CourseDetailPage", () => {
  it("says who offers a provider's course and links to the provider's page", async () => {
    await renderWithProviders(<CourseDetailPage />, { path: "/courses/:id", server: serve(course) });
    expect(await screen.findByText("Offered by")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Familienzentrum Möwe" });
    expect(link.getAttribute("href")).toBe(`/provider/${PROVIDER_ID}`);
  });

  it("names no provider for other courses", async () => {
    await renderWithProviders(<CourseDetailPage />, {
      path: "/courses/:id",
      server: serve({ ...course, provider: null }),
    });
    await screen.findByRole("heading", { name: "About" });
    expect(screen.queryByText("Offered by")).toBeNull();
  });

  it("shows the course's own description under 'About', with its room and how to sign up", async () => {
    await renderWithProviders(<CourseDetailPage />, {
      path: "/courses/:id",
      server: serve({
        ...course,
        description: "Sanfte Massage für Babys, mit Mandelöl.",
        provider: { ...course.provider!, description: "Das Familienzentrum am Elbufer." },
        room: "Saal, 1. OG",
        booking_info: "Anmeldung per Mail",
      }),
    });
    const about = await screen.findByRole("region", { name: "About" });
    expect(about.textContent).toContain("Sanfte Massage für Babys, mit Mandelöl.");
    expect(about.textContent).not.toContain("Das Familienzentrum am Elbufer.");
    expect(screen.getByText("Room: Saal, 1. OG")).toBeTruthy();
    expect(screen.getByText("How to sign up")).toBeTruthy();
    expect(screen.getByText("Anmeldung per Mail")).toBeTruthy();
  });

  it("shows the provider's description only where the course has none, under a heading that says so", async () => {
    await renderWithProviders(<CourseDetailPage />, {
      path: "/courses/:id",
      server: serve({
        ...course,
        provider: { ...course.provider!, description: "Das Familienzentrum am Elbufer." },
      }),
    });
    const about = await screen.findByRole("region", { name: "About the provider" });
    expect(about.textContent).toContain("This is how Familienzentrum Möwe describes itself:");
    expect(about.textContent).toContain("Das Familienzentrum am Elbufer.");
    expect(screen.queryByRole("region", { name: "About" })).toBeNull();
  });

  it("shows the term, the next dates, the cancelled ones with their reason, and the price", async () => {
    await renderWithProviders(<CourseDetailPage />, {
      path: "/courses/:id",
      server: serve({
        ...course,
        next_dates: ["2026-12-01", "2026-12-15"],
        term: { start: "2026-11-03", end: "2026-12-15" },
        skipped_dates: [{ date: "2026-12-08", reason: "Fortbildung", holiday: null }],
        price: { cents: 8950, per: "term" },
      }),
    });
    const dates = await screen.findByRole("region", { name: "Next dates" });
    expect(dates.textContent).toContain("Runs from Tue, 3 Nov 2026 to Tue, 15 Dec 2026");
    expect(
      within(dates)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Tue 1 Dec", "Tue 15 Dec", "Tue 8 Dec – Fortbildung"]);
    expect(screen.getByText("€89.50 per course")).toBeTruthy();
    expect(within(dates).getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe(
      `/api/courses/${course.id}/calendar.ics`,
    );
  });

  it("says how many dates the term has after the ten it lists, and that a course without an end carries on", async () => {
    // Tuesdays from 1 December to 27 April: 22 dates, of which the API lists the first ten.
    const tuesdays = Array.from({ length: 10 }, (_, week) =>
      new Date(Date.UTC(2026, 11, 1 + 7 * week)).toISOString().slice(0, 10),
    );
    const { unmount } = await renderWithProviders(<CourseDetailPage />, {
      path: "/courses/:id",
      server: serve({
        ...course,
        next_dates: tuesdays,
        upcoming_date_count: 22,
        term: { start: "2026-12-01", end: "2027-04-27" },
      }),
    });
    const dates = await screen.findByRole("region", { name: "Next dates" });
    expect(within(dates).getAllByRole("listitem")).toHaveLength(10);
    expect(dates.textContent).toContain("And 12 more dates until Tue, 27 Apr 2027.");
    unmount();

    await renderWithProviders(<CourseDetailPage />, {
      path: "/courses/:id",
      server: serve({ ...course, next_dates: tuesdays, upcoming_date_count: null }),
    });
    const weekly = await screen.findByRole("region", { name: "Next dates" });
    expect(weekly.textContent).toContain("It carries on every week after that.");
  });

  it("says the schedule, the ages and a holiday cancelled in German in the page's language", async () => {
    const christmas = { de: "Weihnachtsferien", en: "Christmas Holidays" };
    const page = serve({
      ...course,
      next_dates: ["2026-12-15"],
      skipped_dates: [{ date: "2026-12-22", reason: "Weihnachtsferien", holiday: christmas }],
    });
    const { unmount } = await renderWithProviders(<CourseDetailPage />, {
      path: "/courses/:id",
      server: page,
    });
    expect(await screen.findByText("Tuesday 09:30–10:30")).toBeTruthy();
    expect(screen.getByText("0–6 months")).toBeTruthy();
    const dates = screen.getByRole("region", { name: "Next dates" });
    expect(within(dates).getByText(/Christmas Holidays/).textContent).toBe("Tue 22 Dec – Christmas Holidays");
    unmount();

    await renderWithProviders(<CourseDetailPage />, { path: "/courses/:id", server: page, language: "de" });
    expect(await screen.findByText("Dienstag 09:30–10:30")).toBeTruthy();
    expect(screen.getByText("0–6 Monate")).toBeTruthy();
    expect(screen.getByText(/Weihnachtsferien/).textContent).toBe("Di., 22. Dez. – Weihnachtsferien");
  });

  it("says when no further dates are planned", async () => {
    await renderWithProviders(<CourseDetailPage />, { path: "/courses/:id", server: serve(course) });
    expect(await screen.findByText("No further dates are planned at the moment.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
  });
});
