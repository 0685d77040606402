/**
 * An admin fixes the catalogue (decision 032): the dashboard's "Offene Prüfungen" counts every kind of
 * item that waits (a new provider's profile too, not only the four submissions), the place dialog offers
 * every place type, so "Café P5" — imported as an ice-cream parlour — is refiled as a café and listed
 * under cafés, and the audit log says so as a sentence with the place's name linked to its page, in
 * German and in English.
 */
import { expect, signIn, test } from "./fixtures.js";

test.use({ locale: "de-DE" });

test("[ADMIN][CATALOGUE]: an admin refiles Café P5 as a café and reads it in the audit log", async ({
  page,
  browser,
  axe,
}) => {
  test.slow();
  await test.step("a provider creates a profile, which waits for an admin", async () => {
    const providerContext = await browser.newContext();
    const provider = await providerContext.newPage();
    await signIn(provider, { role: "provider" });
    const created = await provider.request.put("/api/providers/mine", {
      data: { name: "Elternschule Barmbek-Nord" },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    await providerContext.close();
  });

  await signIn(page, { role: "admin", name: "Ada Admin" });

  await test.step("Offene Prüfungen adds up every queue that waits, the new profile included", async () => {
    await page.goto("/admin");
    const approvals = page.getByRole("link", { name: /^Anbieter- & Café-Freigaben/ });
    await expect(approvals).toContainText("1 offen");
    const badges = await page
      .getByRole("region", { name: "Einsendungen" })
      .getByText(/^\d+ offen$/)
      .allTextContents();
    const sum = badges.reduce((total, badge) => total + Number.parseInt(badge, 10), 0);
    expect(sum).toBeGreaterThanOrEqual(1);
    const pending = page.getByText("Offene Prüfungen").locator("..");
    await expect(pending).toHaveText(`Offene Prüfungen${sum}`);
    await axe();
  });

  let placeId = "";
  await test.step("the place dialog offers every type; Café P5 becomes a café", async () => {
    await page.goto("/admin/places");
    await page.getByRole("searchbox", { name: "Suche" }).fill("Café P5");
    await page.getByRole("button", { name: "Café P5 bearbeiten" }).click();
    const dialog = page.getByRole("dialog", { name: "Ort bearbeiten" });
    const type = dialog.getByRole("combobox", { name: /^Typ/ });
    await expect(type).toHaveValue("ice_cream");
    for (const label of ["Eisdiele", "Kindercafé", "Freizeitzentrum", "Familienbildung", "Café"]) {
      await expect(type.getByRole("option", { name: label, exact: true })).toHaveCount(1);
    }
    await axe();
    await type.selectOption({ label: "Café" });
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Ort erfolgreich aktualisiert!" }),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: /Café P5/ })).toContainText("Café");
    const places = (await (await page.request.get("/api/places?type=cafe&q=P5")).json()) as {
      items: { id: string; name: string }[];
    };
    placeId = places.items.find((item) => item.name === "Café P5")!.id;
  });

  await test.step("cafés list it now", async () => {
    await page.goto("/places?type=cafe");
    await expect(page.getByRole("article").filter({ hasText: "Café P5" })).toBeVisible();
  });

  await test.step("the audit log says it in a sentence, linked to the place, with the change", async () => {
    await page.goto("/admin/audit");
    const entry = page.getByRole("listitem").filter({ hasText: "Ada Admin hat den Ort „Café P5“ geändert." });
    await expect(entry).toBeVisible();
    await expect(entry.getByRole("link", { name: "Café P5" })).toHaveAttribute("href", `/places/${placeId}`);
    await expect(entry.getByRole("list", { name: "Änderungen" })).toContainText(
      "Typ: Eisdiele → wird zu Café",
    );
    const text = await page.locator("body").innerText();
    for (const raw of ["place.update", "ice_cream", placeId, "{"]) expect(text).not.toContain(raw);
    await axe();
  });

  await test.step("in English too", async () => {
    await page.getByRole("button", { name: "English" }).click();
    const entry = page.getByRole("listitem").filter({ hasText: "Ada Admin updated the place “Café P5”." });
    await expect(entry).toBeVisible();
    await expect(entry.getByRole("list", { name: "Changes" })).toContainText(
      "Type: Ice-cream parlour → becomes Café",
    );
    await axe();
  });

  await test.step("the link leads to the place", async () => {
    await page.getByRole("link", { name: "Café P5" }).first().click();
    await expect(page).toHaveURL(`/places/${placeId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Café P5" })).toBeVisible();
  });
});
