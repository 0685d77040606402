/**
 * Links and alerts that keep the context: a new provider's intro ends on the provider start page; the
 * home rows' "Alle anzeigen" open the list with the row's own filter (indoor, changing table); a course
 * alert is set for a Stadtteil from /courses, and one from the search starts with the searched district
 * (decision 032).
 */
import { expect, signIn, test } from "./fixtures.js";

test.use({ locale: "de-DE" });

test("[PROVIDER][ONBOARDING]: 'Ich bin … Anbieter' leads to the provider start page", async ({
  page,
  axe,
}) => {
  await page.goto("/onboarding");
  await page.getByRole("button", { name: "Intro überspringen" }).click();
  await page.getByRole("radio", { name: /Anbieter/ }).check();
  await page.getByRole("button", { name: "Fertig" }).click();
  await expect(page).toHaveURL("/provider");
  await expect(page.getByRole("link", { name: "Profil erstellen" }).first()).toBeVisible();
  await axe();
});

test("[PARENT][HOME]: 'Alle anzeigen' keeps each row's filter", async ({ page, axe, skipOnboarding }) => {
  await skipOnboarding();
  const parent = await signIn(page);
  // A parent confirmed a changing table, so "Für die Kleinsten" has a place.
  const { items } = (await (await page.request.get("/api/places?type=museum&limit=20")).json()) as {
    items: { id: string; name: string }[];
  };
  // A museum nobody has said anything about: a new account's answer does not outweigh an earlier one
  // (decision 042).
  let museum: { id: string; name: string } | undefined;
  for (const item of items) {
    const detail = (await (await page.request.get(`/api/places/${item.id}`)).json()) as {
      facts: { key: string }[];
    };
    if (!detail.facts.some((fact) => fact.key === "changing_table")) {
      museum = item;
      break;
    }
  }
  if (!museum) throw new Error("every museum has an answer about its changing table");
  const answered = await page.request.post(`/api/places/${museum.id}/facts`, {
    data: { key: "changing_table", value: "yes" },
  });
  expect(answered.status(), `${parent.email}: ${await answered.text()}`).toBe(200);

  await test.step("Schlechtwetter-Retter → the list of indoor places", async () => {
    await page.goto("/");
    const row = page.getByRole("region", { name: "Schlechtwetter-Retter" });
    const first = await row.getByRole("article").first().getByRole("heading").textContent();
    await row.getByRole("link", { name: /Alle anzeigen/ }).click();
    await expect(page).toHaveURL("/places?tag=Drinnen");
    await expect(page.getByRole("button", { name: "Drinnen", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The list has its own order: the row's first place is found among the filtered places by name.
    await page.getByRole("searchbox", { name: "Orte suchen" }).fill(first!);
    await expect(page.getByRole("article").filter({ hasText: first! }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Drinnen", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await axe();
  });

  await test.step("Für die Kleinsten → the list of places with a changing table", async () => {
    await page.goto("/");
    const row = page.getByRole("region", { name: "Für die Kleinsten" });
    await row.getByRole("link", { name: /Alle anzeigen/ }).click();
    await expect(page).toHaveURL("/places?fact=changing_table");
    await expect(page.getByRole("button", { name: "Wickeltisch", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // OpenStreetMap names changing tables too: the museum is found among them by its name.
    await page.getByRole("searchbox", { name: "Orte suchen" }).fill(museum.name);
    await expect(page.getByRole("article").filter({ hasText: museum.name }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Wickeltisch", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await axe();
  });
});

test("[PARENT][ALERTS]: a course alert for a Stadtteil, from /courses and from the search", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  const dialog = page.getByRole("dialog", { name: "Benachrichtige mich bei neuen Kursen" });

  await test.step("on /courses the parent picks Ottensen for the filtered age", async () => {
    await page.goto(`/courses?age=${encodeURIComponent("0-12 months")}`);
    await page.getByRole("button", { name: "Benachrichtige mich bei neuen Kursen" }).click();
    const district = dialog.getByRole("combobox", { name: "Stadtteil" });
    await expect(district).toHaveValue("");
    await expect(district).toHaveAttribute("placeholder", "Ganz Hamburg");
    await axe();
    await district.fill("Ottensn");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(dialog.getByText("Diesen Stadtteil kennen wir nicht.", { exact: false })).toBeVisible();
    await district.fill("Ottensen");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(
      page
        .locator("[data-sonner-toast]")
        .filter({ hasText: "Gespeichert. Neue passende Kurse bekommst du per E-Mail." }),
    ).toBeVisible();
  });

  await test.step("from the search, the alert starts with the searched district", async () => {
    await page.goto(`/search?district=${encodeURIComponent("Eimsbüttel")}`);
    await page.getByRole("button", { name: "Benachrichtige mich bei neuen Kursen" }).click();
    await expect(dialog.getByRole("combobox", { name: "Stadtteil" })).toHaveValue("Eimsbüttel");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("the profile lists both, each with its district", async () => {
    await page.goto("/profile#course-alerts");
    const alerts = page.locator("#course-alerts");
    await expect(alerts).toContainText("Neue Kurse für 0–12 Monate in Ottensen");
    await expect(alerts).toContainText("in Eimsbüttel");
    await axe();
  });
});
