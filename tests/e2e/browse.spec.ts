/**
 * Journey: a first-time visitor goes through the intro, lands on home with real Hamburg places, opens
 * the place list, filters by type, pages on, opens a place and meets a missing one (spec 01 §2
 * "/onboarding", "Home", "/places", "/places/{id}"; §8 not-found texts). Starts in English (the
 * onboarding strings are English in the spec), switches to German for the German spec strings
 * ('Alle anzeigen', 'Quelle: OpenStreetMap') and back.
 */
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-GB" });

const UNKNOWN_PLACE_ID = "00000000-0000-4000-8000-000000000000";

test("[VISITOR][DISCOVERY]: onboarding → home → places → detail", async ({ page, axe }) => {
  await test.step("a first visit to / is sent to the intro", async () => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Lütt!" })).toBeVisible();
    await expect(page.getByText("Step 1 of 5")).toBeVisible();
    await axe();
  });

  await test.step('walks through four intro cards with Next and "Let\'s go!"', async () => {
    for (const title of [
      "Discover child-friendly places",
      "Browse baby and toddler courses",
      "Connect with other parents",
    ]) {
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    }
    await page.getByRole("button", { name: "Let's go!" }).click();
    await expect(page.getByText("Step 5 of 5")).toBeVisible();
    await axe();
  });

  await test.step("completes the profile step and lands on home", async () => {
    await page.getByLabel("How old is your child?").fill("18 months");
    await page.getByRole("radio", { name: /A parent/ }).check();
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem("luett_onboarding") ?? "{}"),
    );
    expect(stored).toMatchObject({ completed: true, childAge: "18 months", userRole: "parent" });
  });

  await test.step("home shows its sections with real Hamburg places", async () => {
    await expect(page.getByRole("heading", { level: 1, name: /Welcome to Lütt/ })).toBeVisible();
    const cafes = page.getByRole("region", { name: "Family-friendly cafés" });
    await expect(cafes.getByRole("article").first()).toBeVisible();
    expect(await cafes.getByRole("article").count()).toBeGreaterThan(2);
    await expect(cafes.getByRole("article").first()).toContainText("Hamburg");
    for (const section of ["Bad-weather rescue", "For the littlest", "Fun courses", "Parent wisdom"]) {
      await expect(page.getByRole("region", { name: section })).toBeVisible();
    }
    await expect(
      page.getByRole("region", { name: "Fun courses" }).getByRole("article").first(),
    ).toBeVisible();
    await axe();
  });

  await test.step("switches to German and follows 'Alle anzeigen' to the place list, indoor places", async () => {
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const indoor = page.getByRole("region", { name: "Schlechtwetter-Retter" });
    await indoor.getByRole("link", { name: /Alle anzeigen/ }).click();
    // The row's link keeps its filter (shared/home-rows.ts HOME_SEE_ALL): the list opens on indoor places.
    await expect(page).toHaveURL(/\/places\?tag=Drinnen$/);
    await expect(page.getByRole("heading", { level: 1, name: "Orte entdecken" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^[\d.]+ Orte$/ })).toBeVisible();
    await axe();
    await page.getByRole("button", { name: "Filter zurücksetzen" }).click();
    await expect(page).toHaveURL(/\/places$/);
  });

  await test.step("filters by playground; the filter lives in the URL and survives a reload", async () => {
    const playgroundChip = page
      .getByRole("region", { name: "Nach Art filtern" })
      .getByRole("button", { name: "Spielplatz" });
    await playgroundChip.click();
    await expect(page).toHaveURL(/\/places\?type=playground$/);
    await expect(playgroundChip).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(page).toHaveURL(/\/places\?type=playground$/);
    await expect(playgroundChip).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("article").first()).toContainText("Spielplatz");
    await expect(page.getByRole("article")).toHaveCount(12);
    await axe();
  });

  await test.step("loads more places", async () => {
    await page.getByRole("button", { name: "Mehr laden" }).click();
    await expect(page.getByRole("article")).toHaveCount(24);
    await expect(page.getByText(/^24 von [\d.]+ angezeigt$/)).toBeVisible();
  });

  await test.step("opens a place and sees its source and Stadtteil", async () => {
    // An imported playground ("Spielplatz …"): other journeys add places of their own to the list.
    const first = page
      .getByRole("article")
      .getByRole("link", { name: /^Spielplatz/ })
      .first();
    const name = (await first.textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Quelle: OpenStreetMap (© OpenStreetMap contributors, ODbL)")).toBeVisible();
    await expect(page.getByRole("link", { name: /Diesen Ort auf OpenStreetMap ansehen/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/(node|way|relation)\/\d+$/,
    );
    await expect(page.getByRole("term").filter({ hasText: "Stadtteil" })).toBeVisible();
    await expect(page.getByText("Von Eltern geprüft")).toHaveCount(0);
    await axe();
  });

  await test.step("an unknown place id shows 'Place not found' with a way back", async () => {
    await page.getByRole("button", { name: "English" }).click();
    await page.goto(`/places/${UNKNOWN_PLACE_ID}`);
    await expect(page.getByRole("heading", { level: 1, name: "Place not found" })).toBeVisible();
    await axe();
    await page.getByRole("link", { name: "Back to Places" }).click();
    await expect(page).toHaveURL(/\/places$/);
    await expect(page.getByRole("heading", { level: 1, name: "Discover Places" })).toBeVisible();
  });
});
