/**
 * Missing positions: for imported suggestions and new café/provider profiles without coordinates, the admin
 * sets the position by clicking a map or searching an address, and sees a warning while it is missing. The
 * admin sets a suggested place's position with the address search (the keyboard way) and a place's
 * position with a click on the map.
 */
import type { TAdminPlace } from "#shared/schemas/admin-catalogue.js";
import type { TPlaceSuggestion } from "#shared/schemas/suggestions.js";
import { expect, signIn, test } from "./fixtures.js";

test.use({ locale: "de-DE" });

test("[ADMIN][POSITIONS]: the admin sets missing positions by address search and by a click on the map", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const stamp = Date.now();
  const suggestionName = `Spielplatz ohne Punkt ${stamp}`;
  const placeName = `Kinderturnhalle ohne Punkt ${stamp}`;

  await signIn(page);
  const suggested = await page.request.post("/api/place-suggestions", {
    data: {
      name: suggestionName,
      description: "Per Hand eingetragen, ohne Kartenpunkt.",
      type: "playground",
      address: "Blankeneser Bahnhofstraße 1",
    },
  });
  expect(suggested.status()).toBe(201);
  const suggestion = (await suggested.json()) as TPlaceSuggestion;
  expect(suggestion.latitude).toBeNull();

  await page.context().clearCookies();
  await signIn(page, { role: "admin" });
  const created = await page.request.post("/api/admin/places", {
    data: {
      name: placeName,
      description: "Ohne Kartenpunkt angelegt.",
      address: "Irgendwo in Hamburg",
      type: "sports_facility",
    },
  });
  expect(created.status()).toBe(201);
  const place = (await created.json()) as TAdminPlace;

  await test.step("a suggestion without a position warns, and the address search sets it", async () => {
    await page.goto("/admin/place-suggestions");
    await page.getByRole("searchbox", { name: "Vorschläge durchsuchen" }).fill(suggestionName);
    const card = page.getByRole("article", { name: suggestionName });
    await expect(card).toContainText("Position fehlt");
    await axe();
    await card.getByRole("button", { name: `Position setzen: ${suggestionName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Position setzen: ${suggestionName}` });
    await expect(
      dialog.getByRole("region", { name: "Karte – klicke, um die Position zu setzen" }),
    ).toBeVisible();
    await expect(dialog.getByRole("status").filter({ hasText: /Punkt/ })).toHaveText(
      "Noch kein Punkt gewählt.",
    );
    const address = dialog.getByRole("combobox", { name: "Adresse suchen" });
    await expect(address).toHaveValue("Blankeneser Bahnhofstraße 1");
    await address.fill("Blankeneser Bahnhofstr");
    await expect(
      page.getByRole("option", { name: /^Blankeneser Bahnhofstraße 1 22587 Hamburg/ }),
    ).toBeVisible();
    await address.press("ArrowDown");
    await address.press("Enter");
    await expect(dialog.getByRole("status").filter({ hasText: /Punkt/ })).toContainText(
      /Gewählter Punkt: 53\.\d+, 9\.\d+ \(Blankenese, Altona\)/,
    );
    await axe();
    await dialog.getByRole("button", { name: "Position speichern" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText(
      `Position von „${suggestionName}“ gespeichert: Blankenese, Altona.`,
    );
    await expect(card).not.toContainText("Position fehlt");
    await expect(card).toContainText("Blankenese, Altona");
  });

  await test.step("a place without a position is found with the filter; a click on the map sets it", async () => {
    await page.goto("/admin/places");
    await page.getByRole("checkbox", { name: "Nur ohne Position" }).check();
    const row = page.getByRole("row").filter({ hasText: placeName });
    await expect(row).toContainText("Position fehlt");
    await axe();
    await row.getByRole("button", { name: `Position setzen: ${placeName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Position setzen: ${placeName}` });
    const map = dialog.getByRole("region", { name: "Karte – klicke, um die Position zu setzen" });
    await expect(map).toBeVisible();
    // The map starts at the Rathausmarkt: its middle is in the centre of Hamburg.
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect(dialog.getByRole("status").filter({ hasText: /Punkt/ })).toContainText(
      /Gewählter Punkt: 53\.5\d+, 9\.9\d+/,
    );
    await expect(map).toHaveAttribute("data-point", /^53\.5\d+,9\.9\d+$/);
    await dialog.getByRole("button", { name: "Position speichern" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText(
      `Position von „${placeName}“ gespeichert`,
    );
    await expect(page.getByRole("row").filter({ hasText: placeName })).toHaveCount(0);
    const saved = (await (
      await page.request.get(`/api/admin/places?q=${encodeURIComponent(placeName)}`)
    ).json()) as { items: TAdminPlace[] };
    expect(saved.items[0]).toMatchObject({ id: place.id, bezirk: "Hamburg-Mitte" });
    expect(saved.items[0]!.latitude).toBeCloseTo(53.55, 1);
  });
});
