/**
 * The /places filter panel: a tag named like a family fact ("Wickeltisch") gets no second chip beside the
 * fact's own, unless a link switched the tag on (decision 016); a type chip that would find nothing is not
 * offered.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TPlaceTypeCounts } from "#shared/schemas/places";
import type { TTag } from "#shared/schemas/tags";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { parsePlaceFilters } from "../lib/place-filters";
import { PlaceFilters } from "./place-filters";

const tag = (name_de: string, name_en: string, display_order: number): TTag => ({
  id: crypto.randomUUID(),
  name_de,
  name_en,
  applies_to: ["places"],
  display_type: "badge",
  display_order,
});
const tags = [tag("Wickeltisch", "Changing table", 1), tag("Drinnen", "Indoor", 2)];

const renderFilters = (query: string, typeCounts?: TPlaceTypeCounts["items"]) =>
  renderWithProviders(
    <PlaceFilters
      state={parsePlaceFilters(new URLSearchParams(query))}
      onChange={() => undefined}
      typeCounts={typeCounts}
      tags={tags}
      isNearMeLoading={false}
      onNearMe={() => undefined}
    />,
    { language: "de" },
  );

describe("PlaceFilters", () => {
  it("offers one 'Wickeltisch' chip — the family fact's — and the other tags", async () => {
    await renderFilters("");
    await userEvent.click(screen.getByRole("button", { name: /Weitere Filter/ }));
    expect(screen.getAllByRole("button", { name: "Wickeltisch" })).toHaveLength(1);
    const facts = screen.getByRole("region", { name: "Familien-Fakten" });
    expect(within(facts).getByRole("button", { name: "Wickeltisch" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Drinnen" })).toBeTruthy();
  });

  it("still shows the tag's chip when a link switched it on, so it can be switched off", async () => {
    await renderFilters("tag=Wickeltisch");
    expect(screen.getAllByRole("button", { name: "Wickeltisch" })).toHaveLength(2);
  });

  it("offers a type's chip only when places of that type exist", async () => {
    const counts: TPlaceTypeCounts["items"] = [
      { type: "playground", count: 466 },
      { type: "cafe", count: 2 },
      { type: "restaurant", count: 12 },
    ];
    await renderFilters("", counts);
    const types = screen.getByRole("region", { name: "Nach Art filtern" });
    expect(
      within(types)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["Café", "Restaurant", "Spielplatz"]);
  });

  it("shows every type while it does not know which have places", async () => {
    await renderFilters("");
    const types = screen.getByRole("region", { name: "Nach Art filtern" });
    expect(within(types).getAllByRole("button")).toHaveLength(9);
  });

  it("keeps a chip a link switched on, so it can be switched off", async () => {
    await renderFilters("type=kindercafe", [{ type: "playground", count: 466 }]);
    const types = screen.getByRole("region", { name: "Nach Art filtern" });
    expect(
      within(types)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["Spielplatz", "Kindercafé"]);
  });

  it("offers the family-education providers as a type (decision 020)", async () => {
    await renderFilters("type=family_education");
    const chip = screen.getByRole("button", { name: "Familienbildung" });
    expect(chip.getAttribute("aria-pressed")).toBe("true");
  });
});
