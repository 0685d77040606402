import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TPlaceCard } from "#shared/schemas/places";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { PlaceCard } from "./place-card";

const playground: TPlaceCard = {
  id: "0b5c8f3e-6a51-4c1e-9d3f-2f5e3c8a9b10",
  name: "Spielplatz Planten un Blomen",
  type: "playground",
  rating: null,
  address: "Marseiller Str. 7, 20355 Hamburg",
  locality_hint: null,
  image_url: null,
  features: ["Play area", "Swing", "Slide", "Sandpit", "Water play"],
  tags: [],
  stadtteil: "St. Pauli",
  is_checked_by_parents: false,
  family_feature_count: null,
  yes_facts: [],
  condition: null,
  is_closed: false,
};

describe("PlaceCard", () => {
  it("says when a place has closed for good (only favourites still list it)", async () => {
    await renderWithProviders(
      <PlaceCard place={{ ...playground, condition: "permanently_closed", is_closed: true }} />,
    );
    expect(within(screen.getByRole("article")).getByText("Closed for good")).toBeTruthy();
  });

  it("shows a current condition report as a badge; a closure replaces 'closed now'", async () => {
    await renderWithProviders(
      <>
        <PlaceCard
          place={{ ...playground, condition: "temporarily_closed", is_closed: true, is_open_now: false }}
        />
        <PlaceCard
          place={{ ...playground, condition: "broken_equipment", is_closed: false, is_open_now: true }}
        />
      </>,
    );
    const [closed, broken] = screen.getAllByRole("article") as [HTMLElement, HTMLElement];
    expect(within(closed).getByText("Temporarily closed")).toBeTruthy();
    expect(within(closed).queryByText("Closed now")).toBeNull();
    expect(within(broken).getByText("Broken equipment")).toBeTruthy();
    expect(within(broken).getByText("Open now")).toBeTruthy();
  });

  it("shows the family facts as icons named for screen readers, up to 5 and '+N'", async () => {
    await renderWithProviders(
      <PlaceCard
        place={{
          ...playground,
          yes_facts: [
            "changing_table",
            "wheelchair",
            "toilets",
            "fenced",
            "shade",
            "playground:sandpit",
            "playground:water",
          ],
        }}
      />,
    );
    const facts = within(screen.getByRole("article")).getByRole("list", { name: "Family facts" });
    const items = within(facts).getAllByRole("listitem");
    expect(items.map((fact) => fact.textContent)).toEqual([
      "Changing table",
      "Wheelchair accessible",
      "Toilets",
      "Fenced",
      "Shade",
      "+22 more family facts",
    ]);
    expect(items[0]?.getAttribute("title")).toBe("Changing table");
  });

  it("tells a place without a street apart by its distinguishing line before the address", async () => {
    await renderWithProviders(
      <PlaceCard
        place={{
          ...playground,
          name: "Spielplatz in Ottensen (3)",
          address: "Ottensen, Hamburg",
          locality_hint: "Gaußstraße",
        }}
      />,
      { language: "de" },
    );
    expect(within(screen.getByRole("article")).getByText("Nähe Gaußstraße · Ottensen, Hamburg")).toBeTruthy();
  });

  it("shows three tags and counts the rest as +N", async () => {
    await renderWithProviders(<PlaceCard place={playground} />);
    const card = screen.getByRole("article");
    for (const label of ["Play area", "Swing", "Slide"]) expect(within(card).getByText(label)).toBeTruthy();
    expect(within(card).queryByText("Sandpit")).toBeNull();
    expect(within(card).getByText("+2")).toBeTruthy();
    expect(within(card).getByText("2 more")).toBeTruthy();
  });

  it("shows the playground illustration when there is no photo, and no rating", async () => {
    await renderWithProviders(<PlaceCard place={playground} />);
    expect(screen.getByRole("img", { name: "Illustration: Playground (no photo yet)" })).toBeTruthy();
    expect(screen.queryByRole("img", { name: playground.name })).toBeNull();
    expect(screen.queryByText("Rating")).toBeNull();
    expect(screen.getByRole("link", { name: playground.name }).getAttribute("href")).toBe(
      `/places/${playground.id}`,
    );
  });

  it("shows the photo, the rating with its number of reviews and the parents' badge when the place has them", async () => {
    await renderWithProviders(
      <PlaceCard
        place={{
          ...playground,
          image_url: "/files/places/a.webp",
          rating: { average: 4.5, count: 12 },
          is_checked_by_parents: true,
        }}
      />,
    );
    expect(screen.getByRole("img", { name: playground.name }).getAttribute("src")).toBe(
      "/files/places/a.webp",
    );
    expect(screen.getByText("4.5")).toBeTruthy();
    expect(screen.getByText("12 reviews")).toBeTruthy();
    expect(screen.getByText("Checked by parents")).toBeTruthy();
  });

  it("shows a café profile's family features as 'n/6 Features', and nothing for other places", async () => {
    await renderWithProviders(
      <PlaceCard place={{ ...playground, type: "kindercafe", family_feature_count: 4 }} />,
    );
    expect(screen.getByText("4/6 Features")).toBeTruthy();
    await renderWithProviders(
      <PlaceCard place={{ ...playground, id: "0b5c8f3e-6a51-4c1e-9d3f-2f5e3c8a9b11" }} />,
    );
    expect(screen.getAllByText(/\/6 Features/)).toHaveLength(1);
  });

  it("labels type and features in German", async () => {
    await renderWithProviders(<PlaceCard place={playground} />, { language: "de" });
    expect(screen.getByText("Spielplatz")).toBeTruthy();
    expect(screen.getByText("Spielbereich")).toBeTruthy();
    expect(screen.getByText("Schaukel")).toBeTruthy();
  });

  it("asks signed-out visitors to join when they tap the heart", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PlaceCard place={playground} />);
    await user.click(screen.getByRole("button", { name: `Save ${playground.name} to favorites` }));
    const dialog = await screen.findByRole("dialog", { name: "Join Lütt" });
    expect(within(dialog).getByText("To save favorites, please create an account or sign in.")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Create Account" }).getAttribute("href")).toBe(
      "/auth?mode=signup",
    );
    expect(within(dialog).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/auth?mode=signin",
    );
    await user.click(within(dialog).getByRole("button", { name: "Continue browsing" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
