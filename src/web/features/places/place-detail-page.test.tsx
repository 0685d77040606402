/**
 * /places/{id}: an approved café's place links to the café's own page (decisions/010); the family
 * facts show as confirmed (decision 016); the parents' reviews show with their average (decision 017).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TPlaceDetail } from "#shared/schemas/places";
import type { TReviewList } from "#shared/schemas/reviews";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { PlaceDetailPage } from "./place-detail-page";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const CAFE_ID = "5d1f2c3b-7a8e-4f60-9b1c-2d3e4f5a6b7c";

const place: TPlaceDetail = {
  id: "0b5c8f3e-6a51-4c1e-9d3f-2f5e3c8a9b10",
  name: "Kindercafé Kompass",
  type: "kindercafe",
  rating: null,
  address: "Ottenser Hauptstraße 1, 22765 Hamburg",
  locality_hint: null,
  description: null,
  image_url: null,
  features: ["Play area"],
  tags: [],
  age_recommendations: [],
  offers_courses: false,
  latitude: null,
  longitude: null,
  stadtteil: "Ottensen",
  bezirk: "Altona",
  opening_hours: null,
  opening_hours_week: null,
  facts: [],
  condition_reports: [],
  photos: [],
  stations: [],
  website: null,
  phone: null,
  osm_id: null,
  source: "cafe-profile",
  licence: null,
  is_checked_by_parents: false,
  family_feature_count: 1,
  cafe_id: CAFE_ID,
  created_at: "2026-01-01T00:00:00.000Z",
  closed_at: null,
};

const NO_REVIEWS: TReviewList = { items: [], total: 0, mine: null };

/** The place, and its reviews under `…/reviews`. */
const serve =
  (body: TPlaceDetail, reviews: TReviewList = NO_REVIEWS): FakeServer =>
  (url) =>
    url.startsWith("/api/places/") ? json(url.includes("/reviews") ? reviews : body) : undefined;

describe("PlaceDetailPage", () => {
  it("links a café's place to the café's page", async () => {
    await renderWithProviders(<PlaceDetailPage />, { path: "/places/:id", server: serve(place) });
    const link = await screen.findByRole("link", { name: "Open the café's page" });
    expect(link.getAttribute("href")).toBe(`/cafe/${CAFE_ID}`);
  });

  it("shows no café link for any other place", async () => {
    await renderWithProviders(<PlaceDetailPage />, {
      path: "/places/:id",
      server: serve({ ...place, type: "park", source: "openstreetmap", cafe_id: null }),
    });
    await screen.findByRole("heading", { name: "About" });
    expect(screen.queryByRole("link", { name: "Open the café's page" })).toBeNull();
  });

  it("shows the family facts with their location, who confirmed them when, what is out of date and what the other answers say", async () => {
    const weeksAgo = (weeks: number) => new Date(Date.now() - weeks * 7 * 24 * 3600 * 1000).toISOString();
    await renderWithProviders(<PlaceDetailPage />, {
      path: "/places/:id",
      language: "de",
      namespaces: ["facts"],
      server: serve({
        ...place,
        facts: [
          {
            key: "changing_table",
            value: "yes",
            location: ["male_toilet"],
            confirmations: 4,
            parent_confirmations: 4,
            last_confirmed_at: weeksAgo(3),
            sources: ["parent"],
            decided_by: "majority",
            is_stale: false,
            minority: [
              { value: "yes", location: "female_toilet", source: "parent", answers: 1 },
              { value: "no", source: "parent", answers: 2 },
            ],
          },
          {
            key: "wheelchair",
            value: "limited",
            confirmations: 1,
            parent_confirmations: 0,
            last_confirmed_at: weeksAgo(120),
            sources: ["openstreetmap"],
            decided_by: "majority",
            is_stale: true,
            minority: [],
          },
          {
            key: "highchair",
            value: "unclear",
            confirmations: 2,
            parent_confirmations: 2,
            last_confirmed_at: weeksAgo(1),
            sources: ["parent"],
            decided_by: "majority",
            is_stale: false,
            minority: [
              { value: "yes", source: "parent", answers: 1 },
              { value: "no", source: "parent", answers: 1 },
              { value: "no", source: "openstreetmap", answers: 1 },
            ],
          },
        ],
      }),
    });
    const facts = await screen.findByRole("region", { name: "Familien-Fakten" });
    const rows = within(facts).getAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("Wickeltisch: Ja – Herren-WC");
    expect(rows[0]?.textContent).toContain("bestätigt vor 21 Tagen von 4 Eltern");
    expect(rows[0]?.textContent).toContain("1 Elternteil sagt auch: Damen-WC");
    expect(rows[0]?.textContent).toContain("2 Eltern sagen: Nein");
    expect(rows[1]?.textContent).toContain("Hochstuhl: unklar");
    expect(rows[1]?.textContent).toContain("Eltern sind sich uneinig");
    expect(rows[1]?.textContent).toContain("1 Elternteil sagt: Ja");
    expect(rows[1]?.textContent).toContain("1 Elternteil sagt: Nein");
    expect(rows[1]?.textContent).toContain("OpenStreetMap sagt: Nein");
    expect(rows[2]?.textContent).toContain("Rollstuhlgerecht: Teilweise");
    expect(rows[2]?.textContent).toContain("laut OpenStreetMap");
    expect(rows[2]?.textContent).toContain("könnte veraltet sein");
    // The questions still open for a café: neither changing table nor high chair nor wheelchair.
    const open = within(facts).getByText("Noch offen – weißt du es?").parentElement!;
    expect(within(open).queryByRole("button", { name: "Wickeltisch" })).toBeNull();
    expect(within(open).getByRole("button", { name: "Spielecke" })).toBeTruthy();
  });

  it("shows the parents' reviews with the average, the newest first, and an invitation to write one", async () => {
    const review = (rating: number, text: string | null, author: string) => ({
      id: crypto.randomUUID(),
      rating,
      text,
      author_name: author,
      created_at: "2026-11-20T10:00:00.000Z",
      updated_at: "2026-11-20T10:00:00.000Z",
    });
    await renderWithProviders(<PlaceDetailPage />, {
      path: "/places/:id",
      namespaces: ["reviews"],
      server: serve(
        { ...place, rating: { average: 4.5, count: 2 } },
        { items: [review(5, "Great play corner.", "Ole"), review(4, null, "Mia")], total: 2, mine: null },
      ),
    });
    const reviews = await screen.findByRole("region", { name: "Reviews" });
    expect(await within(reviews).findByText("Great play corner.")).toBeTruthy();
    expect(within(reviews).getByText("Average: 4.5 of 5 stars")).toBeTruthy();
    expect(within(reviews).getByText("2 reviews")).toBeTruthy();
    expect(
      within(reviews)
        .getAllByRole("img")
        .map((stars) => stars.getAttribute("aria-label")),
    ).toEqual(["5 of 5 stars", "4 of 5 stars"]);
    expect(within(reviews).getByRole("button", { name: "Write a review" })).toBeTruthy();
  });

  it("moves to the kept place's address when the API answers for a merged id with another place", async () => {
    // The route's id (":id" here) is not the answered place's, as for a merged place.
    const { router } = await renderWithProviders(<PlaceDetailPage />, {
      path: "/places/:id",
      server: serve(place),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/places/${place.id}`));
    expect(await screen.findByRole("heading", { level: 1, name: place.name })).toBeTruthy();
  });
});

describe("PlaceDetailPage: getting there", () => {
  const located: TPlaceDetail = {
    ...place,
    type: "park",
    source: "openstreetmap",
    cafe_id: null,
    latitude: 53.5587,
    longitude: 9.9687,
    stations: [
      {
        osm_id: "node/5228160283",
        name: "Feldstraße (Heiligengeistfeld)",
        station: "subway",
        wheelchair: "yes",
        walking_distance_m: 300,
      },
      {
        osm_id: "node/52144713",
        name: "Landungsbrücken",
        station: "light_rail",
        wheelchair: "no",
        walking_distance_m: 1050,
      },
    ],
  };

  it("names the nearest U- and S-Bahn station with the walk and whether it is step-free, in German", async () => {
    await renderWithProviders(<PlaceDetailPage />, {
      path: "/places/:id",
      language: "de",
      server: serve(located),
    });
    const section = await screen.findByRole("region", { name: "Anfahrt" });
    const lines = within(section)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(lines).toEqual([
      "U Feldstraße (Heiligengeistfeld) · ca. 300 m Fußweg · stufenlos",
      "S Landungsbrücken · ca. 1,1 km Fußweg · nicht stufenlos",
    ]);
  });

  it("says so in English", async () => {
    await renderWithProviders(<PlaceDetailPage />, {
      path: "/places/:id",
      server: serve({ ...located, stations: [located.stations[0]!] }),
    });
    const section = await screen.findByRole("region", { name: "Getting there" });
    expect(within(section).getByRole("listitem").textContent).toBe(
      "U Feldstraße (Heiligengeistfeld) · approx. 300 m walk · step-free",
    );
  });

  it("says when no station is within a 1.5 km walk", async () => {
    await renderWithProviders(<PlaceDetailPage />, {
      path: "/places/:id",
      server: serve({ ...located, stations: [] }),
    });
    const section = await screen.findByRole("region", { name: "Getting there" });
    expect(section.textContent).toContain("No known U-Bahn or S-Bahn station within a 1.5 km walk.");
  });
});
