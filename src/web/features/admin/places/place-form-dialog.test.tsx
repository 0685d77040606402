import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TAdminPlace } from "#shared/schemas/admin-catalogue";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { PlaceFormDialog } from "./place-form-dialog";

/** Café P5 as the OpenStreetMap import filed it: an ice-cream parlour. */
const cafeP5: TAdminPlace = {
  id: "00000000-0000-4000-8000-0000000000c5",
  name: "Café P5",
  description: "Eisdiele in Barmbek-Nord (Bezirk Hamburg-Nord).",
  address: "Poppenhusenstraße 5, 22305 Hamburg",
  type: "ice_cream",
  image_url: null,
  features: ["Outdoor seating", "Ice cream"],
  tags: [],
  rating: null,
  latitude: 53.586129,
  longitude: 10.0434,
  stadtteil: "Barmbek-Nord",
  bezirk: "Hamburg-Nord",
  is_checked_by_parents: false,
  created_at: "2026-11-01T10:00:00.000Z",
};

describe("PlaceFormDialog: every place type", () => {
  it("offers every type places have, so a misfiled place can be refiled", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await renderWithProviders(<PlaceFormDialog place={cafeP5} onClose={() => undefined} />, {
      language: "de",
      namespaces: ["admin", "admin-catalogue"],
      path: "/admin/places",
      server: (url, init) => {
        if (url.includes("/api/admin/places/") && init?.method === "PUT") {
          sent.push(JSON.parse(String(init.body)));
          return new Response(JSON.stringify({ ...cafeP5, type: "cafe" }), {
            headers: { "content-type": "application/json" },
          });
        }
        return undefined;
      },
    });
    const dialog = await screen.findByRole("dialog", { name: "Ort bearbeiten" });
    const type = within(dialog).getByRole("combobox", { name: /^Typ/ });
    const options = within(type)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual([
      "Bitte wählen…",
      "Café",
      "Eisdiele",
      "Kindercafé",
      "Restaurant",
      "Spielplatz",
      "Park",
      "Freizeitzentrum",
      "Familienbildung",
      "Bücherei",
      "Museum",
      "Einkaufszentrum",
      "Sportstätte",
      "Sonstiges",
    ]);
    expect((type as HTMLSelectElement).value).toBe("ice_cream");

    await user.selectOptions(type, "Café");
    await user.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: "Café P5", type: "cafe" });
  });
});
