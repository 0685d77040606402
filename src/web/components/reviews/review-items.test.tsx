import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TReview } from "#shared/schemas/reviews";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { ReviewItems } from "./review-items";

const review: TReview = {
  id: "3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b",
  rating: 4,
  text: "Schöne Leseecke für Kleine.",
  author_name: "jonas",
  created_at: "2026-11-28T23:15:00.000Z",
  updated_at: "2026-11-28T23:15:00.000Z",
};

describe("ReviewItems (spec 02 §2.15)", () => {
  it("dates a review dd.MM.yyyy by Hamburg's calendar: a quarter past midnight there is the next day", async () => {
    await renderWithProviders(<ReviewItems reviews={[review]} mineId={null} />);
    expect(screen.getByText("29.11.2026").getAttribute("datetime")).toBe(review.created_at);
    expect(screen.getByText("jonas")).toBeTruthy();
  });
});
