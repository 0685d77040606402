/** /places/{id} of an approved café's place links to the café's own page (issue 7, decisions/010). */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TPlaceDetail } from "../../../shared/schemas/places";
import { renderWithProviders, type FakeServer } from "../../test-utils/render-with-providers";
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
  website: null,
  phone: null,
  osm_id: null,
  source: "cafe-profile",
  licence: null,
  is_checked_by_parents: false,
  family_feature_count: 1,
  cafe_id: CAFE_ID,
  created_at: "2026-01-01T00:00:00.000Z",
};

const serve =
  (body: TPlaceDetail): FakeServer =>
  (url) =>
    url.startsWith("/api/places/") ? json(body) : undefined;

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
});
